package server

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
)

// newTrustWorld is a scenario world for the newer endpoints: an admin
// ("admin"), everyone's user id ({sender}, {driver}, {stranger}, {admin}),
// the driver's request_received notification ({notification}), the driver's
// saved route for parcels Kyiv → Lviv ({alert}), and the stranger's open
// report of the ride ({report}).
func newTrustWorld(t *testing.T) *scenarioWorld {
	t.Helper()
	w := newScenarioWorld(t)
	admin := w.app.makeAdmin(t, "admin@example.com")
	w.actors = map[string]*client{"admin": admin}
	w.placeholders = map[string]string{"{sender}": w.sender.userID(t), "{driver}": w.driver.userID(t),
		"{stranger}": w.stranger.userID(t), "{admin}": admin.userID(t)}
	if err := w.app.srv.market.Wait(t.Context()); err != nil {
		t.Fatal(err)
	}
	_, items, _ := w.driver.notices(t)
	if len(items) != 1 || items[0]["kind"] != "request_received" {
		t.Fatalf("the driver's notifications: %v", items)
	}
	w.placeholders["{notification}"] = jsonNumber(items[0]["notificationId"])
	a := w.driver.do("POST", "/api/alerts", alertBody("parcels", kyivID, lvivID))
	expectStatus(t, a, http.StatusCreated)
	w.placeholders["{alert}"] = jsonNumber(a.json["alertId"])
	w.placeholders["{report}"] = report(t, w.stranger, map[string]any{"rideId": toNumber(w.rideID), "reason": "fraud",
		"details": "Asks for payment up front"})
	return w
}

// id is a placeholder's id as a JSON number, for bodies.
func (w *scenarioWorld) id(placeholder string) int64 {
	s, ok := w.placeholders[placeholder]
	if !ok {
		w.app.t.Fatalf("no placeholder %s", placeholder)
	}
	return toNumber(s)
}

// oversized is a JSON body with one string field past the 1 MB body limit.
func oversized(field string) string {
	return `{"` + field + `":"` + strings.Repeat("a", 1<<20) + `"}`
}

// repeated is n copies of one scenario, numbered.
func repeated(n int, sc scenario) []scenario {
	out := make([]scenario, n)
	for i := range out {
		out[i] = sc
		out[i].name = fmt.Sprintf("%s #%d", sc.name, i+1)
	}
	return out
}

func TestBlockScenarios(t *testing.T) {
	t.Parallel()
	w := newTrustWorld(t)
	ask := map[string]any{"parcelId": toNumber(w.parcelID)}
	offer := map[string]any{"rideId": toNumber(w.rideID)}
	hi := map[string]any{"text": "Hello"}
	w.run(t, []scenario{
		{name: "anonymous cannot block", as: "anonymous", method: "POST", path: "/api/users/{sender}/block",
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "nor list whom they blocked", as: "anonymous", method: "GET", path: "/api/profile/blocked",
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "no one blocks themselves", as: "driver", method: "POST", path: "/api/users/{driver}/block",
			status: http.StatusBadRequest, code: "cannot_block_self"},
		{name: "no such user to block", as: "driver", method: "POST", path: "/api/users/999999/block",
			status: http.StatusNotFound, code: "not_found"},
		{name: "not a user id", as: "driver", method: "POST", path: "/api/users/x/block", status: http.StatusNotFound, code: "not_found"},
		{name: "no one blocked yet", as: "driver", method: "GET", path: "/api/profile/blocked", status: http.StatusOK,
			unwant: []string{`"userId"`}},
		{name: "the driver blocks the sender: the pending request expires, the sender is told", as: "driver", method: "POST",
			path: "/api/users/{sender}/block", status: http.StatusNoContent, notifies: map[string]string{"sender": "request_expired"}},
		{name: "blocking twice changes nothing", as: "driver", method: "POST", path: "/api/users/{sender}/block", status: http.StatusNoContent},
		{name: "the blocked list shows a card without contacts", as: "driver", method: "GET", path: "/api/profile/blocked",
			status: http.StatusOK, want: []string{`"userId":{sender}`, `"name":"Olena"`}, unwant: []string{senderPhone, "sender@example.com"}},
		{name: "a stranger's blocked list is theirs", as: "stranger", method: "GET", path: "/api/profile/blocked", status: http.StatusOK,
			unwant: []string{`"userId"`}},
		{name: "no pending request is left between the pair", as: "sender", method: "GET", path: "/api/parcels/{parcel}/requests",
			status: http.StatusOK, want: []string{`"requestId":{request}`, `"status":"expired"`}, unwant: []string{`"status":"pending"`}},
		{name: "the blocked sender cannot ask again", as: "sender", method: "POST", path: "/api/rides/{ride}/requests", body: ask,
			status: http.StatusForbidden, code: "blocked"},
		{name: "the blocked sender cannot write", as: "sender", method: "POST", path: "/api/conversations/{conversation}/messages", body: hi,
			status: http.StatusForbidden, code: "blocked"},
		{name: "nor can the blocker", as: "driver", method: "POST", path: "/api/conversations/{conversation}/messages", body: hi,
			status: http.StatusForbidden, code: "blocked"},
		{name: "anonymous cannot unblock", as: "anonymous", method: "DELETE", path: "/api/users/{sender}/block",
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "no one unblocks themselves", as: "driver", method: "DELETE", path: "/api/users/{driver}/block",
			status: http.StatusBadRequest, code: "cannot_block_self"},
		{name: "no such user to unblock", as: "driver", method: "DELETE", path: "/api/users/999999/block",
			status: http.StatusNotFound, code: "not_found"},
		{name: "a stranger's unblock ends only their own block", as: "stranger", method: "DELETE", path: "/api/users/{sender}/block",
			status: http.StatusNoContent},
		{name: "so the pair stays blocked", as: "sender", method: "POST", path: "/api/conversations/{conversation}/messages", body: hi,
			status: http.StatusForbidden, code: "blocked"},
		{name: "the driver unblocks the sender", as: "driver", method: "DELETE", path: "/api/users/{sender}/block", status: http.StatusNoContent},
		{name: "the sender leaves the blocked list", as: "driver", method: "GET", path: "/api/profile/blocked", status: http.StatusOK,
			unwant: []string{`"userId":{sender}`}},
		{name: "the sender may ask again, the driver is told", as: "sender", method: "POST", path: "/api/rides/{ride}/requests", body: ask,
			status: http.StatusCreated, want: []string{`"status":"pending"`}, notifies: map[string]string{"driver": "request_received"}},
		{name: "the sender blocks the driver", as: "sender", method: "POST", path: "/api/users/{driver}/block", status: http.StatusNoContent,
			notifies: map[string]string{"driver": "request_expired"}},
		{name: "blocked either way: the driver cannot offer", as: "driver", method: "POST", path: "/api/parcels/{parcel}/requests", body: offer,
			status: http.StatusForbidden, code: "blocked"},
	})
}

func TestReportScenarios(t *testing.T) {
	t.Parallel()
	w := newTrustWorld(t)
	ofRide := map[string]any{"rideId": toNumber(w.rideID), "reason": "fraud"}
	w.run(t, []scenario{
		{name: "anonymous cannot report", as: "anonymous", method: "POST", path: "/api/reports", body: ofRide,
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "nothing named", as: "sender", method: "POST", path: "/api/reports", body: map[string]any{},
			status: http.StatusBadRequest, code: "invalid_input", fields: map[string]string{"target": "required", "reason": "required"}},
		{name: "two targets", as: "sender", method: "POST", path: "/api/reports",
			body:   map[string]any{"userId": w.id("{driver}"), "rideId": toNumber(w.rideID), "reason": "spam"},
			status: http.StatusBadRequest, fields: map[string]string{"target": "ambiguous"}},
		{name: "an unknown reason", as: "sender", method: "POST", path: "/api/reports", body: with(ofRide, "reason", "rude"),
			status: http.StatusBadRequest, fields: map[string]string{"reason": "invalid"}},
		{name: "details too long", as: "sender", method: "POST", path: "/api/reports", body: with(ofRide, "details", strings.Repeat("a", 1001)),
			status: http.StatusBadRequest, fields: map[string]string{"details": "too_long"}},
		{name: "details with a control character", as: "sender", method: "POST", path: "/api/reports", body: with(ofRide, "details", "a\x07b"),
			status: http.StatusBadRequest, fields: map[string]string{"details": "invalid"}},
		{name: "not an id", as: "sender", method: "POST", path: "/api/reports", body: with(ofRide, "rideId", 0),
			status: http.StatusBadRequest, fields: map[string]string{"rideId": "invalid"}},
		{name: "not JSON", as: "sender", method: "POST", path: "/api/reports", body: "{", status: http.StatusBadRequest, code: "invalid_json"},
		{name: "too large", as: "sender", method: "POST", path: "/api/reports", body: oversized("details"),
			status: http.StatusRequestEntityTooLarge, code: "too_large"},
		{name: "one's own ride", as: "driver", method: "POST", path: "/api/reports", body: ofRide,
			status: http.StatusBadRequest, code: "cannot_report_self", fields: map[string]string{"target": "cannot_report_self"}},
		{name: "oneself", as: "driver", method: "POST", path: "/api/reports", body: map[string]any{"userId": w.id("{driver}"), "reason": "other"},
			status: http.StatusBadRequest, code: "cannot_report_self"},
		{name: "no such ride", as: "sender", method: "POST", path: "/api/reports", body: with(ofRide, "rideId", 999999),
			status: http.StatusNotFound, code: "not_found"},
		{name: "no such user", as: "sender", method: "POST", path: "/api/reports", body: map[string]any{"userId": 999999, "reason": "spam"},
			status: http.StatusNotFound, code: "not_found"},
		{name: "the sender reports the driver", as: "sender", method: "POST", path: "/api/reports",
			body:   map[string]any{"userId": w.id("{driver}"), "reason": "abuse", "details": "Rude on the phone"},
			status: http.StatusCreated, want: []string{`"userId":{driver}`, `"reason":"abuse"`, `"status":"open"`, `"reporterId":{sender}`},
			unwant: []string{driverPhone, "driver@example.com"}},
		{name: "the driver reports the sender's parcel", as: "driver", method: "POST", path: "/api/reports",
			body:   map[string]any{"parcelId": toNumber(w.parcelID), "reason": "prohibited"},
			status: http.StatusCreated, want: []string{`"parcelId":{parcel}`, `"status":"open"`}, unwant: []string{recipientPhone, senderPhone}},
	})
	// Ten reports a day (docs/product.md §8): the sender made one above.
	w.run(t, append(repeated(9, scenario{name: "another report", as: "sender", method: "POST", path: "/api/reports", body: ofRide,
		status: http.StatusCreated}),
		scenario{name: "the eleventh report of the day", as: "sender", method: "POST", path: "/api/reports", body: ofRide,
			status: http.StatusTooManyRequests, code: "rate_limited"}))
}

func TestAlertScenarios(t *testing.T) {
	t.Parallel()
	w := newTrustWorld(t)
	kyivLviv := alertBody("rides", kyivID, lvivID)
	parcel := validParcel() // Kyiv → Lviv
	w.run(t, []scenario{
		{name: "anonymous has no alerts", as: "anonymous", method: "GET", path: "/api/alerts", status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "the driver lists their alert", as: "driver", method: "GET", path: "/api/alerts", status: http.StatusOK,
			want: []string{`"alertId":{alert}`, `"kind":"parcels"`, `"city":"Kyiv"`, `"city":"Lviv"`}},
		{name: "a stranger's list is theirs", as: "stranger", method: "GET", path: "/api/alerts", status: http.StatusOK,
			unwant: []string{`"alertId"`}},
		{name: "anonymous cannot save one", as: "anonymous", method: "POST", path: "/api/alerts", body: kyivLviv,
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "an unknown kind", as: "stranger", method: "POST", path: "/api/alerts", body: alertBody("both", kyivID, lvivID),
			status: http.StatusBadRequest, code: "invalid_input", fields: map[string]string{"kind": "invalid"}},
		{name: "no cities", as: "stranger", method: "POST", path: "/api/alerts", body: map[string]any{"kind": "rides"},
			status: http.StatusBadRequest, fields: map[string]string{"from.placeId": "required", "to.placeId": "required"}},
		{name: "one city twice", as: "stranger", method: "POST", path: "/api/alerts", body: alertBody("rides", kyivID, kyivID),
			status: http.StatusBadRequest, fields: map[string]string{"to.placeId": "same_as_from"}},
		{name: "a date in the past", as: "stranger", method: "POST", path: "/api/alerts", body: with(kyivLviv, "dateFrom", dateIn(-1)),
			status: http.StatusBadRequest, fields: map[string]string{"dateFrom": "out_of_range"}},
		{name: "the last date before the first", as: "stranger", method: "POST", path: "/api/alerts",
			body:   with(with(kyivLviv, "dateFrom", dateIn(5)), "dateTo", dateIn(2)),
			status: http.StatusBadRequest, fields: map[string]string{"dateTo": "before_date_from"}},
		{name: "not JSON", as: "stranger", method: "POST", path: "/api/alerts", body: "{", status: http.StatusBadRequest, code: "invalid_json"},
		{name: "too large", as: "stranger", method: "POST", path: "/api/alerts", body: oversized("kind"),
			status: http.StatusRequestEntityTooLarge, code: "too_large"},
		{name: "a parcel on the saved route: the driver is told", as: "stranger", method: "POST", path: "/api/parcels", body: parcel,
			status: http.StatusCreated, notifies: map[string]string{"driver": "match_found"}},
		{name: "anonymous cannot delete it", as: "anonymous", method: "DELETE", path: "/api/alerts/{alert}",
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "a stranger cannot delete it", as: "stranger", method: "DELETE", path: "/api/alerts/{alert}",
			status: http.StatusNotFound, code: "not_found"},
		{name: "not an id", as: "driver", method: "DELETE", path: "/api/alerts/x", status: http.StatusNotFound, code: "not_found"},
		{name: "the driver deletes it", as: "driver", method: "DELETE", path: "/api/alerts/{alert}", status: http.StatusNoContent},
		{name: "twice: gone", as: "driver", method: "DELETE", path: "/api/alerts/{alert}", status: http.StatusNotFound, code: "not_found"},
		{name: "and out of the list", as: "driver", method: "GET", path: "/api/alerts", status: http.StatusOK,
			unwant: []string{`"alertId":{alert}`}},
	})
	// At most 10 saved routes a user (docs/product.md §5).
	w.run(t, append(repeated(10, scenario{name: "a saved route", as: "stranger", method: "POST", path: "/api/alerts", body: kyivLviv,
		status: http.StatusCreated, want: []string{`"kind":"rides"`}}),
		scenario{name: "the eleventh", as: "stranger", method: "POST", path: "/api/alerts", body: kyivLviv,
			status: http.StatusConflict, code: "too_many_alerts"}))
}

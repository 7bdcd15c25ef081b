package server

import (
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"
)

// scenario is one call of the API and what it must answer and cause;
// pocketbase's ApiScenario is the model. A table of them runs in order
// against one scenarioWorld, so the calls that change something come last.
type scenario struct {
	name         string
	as           string // anonymous, driver, sender or stranger, or one of the world's actors
	method, path string // {ride}, {parcel}, {request}, {vehicle}, {conversation} and the world's placeholders stand for its ids
	body         any    // placeholders in a string body are replaced too
	status       int
	code         string            // the error's code
	fields       map[string]string // a 400's field codes
	want, unwant []string          // in the body, and never in it
	// Side effects (scenario_effects_test.go), each actor → a kind; "" says
	// the call must cause that actor none.
	notifies map[string]string // the kind of a notification the call made
	live     map[string]string // the kind of a notification event on the actor's open GET /api/events
	mails    map[string]string // the mail.Kind of an e-mail the call sent ("recipient": the parcel's recipient)
	keep     map[string]string // placeholder → the field of the JSON answer it stands for in later rows
}

// scenarioWorld is a requestWorld with a pending request of the sender's
// parcel to the driver's ride, the pair's conversation, and the driver's car.
// From its first row on, its e-mails go through the durable outbox, as in
// production. Sibling worlds add actors (e.g. "admin") and placeholders
// (e.g. "{alert}") for run.
type scenarioWorld struct {
	*requestWorld
	anonymous                          *client
	requestID, vehicleID, conversation string
	actors                             map[string]*client
	placeholders                       map[string]string
	mail                               *mailWatch
	addresses                          map[string]string // actor → e-mail address, as read
	userIDs                            map[string]int64  // actor → user id, as read
}

func newScenarioWorld(t *testing.T) *scenarioWorld {
	mailer := &mailWatch{}
	app := newAppWith(t, func(cfg *Config) {
		cfg.Dev = true
		mailer.inner, cfg.Mailer = cfg.Mailer, mailer
	})
	w := &scenarioWorld{requestWorld: requestWorldOn(t, app), mail: mailer, placeholders: map[string]string{},
		addresses: map[string]string{"recipient": "ivan@example.com"}, userIDs: map[string]int64{}}
	w.anonymous = w.app.client()
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, r, http.StatusCreated)
	w.requestID = jsonNumber(r.json["requestId"])
	w.conversation = jsonNumber(r.json["conversationId"])
	v := w.driver.do("GET", "/api/profile/vehicle", nil)
	expectStatus(t, v, http.StatusOK)
	w.vehicleID = jsonNumber(decodeList(t, v.body)[0]["VehicleId"])
	return w
}

// who is every actor by name.
func (w *scenarioWorld) who() map[string]*client {
	who := map[string]*client{"anonymous": w.anonymous, "driver": w.driver, "sender": w.sender, "stranger": w.stranger}
	maps.Copy(who, w.actors)
	return who
}

// ids replaces the placeholders with the world's ids.
func (w *scenarioWorld) ids() *strings.Replacer {
	pairs := []string{"{ride}", w.rideID, "{parcel}", w.parcelID, "{request}", w.requestID, "{vehicle}", w.vehicleID,
		"{conversation}", w.conversation}
	for _, k := range slices.Sorted(maps.Keys(w.placeholders)) {
		pairs = append(pairs, k, w.placeholders[k])
	}
	return strings.NewReplacer(pairs...)
}

func (w *scenarioWorld) run(t *testing.T, table []scenario) {
	t.Helper()
	w.mail.sendDurably(t, w.app)
	for _, sc := range table {
		w.runOne(t, sc)
	}
}

// runOne makes one row's call, checks its answer and then its side effects.
func (w *scenarioWorld) runOne(t *testing.T, sc scenario) {
	t.Helper()
	who, ids := w.who(), w.ids()
	c := who[sc.as]
	if c == nil {
		t.Fatalf("%s: no one called %q", sc.name, sc.as)
	}
	fx := w.before(t, sc, who)
	defer fx.hangUp(t)
	body := sc.body
	if s, ok := body.(string); ok {
		body = ids.Replace(s)
	}
	r := c.do(sc.method, ids.Replace(sc.path), body)
	if !checkAnswer(t, sc, r, ids) {
		return
	}
	for placeholder, field := range sc.keep {
		v, ok := r.json[field]
		if !ok {
			t.Fatalf("%s: no %s to keep as %s in %s", sc.name, field, placeholder, r.body)
		}
		if s, isString := v.(string); isString {
			w.placeholders[placeholder] = s
		} else {
			w.placeholders[placeholder] = jsonNumber(v)
		}
	}
	fx.check(t)
}

// checkAnswer checks the answer's status, error and body; false when the
// status is wrong, and nothing else is worth checking.
func checkAnswer(t *testing.T, sc scenario, r response, ids *strings.Replacer) bool {
	t.Helper()
	if r.status != sc.status {
		t.Errorf("%s: %s %s as %s: got %d %s, want %d", sc.name, sc.method, sc.path, sc.as, r.status, r.body, sc.status)
		return false
	}
	if sc.code != "" && r.errorCode() != sc.code {
		t.Errorf("%s: code %q, want %q (%s)", sc.name, r.errorCode(), sc.code, r.body)
	}
	for field, code := range sc.fields {
		if got := r.field(field); got != code {
			t.Errorf("%s: field %s: %q, want %q (%s)", sc.name, field, got, code, r.body)
		}
	}
	for _, s := range sc.want {
		if !strings.Contains(r.body, ids.Replace(s)) {
			t.Errorf("%s: %q not in %s", sc.name, s, r.body)
		}
	}
	for _, s := range sc.unwant {
		if strings.Contains(r.body, ids.Replace(s)) {
			t.Errorf("%s: %q leaked in %s", sc.name, s, r.body)
		}
	}
	return true
}

// Contacts of the world's people, which strangers must never see.
const (
	senderPhone    = "+380931234567"
	driverPhone    = "+380501234567"
	recipientPhone = "+380671234567"
)

// TestSignedInRoutesRefuseAnonymous: every /api route that is not public
// answers an anonymous caller 401 not_signed_in, whatever it is sent; the
// admins' routes answer 404 not_found, as to anyone but an admin.
func TestSignedInRoutesRefuseAnonymous(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	public := regexp.MustCompile(`^/api/(openapi\.json|places|places/:id|users/:id|users/:id/(picture|reviews|listings)|(parcels|rides)/available|public/(rides|parcels)/:id|prices/suggest|delivery/:token.*)$`)
	var table []scenario
	for _, r := range w.app.srv.echo.Routes() {
		if !strings.HasPrefix(r.Path, "/api/") || public.MatchString(r.Path) || r.Method == echo.RouteNotFound {
			continue
		}
		path := strings.NewReplacer(":id", "1").Replace(r.Path)
		sc := scenario{name: r.Method + " " + r.Path, as: "anonymous", method: r.Method, path: path,
			body: map[string]any{}, status: http.StatusUnauthorized, code: "not_signed_in"}
		if strings.HasPrefix(r.Path, "/api/admin/") {
			sc.status, sc.code = http.StatusNotFound, "not_found"
		}
		table = append(table, sc)
	}
	if len(table) < 30 {
		t.Fatalf("only %d signed-in routes found", len(table))
	}
	w.run(t, table)
}

func TestParcelScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	w.run(t, []scenario{
		{name: "a stranger sees a New parcel without contacts", as: "stranger", method: "GET", path: "/api/parcels/{parcel}",
			status: http.StatusOK, want: []string{`"status":"New"`}, unwant: []string{recipientPhone, senderPhone, "ivan@example.com"}},
		{name: "the sender sees the recipient's contacts", as: "sender", method: "GET", path: "/api/parcels/{parcel}",
			status: http.StatusOK, want: []string{recipientPhone}},
		{name: "no such parcel", as: "sender", method: "GET", path: "/api/parcels/999999", status: http.StatusNotFound, code: "not_found"},
		{name: "not a number", as: "sender", method: "GET", path: "/api/parcels/x", status: http.StatusNotFound, code: "not_found"},
		{name: "my list holds mine only", as: "stranger", method: "GET", path: "/api/parcels", status: http.StatusOK, unwant: []string{`"parcelId"`}},
		{name: "invalid parcel", as: "sender", method: "POST", path: "/api/parcels", body: with(validParcel(), "size", "XXL"),
			status: http.StatusBadRequest, code: "invalid_input", fields: map[string]string{"size": "invalid"}},
		{name: "not JSON", as: "sender", method: "POST", path: "/api/parcels", body: "{", status: http.StatusBadRequest, code: "invalid_json"},
		{name: "its requests are the sender's", as: "stranger", method: "GET", path: "/api/parcels/{parcel}/requests", status: http.StatusNotFound},
		{name: "the sender lists its requests", as: "sender", method: "GET", path: "/api/parcels/{parcel}/requests",
			status: http.StatusOK, want: []string{`"requestId":{request}`}},
		{name: "a stranger cannot cancel it", as: "stranger", method: "POST", path: "/api/parcels/{parcel}/cancel", status: http.StatusNotFound},
		{name: "the driver cannot pick up a New parcel", as: "driver", method: "POST", path: "/api/parcels/{parcel}/pickup", status: http.StatusNotFound},
		{name: "the sender cancels it", as: "sender", method: "POST", path: "/api/parcels/{parcel}/cancel",
			status: http.StatusOK, want: []string{`"status":"Cancelled"`}},
		{name: "twice is a conflict", as: "sender", method: "POST", path: "/api/parcels/{parcel}/cancel",
			status: http.StatusConflict, code: "invalid_state"},
		{name: "once cancelled, strangers no longer see it", as: "stranger", method: "GET", path: "/api/parcels/{parcel}", status: http.StatusNotFound},
	})
}

func TestRideScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	w.run(t, []scenario{
		{name: "a stranger sees an open ride without the plate", as: "stranger", method: "GET", path: "/api/rides/{ride}",
			status: http.StatusOK, want: []string{`"status":"Planned"`}, unwant: []string{"AA1234BB", driverPhone}},
		{name: "the driver sees the plate", as: "driver", method: "GET", path: "/api/rides/{ride}", status: http.StatusOK, want: []string{"AA1234BB"}},
		{name: "no such ride", as: "driver", method: "GET", path: "/api/rides/999999", status: http.StatusNotFound, code: "not_found"},
		{name: "its accepted parcels are the driver's", as: "stranger", method: "GET", path: "/api/rides/{ride}/accepted", status: http.StatusNotFound},
		{name: "its requests are the driver's", as: "sender", method: "GET", path: "/api/rides/{ride}/requests", status: http.StatusNotFound},
		{name: "the driver lists them", as: "driver", method: "GET", path: "/api/rides/{ride}/requests", status: http.StatusOK,
			want: []string{`"requestId":{request}`}},
		{name: "someone else's car", as: "stranger", method: "POST", path: "/api/rides", body: validRide(toNumber(w.vehicleID)),
			status: http.StatusBadRequest, fields: map[string]string{"vehicleId": "invalid"}},
		{name: "invalid ride", as: "driver", method: "POST", path: "/api/rides", body: with(validRide(toNumber(w.vehicleID)), "capacity", 21),
			status: http.StatusBadRequest, fields: map[string]string{"capacity": "out_of_range"}},
		{name: "the car of a planned ride stays", as: "driver", method: "DELETE", path: "/api/profile/vehicle/delete",
			body: map[string]any{"vehicleId": toNumber(w.vehicleID)}, status: http.StatusConflict, code: "vehicle_in_use"},
		{name: "a stranger cannot delete the car", as: "stranger", method: "DELETE", path: "/api/profile/vehicle/delete",
			body: map[string]any{"vehicleId": toNumber(w.vehicleID)}, status: http.StatusNotFound},
		{name: "a stranger cannot cancel it", as: "stranger", method: "POST", path: "/api/rides/{ride}/cancel", status: http.StatusNotFound},
		{name: "the driver cancels it", as: "driver", method: "POST", path: "/api/rides/{ride}/cancel", status: http.StatusOK,
			want: []string{`"status":"Cancelled"`}},
		{name: "twice is a conflict", as: "driver", method: "POST", path: "/api/rides/{ride}/cancel", status: http.StatusConflict, code: "invalid_state"},
		{name: "then the car may go", as: "driver", method: "DELETE", path: "/api/profile/vehicle/delete",
			body: map[string]any{"vehicleId": toNumber(w.vehicleID)}, status: http.StatusOK},
	})
}

func TestRequestScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	ask := map[string]any{"parcelId": toNumber(w.parcelID)}
	w.run(t, []scenario{
		{name: "a stranger's parcel", as: "stranger", method: "POST", path: "/api/rides/{ride}/requests", body: ask, status: http.StatusNotFound},
		{name: "no parcel named", as: "sender", method: "POST", path: "/api/rides/{ride}/requests", body: map[string]any{},
			status: http.StatusBadRequest, fields: map[string]string{"parcelId": "required"}},
		{name: "a negative price", as: "sender", method: "POST", path: "/api/rides/{ride}/requests", body: with(ask, "cost", -1),
			status: http.StatusBadRequest, fields: map[string]string{"cost": "out_of_range"}},
		{name: "asked twice", as: "sender", method: "POST", path: "/api/rides/{ride}/requests", body: ask, status: http.StatusConflict, code: "request_exists"},
		{name: "a driver cannot offer to a ride", as: "driver", method: "POST", path: "/api/parcels/{parcel}/requests",
			body: map[string]any{"rideId": 999999}, status: http.StatusNotFound},
		{name: "a stranger cannot approve", as: "stranger", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusNotFound},
		{name: "its sender cannot approve it", as: "sender", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusForbidden},
		{name: "no such request", as: "driver", method: "POST", path: "/api/requests/999999/approve", status: http.StatusNotFound},
		{name: "the driver approves", as: "driver", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusOK,
			want: []string{`"status":"approved"`}},
		{name: "then the driver sees the sender's phone", as: "driver", method: "GET", path: "/api/rides/{ride}/accepted",
			status: http.StatusOK, want: []string{senderPhone, recipientPhone}},
		{name: "approving twice is a conflict", as: "driver", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusConflict, code: "invalid_state"},
		{name: "cancelling after approval is a conflict", as: "sender", method: "POST", path: "/api/requests/{request}/cancel", status: http.StatusConflict, code: "invalid_state"},
		{name: "a stranger cannot pick it up", as: "stranger", method: "POST", path: "/api/parcels/{parcel}/pickup", status: http.StatusNotFound},
		{name: "delivering before pickup is a conflict", as: "driver", method: "POST", path: "/api/parcels/{parcel}/deliver", status: http.StatusConflict, code: "invalid_state"},
		{name: "the driver picks it up", as: "driver", method: "POST", path: "/api/parcels/{parcel}/pickup", status: http.StatusOK,
			want: []string{`"status":"In Transit"`}},
		{name: "picking up twice is a conflict", as: "driver", method: "POST", path: "/api/parcels/{parcel}/pickup", status: http.StatusConflict, code: "invalid_state"},
		{name: "the sender cannot cancel it on its way", as: "sender", method: "POST", path: "/api/parcels/{parcel}/cancel", status: http.StatusConflict, code: "invalid_state"},
	})
}

func TestProfileScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	w.run(t, []scenario{
		{name: "a user's card has no contacts", as: "stranger", method: "GET", path: "/api/users/" + jsonNumber(w.driver.do("GET", "/api/profile", nil).json["userId"]),
			status: http.StatusOK, want: []string{`"name":"Petro"`, `"surname":"D."`}, unwant: []string{driverPhone, "driver@example.com"}},
		{name: "no such user", as: "stranger", method: "GET", path: "/api/users/999999", status: http.StatusNotFound},
		{name: "an invalid phone", as: "sender", method: "PUT", path: "/api/profile", body: map[string]any{"name": "Olena", "surname": "S", "phone": "12"},
			status: http.StatusBadRequest, fields: map[string]string{"phone": "invalid"}},
		{name: "another account's address", as: "sender", method: "PUT", path: "/api/profile/email", body: map[string]any{"email": "driver@example.com", "password": "correct horse"},
			status: http.StatusConflict, code: "email_taken", fields: map[string]string{"email": "taken"}},
		{name: "an unknown language", as: "sender", method: "PUT", path: "/api/profile/language", body: map[string]any{"language": "de"},
			status: http.StatusBadRequest, fields: map[string]string{"language": "invalid"}},
		{name: "a wrong current password", as: "sender", method: "POST", path: "/api/profile/password",
			body: map[string]any{"currentPassword": "wrong password", "newPassword": "a new long password"}, status: http.StatusBadRequest},
		{name: "an unknown vehicle type", as: "sender", method: "POST", path: "/api/profile/vehicle", body: map[string]any{"vehicleType": "tank"},
			status: http.StatusBadRequest, fields: map[string]string{"vehicleType": "invalid"}},
		{name: "no such vehicle", as: "sender", method: "DELETE", path: "/api/profile/vehicle/delete", body: map[string]any{"vehicleId": 999999},
			status: http.StatusNotFound},
		{name: "the language changes", as: "sender", method: "PUT", path: "/api/profile/language", body: map[string]any{"language": "uk"},
			status: http.StatusOK, want: []string{`"language":"uk"`}},
	})
}

package server

import (
	"bytes"
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestPickupPlanScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	at := time.Now().Add(40 * time.Hour).UTC().Truncate(time.Minute).Format(time.RFC3339)
	plan := map[string]any{"at": at, "place": "Shell station, Zhytomyr"}
	path := "/api/parcels/{parcel}/pickup-plan"
	w.run(t, []scenario{
		{name: "anonymous", as: "anonymous", method: "PUT", path: path, body: plan, status: http.StatusUnauthorized},
		{name: "before approval the parcel is not the driver's", as: "driver", method: "PUT", path: path, body: plan,
			status: http.StatusNotFound},
		{name: "the driver approves", as: "driver", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusOK},
		{name: "the sender does not plan the driver's pickup", as: "sender", method: "PUT", path: path, body: plan,
			status: http.StatusNotFound, notifies: to{"driver": ""}},
		{name: "a stranger", as: "stranger", method: "PUT", path: path, body: plan, status: http.StatusNotFound},
		{name: "invalid", as: "driver", method: "PUT", path: path,
			body:   map[string]any{"at": "tomorrow", "place": strings.Repeat("x", 101)},
			status: http.StatusBadRequest, fields: map[string]string{"at": "invalid", "place": "too_long"}, notifies: to{"sender": ""}},
		{name: "no time", as: "driver", method: "PUT", path: path, body: map[string]any{"place": "Gate"},
			status: http.StatusBadRequest, fields: map[string]string{"at": "required"}},
		{name: "in the past", as: "driver", method: "PUT", path: path,
			body:   map[string]any{"at": time.Now().Add(-time.Hour).UTC().Format(time.RFC3339)},
			status: http.StatusBadRequest, fields: map[string]string{"at": "past"}},
		{name: "not JSON", as: "driver", method: "PUT", path: path, body: "{", status: http.StatusBadRequest, code: "invalid_json"},
		{name: "too large", as: "driver", method: "PUT", path: path, body: oversized("place"),
			status: http.StatusRequestEntityTooLarge, code: "too_large"},
		{name: "the plan: the sender is told, live and by e-mail", as: "driver", method: "PUT", path: path, body: plan,
			status: http.StatusOK, want: []string{`"place":"Shell station, Zhytomyr"`, `"at":"` + at[:16]},
			notifies: to{"sender": "pickup_planned", "driver": ""}, live: to{"sender": "pickup_planned", "driver": ""},
			mails: to{"sender": "pickup_planned", "driver": ""}},
		{name: "the sender sees the plan and the timeline", as: "sender", method: "GET", path: "/api/parcels/{parcel}",
			status: http.StatusOK, want: []string{`"pickupPlan":{"at":"` + at[:16], `"event":"posted"`, `"event":"accepted"`}},
		{name: "the driver's ride lists the plan with its parcel", as: "driver", method: "GET", path: "/api/rides/{ride}/accepted",
			status: http.StatusOK, want: []string{`"pickupPlan":{"at":"` + at[:16], `"place":"Shell station, Zhytomyr"`, `"photos":[]`}},
		{name: "the driver picks it up", as: "driver", method: "POST", path: "/api/parcels/{parcel}/pickup", status: http.StatusOK},
		{name: "no plan once on its way", as: "driver", method: "PUT", path: path, body: plan, status: http.StatusConflict,
			code: "invalid_state", notifies: to{"sender": ""}, mails: to{"sender": ""}},
		{name: "the timeline has the pickup", as: "driver", method: "GET", path: "/api/parcels/{parcel}", status: http.StatusOK,
			want: []string{`"event":"picked_up"`}},
	})
}

func TestPickupPlanEndsAtTheRidesArrival(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	approve(t, w)
	arrival := time.Now().Add(60 * time.Hour).UTC()
	if _, err := w.app.store.DB().Exec(`UPDATE rides SET arrival_at = ? WHERE id = ?`, arrival.Format(time.RFC3339), toNumber(w.rideID)); err != nil {
		t.Fatal(err)
	}
	r := w.driver.do("PUT", "/api/parcels/"+w.parcelID+"/pickup-plan", map[string]any{"at": arrival.Add(time.Hour).Format(time.RFC3339)})
	if r.status != http.StatusBadRequest || r.field("at") != "after_arrival" {
		t.Fatalf("after the arrival: %d %s", r.status, r.body)
	}
	expectStatus(t, w.driver.do("PUT", "/api/parcels/"+w.parcelID+"/pickup-plan",
		map[string]any{"at": arrival.Add(-time.Hour).Format(time.RFC3339)}), http.StatusOK)
}

// approve has the sender ask the world's ride and the driver approve.
func approve(t *testing.T, w *requestWorld) {
	t.Helper()
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID), "cost": 200})
	expectStatus(t, r, http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/approve", nil), http.StatusOK)
}

// uploadPhoto sends data as the multipart field "photo" with its stage.
func (c *client) uploadPhoto(path, stage string, data []byte) response {
	return c.uploadFile("POST", path, "photo", data, map[string]string{"stage": stage})
}

func TestPhotosAtPickupAndDelivery(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	approve(t, w)
	photos := "/api/parcels/" + w.parcelID + "/photos"
	png := pngWithMetadata(t, 1600, 900, "GPS 50.45N 30.52E")
	if r := w.driver.uploadPhoto(photos, "pickup", png); r.status != http.StatusConflict {
		t.Fatalf("before pickup: %d %s", r.status, r.body)
	}
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	for _, c := range []*client{w.sender, w.stranger} {
		if r := c.uploadPhoto(photos, "pickup", png); r.status != http.StatusNotFound {
			t.Fatalf("not the driver: %d %s", r.status, r.body)
		}
	}
	if r := w.app.client().uploadPhoto(photos, "pickup", png); r.status != http.StatusUnauthorized {
		t.Fatalf("anonymous: %d", r.status)
	}
	if r := w.driver.uploadPhoto(photos, "later", png); r.status != http.StatusBadRequest || r.field("stage") != "invalid" {
		t.Fatalf("stage: %d %s", r.status, r.body)
	}
	if r := w.driver.uploadPhoto(photos, "pickup", []byte("not a picture")); r.status != http.StatusUnsupportedMediaType {
		t.Fatalf("not a picture: %d %s", r.status, r.body)
	}
	if r := w.driver.uploadPhoto(photos, "pickup", bytes.Repeat([]byte{1}, 3<<20+10)); r.status != http.StatusRequestEntityTooLarge {
		t.Fatalf("too large: %d %s", r.status, r.body)
	}
	first := w.driver.uploadPhoto(photos, "pickup", png)
	expectStatus(t, first, http.StatusCreated)
	expectStatus(t, w.driver.uploadPhoto(photos, "pickup", png), http.StatusCreated)
	if r := w.driver.uploadPhoto(photos, "pickup", png); r.status != http.StatusConflict || r.errorCode() != "too_many_photos" {
		t.Fatalf("a third: %d %s", r.status, r.body)
	}
	expectStatus(t, w.driver.uploadPhoto(photos, "delivery", png), http.StatusCreated)

	url, _ := first.json["url"].(string)
	for _, c := range []*client{w.sender, w.driver} {
		r := c.do("GET", url, nil)
		if r.status != http.StatusOK || r.header.Get("Content-Type") != "image/jpeg" || strings.Contains(r.body, "GPS") {
			t.Fatalf("the photo as its sender or driver sees it: %d %s", r.status, r.header.Get("Content-Type"))
		}
	}
	expectStatus(t, w.stranger.do("GET", url, nil), http.StatusNotFound)
	expectStatus(t, w.app.client().do("GET", url, nil), http.StatusUnauthorized)

	seen := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil)
	if list, _ := seen.json["photos"].([]any); len(list) != 3 {
		t.Fatalf("the sender sees %d photos: %s", len(list), seen.body)
	}
	ride := w.driver.do("GET", "/api/rides/"+w.rideID, nil)
	carried, _ := ride.json["acceptedParcelList"].([]any)
	if len(carried) != 1 || !strings.Contains(ride.body, `"url":"`+url+`"`) {
		t.Fatalf("the driver's ride lists its parcel's photos: %s", ride.body)
	} else if list, _ := carried[0].(map[string]any)["photos"].([]any); len(list) != 3 {
		t.Fatalf("the driver's ride lists %d photos: %s", len(list), ride.body)
	}
	token := w.app.srv.handlers.DeliveryToken(toNumber(w.parcelID))
	page := w.app.client().do("GET", "/api/delivery/"+token, nil)
	list, _ := page.json["photos"].([]any)
	if len(list) != 3 || !strings.Contains(page.body, `"event":"picked_up"`) {
		t.Fatalf("the recipient's page: %s", page.body)
	}
	theirs, _ := list[0].(map[string]any)["url"].(string)
	if !strings.HasPrefix(theirs, "/api/delivery/"+token+"/photos/") {
		t.Fatalf("the recipient's photo address: %s", theirs)
	}
	expectStatus(t, w.app.client().do("GET", theirs, nil), http.StatusOK)
	expectStatus(t, w.app.client().do("GET", "/api/delivery/"+token+"/photos/999", nil), http.StatusNotFound)
}

// Without an arrival time the pickup is planned before the end of the parcel's deliver-by day, and without
// either within 7 days of the departure (docs/product.md §6): never 200 days ahead.
func TestPickupPlanEndsByDeliverByOrAWeekAfterDeparture(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	approve(t, w)
	plan := func(at time.Time) response {
		return w.driver.do("PUT", "/api/parcels/"+w.parcelID+"/pickup-plan", map[string]any{"at": at.UTC().Format(time.RFC3339)})
	}
	var departure string
	if err := w.app.store.DB().Get(&departure, `SELECT departure_at FROM rides WHERE id = ?`, toNumber(w.rideID)); err != nil {
		t.Fatal(err)
	}
	leaves, _ := time.Parse(time.RFC3339, departure)
	for _, at := range []time.Time{time.Now().AddDate(0, 0, 200), leaves.Add(7*24*time.Hour + time.Minute)} {
		if r := plan(at); r.status != http.StatusBadRequest || r.field("at") != "too_late" {
			t.Fatalf("%s, no arrival nor deliver-by: %d %s", at, r.status, r.body)
		}
	}
	expectStatus(t, plan(leaves.Add(7*24*time.Hour-time.Minute)), http.StatusOK)

	deliverBy := leaves.In(kyiv).AddDate(0, 0, 2)
	if _, err := w.app.store.DB().Exec(`UPDATE parcels SET delivery_date = ? WHERE id = ?`, deliverBy.Format(dateLayout),
		toNumber(w.parcelID)); err != nil {
		t.Fatal(err)
	}
	nextDay := time.Date(deliverBy.Year(), deliverBy.Month(), deliverBy.Day()+1, 0, 0, 0, 0, kyiv)
	if r := plan(nextDay); r.status != http.StatusBadRequest || r.field("at") != "after_deliver_by" {
		t.Fatalf("the day after the deliver-by: %d %s", r.status, r.body)
	}
	expectStatus(t, plan(nextDay.Add(-time.Minute)), http.StatusOK)
}

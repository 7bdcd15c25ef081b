package server

import (
	"net/http"
	"strings"
	"testing"
)

// docs/product.md §5 "Refused pickup": the driver of an Accepted parcel refuses it at pickup; it is New again, its
// place on the ride free, the approved request declined, the timeline tells it and the sender is told.
func TestRefusedPickupScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	path := "/api/parcels/{parcel}/refuse"
	refusal := map[string]any{"reason": "prohibited", "details": "A hunting knife inside; call me on +380 50 765 4321"}
	w.run(t, []scenario{
		{name: "anonymous", as: "anonymous", method: "POST", path: path, body: refusal, status: http.StatusUnauthorized},
		{name: "before approval the parcel is not the driver's", as: "driver", method: "POST", path: path, body: refusal,
			status: http.StatusNotFound, notifies: to{"sender": ""}},
		{name: "the driver approves", as: "driver", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusOK},
		{name: "the sender does not refuse their own parcel", as: "sender", method: "POST", path: path, body: refusal,
			status: http.StatusNotFound, notifies: to{"driver": "", "sender": ""}},
		{name: "a stranger", as: "stranger", method: "POST", path: path, body: refusal, status: http.StatusNotFound},
		{name: "no reason", as: "driver", method: "POST", path: path, body: map[string]any{"details": "x"},
			status: http.StatusBadRequest, fields: map[string]string{"reason": "required"}, notifies: to{"sender": ""}},
		{name: "an unknown reason, details too long", as: "driver", method: "POST", path: path,
			body:   map[string]any{"reason": "smelly", "details": strings.Repeat("x", 501)},
			status: http.StatusBadRequest, fields: map[string]string{"reason": "invalid", "details": "too_long"}, mails: to{"sender": ""}},
		{name: "not JSON", as: "driver", method: "POST", path: path, body: "{", status: http.StatusBadRequest, code: "invalid_json"},
		{name: "the driver refuses: the sender is told, live and by e-mail", as: "driver", method: "POST", path: path, body: refusal,
			status: http.StatusOK, want: []string{`"status":"New"`, `"rideId":null`}, unwant: []string{"765 4321", "ivan@example.com"},
			notifies: to{"sender": "pickup_refused", "driver": ""}, live: to{"sender": "pickup_refused", "driver": ""},
			mails: to{"sender": "pickup_refused", "driver": ""}},
		{name: "refused again: too late, no one told", as: "driver", method: "POST", path: path, body: refusal,
			status: http.StatusConflict, code: "invalid_state", notifies: to{"sender": ""}, mails: to{"sender": ""}},
		{name: "nor picked up after", as: "driver", method: "POST", path: "/api/parcels/{parcel}/pickup", status: http.StatusNotFound},
		{name: "the sender's parcel is New, its timeline tells the refusal, the driver's phone masked", as: "sender", method: "GET",
			path: "/api/parcels/{parcel}", status: http.StatusOK,
			want:   []string{`"status":"New"`, `"event":"pickup_refused"`, `"reason":"prohibited"`, `"details":"A hunting knife inside; call me on •••"`},
			unwant: []string{`"event":"accepted"`, "765 4321", `"driverContact"`}},
		{name: "the approved request is declined", as: "sender", method: "GET", path: "/api/parcels/{parcel}/requests",
			status: http.StatusOK, want: []string{`"status":"declined"`}, unwant: []string{`"status":"approved"`}},
		{name: "the ride's place is free", as: "driver", method: "GET", path: "/api/rides/{ride}/accepted", status: http.StatusOK,
			want: []string{"[]"}},
		{name: "the parcel is on offer again: the sender asks the ride anew", as: "sender", method: "POST",
			path: "/api/rides/{ride}/requests", body: map[string]any{"parcelId": toNumber(w.parcelID)}, status: http.StatusCreated,
			notifies: to{"driver": "request_received"}},
	})
}

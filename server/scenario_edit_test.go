package server

import (
	"net/http"
	"testing"
	"time"
)

// docs/product.md §5 "Editing": the sender changes a New parcel; a pending request it no longer fits expires and
// both sides are told; once accepted it can no longer change.
func TestEditParcelScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	path := "/api/parcels/{parcel}"
	w.run(t, []scenario{
		{name: "anonymous", as: "anonymous", method: "PATCH", path: path, body: map[string]any{"details": "x"}, status: http.StatusUnauthorized},
		{name: "a stranger", as: "stranger", method: "PATCH", path: path, body: map[string]any{"details": "x"}, status: http.StatusNotFound},
		{name: "the driver it is asked of", as: "driver", method: "PATCH", path: path, body: map[string]any{"details": "x"},
			status: http.StatusNotFound, notifies: to{"sender": ""}},
		{name: "checked as at creation", as: "sender", method: "PATCH", path: path,
			body:   map[string]any{"type": "sofa", "cost": -1, "shippingDate": "2020-01-01", "recipient": map[string]any{"phoneNumber": "", "emailAddress": ""}},
			status: http.StatusBadRequest, fields: map[string]string{"type": "invalid", "cost": "out_of_range", "shippingDate": "in_past",
				"recipient.phoneNumber": "phone_or_email"}, notifies: to{"driver": ""}},
		{name: "not JSON", as: "sender", method: "PATCH", path: path, body: "{", status: http.StatusBadRequest, code: "invalid_json"},
		{name: "new words, the rest kept, the request still fits: no one told", as: "sender", method: "PATCH", path: path,
			body:   map[string]any{"details": "Three novels now.", "cost": 180},
			status: http.StatusOK, want: []string{`"details":"Three novels now."`, `"cost":180`, `"type":"books"`, `"name":"Ivan"`, `"pendingRequests":0`},
			notifies: to{"driver": "", "sender": ""}},
		{name: "the request is still pending", as: "driver", method: "GET", path: "/api/rides/{ride}/requests", status: http.StatusOK,
			want: []string{`"status":"pending"`}},
		{name: "a type the ride does not take: the request expires, both told", as: "sender", method: "PATCH", path: path,
			body: map[string]any{"type": "electronics"}, status: http.StatusOK, want: []string{`"type":"electronics"`},
			notifies: to{"driver": "request_expired", "sender": "request_expired"}, live: to{"driver": "request_expired"}},
		{name: "the driver sees it expired", as: "driver", method: "GET", path: "/api/rides/{ride}/requests", status: http.StatusOK,
			want: []string{`"status":"expired"`}, unwant: []string{`"status":"pending"`}},
		{name: "books again, asked again and approved", as: "sender", method: "PATCH", path: path, body: map[string]any{"type": "books"},
			status: http.StatusOK, notifies: to{"driver": ""}},
		{name: "asked again", as: "sender", method: "POST", path: "/api/rides/{ride}/requests", body: map[string]any{"parcelId": toNumber(w.parcelID)},
			status: http.StatusCreated, keep: map[string]string{"{again}": "requestId"}},
		{name: "approved", as: "driver", method: "POST", path: "/api/requests/{again}/approve", status: http.StatusOK},
		{name: "an Accepted parcel no longer changes", as: "sender", method: "PATCH", path: path, body: map[string]any{"details": "x"},
			status: http.StatusConflict, code: "invalid_state", notifies: to{"driver": ""}},
	})
}

// docs/product.md §5 "Editing": the driver changes a Planned ride; pending requests that no longer fit expire,
// both sides told; senders on it are told when the departure moves by more than an hour; its cities stay once a
// parcel is accepted.
func TestEditRideScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	path := "/api/rides/{ride}"
	at := func(d time.Duration) string { return time.Now().Add(d).UTC().Format(time.RFC3339) }
	w.run(t, []scenario{
		{name: "anonymous", as: "anonymous", method: "PATCH", path: path, body: map[string]any{"capacity": 3}, status: http.StatusUnauthorized},
		{name: "a sender asking it", as: "sender", method: "PATCH", path: path, body: map[string]any{"capacity": 3}, status: http.StatusNotFound,
			notifies: to{"driver": ""}},
		{name: "a stranger", as: "stranger", method: "PATCH", path: path, body: map[string]any{"capacity": 3}, status: http.StatusNotFound},
		{name: "checked as at creation", as: "driver", method: "PATCH", path: path,
			body:   map[string]any{"capacity": 0, "departureDate": at(-time.Hour), "parcelsTypes": []string{"sofas"}, "arrivalAddress": map[string]any{"placeId": kyivID}},
			status: http.StatusBadRequest, fields: map[string]string{"capacity": "out_of_range", "departureDate": "in_past",
				"parcelsTypes": "invalid", "arrivalAddress.placeId": "same_city"}},
		{name: "a new meeting point and capacity, instant on: the request still fits, no one told", as: "driver", method: "PATCH", path: path,
			body:   map[string]any{"departureAddress": map[string]any{"placeId": kyivID, "street": "Metro Akademmistechko"}, "capacity": 2, "instant": true},
			status: http.StatusOK, want: []string{`"street":"Metro Akademmistechko"`, `"capacity":2`, `"instant":true`, `"pendingRequests":1`},
			notifies: to{"driver": "", "sender": ""}},
		{name: "documents only: the books' request expires, both told", as: "driver", method: "PATCH", path: path,
			body: map[string]any{"parcelsTypes": []string{"documents"}}, status: http.StatusOK, want: []string{`"parcelsTypes":["documents"]`},
			notifies: to{"driver": "request_expired", "sender": "request_expired"}, live: to{"sender": "request_expired"},
			mails: to{"sender": "request_expired"}},
		{name: "any type again", as: "driver", method: "PATCH", path: path, body: map[string]any{"parcelsTypes": []string{}, "instant": false},
			status: http.StatusOK, notifies: to{"sender": ""}},
		{name: "asked again", as: "sender", method: "POST", path: "/api/rides/{ride}/requests", body: map[string]any{"parcelId": toNumber(w.parcelID)},
			status: http.StatusCreated, keep: map[string]string{"{again}": "requestId"}},
		{name: "approved", as: "driver", method: "POST", path: "/api/requests/{again}/approve", status: http.StatusOK},
		{name: "its cities stay once a parcel is accepted", as: "driver", method: "PATCH", path: path,
			body: map[string]any{"arrivalAddress": map[string]any{"placeId": rivneID}}, status: http.StatusConflict, code: "ride_has_parcels",
			notifies: to{"sender": ""}},
		{name: "half an hour later: the sender is not told", as: "driver", method: "PATCH", path: path,
			body: map[string]any{"departureDate": at(48*time.Hour + 30*time.Minute)}, status: http.StatusOK, notifies: to{"sender": ""}},
		{name: "three hours later: the sender is told", as: "driver", method: "PATCH", path: path,
			body: map[string]any{"departureDate": at(51 * time.Hour)}, status: http.StatusOK,
			notifies: to{"sender": "ride_changed", "driver": ""}, live: to{"sender": "ride_changed"}},
		{name: "the sender's parcel follows the new time", as: "sender", method: "GET", path: "/api/parcels/{parcel}", status: http.StatusOK,
			want: []string{`"pickupEta"`}},
		{name: "cancelled", as: "driver", method: "POST", path: "/api/rides/{ride}/cancel", status: http.StatusOK},
		{name: "a cancelled ride no longer changes", as: "driver", method: "PATCH", path: path, body: map[string]any{"capacity": 3},
			status: http.StatusConflict, code: "invalid_state"},
	})
}

package server

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
	"time"
)

// docs/product.md §5 "Instant booking": a sender's fitting request to an instant ride is approved as it is made,
// with the approval's effects; the driver turns it on and off; requests already made keep their state.
func TestInstantBookingScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	path := "/api/rides/{ride}/instant"
	along := func() string { // another parcel of the sender's along the ride
		b := with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID})
		b = with(b, "deliveryAddress", map[string]any{"placeId": rivneID})
		out, _ := json.Marshal(with(b, "deliveryDate", ""))
		return string(out)
	}
	listed := fmt.Sprintf("/api/rides/available?from=%d&to=%d&instant=true", zhytomyrID, rivneID)
	w.run(t, []scenario{
		{name: "anonymous", as: "anonymous", method: "PUT", path: path, body: map[string]any{"instant": true}, status: http.StatusUnauthorized},
		{name: "not the driver", as: "stranger", method: "PUT", path: path, body: map[string]any{"instant": true},
			status: http.StatusNotFound, code: "not_found"},
		{name: "no such ride", as: "driver", method: "PUT", path: "/api/rides/999999/instant", body: map[string]any{"instant": true},
			status: http.StatusNotFound},
		{name: "instant is required", as: "driver", method: "PUT", path: path, body: map[string]any{"series": true},
			status: http.StatusBadRequest, fields: map[string]string{"instant": "required"}},
		{name: "not a bool", as: "driver", method: "PUT", path: path, body: `{"instant":"yes"}`, status: http.StatusBadRequest},
		{name: "no instant rides listed yet", as: "anonymous", method: "GET", path: listed, status: http.StatusOK,
			want: []string{`"total":0`}},
		{name: "a bad filter", as: "anonymous", method: "GET", path: listed + "x", status: http.StatusBadRequest,
			fields: map[string]string{"instant": "invalid"}},
		{name: "the driver turns instant booking on: no one is told", as: "driver", method: "PUT", path: path,
			body: map[string]any{"instant": true}, status: http.StatusOK, want: []string{`"instant":true`, `"changed":1`},
			notifies: to{"sender": "", "driver": ""}},
		{name: "the request already made still waits", as: "driver", method: "GET", path: "/api/rides/{ride}/requests",
			status: http.StatusOK, want: []string{`"status":"pending"`}, unwant: []string{`"status":"approved"`}},
		{name: "the instant filter lists the ride, no plate", as: "anonymous", method: "GET", path: listed, status: http.StatusOK,
			want: []string{`"rideId":{ride}`, `"instant":true`, `"total":1`}, unwant: []string{driverPhone, "AA1234"}},
		{name: "the sender posts another parcel", as: "sender", method: "POST", path: "/api/parcels", body: along(),
			status: http.StatusCreated, keep: map[string]string{"{second}": "parcelId"}},
		{name: "its request is approved at once: both sides told, live too", as: "sender", method: "POST",
			path: "/api/rides/{ride}/requests", body: `{"parcelId":{second}}`, status: http.StatusCreated,
			want:     []string{`"status":"approved"`, `"direction":"fromSender"`},
			notifies: to{"driver": "request_received", "sender": "request_approved"},
			live:     to{"driver": "request_received", "sender": "request_approved"}},
		{name: "the parcel is Accepted and the driver's phone is the sender's to see", as: "sender", method: "GET",
			path: "/api/parcels/{second}", status: http.StatusOK, want: []string{`"status":"Accepted"`, `"rideId":{ride}`}},
		{name: "the driver's accepted list has it, with the sender's phone", as: "driver", method: "GET",
			path: "/api/rides/{ride}/accepted", status: http.StatusOK, want: []string{`"parcelId":{second}`, senderPhone}},
		{name: "the driver turns it off", as: "driver", method: "PUT", path: path, body: map[string]any{"instant": false},
			status: http.StatusOK, want: []string{`"instant":false`}},
		{name: "the instant filter no longer lists it", as: "anonymous", method: "GET", path: listed, status: http.StatusOK,
			want: []string{`"total":0`}},
		{name: "a third parcel", as: "sender", method: "POST", path: "/api/parcels", body: along(),
			status: http.StatusCreated, keep: map[string]string{"{third}": "parcelId"}},
		{name: "its request waits for the driver", as: "sender", method: "POST", path: "/api/rides/{ride}/requests",
			body: `{"parcelId":{third}}`, status: http.StatusCreated, want: []string{`"status":"pending"`},
			notifies: to{"driver": "request_received", "sender": ""}},
		{name: "the accepted parcel keeps its place", as: "sender", method: "GET", path: "/api/parcels/{second}",
			status: http.StatusOK, want: []string{`"status":"Accepted"`}},
	})
}

// A series posted instant is instant on every ride; turning it off with series turns off the later ones too.
func TestInstantSeriesScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	dep := time.Now().Add(48 * time.Hour).In(kyiv)
	ride := with(validRide(toNumber(w.vehicleID)), "instant", true)
	ride = with(ride, "departureDate", dep.UTC().Format(time.RFC3339))
	ride = with(ride, "repeat", map[string]any{"weekdays": []int{1, 2, 3, 4, 5, 6, 7}, "until": dep.AddDate(0, 0, 2).Format("2006-01-02")})
	w.run(t, []scenario{
		{name: "a series posted instant", as: "driver", method: "POST", path: "/api/rides", body: ride, status: http.StatusCreated,
			want: []string{`"instant":true`, `"count":3`}, keep: map[string]string{"{first}": "rideId", "{series}": "seriesId"}},
		{name: "off for the whole series", as: "driver", method: "PUT", path: "/api/rides/{first}/instant",
			body: map[string]any{"instant": false, "series": true}, status: http.StatusOK, want: []string{`"instant":false`, `"changed":3`}},
		{name: "none of the series is listed as instant", as: "anonymous", method: "GET",
			path: fmt.Sprintf("/api/rides/available?from=%d&to=%d&instant=true", kyivID, lvivID), status: http.StatusOK,
			want: []string{`"total":0`}},
	})
}

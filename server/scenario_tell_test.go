package server

import (
	"net/http"
	"testing"
)

// to maps actors to the kinds of a row's side effects, e.g.
// notifies: to{"sender": "request_approved", "driver": ""}.
type to = map[string]string

func TestRequestTellScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	offer := map[string]any{"rideId": toNumber(w.rideID)}
	w.run(t, []scenario{
		{name: "a refused answer tells no one", as: "sender", method: "POST", path: "/api/requests/{request}/approve",
			status: http.StatusForbidden, notifies: to{"driver": "", "sender": ""}, mails: to{"driver": "", "sender": ""}},
		{name: "the driver declines: the sender is told, live and by e-mail", as: "driver", method: "POST",
			path: "/api/requests/{request}/decline", status: http.StatusOK,
			notifies: to{"sender": "request_declined", "driver": ""}, live: to{"sender": "request_declined", "driver": ""},
			mails: to{"sender": "request_declined", "driver": ""}},
		{name: "the driver offers to carry it: the sender is told", as: "driver", method: "POST", path: "/api/parcels/{parcel}/requests",
			body: offer, status: http.StatusCreated, keep: to{"{offer}": "requestId"},
			notifies: to{"sender": "request_received", "driver": ""}, live: to{"sender": "request_received"},
			mails: to{"sender": "request_received", "driver": ""}},
		{name: "the driver takes it back: the sender is told, not e-mailed", as: "driver", method: "POST", path: "/api/requests/{offer}/cancel",
			status: http.StatusOK, notifies: to{"sender": "request_cancelled"}, live: to{"sender": "request_cancelled"},
			mails: to{"sender": "", "driver": ""}},
		{name: "offered again within the hour: the sender is told, not e-mailed again", as: "driver", method: "POST",
			path: "/api/parcels/{parcel}/requests", body: offer, status: http.StatusCreated, keep: to{"{offer}": "requestId"},
			notifies: to{"sender": "request_received"}, live: to{"sender": "request_received"}, mails: to{"sender": ""}},
		{name: "the sender approves the offer: the driver is told, live and by e-mail", as: "sender", method: "POST",
			path: "/api/requests/{offer}/approve", status: http.StatusOK,
			notifies: to{"driver": "request_approved", "sender": ""}, live: to{"driver": "request_approved"},
			mails: to{"driver": "request_approved", "sender": ""}},
		{name: "the sender cancels the accepted parcel: the driver is told, not e-mailed", as: "sender", method: "POST",
			path: "/api/parcels/{parcel}/cancel", status: http.StatusOK,
			notifies: to{"driver": "request_cancelled", "sender": ""}, live: to{"driver": "request_cancelled", "sender": ""},
			mails: to{"driver": "", "sender": ""}},
	})
}

func TestRideCancelTellScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	ask := map[string]any{"parcelId": toNumber(w.strangerParcel(t))}
	w.run(t, []scenario{
		{name: "the driver approves: the sender is told, live and by e-mail", as: "driver", method: "POST",
			path: "/api/requests/{request}/approve", status: http.StatusOK,
			notifies: to{"sender": "request_approved", "driver": ""}, live: to{"sender": "request_approved"},
			mails: to{"sender": "request_approved", "driver": ""}},
		{name: "the stranger asks for a place: the driver is told, live and by e-mail", as: "stranger", method: "POST",
			path: "/api/rides/{ride}/requests", body: ask, status: http.StatusCreated,
			notifies: to{"driver": "request_received", "stranger": ""}, live: to{"driver": "request_received"},
			mails: to{"driver": "request_received", "stranger": ""}},
		// The stranger's request expires too, told in the app only (no e-mail yet: not stated).
		{name: "the driver cancels the ride: the accepted parcel's sender is told, by e-mail too; the pending asker is told", as: "driver",
			method: "POST", path: "/api/rides/{ride}/cancel", status: http.StatusOK,
			notifies: to{"sender": "ride_cancelled", "stranger": "request_expired", "driver": ""},
			live:     to{"sender": "ride_cancelled", "stranger": "request_expired", "driver": ""},
			mails:    to{"sender": "ride_cancelled", "driver": ""}},
	})
}

func TestBlockTellScenarios(t *testing.T) {
	t.Parallel()
	w := newTrustWorld(t) // the driver saved a route for parcels Kyiv → Lviv
	hi := map[string]any{"text": "Hello"}
	w.run(t, []scenario{
		{name: "the driver blocks the sender: the sender's pending request expires, the blocker is not told", as: "driver", method: "POST",
			path: "/api/users/{sender}/block", status: http.StatusNoContent,
			notifies: to{"sender": "request_expired", "driver": ""}, live: to{"sender": "request_expired", "driver": ""},
			mails: to{"sender": "request_expired", "driver": ""}},
		{name: "a refused message tells no one", as: "sender", method: "POST", path: "/api/conversations/{conversation}/messages", body: hi,
			status: http.StatusForbidden, code: "blocked", notifies: to{"driver": ""}, mails: to{"driver": ""}},
		{name: "the blocked sender's parcel on the driver's route: the driver is not told", as: "sender", method: "POST",
			path: "/api/parcels", body: validParcel(), status: http.StatusCreated,
			notifies: to{"driver": ""}, live: to{"driver": ""}, mails: to{"driver": ""}},
		{name: "the stranger's parcel on it: the driver is told, live and by e-mail", as: "stranger", method: "POST",
			path: "/api/parcels", body: validParcel(), status: http.StatusCreated,
			notifies: to{"driver": "match_found", "stranger": ""}, live: to{"driver": "match_found"},
			mails: to{"driver": "match_found", "stranger": ""}},
		{name: "unblocking tells no one", as: "driver", method: "DELETE", path: "/api/users/{sender}/block", status: http.StatusNoContent,
			notifies: to{"sender": "", "driver": ""}, mails: to{"sender": "", "driver": ""}},
		{name: "the sender asks again: the driver is told, live and by e-mail", as: "sender", method: "POST",
			path: "/api/rides/{ride}/requests", body: map[string]any{"parcelId": toNumber(w.parcelID)}, status: http.StatusCreated,
			notifies: to{"driver": "request_received"}, live: to{"driver": "request_received"}, mails: to{"driver": "request_received"}},
	})
}

func TestMatchTellScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	w.run(t, []scenario{
		{name: "the stranger saves a route for rides", as: "stranger", method: "POST", path: "/api/alerts",
			body: alertBody("rides", kyivID, lvivID), status: http.StatusCreated, notifies: to{"stranger": ""}},
		{name: "the driver saves a route for parcels", as: "driver", method: "POST", path: "/api/alerts",
			body: alertBody("parcels", kyivID, lvivID), status: http.StatusCreated, notifies: to{"driver": ""}},
		{name: "a parcel on the driver's route: the driver is told, live and by e-mail, not its sender", as: "stranger", method: "POST",
			path: "/api/parcels", body: validParcel(), status: http.StatusCreated,
			notifies: to{"driver": "match_found", "stranger": ""}, live: to{"driver": "match_found", "stranger": ""},
			mails: to{"driver": "match_found", "stranger": ""}},
		{name: "a ride on the stranger's route: those waiting for it are told, live and by e-mail, not its driver", as: "driver",
			method: "POST", path: "/api/rides", body: validRide(toNumber(w.vehicleID)), status: http.StatusCreated,
			notifies: to{"stranger": "match_found", "sender": "match_found", "driver": ""},
			live:     to{"stranger": "match_found", "sender": "match_found", "driver": ""},
			mails:    to{"stranger": "match_found", "sender": "match_found", "driver": ""}},
	})
}

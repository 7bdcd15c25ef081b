package server

import (
	"net/http"
	"testing"
	"time"
)

// pickedUpWorld is a scenario world whose parcel the driver approved and
// picked up, with the recipient's link ({token}).
func pickedUpWorld(t *testing.T) *scenarioWorld {
	t.Helper()
	w := newScenarioWorld(t)
	w.placeholders["{token}"] = w.app.srv.handlers.DeliveryToken(toNumber(w.parcelID))
	w.run(t, []scenario{
		{name: "the driver approves", as: "driver", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusOK},
		{name: "the driver picks it up", as: "driver", method: "POST", path: "/api/parcels/{parcel}/pickup", status: http.StatusOK},
	})
	return w
}

func TestHandoverTellScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	w.placeholders["{token}"] = w.app.srv.handlers.DeliveryToken(toNumber(w.parcelID))
	w.run(t, []scenario{
		{name: "the driver approves: the sender is told, live and by e-mail", as: "driver", method: "POST",
			path: "/api/requests/{request}/approve", status: http.StatusOK,
			notifies: to{"sender": "request_approved"}, live: to{"sender": "request_approved"}, mails: to{"sender": "request_approved"}},
		{name: "the driver picks it up: the sender is told, the recipient e-mailed the link and the PIN", as: "driver", method: "POST",
			path: "/api/parcels/{parcel}/pickup", status: http.StatusOK,
			notifies: to{"sender": "parcel_picked_up", "driver": ""}, live: to{"sender": "parcel_picked_up", "driver": ""},
			mails: to{"sender": "parcel_picked_up", "recipient": "confirm_delivery", "driver": ""}},
		{name: "the driver asks the recipient again: only the recipient is e-mailed", as: "driver", method: "POST",
			path: "/api/parcels/{parcel}/deliver", status: http.StatusOK, notifies: to{"sender": "", "driver": ""},
			mails: to{"recipient": "confirm_delivery", "sender": "", "driver": ""}},
		{name: "the sender reads the PIN", as: "sender", method: "GET", path: "/api/parcels/{parcel}", status: http.StatusOK,
			keep: to{"{pin}": "handoverPin"}},
		{name: "the driver hands it over with the PIN: sender and driver are told, live and by e-mail", as: "driver", method: "POST",
			path: "/api/parcels/{parcel}/handover", body: `{"pin":"{pin}"}`, status: http.StatusOK, want: []string{`"status":"Delivered"`},
			notifies: to{"sender": "parcel_delivered", "driver": "parcel_delivered"},
			live:     to{"sender": "parcel_delivered", "driver": "parcel_delivered"},
			mails:    to{"sender": "parcel_delivered", "driver": "parcel_delivered", "recipient": ""}},
		{name: "the recipient rates the driver: the driver is told, live and by e-mail", as: "anonymous", method: "POST",
			path: "/api/delivery/{token}/feedback", body: map[string]any{"rating": 5, "comment": "On time"}, status: http.StatusCreated,
			notifies: to{"driver": "rating_received", "sender": ""}, live: to{"driver": "rating_received", "sender": ""},
			mails: to{"driver": "rating_received", "sender": ""}},
		{name: "the driver rates the sender: the sender is told, live and by e-mail", as: "driver", method: "POST",
			path: "/api/parcels/{parcel}/rating", body: map[string]any{"rating": 4}, status: http.StatusCreated,
			notifies: to{"sender": "rating_received", "driver": ""}, live: to{"sender": "rating_received", "driver": ""},
			mails: to{"sender": "rating_received", "driver": ""}},
	})
}

func TestDeliveredByLinkTellScenarios(t *testing.T) {
	t.Parallel()
	w := pickedUpWorld(t)
	w.run(t, []scenario{
		{name: "opening the link tells no one", as: "anonymous", method: "GET", path: "/api/delivery/{token}", status: http.StatusOK,
			notifies: to{"sender": "", "driver": ""}, mails: to{"sender": "", "driver": ""}},
		{name: "the recipient confirms: sender and driver are told, live and by e-mail", as: "anonymous", method: "POST",
			path: "/api/delivery/{token}/confirm", body: map[string]any{"delivered": true}, status: http.StatusOK,
			want:     []string{`"status":"Delivered"`},
			notifies: to{"sender": "parcel_delivered", "driver": "parcel_delivered"},
			live:     to{"sender": "parcel_delivered", "driver": "parcel_delivered"},
			mails:    to{"sender": "parcel_delivered", "driver": "parcel_delivered", "recipient": ""}},
		{name: "confirming twice tells no one again", as: "anonymous", method: "POST", path: "/api/delivery/{token}/confirm",
			body: map[string]any{"delivered": true}, status: http.StatusConflict,
			notifies: to{"sender": "", "driver": ""}, mails: to{"sender": "", "driver": ""}},
	})
}

func TestFailedDeliveryTellScenarios(t *testing.T) {
	t.Parallel()
	w := pickedUpWorld(t)
	w.run(t, []scenario{
		{name: "the recipient says it did not come: sender and driver are told, live and by e-mail", as: "anonymous", method: "POST",
			path: "/api/delivery/{token}/confirm", body: map[string]any{"delivered": false}, status: http.StatusOK,
			want:     []string{`"status":"Failed"`},
			notifies: to{"sender": "parcel_failed", "driver": "parcel_failed"},
			live:     to{"sender": "parcel_failed", "driver": "parcel_failed"},
			mails:    to{"sender": "parcel_failed", "driver": "parcel_failed", "recipient": ""}},
		{name: "a failed delivery is not rated: no one is told", as: "anonymous", method: "POST", path: "/api/delivery/{token}/feedback",
			body: map[string]any{"rating": 1}, status: http.StatusConflict, code: "invalid_state",
			notifies: to{"driver": ""}, mails: to{"driver": ""}},
	})
}

func TestLifecycleTellScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t) // the request is pending; the ride leaves in 48 hours
	at := func(d time.Duration) map[string]any {
		return map[string]any{"now": time.Now().Add(d).UTC().Format(time.RFC3339)}
	}
	today := with(with(validParcel(), "shippingDate", dateIn(0)), "deliveryDate", dateIn(0))
	w.run(t, []scenario{
		{name: "a day on, the driver is reminded, live and by e-mail", as: "anonymous", method: "POST", path: "/dev/housekeeping",
			body: at(25 * time.Hour), status: http.StatusOK,
			notifies: to{"driver": "request_reminder", "sender": ""}, live: to{"driver": "request_reminder", "sender": ""},
			mails: to{"driver": "request_reminder", "sender": ""}},
		{name: "once", as: "anonymous", method: "POST", path: "/dev/housekeeping", body: at(26 * time.Hour), status: http.StatusOK,
			notifies: to{"driver": ""}, mails: to{"driver": ""}},
		{name: "the stranger posts a parcel to deliver today", as: "stranger", method: "POST", path: "/api/parcels", body: today,
			status: http.StatusCreated},
		{name: "past departure the request expires, both sides told; past its date the parcel expires, its sender told", as: "anonymous",
			method: "POST", path: "/dev/housekeeping", body: at(60 * time.Hour), status: http.StatusOK,
			want:     []string{`"requestsExpired":1`, `"parcelsExpired":1`},
			notifies: to{"sender": "request_expired", "driver": "request_expired", "stranger": "parcel_expired"},
			live:     to{"sender": "request_expired", "driver": "request_expired", "stranger": "parcel_expired"},
			mails:    to{"sender": "request_expired", "driver": "request_expired", "stranger": "parcel_expired"}},
		{name: "a day past departure the ride that carried nothing expires: its driver is told, live and by e-mail", as: "anonymous",
			method: "POST", path: "/dev/housekeeping", body: at(4 * 24 * time.Hour), status: http.StatusOK, want: []string{`"ridesExpired":1`},
			notifies: to{"driver": "parcel_expired", "sender": ""}, live: to{"driver": "parcel_expired"}, mails: to{"driver": "ride_expired"}},
	})
}

func TestMessageTellScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	messages := "/api/conversations/{conversation}/messages"
	read := "/api/conversations/{conversation}/read"
	hi := map[string]any{"text": "Hello"}
	w.run(t, []scenario{
		{name: "the sender writes: the driver is told, live and by e-mail", as: "sender", method: "POST", path: messages, body: hi,
			status: http.StatusCreated, notifies: to{"driver": "message_received", "sender": ""},
			live: to{"driver": "message_received", "sender": ""}, mails: to{"driver": "message_received", "sender": ""}},
		{name: "writing again before the driver read it: told nothing more", as: "sender", method: "POST", path: messages, body: hi,
			status: http.StatusCreated, notifies: to{"driver": ""}, live: to{"driver": ""}, mails: to{"driver": ""}},
		{name: "the driver reads it: no one is told", as: "driver", method: "POST", path: read, status: http.StatusOK,
			notifies: to{"sender": "", "driver": ""}, mails: to{"sender": "", "driver": ""}},
		{name: "writing again within the hour: the driver is told, not e-mailed again", as: "sender", method: "POST", path: messages,
			body: hi, status: http.StatusCreated, notifies: to{"driver": "message_received"}, live: to{"driver": "message_received"},
			mails: to{"driver": ""}},
		{name: "the driver answers: the sender is told, live and by e-mail", as: "driver", method: "POST", path: messages, body: hi,
			status: http.StatusCreated, notifies: to{"sender": "message_received", "driver": ""},
			live: to{"sender": "message_received"}, mails: to{"sender": "message_received", "driver": ""}},
		{name: "the sender reads it", as: "sender", method: "POST", path: read, status: http.StatusOK},
		{name: "the driver writes again within the hour: the sender is told, not e-mailed again", as: "driver", method: "POST",
			path: messages, body: hi, status: http.StatusCreated, notifies: to{"sender": "message_received"},
			live: to{"sender": "message_received"}, mails: to{"sender": ""}},
	})
}

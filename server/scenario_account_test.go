package server

import (
	"net/http"
	"testing"
)

func TestExportAndDeleteScenarios(t *testing.T) {
	t.Parallel()
	w := newTrustWorld(t)
	password := map[string]any{"password": "correct horse"}
	w.run(t, []scenario{
		{name: "anonymous has nothing to export", as: "anonymous", method: "GET", path: "/api/profile/export",
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "the sender's data, without secrets", as: "sender", method: "GET", path: "/api/profile/export", status: http.StatusOK,
			want:   []string{`"userId":{sender}`, `"tables"`, "sender@example.com", senderPhone, recipientPhone},
			unwant: []string{"password_hash", "token_hash", "p256dh"}},
		{name: "the driver's data holds the car", as: "driver", method: "GET", path: "/api/profile/export", status: http.StatusOK,
			want: []string{`"userId":{driver}`, `"id_number":"AA1234BB"`, `"alerts":[{`}},
		{name: "a stranger's data holds no one else's", as: "stranger", method: "GET", path: "/api/profile/export", status: http.StatusOK,
			want:   []string{`"userId":{stranger}`, "stranger@example.com"},
			unwant: []string{"sender@example.com", "driver@example.com", senderPhone, driverPhone, recipientPhone, "AA1234BB"}},
		{name: "anonymous cannot delete", as: "anonymous", method: "DELETE", path: "/api/profile", body: password,
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "no password", as: "sender", method: "DELETE", path: "/api/profile", body: map[string]any{},
			status: http.StatusBadRequest, code: "invalid_input", fields: map[string]string{"password": "required"}},
		{name: "a wrong password", as: "sender", method: "DELETE", path: "/api/profile", body: map[string]any{"password": "wrong horse"},
			status: http.StatusBadRequest, code: "wrong_password", fields: map[string]string{"password": "wrong"}},
		{name: "not JSON", as: "sender", method: "DELETE", path: "/api/profile", body: "{", status: http.StatusBadRequest, code: "invalid_json"},
		{name: "the driver approves", as: "driver", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusOK,
			notifies: map[string]string{"sender": "request_approved"}},
		{name: "a sender with an Accepted parcel stays", as: "sender", method: "DELETE", path: "/api/profile", body: password,
			status: http.StatusConflict, code: "active_items"},
		{name: "the driver picks it up", as: "driver", method: "POST", path: "/api/parcels/{parcel}/pickup", status: http.StatusOK,
			notifies: map[string]string{"sender": "parcel_picked_up"}},
		{name: "a sender with a parcel In Transit stays", as: "sender", method: "DELETE", path: "/api/profile", body: password,
			status: http.StatusConflict, code: "active_items"},
		{name: "a driver with a ride In Progress stays", as: "driver", method: "DELETE", path: "/api/profile", body: password,
			status: http.StatusConflict, code: "active_items"},
		{name: "the stranger deletes their account", as: "stranger", method: "DELETE", path: "/api/profile", body: password,
			status: http.StatusNoContent},
		{name: "whose session ended", as: "stranger", method: "GET", path: "/api/profile", status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "and whose data is no longer served", as: "stranger", method: "GET", path: "/api/profile/export",
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "the others stay signed in", as: "sender", method: "GET", path: "/api/profile", status: http.StatusOK,
			want: []string{`"email":"sender@example.com"`}},
	})
}

func TestPushScenarios(t *testing.T) {
	t.Parallel()
	w := newTrustWorld(t)
	device := newPushService(t).subscription()
	keys := device["keys"].(map[string]any)
	endpoint := map[string]any{"endpoint": device["endpoint"]}
	w.run(t, []scenario{
		{name: "anonymous has no key", as: "anonymous", method: "GET", path: "/api/push/key", status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "the key", as: "sender", method: "GET", path: "/api/push/key", status: http.StatusOK, want: []string{`"publicKey":"B`}},
		{name: "anonymous cannot subscribe", as: "anonymous", method: "POST", path: "/api/push/subscriptions", body: device,
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "nothing sent", as: "sender", method: "POST", path: "/api/push/subscriptions", body: map[string]any{},
			status: http.StatusBadRequest, code: "invalid_input",
			fields: map[string]string{"endpoint": "invalid", "keys.p256dh": "invalid", "keys.auth": "invalid"}},
		{name: "not an address", as: "sender", method: "POST", path: "/api/push/subscriptions", body: with(device, "endpoint", "not a url"),
			status: http.StatusBadRequest, fields: map[string]string{"endpoint": "invalid"}},
		{name: "not a key", as: "sender", method: "POST", path: "/api/push/subscriptions",
			body:   with(device, "keys", map[string]any{"p256dh": "AAAA", "auth": keys["auth"]}),
			status: http.StatusBadRequest, fields: map[string]string{"keys.p256dh": "invalid"}},
		{name: "not a secret", as: "sender", method: "POST", path: "/api/push/subscriptions",
			body:   with(device, "keys", map[string]any{"p256dh": keys["p256dh"], "auth": "!!"}),
			status: http.StatusBadRequest, fields: map[string]string{"keys.auth": "invalid"}},
		{name: "not JSON", as: "sender", method: "POST", path: "/api/push/subscriptions", body: "{", status: http.StatusBadRequest, code: "invalid_json"},
		{name: "too large", as: "sender", method: "POST", path: "/api/push/subscriptions", body: oversized("endpoint"),
			status: http.StatusRequestEntityTooLarge, code: "too_large"},
		{name: "the sender subscribes this device", as: "sender", method: "POST", path: "/api/push/subscriptions", body: device,
			status: http.StatusCreated},
		{name: "anonymous cannot unsubscribe", as: "anonymous", method: "DELETE", path: "/api/push/subscriptions", body: endpoint,
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "a stranger cannot unsubscribe the sender's device", as: "stranger", method: "DELETE", path: "/api/push/subscriptions", body: endpoint,
			status: http.StatusNotFound, code: "not_found"},
		{name: "no endpoint named", as: "sender", method: "DELETE", path: "/api/push/subscriptions", body: map[string]any{},
			status: http.StatusBadRequest, fields: map[string]string{"endpoint": "required"}},
		{name: "the sender unsubscribes it", as: "sender", method: "DELETE", path: "/api/push/subscriptions", body: endpoint,
			status: http.StatusNoContent},
		{name: "twice: gone", as: "sender", method: "DELETE", path: "/api/push/subscriptions", body: endpoint,
			status: http.StatusNotFound, code: "not_found"},
	})
}

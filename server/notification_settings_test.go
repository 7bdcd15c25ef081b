package server

import (
	"net/http"
	"slices"
	"strings"
	"testing"

	"ridepost/server/mail"
	"ridepost/server/notify"
	"ridepost/store"
)

func TestNotificationSettingsScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	w.run(t, []scenario{
		{name: "anonymous", as: "anonymous", method: "GET", path: "/api/profile/notifications", status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "anonymous change", as: "anonymous", method: "PUT", path: "/api/profile/notifications",
			body: map[string]any{"push": true}, status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "every kind on, push off at first", as: "sender", method: "GET", path: "/api/profile/notifications", status: http.StatusOK,
			want: []string{`"request_received":true`, `"rating_received":true`, `"match_found":true`, `"push":false`}, unwant: []string{":false,", "verify_email"}},
		{name: "an unknown kind", as: "sender", method: "PUT", path: "/api/profile/notifications",
			body: map[string]any{"email": map[string]any{"verify_email": false, "request_declined": false}}, status: http.StatusBadRequest,
			fields: map[string]string{"email.verify_email": "unknown_kind"}},
		{name: "not a bool", as: "sender", method: "PUT", path: "/api/profile/notifications",
			body: map[string]any{"email": map[string]any{"request_declined": "no"}, "push": 1}, status: http.StatusBadRequest,
			fields: map[string]string{"email.request_declined": "invalid", "push": "invalid"}},
		{name: "null is not a bool", as: "sender", method: "PUT", path: "/api/profile/notifications",
			body: `{"push": null}`, status: http.StatusBadRequest, fields: map[string]string{"push": "invalid"}},
		{name: "a refused change changed nothing", as: "sender", method: "GET", path: "/api/profile/notifications", status: http.StatusOK,
			want: []string{`"request_declined":true`}},
		{name: "turn a kind off and push on", as: "sender", method: "PUT", path: "/api/profile/notifications",
			body: map[string]any{"email": map[string]any{"request_declined": false, "match_found": false}, "push": true}, status: http.StatusOK,
			want: []string{`"request_declined":false`, `"match_found":false`, `"request_received":true`, `"push":true`}},
		{name: "kinds not named stay", as: "sender", method: "PUT", path: "/api/profile/notifications",
			body: map[string]any{"email": map[string]any{"match_found": true}}, status: http.StatusOK,
			want: []string{`"request_declined":false`, `"match_found":true`, `"push":true`}},
		{name: "kept", as: "sender", method: "GET", path: "/api/profile/notifications", status: http.StatusOK,
			want: []string{`"request_declined":false`, `"push":true`}},
		{name: "another user's are their own", as: "stranger", method: "GET", path: "/api/profile/notifications", status: http.StatusOK,
			want: []string{`"request_declined":true`, `"push":false`}},
	})
}

// TestEveryMailKindIsSortedOut: each e-mail is either one a user can turn
// off (by a notification kind) or an account e-mail, always sent; a new
// template must say which.
func TestEveryMailKindIsSortedOut(t *testing.T) {
	t.Parallel()
	alwaysSent := map[mail.Kind]bool{mail.KindVerifyEmail: true, mail.KindResetPassword: true,
		mail.KindEmailChanged: true, mail.KindConfirmDelivery: true}
	kinds := store.NoticeKinds
	emailPreferences := notify.MailPreferences()
	for _, k := range mail.Kinds() {
		pref, optional := emailPreferences[k]
		switch {
		case optional == alwaysSent[k]:
			t.Errorf("%s: want it either turned off by a notification kind or always sent", k)
		case optional && !slices.Contains(kinds, pref):
			t.Errorf("%s: turned off by %q, not a notification kind", k, pref)
		}
	}
	if len(mail.Kinds()) != len(emailPreferences)+len(alwaysSent) {
		t.Errorf("%d kinds, %d sorted out", len(mail.Kinds()), len(emailPreferences)+len(alwaysSent))
	}
}

// mailsTo lists the dev mailbox's messages to addr whose subject starts so,
// once the notifications written so far are mailed (handed on).
func (a *testApp) mailsTo(addr, subject string) []mail.Message {
	a.noticesMailed()
	var out []mail.Message
	for _, m := range a.mails() {
		if m.To == addr && strings.HasPrefix(m.Subject, subject) {
			out = append(out, m)
		}
	}
	return out
}

// TestTurnedOffKindIsNotMailed: a sender who turned declined requests off
// is not mailed when the driver declines; the driver, who did not, gets
// the new request with its unsubscribe link and headers; account e-mails
// are sent whatever the settings.
func TestTurnedOffKindIsNotMailed(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	off := map[string]any{}
	for _, k := range store.NoticeKinds {
		off[k] = false
	}
	expectStatus(t, w.sender.do("PUT", "/api/profile/notifications", map[string]any{"email": off}), http.StatusOK)
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, r, http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/decline", nil), http.StatusOK)

	if got := w.app.mailsTo("sender@example.com", "Request declined"); len(got) != 0 {
		t.Errorf("the sender was mailed a kind turned off: %+v", got)
	}
	asked := w.app.mailsTo("driver@example.com", "New delivery request")
	if len(asked) != 1 {
		t.Fatalf("the driver got %d new-request e-mails, want 1", len(asked))
	}
	link := strings.TrimSuffix(strings.TrimPrefix(asked[0].Headers["List-Unsubscribe"], "<"), ">")
	if !strings.HasPrefix(link, "http://ridepost.test/unsubscribe?token=") || !strings.Contains(asked[0].Text, link) ||
		asked[0].Headers["List-Unsubscribe-Post"] != "List-Unsubscribe=One-Click" {
		t.Errorf("new request e-mail: headers %v, text %q; want the one-click link in both", asked[0].Headers, asked[0].Text)
	}

	expectStatus(t, w.app.client().do("POST", "/auth/restore-password", map[string]string{"email": "sender@example.com"}), http.StatusNoContent)
	reset := w.app.mailsTo("sender@example.com", "Reset")
	if len(reset) != 1 || reset[0].Headers != nil {
		t.Errorf("password reset: got %+v, want one e-mail, without unsubscribe headers", reset)
	}
}

// TestMailKeysNameTheEvent: an event's e-mail is keyed by its kind, object
// and addressee, so the outbox sends it once; a link asked for is a new
// event each time (no key: the outbox gives it a random one).
func TestMailKeysNameTheEvent(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, r, http.StatusCreated)
	reqID := jsonNumber(r.json["requestId"])
	expectStatus(t, w.driver.do("POST", "/api/requests/"+reqID+"/approve", nil), http.StatusOK)
	senderID := jsonNumber(w.sender.do("GET", "/api/profile", nil).json["userId"])
	driverID := jsonNumber(w.driver.do("GET", "/api/profile", nil).json["userId"])
	for _, tc := range []struct{ to, subject, key string }{
		{"driver@example.com", "New delivery request", "request_received:request:" + reqID + ":user:" + driverID},
		{"sender@example.com", "Request approved", "request_approved:request:" + reqID + ":user:" + senderID},
		{"sender@example.com", "Confirm your e-mail", ""},
	} {
		got := w.app.mailsTo(tc.to, tc.subject)
		if len(got) != 1 || got[0].Key != tc.key {
			t.Errorf("%s to %s: got %d e-mails %+v, want one keyed %q", tc.subject, tc.to, len(got), got, tc.key)
		}
	}
}

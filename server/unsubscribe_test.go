package server

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"ridepost/store"
)

// oneClick POSTs a one-click unsubscribe as a mail provider does: from
// another site, with no cookie and no CSRF token.
func (a *testApp) oneClick(token, body string) (int, string) {
	a.t.Helper()
	req, err := http.NewRequest("POST", a.ts.URL+"/unsubscribe?token="+url.QueryEscape(token), strings.NewReader(body))
	if err != nil {
		a.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", "https://mail.example")
	req.Header.Set("Sec-Fetch-Site", "cross-site")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		a.t.Fatal(err)
	}
	defer res.Body.Close()
	page, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(page)
}

// unsubscribeToken is the token of the newest e-mail to addr with a subject so.
func (a *testApp) unsubscribeToken(addr, subject string) string {
	a.t.Helper()
	got := a.mailsTo(addr, subject)
	if len(got) == 0 {
		a.t.Fatalf("no %q e-mail to %s", subject, addr)
	}
	link := strings.Trim(got[0].Headers["List-Unsubscribe"], "<>")
	u, err := url.Parse(link)
	if err != nil || u.Query().Get("token") == "" {
		a.t.Fatalf("List-Unsubscribe: %q", got[0].Headers["List-Unsubscribe"])
	}
	return u.Query().Get("token")
}

// emailSetting is whether c gets e-mails of kind.
func (c *client) emailSetting(kind string) bool {
	c.app.t.Helper()
	r := c.do("GET", "/api/profile/notifications", nil)
	expectStatus(c.app.t, r, http.StatusOK)
	return r.json["email"].(map[string]any)[kind] == true
}

func TestOneClickUnsubscribe(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	expectStatus(t, w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)}), http.StatusCreated)
	token := w.app.unsubscribeToken("driver@example.com", "New delivery request")
	page := w.anonymousGet(t, "/unsubscribe?token="+url.QueryEscape(token))
	expectStatus(t, page, http.StatusOK)
	for _, want := range []string{`lang="en"`, "new delivery requests", `method="post"`, `name="List-Unsubscribe" value="One-Click"`, token} {
		if !strings.Contains(page.body, want) {
			t.Errorf("page: %q not in %s", want, page.body)
		}
	}
	if !w.driver.emailSetting("request_received") {
		t.Fatal("opening the link turned the kind off: mail scanners open links")
	}

	if status, body := w.app.oneClick(token, "List-Unsubscribe=Other"); status != http.StatusBadRequest {
		t.Errorf("a body that is not one-click: got %d %s, want 400", status, body)
	}
	status, body := w.app.oneClick(token, "List-Unsubscribe=One-Click")
	if status != http.StatusOK || !strings.Contains(body, "no longer get e-mails about") {
		t.Fatalf("one-click: got %d %s", status, body)
	}
	if w.driver.emailSetting("request_received") || !w.driver.emailSetting("request_approved") {
		t.Error("one-click: want request_received off, and the other kinds on")
	}
	if status, _ := w.app.oneClick(token, "List-Unsubscribe=One-Click"); status != http.StatusOK {
		t.Errorf("a second click: got %d, want 200", status)
	}
}

// TestUnsubscribeTokenCannotBeForged: a token altered to name another kind
// or another user, or not signed at all, changes nothing and answers 400.
func TestUnsubscribeTokenCannotBeForged(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	expectStatus(t, w.sender.do("PUT", "/api/profile/language", map[string]any{"language": "uk"}), http.StatusOK)
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, r, http.StatusCreated)
	token := w.app.unsubscribeToken("driver@example.com", "New delivery request")
	parts := strings.Split(token, ".") // user, kind, signature
	driverID := parts[0]
	senderID := jsonNumber(w.sender.do("GET", "/api/profile", nil).json["userId"])
	forged := []string{
		senderID + ".request_received." + parts[2],            // the driver's signature on the sender's id
		driverID + ".request_approved." + parts[2],            // another kind
		driverID + ".request_received.AAAAAAAAAAAAAAAAAAAAAA", // a made-up signature
		driverID + ".request_received",                        // none
		driverID + ".verify_email." + parts[2],                // an account e-mail
		"",
	}
	for _, f := range forged {
		if status, body := w.app.oneClick(f, "List-Unsubscribe=One-Click"); status != http.StatusBadRequest || !strings.Contains(body, "does not work") {
			t.Errorf("token %q: got %d %s, want the 400 page", f, status, body)
		}
		expectStatus(t, w.anonymousGet(t, "/unsubscribe?token="+url.QueryEscape(f)), http.StatusBadRequest)
	}
	for _, c := range []*client{w.driver, w.sender} {
		for _, kind := range store.NoticeKinds {
			if !c.emailSetting(kind) {
				t.Errorf("a forged token turned %s off", kind)
			}
		}
	}

	// The sender's own link speaks Ukrainian, and turns only the sender's kind off.
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/decline", nil), http.StatusOK)
	own := w.app.unsubscribeToken("sender@example.com", "Запит відхилено")
	page := w.anonymousGet(t, "/unsubscribe?token="+url.QueryEscape(own))
	if page.status != http.StatusOK || !strings.Contains(page.body, `lang="uk"`) || !strings.Contains(page.body, "відхилені запити") {
		t.Errorf("the sender's page: %d %s", page.status, page.body)
	}
	if status, _ := w.app.oneClick(own, "List-Unsubscribe=One-Click"); status != http.StatusOK {
		t.Fatalf("the sender's one-click: %d", status)
	}
	if w.sender.emailSetting("request_declined") || !w.driver.emailSetting("request_declined") {
		t.Error("the sender's link: want the sender's request_declined off, the driver's on")
	}
}

// anonymousGet is a GET without a session.
func (w *requestWorld) anonymousGet(t *testing.T, path string) response {
	t.Helper()
	return w.app.client().do("GET", path, nil)
}

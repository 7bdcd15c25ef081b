package server

import (
	"net/http"
	"strings"
	"testing"
)

func TestProfileUpdate(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("edit@example.com")
	r := c.do("PUT", "/api/profile", map[string]string{"name": "", "surname": "Sh3vchenko", "phone": "000"})
	expectStatus(t, r, http.StatusBadRequest)
	for f, want := range map[string]string{"name": "required", "surname": "invalid", "phone": "invalid"} {
		if r.field(f) != want {
			t.Errorf("field %s: got %q, want %q", f, r.field(f), want)
		}
	}
	r = c.do("PUT", "/api/profile", map[string]string{"name": "Taras", "surname": "Shevchenko", "phone": "+380 50 123 4567"})
	expectStatus(t, r, http.StatusOK)
	if r.json["name"] != "Taras" || r.json["surname"] != "Shevchenko" || r.json["phone"] != "+380501234567" {
		t.Fatalf("edit response: %s", r.body)
	}
	if _, extra := r.json["email"]; extra {
		t.Fatalf("edit answers only name, surname, phone: %s", r.body)
	}
	if got := c.do("GET", "/api/profile", nil).json["surname"]; got != "Shevchenko" {
		t.Fatalf("profile surname: %v", got)
	}
}

func TestProfileEmailChange(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.signUp("someone@example.com")
	c := app.signUp("old@example.com")
	expectStatus(t, app.client().do("POST", "/auth/verify-email", map[string]string{"token": app.lastLinkToken("old@example.com", "/signup/verified-email")}), http.StatusOK)

	tests := []struct {
		name, email, password string
		status                int
		field, code           string
	}{
		{"bad address", "nope", "correct horse", 400, "email", "invalid"},
		{"no password", "new@example.com", "", 400, "password", "required"},
		{"wrong password", "new@example.com", "wrong horse", 400, "password", "wrong"},
		{"taken", "someone@example.com", "correct horse", 409, "email", "taken"},
	}
	for _, tt := range tests {
		r := c.do("PUT", "/api/profile/email", map[string]string{"email": tt.email, "password": tt.password})
		expectStatus(t, r, tt.status)
		if r.field(tt.field) != tt.code {
			t.Errorf("%s: field %s got %q, want %q", tt.name, tt.field, r.field(tt.field), tt.code)
		}
	}
	r := c.do("PUT", "/api/profile/email", map[string]string{"email": "New@Example.com", "password": "correct horse"})
	expectStatus(t, r, http.StatusOK)
	if r.json["email"] != "new@example.com" {
		t.Fatalf("email response: %s", r.body)
	}
	p := c.do("GET", "/api/profile", nil)
	if p.json["email"] != "new@example.com" || p.json["emailVerified"] != false {
		t.Fatalf("profile after change: %s", p.body)
	}
	var told bool
	for _, m := range app.mails() {
		told = told || (m.To == "old@example.com" && strings.Contains(m.Text, "new@example.com"))
	}
	if !told {
		t.Fatal("the old address was not told")
	}
	token := app.lastLinkToken("new@example.com", "/signup/verified-email")
	expectStatus(t, c.do("POST", "/auth/verify-email", map[string]string{"token": token}), http.StatusOK)
	if c.do("GET", "/api/profile", nil).json["emailVerified"] != true {
		t.Fatal("new address not verified by its link")
	}
	expectStatus(t, app.client().do("POST", "/auth/signin", map[string]string{"email": "new@example.com", "password": "correct horse"}), http.StatusOK)
}

func TestStaleVerificationLinkAfterEmailChange(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("first@example.com")
	stale := app.lastLinkToken("first@example.com", "/signup/verified-email")
	expectStatus(t, c.do("PUT", "/api/profile/email", map[string]string{"email": "second@example.com", "password": "correct horse"}), http.StatusOK)
	r := c.do("POST", "/auth/verify-email", map[string]string{"token": stale})
	expectStatus(t, r, http.StatusBadRequest)
	if c.do("GET", "/api/profile", nil).json["emailVerified"] != false {
		t.Fatal("a link to the old address verified the new one")
	}
}

func TestProfilePasswordEndsOtherSessions(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	here := app.signUp("pw@example.com")
	other := app.client()
	r := other.do("POST", "/auth/signin", map[string]string{"email": "pw@example.com", "password": "correct horse"})
	expectStatus(t, r, http.StatusOK)
	other.token = r.json["token"].(string)

	r = here.do("POST", "/api/profile/password", map[string]string{"currentPassword": "wrong horse", "newPassword": "a new secret"})
	expectStatus(t, r, http.StatusBadRequest)
	if r.field("currentPassword") != "wrong" {
		t.Fatalf("wrong current password: %s", r.body)
	}
	r = here.do("POST", "/api/profile/password", map[string]string{"currentPassword": "correct horse", "newPassword": "short"})
	expectStatus(t, r, http.StatusBadRequest)
	if r.field("newPassword") != "too_short" {
		t.Fatalf("short new password: %s", r.body)
	}
	expectStatus(t, here.do("POST", "/api/profile/password", map[string]string{"currentPassword": "correct horse", "newPassword": "a new secret"}), http.StatusNoContent)

	expectStatus(t, other.do("GET", "/api/profile", nil), http.StatusUnauthorized)
	expectStatus(t, here.do("GET", "/api/profile", nil), http.StatusOK)
	// The open app's anti-CSRF token still works after the change.
	expectStatus(t, here.do("PUT", "/api/profile/language", map[string]string{"language": "uk"}), http.StatusOK)
	expectStatus(t, app.client().do("POST", "/auth/signin", map[string]string{"email": "pw@example.com", "password": "correct horse"}), http.StatusUnauthorized)
	expectStatus(t, app.client().do("POST", "/auth/signin", map[string]string{"email": "pw@example.com", "password": "a new secret"}), http.StatusOK)
}

func TestProfileLanguage(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("lang@example.com")
	r := c.do("PUT", "/api/profile/language", map[string]string{"language": "de"})
	expectStatus(t, r, http.StatusBadRequest)
	if r.field("language") != "invalid" {
		t.Fatalf("field: %s", r.body)
	}
	expectStatus(t, c.do("PUT", "/api/profile/language", map[string]string{"language": "uk"}), http.StatusOK)
	expectStatus(t, c.do("POST", "/auth/verify-email/resend", nil), http.StatusNoContent)
	if m := app.mails()[0]; !strings.Contains(m.Subject, "Підтвердьте") {
		t.Fatalf("mail after switching to uk: %q", m.Subject)
	}
}

func TestUserCardHidesContacts(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	driver := app.signUp("driver@example.com")
	expectStatus(t, driver.do("POST", "/auth/signup/about-yourself", map[string]any{"name": "Petro", "surname": "Shevchenko", "phone": "0671234567"}), http.StatusOK)
	id := driver.do("GET", "/api/profile", nil).json["userId"]
	path := "/api/users/" + jsonNumber(id)
	// Public cards are public (docs/product.md §2), and as bare signed out as signed in.
	if anon := app.client().do("GET", path, nil); anon.status != http.StatusOK || strings.Contains(anon.body, "0671234567") ||
		anon.json["surname"] != "S." {
		t.Fatalf("signed out: %d %s", anon.status, anon.body)
	}
	other := app.signUp("other@example.com")
	r := other.do("GET", path, nil)
	expectStatus(t, r, http.StatusOK)
	if r.json["name"] != "Petro" || r.json["surname"] != "S." {
		t.Fatalf("card: %s", r.body)
	}
	for _, secret := range []string{"driver@example.com", "380671234567", "phone", "email"} {
		if strings.Contains(r.body, secret) {
			t.Errorf("card leaks %q: %s", secret, r.body)
		}
	}
	expectStatus(t, other.do("GET", "/api/users/999999", nil), http.StatusNotFound)
	expectStatus(t, other.do("GET", "/api/users/abc", nil), http.StatusNotFound)
}

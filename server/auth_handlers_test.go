package server

import (
	"net/http"
	"strings"
	"testing"
)

func TestSignupValidation(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.signUp("taken@example.com")
	tests := []struct {
		name       string
		body       any
		wantStatus int
		wantCode   string
		wantFields map[string]string
	}{
		{"empty", map[string]string{}, 400, "invalid_input", map[string]string{"email": "required", "password": "required"}},
		{"bad email", map[string]string{"email": "not-an-email", "password": "long enough"}, 400, "invalid_input", map[string]string{"email": "invalid"}},
		{"no dot in domain", map[string]string{"email": "a@localhost", "password": "long enough"}, 400, "invalid_input", map[string]string{"email": "invalid"}},
		{"long email", map[string]string{"email": strings.Repeat("a", 250) + "@x.io", "password": "long enough"}, 400, "invalid_input", map[string]string{"email": "too_long"}},
		{"short password", map[string]string{"email": "a@example.com", "password": "short"}, 400, "invalid_input", map[string]string{"password": "too_short"}},
		{"long password", map[string]string{"email": "a@example.com", "password": strings.Repeat("p", 73)}, 400, "invalid_input", map[string]string{"password": "too_long"}},
		{"duplicate, other case", map[string]string{"email": " Taken@Example.com ", "password": "long enough"}, 409, "email_taken", map[string]string{"email": "taken"}},
		{"broken json", `{"email":`, 400, "invalid_json", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := app.client().do("POST", "/auth/signup", tt.body)
			expectStatus(t, r, tt.wantStatus)
			if got := r.errorCode(); got != tt.wantCode {
				t.Errorf("code: got %q, want %q", got, tt.wantCode)
			}
			for f, want := range tt.wantFields {
				if got := r.field(f); got != want {
					t.Errorf("field %s: got %q, want %q", f, got, want)
				}
			}
		})
	}
}

func TestSignupSignsInAndMailsVerification(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.client()
	r := c.do("POST", "/auth/signup", map[string]string{"email": "Olena@Example.com", "password": "correct horse", "language": "uk"})
	expectStatus(t, r, http.StatusCreated)
	p := r.profile()
	if p["email"] != "olena@example.com" || p["emailVerified"] != false || p["language"] != "uk" {
		t.Fatalf("profile: got %v", p)
	}
	if r.json["token"] == "" {
		t.Fatal("no token")
	}
	c.token = r.json["token"].(string)
	if strings.Contains(r.body, "password") {
		t.Fatal("response leaks the password hash")
	}
	expectStatus(t, c.do("GET", "/auth/session", nil), http.StatusOK)
	mails := app.mails()
	if len(mails) != 1 || mails[0].To != "olena@example.com" {
		t.Fatalf("mails: got %+v", mails)
	}
	if !strings.Contains(mails[0].Text, "http://ridepost.test/signup/verified-email?token=") {
		t.Fatalf("verification link missing: %s", mails[0].Text)
	}
	if !strings.Contains(mails[0].Subject+mails[0].Text, "Ridepost") || !strings.ContainsAny(mails[0].Text, "абвгдеєжзиіїйклмнопрстуфхцчшщьюя") {
		t.Fatalf("want a Ukrainian mail, got %q", mails[0].Text)
	}
}

func TestSigninSignoutSession(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.signUp("driver@example.com")

	c := app.client()
	expectStatus(t, c.do("GET", "/auth/session", nil), http.StatusUnauthorized)
	for name, body := range map[string]map[string]string{
		"wrong password": {"email": "driver@example.com", "password": "wrong password"},
		"unknown e-mail": {"email": "nobody@example.com", "password": "correct horse"},
	} {
		r := c.do("POST", "/auth/signin", body)
		expectStatus(t, r, http.StatusUnauthorized)
		if r.errorCode() != "invalid_credentials" {
			t.Errorf("%s: code %q", name, r.errorCode())
		}
	}
	r := c.do("POST", "/auth/signin", map[string]string{"email": "", "password": ""})
	expectStatus(t, r, http.StatusBadRequest)
	if r.field("email") != "required" || r.field("password") != "required" {
		t.Fatalf("fields: %s", r.body)
	}

	before := c.do("GET", "/healthz", nil)
	expectStatus(t, before, http.StatusOK)
	r = c.do("POST", "/auth/signin", map[string]string{"email": "DRIVER@example.com", "password": "correct horse"})
	expectStatus(t, r, http.StatusOK)
	c.token = r.json["token"].(string)
	cookie := r.header.Get("Set-Cookie")
	for _, want := range []string{"ridepost_session=", "HttpOnly", "SameSite=Lax"} {
		if !strings.Contains(cookie, want) {
			t.Errorf("cookie %q lacks %s", cookie, want)
		}
	}
	s := c.do("GET", "/auth/session", nil)
	expectStatus(t, s, http.StatusOK)
	if s.json["token"] != c.token || s.profile()["email"] != "driver@example.com" {
		t.Fatalf("session: %s", s.body)
	}
	expectStatus(t, c.do("GET", "/api/profile", nil), http.StatusOK)

	expectStatus(t, c.do("GET", "/auth/signout", nil), http.StatusNoContent)
	expectStatus(t, c.do("GET", "/auth/session", nil), http.StatusUnauthorized)
	r = c.do("GET", "/api/profile", nil)
	expectStatus(t, r, http.StatusUnauthorized)
	if r.errorCode() != "not_signed_in" {
		t.Fatalf("code %q", r.errorCode())
	}
}

func TestSigninRenewsSessionToken(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("fixation@example.com")
	first := c.do("GET", "/auth/session", nil).json["token"]
	r := c.do("POST", "/auth/signin", map[string]string{"email": "fixation@example.com", "password": "correct horse"})
	expectStatus(t, r, http.StatusOK)
	if r.json["token"] == first {
		t.Fatal("CSRF token was not renewed on sign-in")
	}
	if !strings.Contains(r.header.Get("Set-Cookie"), "ridepost_session=") {
		t.Fatal("session cookie was not renewed on sign-in")
	}
}

func TestAboutYourself(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	expectStatus(t, app.client().do("POST", "/auth/signup/about-yourself", map[string]any{"name": "Olena"}), http.StatusUnauthorized)

	c := app.signUp("olena@example.com")
	r := c.do("POST", "/auth/signup/about-yourself", map[string]any{"name": "Olena2", "surname": "", "phone": "12"})
	expectStatus(t, r, http.StatusBadRequest)
	want := map[string]string{"name": "invalid", "surname": "required", "phone": "invalid"}
	for f, code := range want {
		if r.field(f) != code {
			t.Errorf("field %s: got %q, want %q", f, r.field(f), code)
		}
	}
	r = c.do("POST", "/auth/signup/about-yourself", map[string]any{
		"name": " Олена ", "surname": "Коваль-Шевченко", "phone": "067 123 4567", "wantsToDrive": true})
	expectStatus(t, r, http.StatusOK)
	if r.json["name"] != "Олена" || r.json["surname"] != "Коваль-Шевченко" || r.json["phone"] != "+380671234567" || r.json["wantsToDrive"] != true {
		t.Fatalf("profile: %s", r.body)
	}
}

func TestCSRFAndCrossOrigin(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("csrf@example.com")
	body := map[string]string{"language": "uk"}
	token := c.token

	c.token = ""
	r := c.do("PUT", "/api/profile/language", body)
	expectStatus(t, r, http.StatusForbidden)
	if r.errorCode() != "csrf_token_invalid" {
		t.Fatalf("missing token: code %q", r.errorCode())
	}
	c.token = "forged" + token
	expectStatus(t, c.do("PUT", "/api/profile/language", body), http.StatusForbidden)

	c.token = token
	r = c.do("PUT", "/api/profile/language", body, "Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site")
	expectStatus(t, r, http.StatusForbidden)
	if r.errorCode() != "cross_origin" {
		t.Fatalf("cross-site: code %q", r.errorCode())
	}
	r = app.client().do("POST", "/auth/signin", map[string]string{"email": "csrf@example.com", "password": "correct horse"}, "Origin", "https://evil.example")
	expectStatus(t, r, http.StatusForbidden)
	r = c.do("GET", "/auth/signout", nil, "Sec-Fetch-Site", "cross-site")
	expectStatus(t, r, http.StatusForbidden)

	r = c.do("PUT", "/api/profile/language", body, "Origin", app.ts.URL, "Sec-Fetch-Site", "same-origin")
	expectStatus(t, r, http.StatusOK)
	if r.json["language"] != "uk" {
		t.Fatalf("language: %s", r.body)
	}
}

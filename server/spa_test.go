package server

import (
	"net/http"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"
)

func TestSPAServing(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	// Signed in: unknown /api paths of a stranger answer 401 before 404.
	c := app.signUp("spa@example.com")
	tests := []struct {
		path       string
		wantStatus int
		wantCache  string
		wantBody   string
	}{
		{"/", 200, "no-cache", "<title>Ridepost</title>"},
		{"/signin/restore-password", 200, "no-cache", "<title>Ridepost</title>"},
		{"/parcel/12", 200, "no-cache", "<title>Ridepost</title>"},
		{"/index.html", 200, "no-cache", "<title>Ridepost</title>"},
		{"/assets/app-abc1.js", 200, "public, max-age=31536000, immutable", "console.log"},
		{"/favicon.svg", 200, "no-cache", "<svg"},
		{"/assets/missing.js", 404, "", `"code":"not_found"`},
		{"/api/nothing-here", 404, "", `"code":"not_found"`},
		{"/auth/nothing-here", 404, "", `"code":"not_found"`},
		{"/api", 404, "", `"code":"not_found"`},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			r := c.do("GET", tt.path, nil)
			expectStatus(t, r, tt.wantStatus)
			if tt.wantCache != "" && r.header.Get("Cache-Control") != tt.wantCache {
				t.Errorf("Cache-Control: got %q, want %q", r.header.Get("Cache-Control"), tt.wantCache)
			}
			if !strings.Contains(r.body, tt.wantBody) {
				t.Errorf("body: got %q, want it to contain %q", r.body, tt.wantBody)
			}
		})
	}
}

func TestSecurityHeaders(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	r := app.client().do("GET", "/", nil)
	for name, want := range map[string]string{
		"Content-Security-Policy": "script-src 'self';",
		"X-Content-Type-Options":  "nosniff",
		"Referrer-Policy":         "same-origin",
		"X-Frame-Options":         "DENY",
	} {
		if !strings.Contains(r.header.Get(name), want) {
			t.Errorf("%s: got %q, want %q", name, r.header.Get(name), want)
		}
	}
	if !strings.Contains(r.header.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
		t.Error("CSP lacks frame-ancestors")
	}
	if r.header.Get("Strict-Transport-Security") != "" {
		t.Error("HSTS on a plain-http base URL")
	}
}

func TestHealthAndLimits(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.client()
	r := c.do("GET", "/healthz", nil)
	expectStatus(t, r, http.StatusOK)
	if r.json["status"] != "ok" {
		t.Fatalf("healthz: %s", r.body)
	}
	big := `{"email":"` + strings.Repeat("a", 1<<20) + `@example.com","password":"long enough"}`
	r = c.do("POST", "/auth/signup", big)
	expectStatus(t, r, http.StatusRequestEntityTooLarge)
	if r.errorCode() != "too_large" {
		t.Fatalf("code %q", r.errorCode())
	}
	r = c.do("DELETE", "/auth/signin", nil)
	expectStatus(t, r, http.StatusMethodNotAllowed)
}

func TestDevMailOnlyInDev(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.signUp("dev@example.com")
	r := app.client().do("GET", "/dev/mail", nil)
	expectStatus(t, r, http.StatusOK)
	for _, want := range []string{`"to":"dev@example.com"`, `"subject":`, `"text":`, `"sentAt":`} {
		if !strings.Contains(r.body, want) {
			t.Errorf("dev mail lacks %s: %s", want, r.body)
		}
	}

	prod, err := New(Config{BaseURL: "https://ridepost.example", Mailer: syncMailer{app.outbox}, Frontend: testFrontend}, app.store)
	if err != nil {
		t.Fatal(err)
	}
	defer prod.Close()
	rec := serve(prod, "GET", "/dev/mail")
	if rec.Code != http.StatusNotFound {
		t.Fatalf("/dev/mail without --dev: got %d", rec.Code)
	}
	if rec.Header().Get("Strict-Transport-Security") == "" {
		t.Error("no HSTS on an https base URL")
	}
}

func TestRequireVerified(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.srv.echo.POST("/api/test-publish", func(c echo.Context) error { return c.NoContent(http.StatusCreated) }, requireVerified)
	expectStatus(t, app.client().do("POST", "/api/test-publish", nil), http.StatusUnauthorized)
	c := app.signUp("publisher@example.com")
	r := c.do("POST", "/api/test-publish", nil)
	expectStatus(t, r, http.StatusForbidden)
	if r.errorCode() != "email_not_verified" {
		t.Fatalf("code %q", r.errorCode())
	}
	token := app.lastLinkToken("publisher@example.com", "/signup/verified-email")
	expectStatus(t, c.do("POST", "/auth/verify-email", map[string]string{"token": token}), http.StatusOK)
	expectStatus(t, c.do("POST", "/api/test-publish", nil), http.StatusCreated)
}

package server

import (
	"context"
	"net/http"
	"testing"
	"time"

	"ridepost/store"
)

func TestVerifyEmail(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("verify@example.com")
	token := app.lastLinkToken("verify@example.com", "/signup/verified-email")

	stranger := app.client()
	for name, body := range map[string]any{"empty": map[string]string{}, "unknown": map[string]string{"token": "nope"}} {
		r := stranger.do("POST", "/auth/verify-email", body)
		expectStatus(t, r, http.StatusBadRequest)
		if name == "unknown" && r.errorCode() != "token_invalid" {
			t.Errorf("unknown token: code %q", r.errorCode())
		}
	}
	// The link works without signing in: it may be opened on another device.
	r := stranger.do("POST", "/auth/verify-email", map[string]string{"token": token})
	expectStatus(t, r, http.StatusOK)
	if r.json["emailVerified"] != true {
		t.Fatalf("profile: %s", r.body)
	}
	r = stranger.do("POST", "/auth/verify-email", map[string]string{"token": token})
	expectStatus(t, r, http.StatusBadRequest)
	if r.errorCode() != "token_invalid" {
		t.Fatalf("reused token: code %q", r.errorCode())
	}
	if c.do("GET", "/api/profile", nil).json["emailVerified"] != true {
		t.Fatal("signed-in profile does not show the verified address")
	}
	r = c.do("POST", "/auth/verify-email/resend", nil)
	expectStatus(t, r, http.StatusConflict)
}

func TestVerifyEmailExpired(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.signUp("late@example.com")
	u, err := app.store.GetUserByEmail(context.Background(), "late@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if err := app.store.CreateEmailToken(context.Background(), u.ID, store.PurposeVerify, u.Email, "old-token", -time.Minute); err != nil {
		t.Fatal(err)
	}
	r := app.client().do("POST", "/auth/verify-email", map[string]string{"token": "old-token"})
	expectStatus(t, r, http.StatusBadRequest)
	if r.errorCode() != "token_expired" {
		t.Fatalf("code %q", r.errorCode())
	}
}

func TestResendVerification(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, &RateLimits{SignIn: Limit{PerMinute: 60, Burst: 10}, SignUp: Limit{PerMinute: 60, Burst: 10}, Resend: Limit{PerMinute: 1, Burst: 2}, Restore: Limit{PerMinute: 60, Burst: 10}})
	expectStatus(t, app.client().do("POST", "/auth/verify-email/resend", nil), http.StatusUnauthorized)
	c := app.signUp("resend@example.com")
	first := app.lastLinkToken("resend@example.com", "/signup/verified-email")
	expectStatus(t, c.do("POST", "/auth/verify-email/resend", nil), http.StatusNoContent)
	second := app.lastLinkToken("resend@example.com", "/signup/verified-email")
	if first == second {
		t.Fatal("resend mailed the same token")
	}
	expectStatus(t, c.do("POST", "/auth/verify-email/resend", nil), http.StatusNoContent)
	r := c.do("POST", "/auth/verify-email/resend", nil)
	expectStatus(t, r, http.StatusTooManyRequests)
	if r.header.Get("Retry-After") != "60" || r.errorCode() != "rate_limited" {
		t.Fatalf("Retry-After %q, code %q", r.header.Get("Retry-After"), r.errorCode())
	}
	// Only the newest link works.
	expectStatus(t, app.client().do("POST", "/auth/verify-email", map[string]string{"token": app.lastLinkToken("resend@example.com", "/signup/verified-email")}), http.StatusOK)
	expectStatus(t, app.client().do("POST", "/auth/verify-email", map[string]string{"token": first}), http.StatusBadRequest)
}

func TestRestoreAndNewPassword(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	old := app.signUp("forgot@example.com")
	anon := app.client()

	expectStatus(t, anon.do("POST", "/auth/restore-password", map[string]string{"email": "ghost@example.com"}), http.StatusNoContent)
	for _, m := range app.mails() {
		if m.To == "ghost@example.com" {
			t.Fatal("mailed an unknown address")
		}
	}
	r := anon.do("POST", "/auth/restore-password", map[string]string{"email": "bad"})
	expectStatus(t, r, http.StatusBadRequest)
	expectStatus(t, anon.do("POST", "/auth/restore-password", map[string]string{"email": "Forgot@example.com"}), http.StatusNoContent)
	token := app.lastLinkToken("forgot@example.com", "/signin/new-password")

	r = anon.do("POST", "/auth/new-password", map[string]string{"token": token, "password": "short"})
	expectStatus(t, r, http.StatusBadRequest)
	if r.field("password") != "too_short" {
		t.Fatalf("field: %s", r.body)
	}
	expectStatus(t, anon.do("POST", "/auth/new-password", map[string]string{"token": token, "password": "brand new secret"}), http.StatusNoContent)
	r = anon.do("POST", "/auth/new-password", map[string]string{"token": token, "password": "another secret"})
	expectStatus(t, r, http.StatusBadRequest)
	if r.errorCode() != "token_invalid" {
		t.Fatalf("reused reset token: code %q", r.errorCode())
	}

	// Sessions from before the reset have ended.
	expectStatus(t, old.do("GET", "/auth/session", nil), http.StatusUnauthorized)
	expectStatus(t, anon.do("POST", "/auth/signin", map[string]string{"email": "forgot@example.com", "password": "correct horse"}), http.StatusUnauthorized)
	r = anon.do("POST", "/auth/signin", map[string]string{"email": "forgot@example.com", "password": "brand new secret"})
	expectStatus(t, r, http.StatusOK)
	if r.profile()["emailVerified"] != true {
		t.Fatal("a used reset link should prove the address too")
	}
}

func TestResetTokenExpires(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.signUp("slow@example.com")
	u, _ := app.store.GetUserByEmail(context.Background(), "slow@example.com")
	if err := app.store.CreateEmailToken(context.Background(), u.ID, store.PurposeReset, u.Email, "stale", -time.Second); err != nil {
		t.Fatal(err)
	}
	r := app.client().do("POST", "/auth/new-password", map[string]string{"token": "stale", "password": "brand new secret"})
	expectStatus(t, r, http.StatusBadRequest)
	if r.errorCode() != "token_expired" {
		t.Fatalf("code %q", r.errorCode())
	}
}

func TestRateLimits(t *testing.T) {
	t.Parallel()
	tight := Limit{PerMinute: 1, Burst: 3}
	app := newTestApp(t, &RateLimits{SignIn: tight, SignUp: tight, Resend: tight, Restore: tight})
	calls := []struct{ path, body string }{
		{"/auth/signin", `{"email":"a@example.com","password":"wrong password"}`},
		{"/auth/signup", `{"email":"","password":""}`},
		{"/auth/restore-password", `{"email":"a@example.com"}`},
	}
	for _, call := range calls {
		c := app.client()
		for i := 0; i < 3; i++ {
			if r := c.do("POST", call.path, call.body); r.status == http.StatusTooManyRequests {
				t.Fatalf("%s: limited after %d calls", call.path, i)
			}
		}
		r := c.do("POST", call.path, call.body)
		expectStatus(t, r, http.StatusTooManyRequests)
		if r.header.Get("Retry-After") == "" {
			t.Errorf("%s: no Retry-After", call.path)
		}
	}
}

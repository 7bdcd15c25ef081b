package server

import (
	"context"
	"net/http"
	"testing"
	"time"

	"ridepost/store"
)

// The new-password screen asks whether its link still works before anyone types a password; asking spends
// nothing, and a dead link answers the error /auth/new-password would give. No sign-in: it is a public route.
func TestNewPasswordCheck(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.signUp("forgot@example.com")
	anon := app.client()
	expectStatus(t, anon.do("POST", "/auth/restore-password", map[string]string{"email": "forgot@example.com"}), http.StatusNoContent)
	token := app.lastLinkToken("forgot@example.com", "/signin/new-password")
	u, err := app.store.GetUserByEmail(context.Background(), "forgot@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if err := app.store.CreateEmailToken(context.Background(), u.ID, store.PurposeReset, u.Email, "stale", -time.Second); err != nil {
		t.Fatal(err)
	}
	check := func(body any) response { return anon.do("POST", "/auth/new-password/check", body) }

	r := check(map[string]string{})
	if r.status != http.StatusBadRequest || r.field("token") != "required" {
		t.Fatalf("no token: %s", r.body)
	}
	for name, want := range map[string]string{"nope": "token_invalid", "stale": "token_expired"} {
		r := check(map[string]string{"token": name})
		if r.status != http.StatusBadRequest || r.errorCode() != want {
			t.Errorf("token %q: want 400 %s, got %d %s", name, want, r.status, r.body)
		}
	}
	// A verification token is no reset token.
	app.signUp("other@example.com")
	verify := app.lastLinkToken("other@example.com", "/signup/verified-email")
	if r := check(map[string]string{"token": verify}); r.status != http.StatusBadRequest || r.errorCode() != "token_invalid" {
		t.Fatalf("a verification token: %s", r.body)
	}

	// Alive: asked twice, it still sets the password once.
	expectStatus(t, check(map[string]string{"token": token}), http.StatusNoContent)
	expectStatus(t, check(map[string]string{"token": token}), http.StatusNoContent)
	expectStatus(t, anon.do("POST", "/auth/new-password", map[string]string{"token": token, "password": "brand new secret"}), http.StatusNoContent)
	if r := check(map[string]string{"token": token}); r.status != http.StatusBadRequest || r.errorCode() != "token_invalid" {
		t.Fatalf("a used token: %s", r.body)
	}
	expectStatus(t, anon.do("POST", "/auth/signin", map[string]string{"email": "forgot@example.com", "password": "brand new secret"}), http.StatusOK)
}

// A link whose address is no longer the account's, or whose account is deleted, is dead as /auth/new-password says.
func TestNewPasswordCheckFollowsTheAccount(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.verifiedUser("moved@example.com")
	expectStatus(t, app.client().do("POST", "/auth/restore-password", map[string]string{"email": "moved@example.com"}), http.StatusNoContent)
	token := app.lastLinkToken("moved@example.com", "/signin/new-password")
	expectStatus(t, c.do("PUT", "/api/profile/email", map[string]string{"email": "new@example.com", "password": "correct horse"}), http.StatusOK)
	r := app.client().do("POST", "/auth/new-password/check", map[string]string{"token": token})
	if r.status != http.StatusBadRequest || r.errorCode() != "token_invalid" {
		t.Fatalf("a link to the old address: %s", r.body)
	}
	set := app.client().do("POST", "/auth/new-password", map[string]string{"token": token, "password": "brand new secret"})
	if set.status != r.status || set.errorCode() != r.errorCode() {
		t.Fatalf("the check (%s) and the reset (%s) disagree", r.body, set.body)
	}
}

func TestNewPasswordCheckIsRateLimited(t *testing.T) {
	t.Parallel()
	tight := Limit{PerMinute: 1, Burst: 3}
	app := newTestApp(t, &RateLimits{SignIn: tight, SignUp: tight, Resend: tight, Restore: tight})
	c := app.client()
	for i := 0; i < 3; i++ {
		if r := c.do("POST", "/auth/new-password/check", map[string]string{"token": "guess"}); r.status != http.StatusBadRequest {
			t.Fatalf("call %d: %s", i, r.body)
		}
	}
	r := c.do("POST", "/auth/new-password/check", map[string]string{"token": "guess"})
	if r.status != http.StatusTooManyRequests || r.header.Get("Retry-After") == "" || r.errorCode() != "rate_limited" {
		t.Fatalf("after the burst: %d %s (Retry-After %q)", r.status, r.body, r.header.Get("Retry-After"))
	}
}

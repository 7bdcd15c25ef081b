package server

import (
	"net/http"
	"testing"
)

// Someone who knows the password moves the account to their address; the
// owner's old address got a link that takes the account back.
func TestRestoreAccountAfterTakeover(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	owner := app.signUp("owner@example.com")
	expectStatus(t, owner.do("POST", "/auth/verify-email", map[string]string{"token": app.lastLinkToken("owner@example.com", "/signup/verified-email")}), http.StatusOK)

	thief := app.client()
	r := thief.do("POST", "/auth/signin", map[string]string{"email": "owner@example.com", "password": "correct horse"})
	expectStatus(t, r, http.StatusOK)
	thief.token = r.json["token"].(string)
	expectStatus(t, thief.do("PUT", "/api/profile/email", map[string]string{"email": "thief@example.com", "password": "correct horse"}), http.StatusOK)
	expectStatus(t, thief.do("POST", "/api/profile/password", map[string]string{"currentPassword": "correct horse", "newPassword": "thief's own"}), http.StatusNoContent)
	expectStatus(t, app.client().do("POST", "/auth/restore-password", map[string]string{"email": "thief@example.com"}), http.StatusNoContent)
	thiefReset := app.lastLinkToken("thief@example.com", "/signin/new-password")

	link := app.lastLinkToken("owner@example.com", "/signin/restore-account")
	if link == "" {
		t.Fatal("no restore link was mailed to the old address")
	}
	visitor := app.client()
	for _, tc := range []struct {
		name  string
		body  map[string]string
		field string
		code  string
	}{
		{"no token", map[string]string{"password": "owner again 1"}, "token", "required"},
		{"short password", map[string]string{"token": link, "password": "short"}, "password", "too_short"},
	} {
		r := visitor.do("POST", "/auth/restore-account", tc.body)
		expectStatus(t, r, http.StatusBadRequest)
		if r.field(tc.field) != tc.code {
			t.Errorf("%s: %s = %q, want %q", tc.name, tc.field, r.field(tc.field), tc.code)
		}
	}
	if r := visitor.do("POST", "/auth/restore-account", map[string]string{"token": "forged", "password": "owner again 1"}); r.errorCode() != "token_invalid" {
		t.Fatalf("forged token: %s", r.body)
	}
	expectStatus(t, visitor.do("POST", "/auth/restore-account", map[string]string{"token": link, "password": "owner again 1"}), http.StatusNoContent)

	// The thief's session, password and reset link are all gone; the owner signs in at the old address.
	expectStatus(t, thief.do("GET", "/api/profile", nil), http.StatusUnauthorized)
	for _, pw := range []string{"correct horse", "thief's own"} {
		expectStatus(t, app.client().do("POST", "/auth/signin", map[string]string{"email": "thief@example.com", "password": pw}), http.StatusUnauthorized)
	}
	if r := app.client().do("POST", "/auth/new-password", map[string]string{"token": thiefReset, "password": "thief again 1"}); r.errorCode() != "token_invalid" {
		t.Fatalf("the thief's reset link: %s", r.body)
	}
	back := app.client()
	r = back.do("POST", "/auth/signin", map[string]string{"email": "owner@example.com", "password": "owner again 1"})
	expectStatus(t, r, http.StatusOK)
	if p := r.profile(); p["email"] != "owner@example.com" || p["emailVerified"] != true {
		t.Fatalf("profile after the restore: %v", p)
	}
	if r := visitor.do("POST", "/auth/restore-account", map[string]string{"token": link, "password": "owner again 2"}); r.errorCode() != "token_invalid" {
		t.Fatalf("second use: %s", r.body)
	}
}

func TestRestoreAccountWhenTheAddressIsTaken(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("first@example.com")
	expectStatus(t, c.do("PUT", "/api/profile/email", map[string]string{"email": "second@example.com", "password": "correct horse"}), http.StatusOK)
	link := app.lastLinkToken("first@example.com", "/signin/restore-account")
	app.signUp("first@example.com")
	r := app.client().do("POST", "/auth/restore-account", map[string]string{"token": link, "password": "owner again 1"})
	expectStatus(t, r, http.StatusConflict)
	if r.errorCode() != "email_taken" {
		t.Fatalf("code: %s", r.body)
	}
}

package server

import (
	"net/http"
	"testing"
)

// docs/product.md §6 /auth: signing up, in and out, verifying and restoring, with the field that is wrong, and
// never saying whether an address has an account where that would tell a stranger.
func TestAuthScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	w.run(t, []scenario{
		{name: "no session yet", as: "anonymous", method: "GET", path: "/auth/session", status: http.StatusUnauthorized},
		{name: "sign-up without an e-mail", as: "anonymous", method: "POST", path: "/auth/signup",
			body: map[string]any{"password": "correct horse"}, status: http.StatusBadRequest, fields: map[string]string{"email": "required"}},
		{name: "sign-up with no address", as: "anonymous", method: "POST", path: "/auth/signup",
			body: map[string]any{"email": "nobody", "password": "correct horse"}, status: http.StatusBadRequest,
			fields: map[string]string{"email": "invalid"}},
		{name: "sign-up with a short password", as: "anonymous", method: "POST", path: "/auth/signup",
			body: map[string]any{"email": "new@example.com", "password": "short"}, status: http.StatusBadRequest,
			fields: map[string]string{"password": "too_short"}},
		{name: "sign-up not JSON", as: "anonymous", method: "POST", path: "/auth/signup", body: "{", status: http.StatusBadRequest,
			code: "invalid_json"},
		{name: "a wrong password", as: "anonymous", method: "POST", path: "/auth/signin",
			body: map[string]any{"email": "sender@example.com", "password": "wrong horse"}, status: http.StatusUnauthorized},
		{name: "no such account: the same answer", as: "anonymous", method: "POST", path: "/auth/signin",
			body: map[string]any{"email": "nobody@example.com", "password": "wrong horse"}, status: http.StatusUnauthorized},
		{name: "a restore for any address is accepted", as: "anonymous", method: "POST", path: "/auth/restore-password",
			body: map[string]any{"email": "nobody@example.com"}, status: http.StatusNoContent},
		{name: "a new password without a token", as: "anonymous", method: "POST", path: "/auth/new-password",
			body: map[string]any{"password": "another horse"}, status: http.StatusBadRequest, fields: map[string]string{"token": "required"}},
		{name: "a verification without a token", as: "anonymous", method: "POST", path: "/auth/verify-email",
			body: map[string]any{}, status: http.StatusBadRequest, fields: map[string]string{"token": "required"}},
		{name: "the session of a signed-in member", as: "sender", method: "GET", path: "/auth/session", status: http.StatusOK,
			want: []string{`"token"`, `"email":"sender@example.com"`}},
		{name: "signing out", as: "stranger", method: "POST", path: "/auth/signout", status: http.StatusNoContent},
		{name: "signed out, the session is gone", as: "stranger", method: "GET", path: "/auth/session", status: http.StatusUnauthorized},
	})
}

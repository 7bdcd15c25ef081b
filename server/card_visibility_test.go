package server

import (
	"net/http"
	"testing"
)

// A suspended member and an account that never filled About yourself have no public card: 404 to others,
// as an unknown id, on each route that answers a card by id; the member themself and the admins still see
// it (docs/product.md §2). The stranger of the world signed up and verified, and never said their name.
func TestHiddenCardScenarios(t *testing.T) {
	t.Parallel()
	w := newTrustWorld(t)
	hidden := func(name, as, path string) scenario {
		return scenario{name: name, as: as, method: "GET", path: path, status: http.StatusNotFound, code: "not_found"}
	}
	shown := func(name, as, path string) scenario {
		return scenario{name: name, as: as, method: "GET", path: path, status: http.StatusOK}
	}
	w.run(t, []scenario{
		hidden("no name: a visitor finds no card", "anonymous", "/api/users/{stranger}"),
		hidden("no name: nor a member", "sender", "/api/users/{stranger}"),
		hidden("no name: nor its reviews", "sender", "/api/users/{stranger}/reviews"),
		hidden("no name: nor a visitor its reviews", "anonymous", "/api/users/{stranger}/reviews"),
		shown("no name: the account itself sees its card", "stranger", "/api/users/{stranger}"),
		shown("no name: and its reviews", "stranger", "/api/users/{stranger}/reviews"),
		shown("no name: an admin sees it", "admin", "/api/users/{stranger}"),
		{name: "a named member's card answers", as: "anonymous", method: "GET", path: "/api/users/{sender}", status: http.StatusOK,
			want: []string{`"name":"Olena"`}},
		{name: "the admin suspends the sender", as: "admin", method: "POST", path: "/api/admin/users/{sender}/suspend",
			body: map[string]any{"reason": "Fraud"}, status: http.StatusNoContent},
		hidden("suspended: a visitor finds no card", "anonymous", "/api/users/{sender}"),
		hidden("suspended: nor a member", "driver", "/api/users/{sender}"),
		hidden("suspended: nor its reviews", "driver", "/api/users/{sender}/reviews"),
		{name: "suspended: an admin still sees the card", as: "admin", method: "GET", path: "/api/users/{sender}", status: http.StatusOK,
			want: []string{`"name":"Olena"`}},
		shown("suspended: and its reviews", "admin", "/api/users/{sender}/reviews"),
		{name: "unsuspended: the card answers again", as: "admin", method: "POST", path: "/api/admin/users/{sender}/unsuspend",
			body: map[string]any{"reason": "Cleared"}, status: http.StatusNoContent},
		shown("unsuspended: a visitor sees it", "anonymous", "/api/users/{sender}"),
	})
}

package server

import (
	"net/http"
	"testing"
)

// erasedUser signs up and verifies addr, then deletes the account; it
// returns the erased account's id and a reset link asked before the deletion.
func erasedUser(t *testing.T, app *testApp, addr string) (id, resetToken string) {
	t.Helper()
	c := app.verifiedUser(addr)
	id = c.userID(t)
	expectStatus(t, app.client().do("POST", "/auth/restore-password", map[string]string{"email": addr}), http.StatusNoContent)
	resetToken = app.lastLinkToken(addr, "/signin/new-password")
	expectStatus(t, c.do("DELETE", "/api/profile", map[string]any{"password": "correct horse"}), http.StatusNoContent)
	return id, resetToken
}

// An erased account can never be signed into, reset or restored: not by its
// placeholder (old or new form), not by its old address, not with a reset
// link asked before the deletion (docs/product.md §2 "Deleted accounts").
func TestErasedAccountCannotBeReached(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	id, reset := erasedUser(t, app, "gone@example.com")
	for _, addr := range []string{"deleted:" + id, "deleted-" + id + "@deleted.invalid", "gone@example.com"} {
		for _, password := range []string{"", "x", "correct horse"} {
			r := app.client().do("POST", "/auth/signin", map[string]string{"email": addr, "password": password})
			if password != "" && (r.status != http.StatusUnauthorized || r.errorCode() != "invalid_credentials") {
				t.Errorf("sign-in as %q with %q: %d %s, want 401", addr, password, r.status, r.body)
			}
		}
		before := len(app.mails())
		if r := app.client().do("POST", "/auth/restore-password", map[string]string{"email": addr}); r.status >= 500 {
			t.Errorf("reset of %q: %d %s", addr, r.status, r.body)
		}
		if n := len(app.mails()); n != before {
			t.Errorf("a reset link was mailed for %q", addr)
		}
	}
	r := app.client().do("POST", "/auth/new-password", map[string]string{"token": reset, "password": "brought back 1"})
	if r.status != http.StatusBadRequest || r.errorCode() != "token_invalid" {
		t.Fatalf("a reset link asked before the deletion: %d %s", r.status, r.body)
	}
	for _, addr := range []string{"deleted:" + id, "gone@example.com"} {
		expectStatus(t, app.client().do("POST", "/auth/signin", map[string]string{"email": addr, "password": "brought back 1"}), http.StatusUnauthorized)
	}
}

// No one else's sign-up stops a deletion: not with the placeholder the
// deletion would once have used, nor with the one it uses now (which is no
// address at all).
func TestSignUpCannotStopADeletion(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	victim := app.verifiedUser("victim@example.com")
	id := victim.userID(t)
	squatter := app.signUp("deleted-" + id + "@deleted.invalid")
	r := app.client().do("POST", "/auth/signup", map[string]string{"email": "deleted:" + id, "password": "correct horse"})
	if r.status != http.StatusBadRequest || r.field("email") == "" {
		t.Fatalf("sign-up as the placeholder: %d %s", r.status, r.body)
	}
	expectStatus(t, victim.do("DELETE", "/api/profile", map[string]any{"password": "correct horse"}), http.StatusNoContent)
	expectStatus(t, victim.do("GET", "/api/profile", nil), http.StatusUnauthorized)
	card := squatter.do("GET", "/api/users/"+id, nil)
	if card.json["deleted"] != true {
		t.Fatalf("the account is erased: %s", card.body)
	}
}

// The erased address is free again, for a new and empty account that owns
// nothing of the erased one's.
func TestErasedAddressIsFreeForANewAccount(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	old := w.sender.userID(t)
	expectStatus(t, w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)}), http.StatusCreated)
	expectStatus(t, w.sender.do("DELETE", "/api/profile", map[string]any{"password": "correct horse"}), http.StatusNoContent)

	fresh := w.app.signUp("sender@example.com")
	if fresh.userID(t) == old {
		t.Fatal("the new account is the erased one")
	}
	p := fresh.do("GET", "/api/profile", nil)
	if p.json["name"] != "" || p.json["phone"] != "" || p.json["emailVerified"] == true {
		t.Fatalf("the new account starts empty and unverified: %s", p.body)
	}
	for _, path := range []string{"/api/parcels", "/api/rides", "/api/conversations", "/api/alerts", "/api/profile/blocked"} {
		if list := decodeList(t, fresh.do("GET", path, nil).body); len(list) != 0 {
			t.Errorf("%s of the new account: %v", path, list)
		}
	}
	if _, items, _ := fresh.notices(t); len(items) != 0 {
		t.Errorf("notifications of the new account: %v", items)
	}
	expectStatus(t, fresh.do("GET", "/api/parcels/"+w.parcelID, nil), http.StatusNotFound)
}

// A restore link mailed to an old address before the deletion does not bring
// the erased account back.
func TestErasedAccountCannotBeRestored(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.verifiedUser("first@example.com")
	expectStatus(t, c.do("PUT", "/api/profile/email", map[string]string{"email": "second@example.com", "password": "correct horse"}), http.StatusOK)
	link := app.lastLinkToken("first@example.com", "/signin/restore-account")
	if link == "" {
		t.Fatal("no restore link was mailed to the old address")
	}
	expectStatus(t, c.do("DELETE", "/api/profile", map[string]any{"password": "correct horse"}), http.StatusNoContent)
	r := app.client().do("POST", "/auth/restore-account", map[string]string{"token": link, "password": "brought back 1"})
	if r.status != http.StatusBadRequest || r.errorCode() != "token_invalid" {
		t.Fatalf("restore after the deletion: %d %s", r.status, r.body)
	}
	for _, addr := range []string{"first@example.com", "second@example.com"} {
		expectStatus(t, app.client().do("POST", "/auth/signin", map[string]string{"email": addr, "password": "brought back 1"}), http.StatusUnauthorized)
	}
}

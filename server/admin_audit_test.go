package server

import (
	"context"
	"net/http"
	"testing"
)

// The activity list names the user an action was about (their card, read in one batch with the admins'), and
// gives no card for a deleted user, whom the screen names by id.
func TestAuditNamesTheTargetUser(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	admin := w.app.makeAdmin(t, "admin@example.com")
	sender := w.sender.userID(t)
	expectStatus(t, admin.do("POST", "/api/admin/users/"+sender+"/suspend", map[string]any{"reason": "Fraud"}), http.StatusNoContent)
	gone := w.app.verifiedUser("gone@example.com")
	goneID := gone.userID(t)
	ctx := context.Background()
	if _, err := w.app.store.SetRole(ctx, "gone@example.com", "admin"); err != nil {
		t.Fatal(err)
	}
	if _, err := w.app.store.SetRole(ctx, "gone@example.com", "user"); err != nil {
		t.Fatal(err)
	}
	expectStatus(t, gone.do("DELETE", "/api/profile", map[string]any{"password": "correct horse"}), http.StatusNoContent)

	audit := admin.do("GET", "/api/admin/audit", nil)
	expectStatus(t, audit, http.StatusOK)
	items := audit.json["items"].([]any)
	if len(items) != 4 {
		t.Fatalf("audit: %s", audit.body)
	}
	entry := func(i int) map[string]any { return items[i].(map[string]any) }
	// Newest first: the revoke and the grant of the deleted user, the suspension, the admin's own grant.
	for _, i := range []int{0, 1} {
		if entry(i)["targetUserId"] != toFloat(goneID) || entry(i)["targetUser"] != nil {
			t.Fatalf("a deleted user's entry %d keeps the id and has no card: %s", i, audit.body)
		}
	}
	card, _ := entry(2)["targetUser"].(map[string]any)
	if entry(2)["action"] != "suspend_user" || card == nil || card["userId"] != toFloat(sender) ||
		card["name"] != "Olena" || card["surname"] != "S." {
		t.Fatalf("the suspension names the sender: %s", audit.body)
	}
	if _, ok := card["email"]; ok {
		t.Fatalf("the card carries no contacts: %s", audit.body)
	}
	if self, _ := entry(3)["targetUser"].(map[string]any); self == nil || self["userId"] != toFloat(admin.userID(t)) {
		t.Fatalf("the grant names the new admin: %s", audit.body)
	}
}

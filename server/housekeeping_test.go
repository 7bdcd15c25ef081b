package server

import (
	"context"
	"testing"
	"time"

	"ridepost/store"
)

// A server sweeps links that can never work again as it starts.
func TestHousekeepingDeletesDeadLinks(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.signUp("sweep@example.com")
	ctx := context.Background()
	u, err := app.store.GetUserByEmail(ctx, "sweep@example.com")
	if err != nil {
		t.Fatal(err)
	}
	if err := app.store.CreateEmailToken(ctx, u.ID, store.PurposeReset, u.Email, "dead", -time.Minute); err != nil {
		t.Fatal(err)
	}
	count := func() (n int) {
		if err := app.store.DB().Get(&n, `SELECT COUNT(*) FROM email_tokens`); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if count() != 2 {
		t.Fatalf("before: %d tokens, want the verification link and the dead one", count())
	}
	again, err := New(app.srv.cfg, app.store)
	if err != nil {
		t.Fatal(err)
	}
	again.Close() // returns once the first sweep has run
	if count() != 1 {
		t.Fatalf("after: %d tokens, want only the live verification link", count())
	}
}

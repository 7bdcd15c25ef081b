package server

import (
	"context"
	"testing"
	"time"

	"ridepost/store"
)

// A server sweeps links that can never work again, and have been dead for a week, as it starts.
func TestHousekeepingDeletesDeadLinks(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.signUp("sweep@example.com")
	ctx := context.Background()
	u, err := app.store.GetUserByEmail(ctx, "sweep@example.com")
	if err != nil {
		t.Fatal(err)
	}
	// The server's own sweep at start is done before the dead link is made.
	if !waitFor(func() bool { runs, _ := app.store.JobRuns(ctx, "e-mail links", time.Time{}); return len(runs) > 0 }) {
		t.Fatal("no sweep at start")
	}
	if err := app.store.CreateEmailToken(ctx, u.ID, store.PurposeReset, u.Email, "dead", -deadLinkKeep-time.Minute); err != nil {
		t.Fatal(err)
	}
	// Expired this minute: it still says so when followed, for a week.
	if err := app.store.CreateEmailToken(ctx, u.ID, store.PurposeReset, u.Email, "late", -time.Minute); err != nil {
		t.Fatal(err)
	}
	count := func() (n int) {
		if err := app.store.DB().Get(&n, `SELECT COUNT(*) FROM email_tokens`); err != nil {
			t.Fatal(err)
		}
		return n
	}
	if count() != 3 {
		t.Fatalf("before: %d tokens, want the verification link, the late one and the dead one", count())
	}
	restart := func() {
		again, err := New(app.srv.cfg, app.store)
		if err != nil {
			t.Fatal(err)
		}
		again.Close() // returns once the first sweep has run
	}
	// The hour's sweep ran when the first server started: a restart within the hour leaves it done.
	hour := time.Now().Truncate(time.Hour)
	restart()
	if count() != 3 && time.Now().Truncate(time.Hour).Equal(hour) {
		t.Fatalf("restarted within the hour: %d tokens, want 3", count())
	}
	// The next hour's sweep, on start.
	if _, err := app.store.DB().Exec(`DELETE FROM job_runs`); err != nil {
		t.Fatal(err)
	}
	restart()
	if count() != 2 {
		t.Fatalf("after: %d tokens, want the live verification link and the late one", count())
	}
	r := app.client().do("POST", "/auth/new-password", map[string]string{"token": "late", "password": "brand new secret"})
	expectStatus(t, r, 400)
	if r.errorCode() != "token_expired" {
		t.Fatalf("a link expired this minute, after the sweep: code %q", r.errorCode())
	}
}

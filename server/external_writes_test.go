package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"testing"
	"time"

	"ridepost/server/mail"
	"ridepost/store"
)

// externalWorld is the request world served from a file that a second store,
// standing for another process (`ridepost admin` opens the file the same
// way), writes to as well; the server checks the file every 20 ms.
func externalWorld(t *testing.T) (*requestWorld, *store.Store) {
	t.Helper()
	ctx := context.Background()
	path := testDB(t)
	st, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	other, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { other.Close() })
	other.SetOrigin("ridepost admin") // another process
	mailbox := mail.NewMailbox(slog.New(slog.NewTextHandler(io.Discard, nil)), 50)
	app := serveConfig(t, st, mailbox, func(c *Config) { c.Dev, c.ExternalWritesEvery = true, 20*time.Millisecond })
	return requestWorldOn(t, app), other
}

// eventually asks path until it answers want, for a few seconds at most.
func eventually(t *testing.T, c *client, path string, want int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		r := c.do("GET", path, nil)
		if r.status == want {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: still %d, want %d (%s)", path, r.status, want, r.body)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// cachedAs asks path as c until the server keeps c's user in memory, and
// fails unless it keeps them as role. The watch may empty the cache between
// a request and the look, after any commit, so it asks again.
func (a *testApp) cachedAs(t *testing.T, c *client, path, user, role string) {
	t.Helper()
	id, _ := strconv.ParseInt(user, 10, 64)
	deadline := time.Now().Add(5 * time.Second)
	for {
		c.do("GET", path, nil)
		if u, ok := a.srv.handlers.Cached(id); ok {
			if u.Role != role {
				t.Fatalf("user %s cached as %s, want %s", user, u.Role, role)
			}
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("user %s is never cached", user)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestGrantAndRevokeFromAnotherProcessHoldAtOnce (issue 20): the server had
// the user in memory, yet another process's grant or revoke holds once the
// watch has seen the file move, not a minute later.
func TestGrantAndRevokeFromAnotherProcessHoldAtOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	w, other := externalWorld(t)
	c, id := w.stranger, w.stranger.userID(t)
	const stats = "/api/admin/stats"
	expectStatus(t, c.do("GET", stats, nil), http.StatusNotFound)
	w.app.cachedAs(t, c, stats, id, store.RoleUser)
	if _, err := other.SetRole(ctx, "stranger@example.com", store.RoleAdmin); err != nil {
		t.Fatal(err)
	}
	eventually(t, c, stats, http.StatusOK)

	expectStatus(t, c.do("GET", stats, nil), http.StatusOK)
	w.app.cachedAs(t, c, stats, id, store.RoleAdmin)
	if _, err := other.SetRole(ctx, "stranger@example.com", store.RoleUser); err != nil {
		t.Fatal(err)
	}
	eventually(t, c, stats, http.StatusNotFound)
}

// TestSuspensionFromAnotherProcessHoldsAtOnce: another process's suspension
// ends the user's session and takes their parcel off the available lists
// at once; lifting it brings the parcel back.
func TestSuspensionFromAnotherProcessHoldsAtOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	w, other := externalWorld(t)
	sender, _ := strconv.ParseInt(w.sender.userID(t), 10, 64)
	parcels := "/api/parcels/available?rideId=" + w.rideID
	if w.driver.total(t, parcels) != "1" {
		t.Fatal("before: the driver sees the parcel")
	}
	expectStatus(t, w.sender.do("GET", "/api/profile", nil), http.StatusOK)
	if err := other.Suspend(ctx, 0, sender, "Fraud"); err != nil {
		t.Fatal(err)
	}
	eventually(t, w.sender, "/api/profile", http.StatusUnauthorized)
	deadline := time.Now().Add(5 * time.Second)
	for w.driver.total(t, parcels) != "0" {
		if time.Now().After(deadline) {
			t.Fatal("the suspended sender's parcel is still listed")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := other.Unsuspend(ctx, 0, sender); err != nil {
		t.Fatal(err)
	}
	for w.driver.total(t, parcels) != "1" {
		if time.Now().After(deadline) {
			t.Fatal("the parcel is not back after the suspension was lifted")
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestOperatorsUpdateEndsSessionAndStream: an operator's sqlite3 UPDATE of
// suspended_at alone (auth_version untouched) ends the user's session and
// live-update stream at once.
func TestOperatorsUpdateEndsSessionAndStream(t *testing.T) {
	t.Parallel()
	w, other := externalWorld(t)
	stream := w.stranger.openEvents(t)
	expectStatus(t, w.stranger.do("GET", "/api/profile", nil), http.StatusOK)
	if _, err := other.DB().Exec(`UPDATE users SET suspended_at = '2026-01-01T00:00:00Z' WHERE email = ?`, "stranger@example.com"); err != nil {
		t.Fatal(err)
	}
	select {
	case <-stream.closed:
	case <-time.After(5 * time.Second):
		t.Fatal("the stream outlived the suspension")
	}
	expectStatus(t, w.stranger.do("GET", "/api/profile", nil), http.StatusUnauthorized)
	expectStatus(t, w.driver.do("GET", "/api/profile", nil), http.StatusOK)
}

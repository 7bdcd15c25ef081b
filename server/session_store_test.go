package server

import (
	"net/http"
	"testing"
	"time"

	"github.com/alexedwards/scs/v2"
)

// countingStore counts the writes that reach the store.
type countingStore struct {
	scs.Store
	commits int
}

func (c *countingStore) Commit(token string, b []byte, expiry time.Time) error {
	c.commits++
	return nil
}

func TestLazyStoreWritesOnlyChanges(t *testing.T) {
	t.Parallel()
	codec := scs.GobCodec{}
	enc := func(values map[string]any) []byte {
		b, err := codec.Encode(time.Now().Add(time.Hour), values)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	inner := &countingStore{}
	lazy := newLazyStore(inner, codec, time.Hour)
	same := map[string]any{"userID": int64(7), "csrf": "abc", "authVersion": int64(1)}
	for range 5 {
		if err := lazy.Commit("t1", enc(same), time.Now()); err != nil {
			t.Fatal(err)
		}
	}
	if inner.commits != 1 {
		t.Fatalf("unchanged session written %d times, want once", inner.commits)
	}
	_ = lazy.Commit("t1", enc(map[string]any{"userID": int64(8), "csrf": "abc", "authVersion": int64(1)}), time.Now())
	_ = lazy.Commit("t2", enc(same), time.Now())
	if inner.commits != 3 {
		t.Fatalf("changed or new sessions: %d writes, want 3", inner.commits)
	}
	// Once the interval has passed, an unchanged session is written again (its idle timeout slides).
	stale := newLazyStore(inner, codec, 0)
	_ = stale.Commit("t3", enc(same), time.Now())
	_ = stale.Commit("t3", enc(same), time.Now())
	if inner.commits != 5 {
		t.Fatalf("after the interval: %d writes, want 5", inner.commits)
	}
}

// A signed-in read writes nothing; assets and app pages never touch the session.
func TestSignedInReadsDoNotWriteTheSession(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("reader@example.com")
	expiry := func() float64 {
		var e float64
		if err := app.store.DB().Get(&e, `SELECT MAX(expiry) FROM sessions`); err != nil {
			t.Fatal(err)
		}
		return e
	}
	expectStatus(t, c.do("GET", "/api/profile", nil), http.StatusOK) // the first request after sign-up may write
	before := expiry()
	time.Sleep(20 * time.Millisecond)
	for _, path := range []string{"/api/profile", "/auth/session", "/api/parcels", "/api/rides"} {
		expectStatus(t, c.do("GET", path, nil), http.StatusOK)
	}
	if after := expiry(); after != before {
		t.Fatalf("signed-in reads moved the session's expiry: %v → %v", before, after)
	}
	for _, path := range []string{"/assets/app-abc1.js", "/", "/parcel/1"} {
		r := c.do("GET", path, nil)
		if r.header.Get("Set-Cookie") != "" || r.header.Get("Vary") == "Cookie" {
			t.Errorf("%s used the session: %v", path, r.header)
		}
	}
	// A change is written at once: signing out ends the session in the store.
	expectStatus(t, c.do("POST", "/auth/signout", nil), http.StatusNoContent)
	var n int
	_ = app.store.DB().Get(&n, `SELECT COUNT(*) FROM sessions`)
	if n != 0 {
		t.Fatalf("sessions after sign-out: %d", n)
	}
}

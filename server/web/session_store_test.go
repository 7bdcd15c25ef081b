package web

import (
	"bytes"
	"context"
	"database/sql"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/alexedwards/scs/sqlite3store"
	"github.com/alexedwards/scs/v2"

	"ridepost/store"
)

// countingStore counts the calls that reach the store.
type countingStore struct {
	scs.Store
	finds, commits atomic.Int64
}

func (c *countingStore) Find(token string) ([]byte, bool, error) {
	c.finds.Add(1)
	return c.Store.Find(token)
}

func (c *countingStore) Commit(token string, b []byte, expiry time.Time) error {
	c.commits.Add(1)
	return c.Store.Commit(token, b, expiry)
}

// newSessionDB returns sqlite3store over a fresh migrated database, without
// its cleanup goroutine.
func newSessionDB(t *testing.T) (*store.Store, *countingStore) {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "test.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st, &countingStore{Store: sqlite3store.NewWithCleanupInterval(st.DB().DB, 0)}
}

func encodeSession(t *testing.T, values map[string]any) []byte {
	t.Helper()
	b, err := SessionCodec{}.Encode(time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC), values)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestLazyStoreWritesOnlyChanges(t *testing.T) {
	t.Parallel()
	_, inner := newSessionDB(t)
	lazy := NewLazyStore(inner, time.Hour)
	expiry := time.Now().Add(time.Hour)
	for range 5 {
		same := map[string]any{"userID": int64(7), "csrf": "abc", "authVersion": int64(1)}
		if err := lazy.Commit("t1", encodeSession(t, same), expiry); err != nil {
			t.Fatal(err)
		}
	}
	if n := inner.commits.Load(); n != 1 {
		t.Fatalf("unchanged session written %d times, want once", n)
	}
	same := map[string]any{"userID": int64(7), "csrf": "abc", "authVersion": int64(1)}
	_ = lazy.Commit("t1", encodeSession(t, map[string]any{"userID": int64(8), "csrf": "abc", "authVersion": int64(1)}), expiry)
	_ = lazy.Commit("t2", encodeSession(t, same), expiry)
	if n := inner.commits.Load(); n != 3 {
		t.Fatalf("changed or new sessions: %d writes, want 3", n)
	}
	// Once the interval has passed, an unchanged session is written again (its idle timeout slides).
	stale := NewLazyStore(inner, 0)
	_ = stale.Commit("t3", encodeSession(t, same), expiry)
	_ = stale.Commit("t3", encodeSession(t, same), expiry.Add(time.Minute))
	if n := inner.commits.Load(); n != 5 {
		t.Fatalf("after the interval: %d writes, want 5", n)
	}
	if got := stale.known["t3"].expiry; !got.Equal(expiry.Add(time.Minute)) {
		t.Fatalf("expiry in memory: got %v, want the one written last", got)
	}
}

func TestLazyStoreFindsFromMemory(t *testing.T) {
	t.Parallel()
	_, inner := newSessionDB(t)
	lazy := NewLazyStore(inner, time.Hour)
	b := encodeSession(t, map[string]any{"userID": int64(7)})
	if err := lazy.Commit("t1", b, time.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	for range 5 {
		got, ok, err := lazy.Find("t1")
		if err != nil || !ok || !bytes.Equal(got, b) {
			t.Fatalf("Find: got %q %v %v, want %q", got, ok, err, b)
		}
	}
	if n := inner.finds.Load(); n != 0 {
		t.Fatalf("a committed session was read from the store %d times", n)
	}
	// An expired session is not returned from memory (nor from the store).
	_ = lazy.Commit("t2", b, time.Now().Add(-time.Second))
	if _, ok, _ := lazy.Find("t2"); ok {
		t.Fatal("an expired session was found")
	}
	// A deleted one is not either.
	if err := lazy.Delete("t1"); err != nil {
		t.Fatal(err)
	}
	if _, ok, _ := lazy.Find("t1"); ok {
		t.Fatal("a deleted session was found")
	}
	if n := inner.finds.Load(); n != 2 {
		t.Fatalf("the store was asked %d times, want twice (expired, deleted)", n)
	}
}

// With the prepared query (as in production), a session read from the store
// is kept with the expiry the store holds.
func TestLazyStoreKeepsTheExpiryItReads(t *testing.T) {
	t.Parallel()
	st, inner := newSessionDB(t)
	lazy := NewLazyStore(inner, time.Hour)
	lazy.find = prepareFind(t, st)
	b := encodeSession(t, map[string]any{"userID": int64(7)})
	// Rows written before this process started.
	expiry := time.Now().Add(400 * time.Millisecond)
	_ = inner.Commit("soon", b, expiry)
	_ = inner.Commit("later", b, time.Now().Add(time.Hour))
	for _, token := range []string{"soon", "later", "soon", "later"} {
		if got, ok, err := lazy.Find(token); err != nil || !ok || !bytes.Equal(got, b) {
			t.Fatalf("Find(%s): got %q %v %v", token, got, ok, err)
		}
	}
	if got := lazy.known["soon"].expiry; got.Sub(expiry).Abs() > time.Millisecond {
		t.Fatalf("expiry read: got %v, want %v", got, expiry)
	}
	time.Sleep(time.Until(expiry) + 50*time.Millisecond)
	if _, ok, _ := lazy.Find("soon"); ok {
		t.Fatal("a session was found after the expiry read from the store")
	}
	if _, ok, _ := lazy.Find("later"); !ok {
		t.Fatal("a live session was lost")
	}
}

func TestLazyStoreForgetsUnusedSessions(t *testing.T) {
	t.Parallel()
	_, inner := newSessionDB(t)
	lazy := NewLazyStore(inner, 0)
	lazy.keep = 0
	b := encodeSession(t, map[string]any{"userID": int64(7)})
	for _, token := range []string{"a", "b", "c"} {
		_ = lazy.Commit(token, b, time.Now().Add(time.Hour))
	}
	if n := len(lazy.known); n != 1 {
		t.Fatalf("sessions in memory: %d, want only the last one", n)
	}
	if _, ok, _ := lazy.Find("a"); !ok {
		t.Fatal("a forgotten session is no longer in the store")
	}
	// Past the bound, new sessions are written but not kept.
	full := NewLazyStore(inner, time.Hour)
	full.max = 2
	for _, token := range []string{"a", "b", "c", "d"} {
		_ = full.Commit(token, b, time.Now().Add(time.Hour))
	}
	if n := len(full.known); n != 2 {
		t.Fatalf("sessions in memory: %d, want the bound, 2", n)
	}
	if _, ok, _ := full.Find("d"); !ok {
		t.Fatal("a session past the bound was not written")
	}
}

// Many requests of the same few sessions at once; afterwards memory and the
// store agree on every one.
func TestLazyStoreConcurrentUse(t *testing.T) {
	t.Parallel()
	st, inner := newSessionDB(t)
	lazy := NewLazyStore(inner, time.Hour)
	lazy.find = prepareFind(t, st)
	tokens := []string{"a", "b", "c", "d"}
	var wg sync.WaitGroup
	for g := range 8 {
		b := encodeSession(t, map[string]any{"n": int64(g)})
		wg.Go(func() {
			for i := range 60 {
				token := tokens[(g+i)%len(tokens)]
				var err error
				switch i % 6 {
				case 0, 1:
					err = lazy.Commit(token, b, time.Now().Add(time.Hour))
				case 5:
					err = lazy.Delete(token)
				default:
					_, _, err = lazy.Find(token)
				}
				if err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	for _, token := range tokens {
		got, ok, _ := lazy.Find(token)
		want, wantOK, _ := inner.Store.Find(token)
		if ok != wantOK || !bytes.Equal(got, want) {
			t.Errorf("%s: memory has %q %v, the store %q %v", token, got, ok, want, wantOK)
		}
	}
}

func TestJulianTime(t *testing.T) {
	t.Parallel()
	tests := []struct {
		days float64
		want time.Time
	}{
		{2440587.5, time.Unix(0, 0)},
		{2451545.0, time.Date(2000, 1, 1, 12, 0, 0, 0, time.UTC)},
		{2460000.25, time.Date(2023, 2, 24, 18, 0, 0, 0, time.UTC)},
	}
	for _, tt := range tests {
		if got := julianTime(tt.days); !got.Equal(tt.want) {
			t.Errorf("julianTime(%v): got %v, want %v", tt.days, got, tt.want)
		}
	}
}

// prepareFind prepares the Find query as initSessions does.
func prepareFind(t *testing.T, st *store.Store) *sql.Stmt {
	t.Helper()
	find, err := st.DB().Prepare(SessionFindQuery)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { find.Close() })
	return find
}

// Shared with other servers, a session ended by another (its row deleted) is not found here once memory is no
// longer believed (SessionSharedFresh), however recently this one used it; an unchanged session is still
// written only once per interval.
func TestSharedLazyStoreReadsWhatOthersEnded(t *testing.T) {
	t.Parallel()
	_, inner := newSessionDB(t)
	here, there := NewLazyStore(inner, time.Hour), NewLazyStore(inner, time.Hour)
	here.Shared(true)
	there.Shared(true)
	here.fresh = 50 * time.Millisecond
	b := encodeSession(t, map[string]any{"userID": int64(7)})
	expiry := time.Now().Add(time.Hour)
	for range 3 {
		if err := here.Commit("t1", b, expiry); err != nil {
			t.Fatal(err)
		}
		if got, ok, err := here.Find("t1"); err != nil || !ok || !bytes.Equal(got, b) {
			t.Fatalf("Find: got %q %v %v, want %q", got, ok, err, b)
		}
	}
	if n := inner.commits.Load(); n != 1 {
		t.Fatalf("unchanged session written %d times, want once", n)
	}
	if err := there.Delete("t1"); err != nil { // signed out on another server
		t.Fatal(err)
	}
	time.Sleep(60 * time.Millisecond)
	if _, ok, _ := here.Find("t1"); ok {
		t.Fatal("a session another server ended was found in memory")
	}
}

// Servers sharing one store: a session is read from the store once, then believed from memory for a short
// while (no read a request), and a sign-out on one server holds on the other once that while has passed.
func TestSharedLazyStoresBelieveMemoryBriefly(t *testing.T) {
	t.Parallel()
	st, inner := newSessionDB(t)
	a, b := NewLazyStore(inner, time.Hour), NewLazyStore(inner, time.Hour)
	a.find, b.find = prepareFind(t, st), prepareFind(t, st) // as in production: the store's Find with the expiry
	a.Shared(true)
	b.Shared(true)
	a.fresh, b.fresh = 50*time.Millisecond, 50*time.Millisecond
	data := encodeSession(t, map[string]any{"userID": int64(7)})
	if err := a.Commit("t1", data, time.Now().Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	if _, ok, err := b.Find("t1"); err != nil || !ok {
		t.Fatalf("b: %v %v", ok, err)
	}
	read := b.known["t1"].checked
	for range 20 {
		if _, ok, err := b.Find("t1"); err != nil || !ok {
			t.Fatalf("b: %v %v", ok, err)
		}
	}
	if again := b.known["t1"].checked; !again.Equal(read) {
		t.Fatal("requests on b within the while read the shared store again")
	}
	if err := a.Delete("t1"); err != nil {
		t.Fatal(err)
	}
	time.Sleep(60 * time.Millisecond)
	if _, ok, _ := b.Find("t1"); ok {
		t.Fatal("a session deleted on a is still found on b once memory is no longer believed")
	}
}

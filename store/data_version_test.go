package store

import (
	"context"
	"path/filepath"
	"testing"
)

// twoStores opens one file twice, as the server and `ridepost admin` do.
func twoStores(t *testing.T) (*Store, *Store) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "ridepost.db")
	open := func() *Store {
		s, err := Open(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		return s
	}
	return open(), open()
}

func TestWriteWatchSeesOtherConnectionsCommits(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, other := twoStores(t)
	w, err := s.WatchWrites(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	changed := func(step string, want bool) {
		t.Helper()
		got, err := w.Changed(ctx)
		if err != nil || got != want {
			t.Fatalf("%s: changed %v (%v), want %v", step, got, err, want)
		}
	}
	changed("nothing written", false)
	mustCreateUser(t, other, "olena@example.com")
	changed("another store's commit", true)
	changed("nothing since", false)
	// A read commits nothing.
	if _, err := other.GetAdminStats(ctx); err != nil {
		t.Fatal(err)
	}
	changed("a read", false)
	// SQLite can not tell whose commit it was: the store's own move it too.
	mustCreateUser(t, s, "petro@example.com")
	changed("the store's own commit", true)
	// After a failed check, the next one can not tell what it missed.
	w.conn.Close()
	if _, err := w.Changed(ctx); err == nil {
		t.Fatal("a check on a closed connection did not fail")
	}
	changed("after a failure", true)
	changed("nothing since", false)
}

// BenchmarkDataVersion times one check, what the server pays every second.
func BenchmarkDataVersion(b *testing.B) {
	ctx := context.Background()
	s, err := Open(ctx, filepath.Join(b.TempDir(), "ridepost.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	w, err := s.WatchWrites(ctx)
	if err != nil {
		b.Fatal(err)
	}
	defer w.Close()
	for b.Loop() {
		if _, err := w.Changed(ctx); err != nil {
			b.Fatal(err)
		}
	}
}

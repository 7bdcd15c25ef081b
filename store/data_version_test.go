package store

import (
	"context"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"
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

func TestWriteWatchRunFiresOnCommitsOnly(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	s, other := twoStores(t)
	w, err := s.WatchWrites(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var fired atomic.Int32
	ran := make(chan struct{})
	go func() {
		defer close(ran)
		w.Run(ctx, 5*time.Millisecond, func(err error) {
			if err != nil {
				t.Error(err)
			}
			fired.Add(1)
		})
	}()
	time.Sleep(50 * time.Millisecond) // ten ticks, nothing written
	if n := fired.Load(); n != 0 {
		t.Fatalf("fired %d times with nothing written", n)
	}
	mustCreateUser(t, other, "olena@example.com")
	for deadline := time.Now().Add(5 * time.Second); fired.Load() == 0; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("a commit went unnoticed")
		}
	}
	time.Sleep(50 * time.Millisecond)
	if n := fired.Load(); n != 1 {
		t.Fatalf("fired %d times for one commit", n)
	}
	cancel()
	<-ran
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

package store

import (
	"context"
	"testing"
	"time"
)

// listenerPID is the backend of the feed's LISTEN connection on s's database (0: none yet).
func listenerPID(t *testing.T, s *Store) int {
	t.Helper()
	var pids []int
	if err := s.db.Select(&pids, `SELECT pid FROM pg_stat_activity WHERE datname = current_database()
		AND query = 'LISTEN `+feedChannel+`'`); err != nil {
		t.Fatal(err)
	}
	if len(pids) > 1 {
		t.Fatalf("%d listeners, want one", len(pids))
	}
	if len(pids) == 0 {
		return 0
	}
	return pids[0]
}

func awaitListener(t *testing.T, s *Store) int {
	t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if pid := listenerPID(t, s); pid != 0 {
			return pid
		}
	}
	t.Fatal("no LISTEN connection")
	return 0
}

// Another server's commit reaches a follower at once through NOTIFY, long before its poll; when its listening
// connection is killed, it listens again and reads what was committed meanwhile, missing nothing.
func TestFeedFollowerHearsOtherServersAndSurvivesALostConnection(t *testing.T) {
	t.Parallel()
	b := newPostgresStore(t)
	a, err := Open(context.Background(), b.source)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	a.SetOrigin("a")
	const poll = 30 * time.Second // the doorbell, not the poll, must wake it
	f := follow(t, b, poll)
	pid := awaitListener(t, b)
	start := time.Now()
	if err := appendInTx(t, a, Change{Parcels: []int64{1}}, 0, false); err != nil {
		t.Fatal(err)
	}
	if seen := f.await(1, 5*time.Second); len(seen) != 1 {
		t.Fatalf("another server's commit not followed: %v", seen)
	}
	t.Logf("commit on a → followed on b: %v", time.Since(start))
	if time.Sleep(50 * time.Millisecond); listenerPID(t, b) != pid {
		t.Fatal("the listening connection was replaced while idle")
	}
	// The listener's connection dies (a restarted database, a proxy's timeout): the commits made until it
	// listens again ring no bell for it, and the backlog read after LISTEN gets them.
	var killed bool
	if err := a.db.Get(&killed, `SELECT pg_terminate_backend(?)`, pid); err != nil || !killed {
		t.Fatalf("terminate the listener: %v %v", killed, err)
	}
	for i := range 5 {
		if err := appendInTx(t, a, Change{Parcels: []int64{int64(i + 2)}}, 0, false); err != nil {
			t.Fatal(err)
		}
	}
	// Without a bell it wakes at the next poll: a shorter one here would hide a lost wake-up, so this waits for
	// the reconnect, which does not wait for the poll.
	if seen := f.await(6, 5*time.Second); len(seen) != 6 {
		t.Fatalf("after the lost connection: followed %v, want 6 entries", seen)
	}
	if awaitListener(t, b) == pid {
		t.Fatal("still the killed connection")
	}
}

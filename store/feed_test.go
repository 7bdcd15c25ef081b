package store

import (
	"context"
	"math/rand/v2"
	"slices"
	"sync"
	"testing"
	"time"
)

// appendInTx writes c to the feed in a write transaction of its own, committed unless rollback.
func appendInTx(t *testing.T, s *Store, c Change, hold time.Duration, rollback bool) error {
	t.Helper()
	ctx := context.Background()
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	time.Sleep(hold)
	if _, err := s.appendChange(ctx, tx, c); err != nil {
		return err
	}
	if rollback {
		return tx.Rollback()
	}
	return tx.Commit()
}

// The feed holds what each committed transaction changed, by id, in commit order; a rolled back one is not there.
func TestFeedKeepsCommittedChanges(t *testing.T) {
	t.Parallel()
	s, ctx := newTestStore(t), context.Background()
	s.SetOrigin("a")
	for _, c := range []struct {
		change   Change
		rollback bool
	}{
		{Change{Parcels: []int64{1, 2}, Notices: []Notification{{ID: 7}}}, false},
		{Change{Rides: []int64{3}}, true},
		{Change{}, false}, // nothing changed: no entry
		{Change{Users: []int64{4}, Messages: []Message{{ID: 9}}, Requests: []int64{5}, Alerts: []int64{6}}, false},
	} {
		if err := appendInTx(t, s, c.change, 0, c.rollback); err != nil {
			t.Fatal(err)
		}
	}
	got := must(s.ChangesAfter(ctx, 0, 10))
	if len(got) != 2 || got[0].Origin != "a" || !slices.Equal(got[0].Parcels, []int64{1, 2}) || !slices.Equal(got[0].Notices, []int64{7}) ||
		!slices.Equal(got[1].Users, []int64{4}) || !slices.Equal(got[1].Messages, []int64{9}) || got[1].ID <= got[0].ID {
		t.Fatalf("feed: %+v", got)
	}
	if last := must(s.LastChange(ctx)); last != got[1].ID {
		t.Fatalf("last change %d, want %d", last, got[1].ID)
	}
	if rest := must(s.ChangesAfter(ctx, got[0].ID, 10)); len(rest) != 1 || rest[0].ID != got[1].ID {
		t.Fatalf("after the first: %+v", rest)
	}
	// Trimming keeps the newest entry, so that ids go on after it.
	if n := must(s.TrimChanges(ctx, time.Now().Add(time.Hour))); n != 1 {
		t.Fatalf("trimmed %d, want 1", n)
	}
	if err := appendInTx(t, s, Change{Parcels: []int64{8}}, 0, false); err != nil {
		t.Fatal(err)
	}
	if after := must(s.ChangesAfter(ctx, got[1].ID, 10)); len(after) != 1 || after[0].ID <= got[1].ID {
		t.Fatalf("after trimming: %+v", after)
	}
}

// follow runs s.Follow until the test ends and gathers the ids it is given.
type follower struct {
	mu   sync.Mutex
	seen []int64
}

func follow(t *testing.T, s *Store, poll time.Duration) *follower {
	t.Helper()
	f := &follower{}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() {
		defer close(done)
		s.Follow(ctx, 0, poll, func(list []FeedEntry) {
			f.mu.Lock()
			defer f.mu.Unlock()
			for _, e := range list {
				f.seen = append(f.seen, e.ID)
			}
		}, nil)
	}()
	t.Cleanup(func() { cancel(); <-done })
	return f
}

// await waits up to within for n ids, and returns them.
func (f *follower) await(n int, within time.Duration) []int64 {
	deadline := time.Now().Add(within)
	for {
		f.mu.Lock()
		seen := slices.Clone(f.seen)
		f.mu.Unlock()
		if len(seen) >= n || time.Now().After(deadline) {
			return seen
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// Sixteen servers' worth of writers holding their transactions 0–3 ms: a follower reading by id misses none
// and is given each once, in order (on PostgreSQL ids are handed out before commit, so without the
// write lock held to the commit a later id could commit first and an id cursor would pass an earlier one).
func TestFeedFollowerMissesNoConcurrentCommit(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	f := follow(t, s, time.Second)
	const writers, each = 16, 25
	var wg sync.WaitGroup
	for w := range writers {
		wg.Go(func() {
			for i := range each {
				hold := time.Duration(rand.IntN(3000)) * time.Microsecond
				if err := appendInTx(t, s, Change{Parcels: []int64{int64(w*each + i + 1)}}, hold, false); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	seen := f.await(writers*each, 5*time.Second)
	if len(seen) != writers*each || !slices.IsSorted(seen) || len(slices.Compact(slices.Clone(seen))) != len(seen) {
		t.Fatalf("follower was given %d entries (want %d, each once, in order)", len(seen), writers*each)
	}
}

package store

import (
	"context"
	"errors"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"ridepost/store/pgtest"
)

// twoServers opens one fresh database twice, as two servers on it would, named a and b in the feed.
func twoServers(t *testing.T) (*Store, *Store) {
	t.Helper()
	where := filepath.Join(t.TempDir(), "ridepost.db")
	if pgtest.OnPostgres() {
		where = pgtest.Get(t).Database(t, "store_migrated", migratePostgres)
	}
	open := func(name string) *Store {
		s, err := Open(context.Background(), where)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { s.Close() })
		s.SetOrigin(name)
		return s
	}
	return open("a"), open("b")
}

// A slot runs once whichever server claims it, and a job that fails (a server dying mid-job) frees it.
func TestJobRunsOnceASlot(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, b := twoServers(t)
	slot := SlotOf("lifecycle", time.Hour, time.Now())
	var runs atomic.Int32
	job := func(*sqlx.Tx) (Change, error) { runs.Add(1); return Change{}, nil }
	if err := a.Once(ctx, slot, job); err != nil {
		t.Fatal(err)
	}
	if err := b.Once(ctx, slot, job); !errors.Is(err, ErrSlotTaken) {
		t.Fatalf("b ran a's slot: %v", err)
	}
	if err := a.Once(ctx, slot, job); !errors.Is(err, ErrSlotTaken) {
		t.Fatalf("a ran its slot twice: %v", err)
	}
	if runs.Load() != 1 {
		t.Fatalf("ran %d times, want 1", runs.Load())
	}

	// a claims the next slot and fails while b waits for it: b then runs it.
	next := SlotOf("lifecycle", time.Hour, time.Now().Add(time.Hour))
	claimed, fail := make(chan struct{}), make(chan struct{})
	aDone := make(chan error, 1)
	go func() {
		aDone <- a.Once(ctx, next, func(*sqlx.Tx) (Change, error) {
			close(claimed)
			<-fail
			return Change{}, errors.New("killed mid-job")
		})
	}()
	<-claimed
	bDone := make(chan error, 1)
	go func() { bDone <- b.Once(ctx, next, job) }()
	time.Sleep(50 * time.Millisecond)
	close(fail)
	if err := <-aDone; err == nil || errors.Is(err, ErrSlotTaken) {
		t.Fatalf("a's failed job: %v", err)
	}
	if err := <-bDone; err != nil {
		t.Fatalf("b after a failed: %v", err)
	}
	got, err := a.JobRuns(ctx, "lifecycle", slot.Start)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Runner != "a" || got[1].Runner != "b" || runs.Load() != 2 {
		t.Fatalf("runs %d, job_runs %+v; want a's slot, then b's", runs.Load(), got)
	}
	// The trim forgets the runs of a day ago.
	if _, err := a.TrimChangesOnce(ctx, next.Start.Add(time.Minute), Slot{}); err != nil {
		t.Fatal(err)
	}
	if got, _ := a.JobRuns(ctx, "lifecycle", time.Time{}); len(got) != 0 {
		t.Fatalf("after the trim: %+v", got)
	}
}

// The time rules in a slot: a second server's pass in the same slot does nothing, even with work due.
func TestExpireDueOnceASlot(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, b := twoServers(t)
	slot := SlotOf("lifecycle", time.Hour, time.Now())
	clock := Clock{Now: time.Now(), Today: time.Now().Format(time.DateOnly)}
	if _, err := a.ExpireDueOnce(ctx, clock, slot); err != nil {
		t.Fatal(err)
	}
	if _, err := b.ExpireDueOnce(ctx, clock, slot); !errors.Is(err, ErrSlotTaken) {
		t.Fatalf("b in a's slot: %v", err)
	}
	if _, err := b.ExpireDue(ctx, clock); err != nil { // no slot: runs whenever called (--dev housekeeping)
		t.Fatal(err)
	}
}

package store

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
)

// watcher records what the store says it changed.
type watcher struct {
	mu             sync.Mutex
	parcels, rides []int64
}

func (w *watcher) hear(parcels, rides []int64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.parcels = append(w.parcels, parcels...)
	w.rides = append(w.rides, rides...)
}

// take returns and forgets what was heard.
func (w *watcher) take() (parcels, rides []int64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	parcels, rides = w.parcels, w.rides
	w.parcels, w.rides = nil, nil
	slices.Sort(parcels)
	slices.Sort(rides)
	return parcels, rides
}

// TestWatchHearsEveryCommittedChange: each write that can change whether a
// parcel or ride is open names it, after the commit; a failed write names
// nothing.
func TestWatchHearsEveryCommittedChange(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	var w watcher
	s.Watch(w.hear)
	sender := mustCreateUser(t, s, "sender@example.com")
	driver := mustCreateUser(t, s, "driver@example.com")
	expect := func(step string, parcels, rides []int64) {
		t.Helper()
		gotP, gotR := w.take()
		if !slices.Equal(gotP, parcels) || !slices.Equal(gotR, rides) {
			t.Errorf("%s: heard parcels %v rides %v, want %v %v", step, gotP, gotR, parcels, rides)
		}
	}
	p, err := s.CreateParcel(ctx, newParcel(sender.ID))
	if err != nil {
		t.Fatal(err)
	}
	expect("create parcel", []int64{p.ID}, nil)
	r := newRide(t, s, driver.ID)
	expect("create ride", nil, []int64{r.ID})
	q, err := s.CreateRequest(ctx, p.ID, r.ID, FromSender, 100, nil)
	if err != nil {
		t.Fatal(err)
	}
	expect("a request changes neither", nil, nil)
	if _, err := s.ApproveRequest(ctx, q.ID); err != nil {
		t.Fatal(err)
	}
	expect("approve", []int64{p.ID}, []int64{r.ID})
	if _, err := s.ApproveRequest(ctx, q.ID); !errors.Is(err, ErrConflict) {
		t.Fatalf("approve twice: %v", err)
	}
	expect("a refused approval", nil, nil)
	if _, err := s.CancelRide(ctx, driver.ID, r.ID); err != nil {
		t.Fatal(err)
	}
	expect("cancel ride", []int64{p.ID}, []int64{r.ID})
	if _, err := s.CancelParcel(ctx, sender.ID, p.ID); err != nil {
		t.Fatal(err)
	}
	expect("cancel parcel", []int64{p.ID}, nil)
}

// TestCreateRequestChecksFitInTransaction: the route rule sees the parcel and
// ride as the transaction reads them, and a misfit stores nothing.
func TestCreateRequestChecksFitInTransaction(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	sender := mustCreateUser(t, s, "sender@example.com")
	driver := mustCreateUser(t, s, "driver@example.com")
	p, _ := s.CreateParcel(ctx, newParcel(sender.ID))
	r := newRide(t, s, driver.ID)
	var seen [2]int64
	_, err := s.CreateRequest(ctx, p.ID, r.ID, FromSender, 100, func(pp *Parcel, rr *Ride) bool {
		seen = [2]int64{pp.ID, rr.ID}
		return pp.FromPlaceID == rr.FromPlaceID && rr.Capacity == 3
	})
	if err != nil || seen != [2]int64{p.ID, r.ID} {
		t.Fatalf("a fitting request: %v (rule saw %v)", err, seen)
	}
	other, _ := s.CreateParcel(ctx, newParcel(sender.ID))
	_, err = s.CreateRequest(ctx, other.ID, r.ID, FromSender, 100, func(*Parcel, *Ride) bool { return false })
	if !errors.Is(err, ErrRouteMismatch) {
		t.Fatalf("a misfit: %v, want ErrRouteMismatch", err)
	}
	if list, _ := s.ListRequestsByParcel(ctx, other.ID); len(list) != 0 {
		t.Fatalf("a misfit stored %+v", list)
	}
}

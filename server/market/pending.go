package market

import (
	"context"
	"sync"

	"ridepost/store"
)

// pendingRequests are the pending requests between parcels and rides, in memory for the available lists,
// which tell on each card what is pending between the reader and it: loaded with the index, then read again
// by id for every request a commit changed (store.Change.Requests), so that the last read of a request is
// always after its last change.
type pendingRequests struct {
	mu     sync.RWMutex
	byPair map[pair]store.Request
	// rides are, by parcel, the rides it has a pending request with; parcels the same by ride.
	rides, parcels map[int64][]int64
}

type pair struct{ parcel, ride int64 }

func newPendingRequests() *pendingRequests {
	return &pendingRequests{byPair: map[pair]store.Request{}, rides: map[int64][]int64{}, parcels: map[int64][]int64{}}
}

// put keeps q if it is pending and forgets it otherwise.
func (t *pendingRequests) put(q store.Request) {
	k := pair{q.ParcelID, q.RideID}
	t.mu.Lock()
	defer t.mu.Unlock()
	_, had := t.byPair[k]
	switch {
	case q.Status == store.RequestPending && !had:
		t.rides[k.parcel] = append(t.rides[k.parcel], k.ride)
		t.parcels[k.ride] = append(t.parcels[k.ride], k.parcel)
		fallthrough
	case q.Status == store.RequestPending:
		t.byPair[k] = q
	case had:
		delete(t.byPair, k)
		t.rides[k.parcel] = without(t.rides[k.parcel], k.ride)
		t.parcels[k.ride] = without(t.parcels[k.ride], k.parcel)
		if len(t.rides[k.parcel]) == 0 {
			delete(t.rides, k.parcel)
		}
		if len(t.parcels[k.ride]) == 0 {
			delete(t.parcels, k.ride)
		}
	}
}

func without(ids []int64, id int64) []int64 {
	for i, v := range ids {
		if v == id {
			ids[i] = ids[len(ids)-1]
			return ids[:len(ids)-1]
		}
	}
	return ids
}

// refresh reads the requests of ids again, and forgets those gone.
func (t *pendingRequests) refresh(ctx context.Context, st *store.Store, ids []int64) error {
	now, err := st.GetRequests(ctx, ids)
	if err != nil {
		return err
	}
	for _, id := range ids {
		if q, ok := now[id]; ok {
			t.put(*q)
		} else {
			t.forget(id)
		}
	}
	return nil
}

func (t *pendingRequests) forget(id int64) {
	t.mu.RLock()
	var gone *store.Request
	for _, q := range t.byPair {
		if q.ID == id {
			gone = &q
			break
		}
	}
	t.mu.RUnlock()
	if gone != nil {
		gone.Status = store.RequestExpired
		t.put(*gone)
	}
}

// withRide is, by parcel, the pending request between ride and each of parcels.
func (t *pendingRequests) withRide(ride int64, parcels []int64) map[int64]store.Request {
	out := map[int64]store.Request{}
	t.mu.RLock()
	defer t.mu.RUnlock()
	for _, p := range parcels {
		if q, ok := t.byPair[pair{p, ride}]; ok {
			out[p] = q
		}
	}
	return out
}

// withParcel is, by ride, the pending request between parcel and each of rides.
func (t *pendingRequests) withParcel(parcel int64, rides []int64) map[int64]store.Request {
	out := map[int64]store.Request{}
	t.mu.RLock()
	defer t.mu.RUnlock()
	for _, r := range rides {
		if q, ok := t.byPair[pair{parcel, r}]; ok {
			out[r] = q
		}
	}
	return out
}

// withDriver is, by parcel, a pending request between each of parcels and any ride of driver; where there are
// several, the newest the sender sent, else the newest (as store.PendingWithDriver).
func (t *pendingRequests) withDriver(driver int64, parcels []int64) map[int64]store.Request {
	out := map[int64]store.Request{}
	t.mu.RLock()
	defer t.mu.RUnlock()
	for _, p := range parcels {
		for _, r := range t.rides[p] {
			if q := t.byPair[pair{p, r}]; q.DriverID == driver {
				keepPreferred(out, p, q, store.FromSender)
			}
		}
	}
	return out
}

// withSender is, by ride, a pending request between each of rides and any parcel of sender; where there are
// several, the newest the driver sent, else the newest (as store.PendingWithSender).
func (t *pendingRequests) withSender(sender int64, rides []int64) map[int64]store.Request {
	out := map[int64]store.Request{}
	t.mu.RLock()
	defer t.mu.RUnlock()
	for _, r := range rides {
		for _, p := range t.parcels[r] {
			if q := t.byPair[pair{p, r}]; q.SenderID == sender {
				keepPreferred(out, r, q, store.FromDriver)
			}
		}
	}
	return out
}

func keepPreferred(out map[int64]store.Request, key int64, q store.Request, direction string) {
	old, ok := out[key]
	if !ok || (q.Direction == direction) != (old.Direction == direction) && q.Direction == direction ||
		(q.Direction == direction) == (old.Direction == direction) && q.ID > old.ID {
		out[key] = q
	}
}

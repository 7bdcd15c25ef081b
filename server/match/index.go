package match

import (
	"slices"
	"sync"
)

// Index holds the open parcels and rides of the market, grouped so that a
// search visits only the groups near its route:
//
//   - parcels by (from place, to place), each group sorted by pickup date;
//     a route query visits only the pairs of places whose own detour fits
//     (the route's corridor, cached per route, with its parcels counted by
//     day, so that a total reads one short array);
//   - rides by (from place, to place), sorted by departure; each place lists
//     the ride pairs that could stop there (cached per place), and a query
//     intersects the lists of its two places.
//
// The database is the truth: the server loads the index at start and puts
// every committed change of a parcel or ride into it. It is safe for
// concurrent use.
type Index struct {
	pts Places

	mu      sync.RWMutex
	today   Day   // parcels that are not open on today have been pruned
	now     int64 // rides that left by now (Unix seconds) have been pruned
	parcels parcelIndex
	rides   rideIndex

	// CorridorBudget bounds the bytes of the cached routes (about);
	// 0: DefaultCorridorBudget. Set it before the first search.
	CorridorBudget int

	// The caches are kept exact by the writers (under mu) and filled by
	// readers; the routes' within CorridorBudget, near only grows with
	// the market's pairs.
	cacheMu sync.Mutex
	cache   corridorCache
	near    map[int64][]int32
	memo    fitMemo
}

// pair is a (from place, to place) key.
type pair struct{ from, to int64 }

// Hit is one match of a search: the item and the detour it makes.
type Hit struct {
	ID       int64
	DetourKm int
}

// HitIDs lists the ids of hits, in their order.
func HitIDs(hits []Hit) []int64 {
	out := make([]int64, len(hits))
	for i, h := range hits {
		out[i] = h.ID
	}
	return out
}

// New makes an empty index over the given places.
func New(pts Places) *Index {
	x := &Index{
		pts:     pts,
		parcels: newParcelIndex(),
		rides:   rideIndex{buckets: map[pair]*rideBucket{}, owners: map[int64][]ownedRide{}, revs: map[int64]uint64{}},
		near:    map[int64][]int32{},
	}
	x.cache.init()
	return x
}

// Len is the number of open parcels and rides held.
func (x *Index) Len() (parcels, rides int) {
	x.mu.RLock()
	defer x.mu.RUnlock()
	return x.parcels.size, x.rides.size
}

// PutParcel records a parcel's current state: open (New and within its
// dates) puts it in, anything else takes it out. A parcel's places, type
// and dates never change, which is what finds it again.
func (x *Index) PutParcel(p Parcel, open bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if open && p.OpenOn(x.today) {
		x.addParcel(p)
	} else {
		x.removeParcel(p)
	}
}

// PutRide records a ride's current state: open (taking requests, with a free
// place) puts it in, anything else takes it out.
func (x *Index) PutRide(r Ride, open bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if open && r.Departure > x.now {
		x.addRide(r)
	} else {
		x.removeRide(r)
	}
}

// Prune drops the parcels whose dates have passed by today and the rides
// that left at or before now (Unix seconds).
func (x *Index) Prune(now int64, today Day) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.pruneParcels(today)
	if now > x.now {
		x.now = now
		x.pruneRides(now)
	}
}

// readLocked runs a search under the read lock, first dropping the parcels
// of past days when the calendar has moved on since the last prune.
func (x *Index) readLocked(today Day, search func()) {
	x.mu.RLock()
	if today > x.today {
		x.mu.RUnlock()
		x.mu.Lock()
		x.pruneParcels(today)
		x.mu.Unlock()
		x.mu.RLock()
	}
	defer x.mu.RUnlock()
	search()
}

// Contents lists what the index holds, by id: for comparing it with the
// database.
func (x *Index) Contents() ([]Parcel, []Ride) {
	x.mu.RLock()
	defer x.mu.RUnlock()
	var ps []Parcel
	for _, b := range x.parcels.list {
		for _, i := range b.items {
			ps = append(ps, x.parcels.parcel(i))
		}
	}
	var rs []Ride
	for _, b := range x.rides.buckets {
		for _, it := range b.items {
			rs = append(rs, Ride{ID: it.id, Owner: it.owner, From: b.key.from, To: b.key.to, Departure: it.dep, Day: it.day, Types: it.types})
		}
	}
	slices.SortFunc(ps, func(a, b Parcel) int { return cmpInt(a.ID, b.ID) })
	slices.SortFunc(rs, func(a, b Ride) int { return cmpInt(a.ID, b.ID) })
	return ps, rs
}

func cmpInt[T ~int64 | ~int32 | ~int](a, b T) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// removeOwned drops item id from an owner's list.
func removeOwned[T any](owners map[int64][]T, owner, id int64, idOf func(T) int64) {
	list := slices.DeleteFunc(owners[owner], func(t T) bool { return idOf(t) == id })
	if len(list) == 0 {
		delete(owners, owner)
	} else {
		owners[owner] = list
	}
}

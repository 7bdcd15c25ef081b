package match

import (
	"slices"
	"sync"
)

// Index holds the open parcels and rides by (from, to) place pair, so that a search visits
// only the pairs near its route. The server loads it at start and puts every committed
// change into it. It is safe for concurrent use.
type Index struct {
	pts Places

	mu      sync.RWMutex
	today   Day   // parcels that are not open on today have been pruned
	now     int64 // rides that left by now (Unix seconds) have been pruned
	parcels parcelIndex
	rides   rideIndex

	// CorridorBudget bounds the cached routes' bytes (0: DefaultCorridorBudget); set it before the first search.
	CorridorBudget int
	// RideRoutes bounds the searched routes whose fitting ride pairs are kept (0: DefaultRideRoutes); set it
	// before the first search.
	RideRoutes int

	// The caches are kept exact by the writers (under mu) and filled by readers.
	cacheMu sync.Mutex
	cache   corridorCache
	near    map[int64][]int32
	// rideRoutes are searched routes' fitting ride pairs (ride_routes.go).
	rideRoutes map[pair]*rideRoute
	memo       fitMemo
}

type pair struct{ from, to int64 }

// Hit is one match of a search: the item and the detour it makes.
type Hit struct {
	ID       int64
	DetourKm int
	// also are the days of the later rides of a series hit that the search takes too (RideQuery.OneASeries).
	also  [MaxAlsoOn]Day
	alsoN uint8
}

// AlsoOn are the days of up to MaxAlsoOn later rides of the hit's series that the search takes too, in order.
func (h *Hit) AlsoOn() []Day { return h.also[:h.alsoN] }

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
		rides: rideIndex{buckets: map[pair]*rideBucket{}, owners: map[int64][]ownedRide{}, revs: map[int64]uint64{},
			runs: map[runKey][]rideItem{}},
		near: map[int64][]int32{}, rideRoutes: map[pair]*rideRoute{},
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

// PutParcel puts an open parcel in, or takes it out. A parcel's places, type and
// dates never change, which is what finds it again.
func (x *Index) PutParcel(p Parcel, open bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if open && p.OpenOn(x.today) {
		x.addParcel(p)
	} else {
		x.removeParcel(p)
	}
}

// PutRide puts an open ride in, or takes it out.
func (x *Index) PutRide(r Ride, open bool) {
	x.mu.Lock()
	defer x.mu.Unlock()
	if open && r.Departure > x.now {
		x.addRide(r)
	} else {
		x.removeRide(r)
	}
}

// Prune drops the parcels whose dates have passed by today and the rides that left by now.
func (x *Index) Prune(now int64, today Day) {
	x.mu.Lock()
	defer x.mu.Unlock()
	x.pruneParcels(today)
	if now > x.now {
		x.now = now
		x.pruneRides(now)
	}
}

// readLocked prunes first when the calendar has moved on since the last prune.
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

// Contents lists what the index holds, by id, for comparing it with the database.
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
			rs = append(rs, Ride{ID: it.id, Owner: it.owner, From: b.key.from, To: b.key.to, Departure: it.dep, Day: it.day,
				Types: it.types, Series: it.series})
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

func removeOwned[T any](owners map[int64][]T, owner, id int64, idOf func(T) int64) {
	list := slices.DeleteFunc(owners[owner], func(t T) bool { return idOf(t) == id })
	if len(list) == 0 {
		delete(owners, owner)
	} else {
		owners[owner] = list
	}
}

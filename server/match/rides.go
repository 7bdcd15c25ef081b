package match

import (
	"slices"
)

type rideItem struct {
	id, owner, dep int64
	series         int64
	day            Day
	seq            int32 // its bucket's
	types          Types
	instant        bool
}

func itemOf(r Ride) rideItem {
	return rideItem{id: r.ID, owner: r.Owner, dep: r.Departure, series: r.Series, day: r.Day, types: r.Types, instant: r.Instant}
}

func (it rideItem) key() (int64, int64) { return it.dep, it.id }

// rideBucket stays when it empties, so that a pair's seq never changes.
type rideBucket struct {
	key   pair
	seq   int32
	a, b  Point
	ab    float64
	items []rideItem
	runs  []int64 // the series with rides here (runKey)
}

type rideIndex struct {
	buckets map[pair]*rideBucket
	pairs   []*rideBucket // by seq
	owners  map[int64][]ownedRide
	size    int
	// revs numbers an owner's list anew on each change, from one counter, for the fit memo.
	revs   map[int64]uint64
	revSeq uint64
	// runs are each series' rides in a bucket, by departure, for listing a series once.
	runs map[runKey][]rideItem
}

func (rx *rideIndex) touch(owner int64) {
	if _, ok := rx.owners[owner]; !ok {
		delete(rx.revs, owner)
		return
	}
	rx.revSeq++
	rx.revs[owner] = rx.revSeq
}

type ownedRide struct {
	Ride
	bucket *rideBucket
}

func cmpRideItems(a, b rideItem) int {
	if c := cmpInt(a.dep, b.dep); c != 0 {
		return c
	}
	return cmpInt(a.id, b.id)
}

func (x *Index) addRide(r Ride) {
	rx := &x.rides
	k := pair{r.From, r.To}
	b := rx.buckets[k]
	if b == nil {
		pa, okA := x.pts(r.From)
		pb, okB := x.pts(r.To)
		if !okA || !okB {
			return // no query could find it
		}
		b = &rideBucket{key: k, seq: int32(len(rx.pairs)), a: pa, b: pb, ab: Km(pa, pb)}
		rx.buckets[k] = b
		rx.pairs = append(rx.pairs, b)
		x.cacheMu.Lock()
		for id, list := range x.near {
			if s, ok := x.pts(id); ok && mayStop(Km(pa, s), Km(s, pb), b.ab) {
				x.near[id] = append(list, b.seq)
			}
		}
		x.cacheMu.Unlock()
	}
	it := itemOf(r)
	it.seq = b.seq
	at, found := slices.BinarySearchFunc(b.items, it, cmpRideItems)
	if found { // the same ride again: what may have changed besides its place (instant booking)
		b.items[at] = it
		rx.updateInRun(b, it)
		owned := rx.owners[r.Owner]
		if k, ok := slices.BinarySearchFunc(owned, r, cmpOwned); ok {
			owned[k].Ride = r
		}
		return
	}
	b.items = slices.Insert(b.items, at, it)
	rx.addToRun(b, it)
	rx.size++
	owned := rx.owners[r.Owner]
	at, _ = slices.BinarySearchFunc(owned, r, cmpOwned)
	rx.owners[r.Owner] = slices.Insert(owned, at, ownedRide{r, b})
	rx.touch(r.Owner)
}

// cmpOwned orders by day, then id, so that a parcel's days are a run of an owner's rides.
func cmpOwned(o ownedRide, r Ride) int {
	if c := cmpInt(o.Day, r.Day); c != 0 {
		return c
	}
	return cmpInt(o.ID, r.ID)
}

func (x *Index) removeRide(r Ride) {
	rx := &x.rides
	b := rx.buckets[pair{r.From, r.To}]
	if b == nil {
		return
	}
	at, found := slices.BinarySearchFunc(b.items, rideItem{id: r.ID, dep: r.Departure}, cmpRideItems)
	if !found {
		return
	}
	it := b.items[at]
	b.items = slices.Delete(b.items, at, at+1)
	rx.removeFromRun(b, it)
	removeOwned(rx.owners, it.owner, it.id, func(r ownedRide) int64 { return r.ID })
	rx.touch(it.owner)
	rx.size--
}

func (x *Index) pruneRides(now int64) {
	for _, b := range x.rides.buckets {
		n, _ := slices.BinarySearchFunc(b.items, now+1, func(it rideItem, t int64) int { return cmpInt(it.dep, t) })
		for _, it := range b.items[:n] {
			x.rides.removeFromRun(b, it)
			removeOwned(x.rides.owners, it.owner, it.id, func(r ownedRide) int64 { return r.ID })
			x.rides.touch(it.owner)
		}
		b.items = slices.Delete(b.items, 0, n)
		x.rides.size -= n
	}
}

// nearOf lists, by seq, the ride pairs that could stop at s; callers hold mu for reading.
func (x *Index) nearOf(s Point) []int32 {
	x.cacheMu.Lock()
	defer x.cacheMu.Unlock()
	list, ok := x.near[s.ID]
	if !ok {
		for _, b := range x.rides.pairs {
			if mayStop(Km(b.a, s), Km(s, b.b), b.ab) {
				list = append(list, b.seq)
			}
		}
		x.near[s.ID] = list
	}
	return list[:len(list):len(list)]
}

// RideQuery asks for open rides.
type RideQuery struct {
	From, To int64 // the parcel's route (both), or one city it needs; 0: any
	// The days a ride may leave on (Kyiv dates, inclusive); 0: open.
	DayFrom, DayTo Day
	After          int64   // rides leaving after this (Unix seconds)
	Type           Types   // the parcel's type; 0: any
	Exclude        []int64 // owners whose rides are left out
	Instant        bool    // only rides that approve fitting requests at once
	// OneASeries lists a series once, as its earliest ride the query takes, with the later ones' days (AlsoOn).
	OneASeries    bool
	Offset, Limit int
}

// Rides answers one page of hits by detour, departure, then id, and the total.
func (x *Index) Rides(q RideQuery) (hits []Hit, total int) {
	x.readLocked(0, func() { hits, total = x.searchRides(q) })
	return hits, total
}

func (x *Index) searchRides(q RideQuery) ([]Hit, int) {
	var cands []cand[rideItem]
	total := 0
	rx := &x.rides
	add := func(b *rideBucket, detour int) {
		items := q.window(b.items)
		n := len(items)
		if q.Type != 0 || q.Instant {
			n = 0
			for _, it := range items {
				if q.takes(it) {
					n++
				}
			}
		}
		if q.OneASeries {
			n -= rx.repeats(b, q)
		}
		if n > 0 {
			total += n
			cands = append(cands, cand[rideItem]{detour: detour, items: items, count: n, src: b})
		}
	}
	p, okP := x.pts(q.From)
	s, okQ := x.pts(q.To)
	switch {
	case q.From != 0 && !okP, q.To != 0 && !okQ:
		return nil, 0
	case okP && okQ:
		for _, f := range x.rideRouteOf(p, s) {
			if b := rx.pairs[f.seq]; len(b.items) > 0 {
				add(b, int(f.detour))
			}
		}
	case okP || okQ:
		if !okP {
			p = s
		}
		for _, seq := range x.nearOf(p) {
			if b := rx.pairs[seq]; len(b.items) > 0 {
				if d, ok := StopFit(b.a, b.b, p); ok {
					add(b, d)
				}
			}
		}
	default:
		for _, b := range rx.pairs {
			add(b, 0)
		}
	}
	excluded := map[int]int{}
	if len(q.Exclude) > 0 && len(cands) > 0 {
		buckets := make(map[*rideBucket]int, len(cands))
		for _, c := range cands {
			buckets[c.src.(*rideBucket)] = c.detour
		}
		for _, owner := range q.Exclude {
			for _, r := range rx.owners[owner] {
				d, ok := buckets[r.bucket]
				it := itemOf(r.Ride)
				if ok && len(q.window([]rideItem{it})) == 1 && q.takes(it) && (!q.OneASeries || rx.listed(r.bucket, q, it)) {
					excluded[d]++
					total--
				}
			}
		}
	}
	keep := func(it rideItem) bool {
		if !q.takes(it) || slices.Contains(q.Exclude, it.owner) {
			return false
		}
		return !q.OneASeries || it.series == 0 || rx.listed(rx.bucketOf(it), q, it)
	}
	var mark func(rideItem, *Hit)
	if q.OneASeries {
		mark = func(it rideItem, h *Hit) { rx.markAlso(rx.bucketOf(it), q, it, h) }
	}
	return page(cands, excluded, total, q.Offset, q.Limit, rideItem.key, keep, mark)
}

func (q RideQuery) takes(it rideItem) bool {
	return (q.Type == 0 || it.types.takes(q.Type)) && (!q.Instant || it.instant)
}

func (q RideQuery) window(items []rideItem) []rideItem {
	lo, _ := slices.BinarySearchFunc(items, q.After+1, func(it rideItem, t int64) int { return cmpInt(it.dep, t) })
	if q.DayFrom != 0 {
		d, _ := slices.BinarySearchFunc(items, q.DayFrom, func(it rideItem, d Day) int { return cmpInt(it.day, d) })
		lo = max(lo, d)
	}
	hi := len(items)
	if q.DayTo != 0 {
		hi, _ = slices.BinarySearchFunc(items, q.DayTo+1, func(it rideItem, d Day) int { return cmpInt(it.day, d) })
	}
	if lo >= hi {
		return nil
	}
	return items[lo:hi]
}

package match

import (
	"slices"
)

// corridor is a query's cached neighbourhood: the places with open parcels
// that a route a → b could stop at, and the buckets between them that fit,
// by detour, with their parcels counted by day (a route query); or the
// places within MinToleranceKm of a (a query with one city, route false).
// Each fitting bucket lists the corridor while it is cached, so that a
// parcel put into or taken from it keeps the counts exact.
type corridor struct {
	key     pair
	a, b    Point
	ab, tol float64
	route   bool
	stops   map[int64]stop
	fitting []fitting // route only, by detour
	counts  dayCounts // route only

	prev, next *corridor // the cache's order of use, the most recent first
	bytes      int       // its share of the cache's budget
}

type stop struct {
	as, sb float64 // km from a and to b (route), or from a (circle)
}

// fitting is a bucket a route takes: its number, and the detour in whole
// km, which is within the tolerance of a ride round the Earth.
type fitting struct {
	b      int32
	detour uint16
}

func newCorridor(a, b Point, route bool) *corridor {
	c := &corridor{a: a, b: b, route: route, stops: map[int64]stop{}}
	if route {
		c.ab = Km(a, b)
		c.tol = Tolerance(c.ab)
	}
	return c
}

// consider adds place p to the corridor's places if it lies in it.
func (c *corridor) consider(p Point) {
	if _, ok := c.stops[p.ID]; ok {
		return
	}
	as := Km(c.a, p)
	if c.route {
		if sb := Km(p, c.b); mayStop(as, sb, c.ab) {
			c.stops[p.ID] = stop{as, sb}
		}
	} else if as <= MinToleranceKm {
		c.stops[p.ID] = stop{as, as}
	}
}

// offer adds a new (empty) bucket between from and to if the route takes
// it. Callers hold mu for writing and cacheMu.
func (c *corridor) offer(bk *parcelBucket, from, to Point) {
	if !c.route {
		return
	}
	f, okF := c.stops[from.ID]
	t, okT := c.stops[to.ID]
	if !okF || !okT {
		return
	}
	if d := detour(f.as, bk.pq, t.sb, c.ab); d <= c.tol {
		fit := fitting{bk.num, uint16(wholeKm(d))}
		at, _ := slices.BinarySearchFunc(c.fitting, fit.detour, func(f fitting, d uint16) int { return int(f.detour) - int(d) })
		c.fitting = slices.Insert(c.fitting, at, fit)
		bk.corridors = append(bk.corridors, c)
	}
}

// count is how many parcels of the corridor a ride leaving on day (0: any)
// taking types (0: any) takes.
func (c *corridor) count(px *parcelIndex, day Day, types Types) int {
	if types != 0 && c.counts.sizes[oddLane] > 0 {
		n := 0
		for _, f := range c.fitting {
			n += px.list[f.b].count(&px.slab, day, types)
		}
		return n
	}
	return c.counts.count(day, laneMask(types))
}

// corridorOf returns the cached corridor of a → b (route false: the circle
// around a), computing it over the places and buckets of open parcels on a
// miss. Callers hold mu for reading: a corridor changes only under mu for
// writing, so what is returned holds still while the caller reads it (also
// when the cache lets it go meanwhile). A miss is computed outside cacheMu,
// so that it holds up no other search.
func (x *Index) corridorOf(a, b Point, route bool) *corridor {
	k := pair{a.ID, 0}
	if route {
		k.to = b.ID
	}
	x.cacheMu.Lock()
	c := x.cache.get(k)
	x.cacheMu.Unlock()
	if c != nil {
		return c
	}
	c = x.newCorridorOf(a, b, route)
	c.key = k
	x.cacheMu.Lock()
	defer x.cacheMu.Unlock()
	if other := x.cache.get(k); other != nil { // another search made it meanwhile
		return other
	}
	x.cacheCorridor(c)
	return c
}

// newCorridorOf computes a corridor; callers hold mu for reading.
func (x *Index) newCorridorOf(a, b Point, route bool) *corridor {
	c := newCorridor(a, b, route)
	for _, p := range x.parcels.places {
		c.consider(p)
	}
	if !route {
		return c
	}
	px := &x.parcels
	at := make([]stop, len(px.seqs)) // the stops by seq; as < 0: none
	for i := range at {
		at[i].as = -1
	}
	for id, s := range c.stops {
		at[px.seqs[id]] = s
	}
	var fits []fitting
	for id, f := range c.stops {
		for _, bk := range px.from[id] {
			if t := at[bk.to]; t.as >= 0 {
				if d := detour(f.as, bk.pq, t.sb, c.ab); d <= c.tol {
					fits = append(fits, fitting{bk.num, uint16(wholeKm(d))})
				}
			}
		}
	}
	c.fitting = byDetour(fits, wholeKm(c.tol))
	c.countFitting(px.list, x.today)
	return c
}

// byDetour sorts fits by detour (0 to most) in one counting pass: the
// page merges the buckets of one detour, so their order among themselves
// does not matter.
func byDetour(fits []fitting, most int) []fitting {
	start := make([]int, most+2)
	for _, f := range fits {
		start[int(f.detour)+1]++
	}
	for i := 1; i < len(start); i++ {
		start[i] += start[i-1]
	}
	out := make([]fitting, len(fits))
	for _, f := range fits {
		out[start[f.detour]] = f
		start[f.detour]++
	}
	return out
}

// searchRoute answers a query with both cities from the route's fitting
// buckets, which come sorted by detour: the total from the route's counts,
// the page from the lists of the groups it reaches. A page further on
// skips the groups before it by their buckets' counts.
func (x *Index) searchRoute(q ParcelQuery, c *corridor, keep func(int32) bool) ([]Hit, int) {
	px := &x.parcels
	excluded, total := x.excludedParcels(q, func(p Parcel) (int, bool) {
		f, okF := c.stops[p.From]
		t, okT := c.stops[p.To]
		if !okF || !okT {
			return 0, false
		}
		d := detour(f.as, Km(px.places[p.From], px.places[p.To]), t.sb, c.ab)
		return wholeKm(d), d <= c.tol
	})
	total += c.count(px, q.Day, q.Types)
	var hits []Hit
	var runs []cand[int32]
	offset := q.Offset
	for i := 0; i < len(c.fitting) && len(hits) < q.Limit; {
		detour := int(c.fitting[i].detour)
		j := i + 1
		for j < len(c.fitting) && int(c.fitting[j].detour) == detour {
			j++
		}
		group := c.fitting[i:j]
		i = j
		if offset > 0 {
			n := -excluded[detour]
			for _, f := range group {
				n += px.list[f.b].count(&px.slab, q.Day, q.Types)
			}
			if offset >= n {
				offset -= n
				continue
			}
		}
		runs = runs[:0]
		for _, f := range group {
			if run := px.list[f.b].window(&px.slab, q.Day); len(run) > 0 {
				runs = append(runs, cand[int32]{detour: detour, items: run})
			}
		}
		hits = mergeGroup(runs, hits, &offset, q.Limit, px.slab.key, keep)
	}
	return hits, total
}

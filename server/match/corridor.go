package match

import (
	"slices"
)

// corridor is a query's cached neighbourhood: the places a → b could stop at and the buckets
// that fit, by detour, with their parcels counted by day; or the places near a (route false).
type corridor struct {
	key     pair
	a, b    Point
	ab, tol float64
	route   bool
	stops   map[int64]stop
	// The buckets of detour d whole km are fitting[upTo[d-1]:upTo[d]]. Route only.
	fitting []int32
	upTo    []int32
	counts  dayCounts // route only

	prev, next *corridor // the cache's order of use, the most recent first
	bytes      int       // its share of the cache's budget
	num        int64     // its number in the order of caching
}

type stop struct {
	as, sb float64 // km from a and to b (route), or from a (circle)
}

func newCorridor(a, b Point, route bool) *corridor {
	c := &corridor{a: a, b: b, route: route, stops: map[int64]stop{}}
	if route {
		c.ab = Km(a, b)
		c.tol = Tolerance(c.ab)
	}
	return c
}

func (c *corridor) consider(p Point) bool {
	if _, ok := c.stops[p.ID]; ok {
		return false
	}
	as := Km(c.a, p)
	if c.route {
		if sb := Km(p, c.b); mayStop(as, sb, c.ab) {
			c.stops[p.ID] = stop{as, sb}
			return true
		}
	} else if as <= MinToleranceKm {
		c.stops[p.ID] = stop{as, as}
		return true
	}
	return false
}

func (c *corridor) takes(bk *parcelBucket) (int, bool) {
	f, okF := c.stops[bk.key.from]
	t, okT := c.stops[bk.key.to]
	if !c.route || !okF || !okT {
		return 0, false
	}
	d := detour(f.as, bk.pq, t.sb, c.ab)
	return wholeKm(d), d <= c.tol
}

// offer's callers hold mu for writing and cacheMu.
func (c *corridor) offer(bk *parcelBucket) {
	if d, ok := c.takes(bk); ok {
		c.fitting = slices.Insert(c.fitting, int(c.upTo[d]), bk.num)
		for e := d; e < len(c.upTo); e++ {
			c.upTo[e]++
		}
	}
}

func (c *corridor) group(d int) []int32 {
	lo := int32(0)
	if d > 0 {
		lo = c.upTo[d-1]
	}
	return c.fitting[lo:c.upTo[d]]
}

func (c *corridor) count(px *parcelIndex, day Day, types Types) int {
	if types != 0 && c.counts.sizes[oddLane] > 0 {
		n := 0
		for _, b := range c.fitting {
			n += px.list[b].count(&px.slab, day, types)
		}
		return n
	}
	return c.counts.count(day, laneMask(types))
}

// corridorOf's callers hold mu for reading: a corridor changes only under mu for writing, so
// it holds still while read, even if evicted. A miss is computed outside cacheMu.
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

// newCorridorOf's callers hold mu for reading.
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
	var fits []fit
	for id, f := range c.stops {
		for _, bk := range px.from[id] {
			if t := at[bk.to]; t.as >= 0 {
				if d := detour(f.as, bk.pq, t.sb, c.ab); d <= c.tol {
					fits = append(fits, fit{bk.num, int32(wholeKm(d))})
				}
			}
		}
	}
	c.byDetour(fits)
	c.countFitting(px.list, x.today)
	return c
}

type fit struct{ b, detour int32 }

// byDetour sorts by counting: the page merges a detour's buckets, so their order does not matter.
func (c *corridor) byDetour(fits []fit) {
	c.upTo = make([]int32, wholeKm(c.tol)+1)
	for _, f := range fits {
		c.upTo[f.detour]++
	}
	for d := 1; d < len(c.upTo); d++ {
		c.upTo[d] += c.upTo[d-1]
	}
	c.fitting = make([]int32, len(fits))
	for _, f := range fits { // filled from the end of each group back
		c.upTo[f.detour]--
		c.fitting[c.upTo[f.detour]] = f.b
	}
	// upTo now holds where each group starts: shift to where it ends.
	copy(c.upTo, c.upTo[1:])
	c.upTo[len(c.upTo)-1] = int32(len(fits))
}

// searchRoute skips the detour groups before the page by their buckets' counts.
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
	hits := make([]Hit, 0, pageCap(q.Limit, total, q.Offset))
	var runs []cand[int32]
	offset := q.Offset
	for detour := 0; detour < len(c.upTo) && len(hits) < q.Limit; detour++ {
		group := c.group(detour)
		if len(group) == 0 {
			continue
		}
		if offset > 0 {
			n := -excluded[detour]
			for _, b := range group {
				n += px.list[b].count(&px.slab, q.Day, q.Types)
			}
			if offset >= n {
				offset -= n
				continue
			}
		}
		runs = runs[:0]
		for _, b := range group {
			if run := px.list[b].window(q.Day); len(run) > 0 {
				runs = append(runs, cand[int32]{detour: detour, items: run})
			}
		}
		hits = mergeGroup(runs, hits, &offset, q.Limit, px.slab.key, keep, nil)
	}
	return hits, total
}

package match

import (
	"slices"
)

// DefaultCorridorBudget is the corridor cache's budget when the index has
// none: a route holds some 7 kB at 10k open parcels, 11 kB at 100k and
// 12 kB at 1M, so this keeps about 2,700 routes, those of a busy day (the
// HTTP benchmark cycles through 1,808; when they did not fit, every search
// missed and answered 5 times slower).
const DefaultCorridorBudget = 32 << 20

// What a corridor holds, roughly, for the budget: a map entry and its
// place in the cache's list of the place a stop, a number a bucket and a
// detour, a row a day.
const (
	corridorBytes = 512
	stopBytes     = 48 + 40
	rowBytes      = 40
)

// corridorCache holds the cached corridors by key, in the order of their
// last use, within a budget in bytes: a new corridor lets the least
// recently used go, one by one, until it fits.
type corridorCache struct {
	routes map[pair]*corridor
	head   corridor // the ring's sentinel: head.next is the most recent
	bytes  int
	// The cached routes by the places they stop at, in the order they were
	// cached, for a parcel put into or taken from a bucket to find the routes
	// that take it: routes of one city have no buckets, and are not listed.
	stopping map[int64][]stopping
	cached   int64 // routes cached so far: the next one's number
}

// stopping is a cached route that stops at a place, with the place's stop
// (so that finding the routes that take a bucket reads only these lists).
type stopping struct {
	num int64 // the route's number in the order of caching
	c   *corridor
	stop
}

func (cc *corridorCache) init() {
	cc.routes = map[pair]*corridor{}
	cc.stopping = map[int64][]stopping{}
	cc.head.prev, cc.head.next = &cc.head, &cc.head
}

func (cc *corridorCache) unlink(c *corridor) {
	c.prev.next, c.next.prev = c.next, c.prev
	c.prev, c.next = nil, nil
}

func (cc *corridorCache) pushFront(c *corridor) {
	c.prev, c.next = &cc.head, cc.head.next
	c.prev.next, c.next.prev = c, c
}

// get returns the corridor of k, if cached, as the most recently used.
func (cc *corridorCache) get(k pair) *corridor {
	c := cc.routes[k]
	if c != nil && cc.head.next != c {
		cc.unlink(c)
		cc.pushFront(c)
	}
	return c
}

// resize counts a cached corridor again after it grew.
func (cc *corridorCache) resize(c *corridor) {
	n := c.size()
	cc.bytes += n - c.bytes
	c.bytes = n
}

func (c *corridor) size() int {
	return corridorBytes + len(c.stops)*stopBytes + (cap(c.fitting)+cap(c.upTo))*4 + cap(c.counts.rows)*rowBytes
}

// stopsAt lists cached route c among those stopping at place id, in the
// order of caching.
func (cc *corridorCache) stopsAt(c *corridor, id int64) {
	if !c.route {
		return
	}
	list := cc.stopping[id]
	at, _ := findStopping(list, c.num)
	cc.stopping[id] = slices.Insert(list, at, stopping{c.num, c, c.stops[id]})
}

// unlist takes cached route c out of the lists of the places it stops at.
func (cc *corridorCache) unlist(c *corridor) {
	if !c.route {
		return
	}
	for id := range c.stops {
		list := cc.stopping[id]
		i, ok := findStopping(list, c.num)
		switch {
		case !ok:
		case len(list) == 1:
			delete(cc.stopping, id)
		default:
			cc.stopping[id] = slices.Delete(list, i, i+1)
		}
	}
}

// findStopping is where route number num is, or would be, in a list.
func findStopping(list []stopping, num int64) (int, bool) {
	return slices.BinarySearchFunc(list, num, func(s stopping, num int64) int { return cmpInt(s.num, num) })
}

// taking calls fn for every cached route that takes bucket b: those in the
// lists of both its places, which are in the same order. Callers hold mu
// for writing.
func (cc *corridorCache) taking(b *parcelBucket, fn func(c *corridor)) {
	from, to := cc.stopping[b.key.from], cc.stopping[b.key.to]
	for i, j := 0, 0; i < len(from) && j < len(to); {
		switch f, t := &from[i], &to[j]; {
		case f.num < t.num:
			i++
		case f.num > t.num:
			j++
		default:
			if c := f.c; detour(f.as, b.pq, t.sb, c.ab) <= c.tol {
				fn(c)
			}
			i++
			j++
		}
	}
}

// cacheCorridor caches a new corridor and lists it by its stops, first
// letting the least recently used go until it fits the budget (one larger
// than the whole budget is cached alone). Callers hold mu for reading and
// cacheMu.
func (x *Index) cacheCorridor(c *corridor) {
	c.bytes = c.size()
	c.num = x.cache.cached
	x.cache.cached++
	x.fitBudget(c.bytes)
	x.cache.routes[c.key] = c
	x.cache.pushFront(c)
	x.cache.bytes += c.bytes
	for id := range c.stops {
		x.cache.stopsAt(c, id)
	}
}

// fitBudget lets the least recently used routes go until n more bytes fit
// the budget, or none is left but the most recent (which a new pair of
// places may have grown). Callers hold mu and cacheMu.
func (x *Index) fitBudget(n int) {
	budget := x.CorridorBudget
	if budget <= 0 {
		budget = DefaultCorridorBudget
	}
	keep := &x.cache.head
	if n == 0 {
		keep = x.cache.head.next
	}
	for x.cache.bytes+n > budget && x.cache.head.prev != keep {
		x.evict(x.cache.head.prev)
	}
}

// evict lets a cached corridor go, and takes it out of the lists of its
// stops. Callers hold mu for reading and cacheMu: writers, who read the
// lists, hold mu for writing.
func (x *Index) evict(c *corridor) {
	x.cache.unlist(c)
	delete(x.cache.routes, c.key)
	x.cache.unlink(c)
	x.cache.bytes -= c.bytes
}

// dropCorridors empties the corridor cache. Callers hold mu for reading and
// cacheMu.
func (x *Index) dropCorridors() {
	for x.cache.head.prev != &x.cache.head {
		x.evict(x.cache.head.prev)
	}
}

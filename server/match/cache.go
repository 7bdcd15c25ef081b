package match

import (
	"slices"
)

// DefaultCorridorBudget is the corridor cache's budget when the index has
// none: at 100k open parcels a route holds some 10–30 kB, so this keeps
// about 2,000 routes, those of a busy day (the HTTP benchmark cycles through
// 1,808: with 16 MB every search missed, and answered 5 times slower).
const DefaultCorridorBudget = 48 << 20

// What a corridor holds, roughly, for the budget: a map entry and its
// place in the cache's list of the place a stop, a number a bucket and a
// detour, a row a day.
const (
	corridorBytes = 512
	stopBytes     = 48 + 8
	rowBytes      = 40
)

// corridorCache holds the cached corridors by key, in the order of their
// last use, within a budget in bytes: a new corridor lets the least
// recently used go, one by one, until it fits.
type corridorCache struct {
	routes map[pair]*corridor
	head   corridor // the ring's sentinel: head.next is the most recent
	bytes  int
	// The cached routes by the places they stop at, for a parcel put into or
	// taken from a bucket to find the routes that take it: routes of one city
	// have no buckets, and are not listed.
	stopping map[int64][]*corridor
}

func (cc *corridorCache) init() {
	cc.routes = map[pair]*corridor{}
	cc.stopping = map[int64][]*corridor{}
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

// stopsAt lists cached route c among those stopping at place id.
func (cc *corridorCache) stopsAt(c *corridor, id int64) {
	if c.route {
		cc.stopping[id] = append(cc.stopping[id], c)
	}
}

// taking calls fn for every cached route that takes bucket b: they stop at
// both its places, so the shorter list of the two has them all. Callers
// hold mu for writing.
func (cc *corridorCache) taking(b *parcelBucket, fn func(c *corridor)) {
	list := cc.stopping[b.key.from]
	if to := cc.stopping[b.key.to]; len(to) < len(list) {
		list = to
	}
	for _, c := range list {
		if _, ok := c.takes(b); ok {
			fn(c)
		}
	}
}

// cacheCorridor caches a new corridor and lists it by its stops, first
// letting the least recently used go until it fits the budget (one larger
// than the whole budget is cached alone). Callers hold mu for reading and
// cacheMu.
func (x *Index) cacheCorridor(c *corridor) {
	c.bytes = c.size()
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
// stops (where the order does not matter). Callers hold mu for reading and
// cacheMu: writers, who read the lists, hold mu for writing.
func (x *Index) evict(c *corridor) {
	for id := range c.stops {
		list := x.cache.stopping[id]
		if i := slices.Index(list, c); i >= 0 {
			last := len(list) - 1
			list[i] = list[last]
			list[last] = nil
			if last == 0 {
				delete(x.cache.stopping, id)
			} else {
				x.cache.stopping[id] = list[:last]
			}
		}
	}
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

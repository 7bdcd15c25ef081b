package match

import (
	"slices"
)

// DefaultCorridorBudget is the corridor cache's budget when the index has
// none: at 100k open parcels a route holds some 10–30 kB, so this keeps
// about 2,000 routes, those of a busy day (the HTTP benchmark cycles through
// 1,808: with 16 MB every search missed, and answered 5 times slower).
const DefaultCorridorBudget = 48 << 20

// What a corridor holds, roughly, for the budget: a map entry a stop, a
// fitting entry and its place in the bucket's list (with their room) a
// bucket, a row a day.
const (
	corridorBytes = 512
	stopBytes     = 48
	fittingBytes  = 8 + 12
	rowBytes      = 40
)

// corridorCache holds the cached corridors by key, in the order of their
// last use, within a budget in bytes: a new corridor lets the least
// recently used go, one by one, until it fits.
type corridorCache struct {
	routes map[pair]*corridor
	head   corridor // the ring's sentinel: head.next is the most recent
	bytes  int
}

func (cc *corridorCache) init() {
	cc.routes = map[pair]*corridor{}
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
	return corridorBytes + len(c.stops)*stopBytes + cap(c.fitting)*fittingBytes + cap(c.counts.rows)*rowBytes
}

// cacheCorridor caches a new corridor and lists it in its buckets, first
// letting the least recently used go until it fits the budget (one larger
// than the whole budget is cached alone). Callers hold mu for reading and
// cacheMu.
func (x *Index) cacheCorridor(c *corridor) {
	c.bytes = c.size()
	x.fitBudget(c.bytes)
	x.cache.routes[c.key] = c
	x.cache.pushFront(c)
	x.cache.bytes += c.bytes
	for _, f := range c.fitting {
		b := x.parcels.list[f.b]
		b.corridors = append(b.corridors, c)
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

// evict lets a cached corridor go, and takes it out of its buckets' lists
// (where the order does not matter). Callers hold mu for reading and
// cacheMu: writers, who read the lists, hold mu for writing.
func (x *Index) evict(c *corridor) {
	for _, f := range c.fitting {
		b := x.parcels.list[f.b]
		if i := slices.Index(b.corridors, c); i >= 0 {
			last := len(b.corridors) - 1
			b.corridors[i] = b.corridors[last]
			b.corridors[last] = nil
			b.corridors = b.corridors[:last]
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

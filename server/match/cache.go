package match

import (
	"slices"
)

// DefaultCorridorBudget keeps about 2,700 routes of 7–12 kB, a busy day's: when
// they did not fit, every search missed and answered 5 times slower.
const DefaultCorridorBudget = 32 << 20

// Rough sizes of a corridor's parts, for the budget.
const (
	corridorBytes = 512
	stopBytes     = 48 + 40
	rowBytes      = 40
)

type corridorCache struct {
	routes map[pair]*corridor
	head   corridor // the ring's sentinel: head.next is the most recent
	bytes  int
	// stopping lists cached routes by the places they stop at, in caching order; one-city routes are not listed.
	stopping map[int64][]stopping
	cached   int64 // routes cached so far: the next one's number
}

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

func (cc *corridorCache) get(k pair) *corridor {
	c := cc.routes[k]
	if c != nil && cc.head.next != c {
		cc.unlink(c)
		cc.pushFront(c)
	}
	return c
}

func (cc *corridorCache) resize(c *corridor) {
	n := c.size()
	cc.bytes += n - c.bytes
	c.bytes = n
}

func (c *corridor) size() int {
	return corridorBytes + len(c.stops)*stopBytes + (cap(c.fitting)+cap(c.upTo))*4 + cap(c.counts.rows)*rowBytes
}

func (cc *corridorCache) stopsAt(c *corridor, id int64) {
	if !c.route {
		return
	}
	list := cc.stopping[id]
	at, _ := findStopping(list, c.num)
	cc.stopping[id] = slices.Insert(list, at, stopping{c.num, c, c.stops[id]})
}

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

func findStopping(list []stopping, num int64) (int, bool) {
	return slices.BinarySearchFunc(list, num, func(s stopping, num int64) int { return cmpInt(s.num, num) })
}

// taking calls fn for every cached route that takes b; callers hold mu for writing.
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

// cacheCorridor's callers hold mu for reading and cacheMu.
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

// fitBudget keeps the most recent route, which a new pair may have grown; callers hold mu and cacheMu.
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

// evict's callers hold mu for reading and cacheMu; writers, who read the lists, hold mu for writing.
func (x *Index) evict(c *corridor) {
	x.cache.unlist(c)
	delete(x.cache.routes, c.key)
	x.cache.unlink(c)
	x.cache.bytes -= c.bytes
}

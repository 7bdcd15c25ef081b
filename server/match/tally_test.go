package match

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"testing"
)

// checkCorridors verifies the cached routes: each has the buckets, by
// detour, and the counts a corridor computed afresh has, and the cache lists
// each route (and only those) once, with its stop, among those stopping at
// each of its places, in the order of caching. Callers hold mu.
func (x *Index) checkCorridors(t *testing.T) {
	t.Helper()
	x.cacheMu.Lock()
	defer x.cacheMu.Unlock()
	bytes, order := 0, 0
	for c := x.cache.head.next; c != &x.cache.head; c = c.next {
		if c.next.prev != c || x.cache.routes[c.key] != c {
			t.Fatalf("route %v: the order of use is broken", c.key)
		}
		bytes += c.bytes
		order++
	}
	if order != len(x.cache.routes) || bytes != x.cache.bytes {
		t.Fatalf("%d routes in the order of use, %d cached; %d bytes counted, %d held", order, len(x.cache.routes), bytes, x.cache.bytes)
	}
	stops := 0
	for k, c := range x.cache.routes {
		fresh := x.newCorridorOf(c.a, c.b, c.route)
		if len(c.upTo) != len(fresh.upTo) || len(c.fitting) != len(fresh.fitting) {
			t.Fatalf("route %v: %d fitting buckets up to %d km, want %d up to %d", k, len(c.fitting), len(c.upTo), len(fresh.fitting), len(fresh.upTo))
		}
		// The order among the buckets of one detour is free: the page merges
		// them.
		for d := range c.upTo {
			if got, want := slices.Sorted(slices.Values(c.group(d))), slices.Sorted(slices.Values(fresh.group(d))); !slices.Equal(got, want) {
				t.Fatalf("route %v: buckets %v at %d km, want %v", k, got, d, want)
			}
		}
		if c.counts.sizes != fresh.counts.sizes || !slices.Equal(c.counts.rows, fresh.counts.rows) {
			t.Fatalf("route %v: counts %v, want %v", k, c.counts, fresh.counts)
		}
		if !c.route {
			continue
		}
		for id := range c.stops {
			list := x.cache.stopping[id]
			if n := len(slices.DeleteFunc(slices.Clone(list), func(s stopping) bool { return s.c != c || s.stop != c.stops[id] })); n != 1 {
				t.Fatalf("route %v: listed %d times at place %d", k, n, id)
			}
			if !slices.IsSortedFunc(list, func(u, v stopping) int { return cmpInt(u.num, v.num) }) {
				t.Fatalf("place %d: routes out of order", id)
			}
		}
		stops += len(c.stops)
	}
	listed := 0
	for id, list := range x.cache.stopping {
		if len(list) == 0 {
			t.Fatalf("place %d: an empty list kept", id)
		}
		listed += len(list)
	}
	if listed != stops {
		t.Fatalf("%d routes listed by place, their stops number %d", listed, stops)
	}
}

// TestDayCounts: a corridor's counts, kept by adds and made from tallies,
// count what the parcels' dates say, for every day and set of types,
// dates far off included.
func TestDayCounts(t *testing.T) {
	t.Parallel()
	const today = testToday
	rng := rand.New(rand.NewPCG(1, 2))
	type held struct {
		typ           Types
		ship, deliver Day
	}
	var all []held
	b := &parcelBucket{}
	c := &corridor{}
	put := func(p held, n int32) {
		lane := laneOf(p.typ)
		b.putParcel(lane, p.ship, p.deliver, n)
		c.counts.put(lane, p.ship, p.deliver, n)
	}
	randomDay := func() Day {
		switch rng.IntN(10) {
		case 0:
			return today - 400 + Day(rng.IntN(300)) // long ago
		case 1:
			return today + 800 + Day(rng.IntN(2000)) // beyond the array
		}
		return today - 35 + Day(rng.IntN(120))
	}
	check := func(step int) {
		t.Helper()
		made := &corridor{fitting: []int32{0}}
		made.countFitting([]*parcelBucket{b}, today)
		if !reflect.DeepEqual(made.counts.sizes, c.counts.sizes) || !slices.Equal(made.counts.rows, c.counts.rows) {
			t.Fatalf("step %d: made from the tally %v, kept %v", step, made.counts, c.counts)
		}
		for _, types := range []Types{0, 1, 5, 0x80, 0xff} {
			for _, day := range []Day{0, today - 401, today - 100, today, today + 3, today + 90, today + 1000, today + 3000} {
				want := 0
				for _, p := range all {
					if types.takes(p.typ) && (day == 0 || (Parcel{Ship: p.ship, Deliver: p.deliver}).onDay(day)) {
						want++
					}
				}
				mask := laneMask(types)
				if types != 0 && c.counts.sizes[oddLane] > 0 {
					continue // left to the lists
				}
				if got := c.counts.count(day, mask); got != want {
					t.Fatalf("step %d: types %b day %v: kept counts %d, want %d", step, types, day, got, want)
				}
				if got := made.counts.count(day, mask); got != want {
					t.Fatalf("step %d: types %b day %v: made counts %d, want %d", step, types, day, got, want)
				}
				if day != 0 {
					if got := b.tally.count(day, mask); got != want {
						t.Fatalf("step %d: types %b day %v: tally %d, want %d", step, types, day, got, want)
					}
				}
			}
		}
	}
	for step := range 3000 {
		if len(all) > 0 && rng.IntN(3) == 0 {
			i := rng.IntN(len(all))
			p := all[i]
			all = slices.Delete(all, i, i+1)
			put(p, -1)
		} else {
			p := held{typ: 1 << rng.IntN(8), ship: randomDay()}
			if rng.IntN(20) == 0 {
				p.typ = Types(rng.IntN(256)) // none or several: the odd lane
			}
			if rng.IntN(2) == 0 {
				p.deliver = p.ship + Day(rng.IntN(400))
			}
			all = append(all, p)
			put(p, 1)
		}
		if step%50 == 0 {
			check(step)
		}
	}
	for len(all) > 0 {
		p := all[len(all)-1]
		all = all[:len(all)-1]
		put(p, -1)
	}
	check(-1)
	if len(b.tally) != 0 || len(c.counts.rows) != 0 || b.sizes != (laneSizes{}) {
		t.Fatalf("empty again, yet %d tally entries, %d rows, sizes %v", len(b.tally), len(c.counts.rows), b.sizes)
	}
}

// TestRouteCountsStayExact: with the routes cached before the market
// changes (parcels of odd types too), dropped halfway, and days passing,
// route searches keep answering what the rule does, every page.
func TestRouteCountsStayExact(t *testing.T) {
	t.Parallel()
	for seed := range uint64(3) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(seed, 11))
			m := newMarket(30)
			x := New(gazetteer)
			x.Prune(m.now, m.today)
			var id int64
			var routes [][2]int64
			for range 40 {
				from, to := m.route(rng)
				routes = append(routes, [2]int64{from, to})
			}
			search := func() {
				t.Helper()
				for _, r := range routes {
					q := ParcelQuery{From: r[0], To: r[1], Today: m.today, Limit: 20}
					switch rng.IntN(3) {
					case 0:
						q.Day = m.today + Day(rng.IntN(20))
					case 1:
						q.Day, q.Types = m.today+Day(rng.IntN(20)), Types(1+rng.IntN(255))
					}
					if rng.IntN(2) == 0 {
						q.Exclude = []int64{int64(1 + rng.IntN(20))}
					}
					got, total := allPages(t, func(o int) ([]Hit, int) { q.Offset = o; return x.Parcels(q) })
					q.Offset, q.Limit = 0, 1<<30
					want, wantTotal := m.searchParcels(q)
					if total != wantTotal || !reflect.DeepEqual(got, want) {
						t.Fatalf("parcels %+v:\n got %d %v\nwant %d %v", q, total, got, wantTotal, want)
					}
				}
			}
			search() // every route cached while the market is empty
			for round := range 8 {
				for range 300 {
					m.apply(rng, x, &id)
					if rng.IntN(15) == 0 { // a parcel of no type, or of several
						id++
						p := m.newParcel(rng, id)
						p.Type = Types(rng.IntN(4)) * 3
						m.parcels[p.ID] = entry[Parcel]{p, true}
						m.parcelIDs = append(m.parcelIDs, p.ID)
						x.PutParcel(p, true)
					}
				}
				search()
				x.checkInvariants(t)
				switch round {
				case 3:
					x.mu.RLock()
					x.cacheMu.Lock()
					x.dropCorridors()
					x.cacheMu.Unlock()
					x.mu.RUnlock()
					x.checkInvariants(t)
				case 1, 5:
					m.today += 3 // the next search prunes
					m.now += 3 * 86400
				}
			}
		})
	}
}

// TestCorridorRace: searches that miss the same routes at once each make
// the corridor, and one of them is cached and listed by its buckets (run it
// with -race).
func TestCorridorRace(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(5, 5))
	m := newMarket(30)
	x := New(gazetteer)
	x.Prune(m.now, m.today)
	var id int64
	for range 2000 {
		m.apply(rng, x, &id)
	}
	var routes [][2]int64
	for range 20 {
		from, to := m.route(rng)
		routes = append(routes, [2]int64{from, to})
	}
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for _, r := range routes {
				x.Parcels(ParcelQuery{From: r[0], To: r[1], Day: m.today + 3, Today: m.today, Limit: 20})
			}
		})
	}
	wg.Wait()
	x.checkInvariants(t)
	m.compare(t, rng, x, 30)
}

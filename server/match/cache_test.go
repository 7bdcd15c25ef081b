package match

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"
)

// TestCorridorEviction: with a budget of a few routes, routes come and go
// while the market changes and days pass; every search, page by page,
// answers what the rule does and what an index of unbounded cache does,
// the cache keeps within its budget, and the buckets list only the routes
// cached.
func TestCorridorEviction(t *testing.T) {
	t.Parallel()
	for seed := range uint64(3) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(seed, 13))
			m := newMarket(40)
			small := New(gazetteer)
			small.CorridorBudget = 12 << 10
			small.Prune(m.now, m.today)
			var big *Index
			var id int64
			var routes [][2]int64
			for range 60 {
				from, to := m.route(rng)
				routes = append(routes, [2]int64{from, to})
			}
			searched := map[[2]int64]bool{}
			for round := range 8 {
				for range 300 {
					m.apply(rng, small, &id)
				}
				// The same market in an index whose cache never evicts.
				big = New(gazetteer)
				big.CorridorBudget = 1 << 30
				big.Prune(m.now, m.today)
				for _, p := range m.openParcels() {
					big.PutParcel(p, true)
				}
				for range 80 {
					r := routes[rng.IntN(len(routes))]
					q := ParcelQuery{From: r[0], To: r[1], Today: m.today, Limit: 20}
					if rng.IntN(2) == 0 {
						q.Day = m.today + Day(rng.IntN(20))
					}
					if rng.IntN(3) == 0 {
						q.Types = Types(1 + rng.IntN(255))
					}
					searched[r] = true
					got, total := allPages(t, func(o int) ([]Hit, int) { q.Offset = o; return small.Parcels(q) })
					wide, wideTotal := allPages(t, func(o int) ([]Hit, int) { q.Offset = o; return big.Parcels(q) })
					q.Offset, q.Limit = 0, 1<<30
					want, wantTotal := m.searchParcels(q)
					if total != wantTotal || !reflect.DeepEqual(got, want) || wideTotal != total || !reflect.DeepEqual(wide, got) {
						t.Fatalf("round %d, parcels %+v:\n got %d %v\nwide %d %v\nwant %d %v", round, q, total, got, wideTotal, wide, wantTotal, want)
					}
					if small.cache.bytes > small.CorridorBudget && len(small.cache.routes) > 1 {
						t.Fatalf("%d bytes cached in %d routes, budget %d", small.cache.bytes, len(small.cache.routes), small.CorridorBudget)
					}
				}
				small.checkInvariants(t)
				if round%3 == 2 {
					m.today++
					m.now += 86400
				}
			}
			if len(small.cache.routes) >= len(searched) {
				t.Fatalf("the small cache holds %d routes of the %d searched: nothing evicted", len(small.cache.routes), len(searched))
			}
		})
	}
}

// TestCorridorCacheOrder: a full cache lets go the route used least
// recently first, not the one made first, and not the whole cache.
func TestCorridorCacheOrder(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(4, 4))
	m := newMarket(40)
	x := New(gazetteer)
	x.Prune(m.now, m.today)
	var id int64
	for range 1500 {
		m.apply(rng, x, &id)
	}
	var keys []pair
	for len(keys) < 4 {
		from, to := m.route(rng)
		if k := (pair{from, to}); !slices.Contains(keys, k) {
			keys = append(keys, k)
		}
	}
	search := func(k pair) { x.Parcels(ParcelQuery{From: k.from, To: k.to, Today: m.today, Limit: 20}) }
	for _, k := range keys[:3] {
		search(k)
	}
	x.CorridorBudget = x.cache.bytes // room for these three only
	search(keys[0])                  // now the most recent
	search(keys[3])
	cached := func(k pair) bool { return x.cache.routes[k] != nil }
	if !cached(keys[3]) || cached(keys[1]) || (!cached(keys[0]) && cached(keys[2])) {
		t.Fatalf("cached %v %v %v %v; want the second let go first, then the third, then the first",
			cached(keys[0]), cached(keys[1]), cached(keys[2]), cached(keys[3]))
	}
	x.checkInvariants(t)
}

// dropCorridors's callers hold mu for reading and cacheMu.
func (x *Index) dropCorridors() {
	for x.cache.head.prev != &x.cache.head {
		x.evict(x.cache.head.prev)
	}
}

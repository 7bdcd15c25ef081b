package match

import (
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestRideRoutesFollowNewPairs: the kept fitting pairs of searched routes (a few routes searched again and
// again, in a cache that holds fewer of them than are searched) answer what the rule does while rides on new
// pairs come and go between the searches.
func TestRideRoutesFollowNewPairs(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 11))
	m := newMarket(40)
	x := New(gazetteer)
	x.RideRoutes = 5
	x.Prune(m.now, m.today)
	routes := make([][2]int64, 12)
	for i := range routes {
		routes[i][0], routes[i][1] = m.route(rng)
	}
	var id int64
	extended := 0
	for round := range 40 {
		for range 60 {
			m.apply(rng, x, &id)
		}
		for _, r := range routes {
			q := RideQuery{From: r[0], To: r[1], OneASeries: round%2 == 0, Limit: 1 << 30}
			pairs := len(x.rides.pairs)
			x.cacheMu.Lock()
			kept := x.rideRoutes[pair{r[0], r[1]}]
			if kept != nil && kept.n < pairs {
				extended++
			}
			x.cacheMu.Unlock()
			got, total := x.Rides(q)
			want, wantTotal := m.searchRides(q)
			if total != wantTotal || (len(want) > 0 && !reflect.DeepEqual(got, want)) {
				t.Fatalf("round %d, rides %+v:\n got %d %v\nwant %d %v", round, q, total, got, wantTotal, want)
			}
			if n := len(x.rideRoutes); n > x.RideRoutes {
				t.Fatalf("%d routes kept, at most %d", n, x.RideRoutes)
			}
		}
	}
	if extended == 0 {
		t.Fatal("no kept route was brought up to date with new pairs: the test misses what it is for")
	}
}

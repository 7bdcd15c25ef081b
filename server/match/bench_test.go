package match

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// A realistic market for the benchmarks: the 200 largest places of Ukraine, the larger
// ones more popular, pickups and rides over 90 days. Each reports p50 and p99 of one search.
//
//	go test ./server/match -run '^$' -bench . -benchtime 20000x

type benchMarket struct {
	m       *market
	x       *Index
	parcels []Parcel // by id − 1, up to 100k
}

var benchMarkets = map[[2]int]*benchMarket{}

func marketOf(b *testing.B, parcels, rides int) *benchMarket {
	b.Helper()
	if bm := benchMarkets[[2]int{parcels, rides}]; bm != nil {
		return bm
	}
	m := newMarket(200)
	x := New(gazetteer)
	// A budget that holds the 1808 routes of the 2000 queries, asked in turn: the worst
	// case for a smaller cache. BenchmarkFirstSearch times misses.
	x.CorridorBudget = 64 << 20
	x.Prune(m.now, m.today)
	rng := rand.New(rand.NewPCG(1, uint64(parcels)))
	var kept []Parcel
	for i := range parcels {
		from, to := m.route(rng)
		p := Parcel{ID: int64(i + 1), Owner: int64(1 + rng.IntN(parcels/10+1)), Type: 1 << rng.IntN(len(typeNames)),
			From: from, To: to, Ship: m.today + Day(rng.IntN(90))}
		if i%3 == 0 {
			p.Deliver = p.Ship + Day(3+rng.IntN(8))
		}
		x.PutParcel(p, true)
		if parcels <= 100_000 {
			kept = append(kept, p)
		}
	}
	for i := range rides {
		from, to := m.route(rng)
		dep := m.now + 3600 + rng.Int64N(90*86400)
		r := Ride{ID: int64(i + 1), Owner: int64(1 + rng.IntN(rides)), From: from, To: to, Departure: dep, Day: Day(dep / 86400)}
		if i%4 == 0 {
			r.Types = TypesOf("documents,clothing,books")
		}
		x.PutRide(r, true)
	}
	bm := &benchMarket{m, x, kept}
	benchMarkets[[2]int{parcels, rides}] = bm
	return bm
}

// percentiles runs search b.N times over rotating queries and reports the
// p50 and p99 of one call, after one pass over the queries (a running
// market's caches know its routes; BenchmarkFirstSearch times a new one).
func percentiles(b *testing.B, search func(i int)) {
	b.Helper()
	for i := range 2000 { // warm the route caches, as a running market has
		search(i)
	}
	lat := make([]time.Duration, 0, b.N)
	b.ResetTimer()
	for i := range b.N {
		t := time.Now()
		search(i)
		lat = append(lat, time.Since(t))
	}
	b.StopTimer()
	report(b, lat)
}

func report(b *testing.B, lat []time.Duration) {
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Nanoseconds())/1000, "p50-µs")
	b.ReportMetric(float64(lat[len(lat)*99/100].Nanoseconds())/1000, "p99-µs")
}

var sizes = []int{10_000, 100_000, 1_000_000}

// benchParcelSearch times, on each market size, 2000 searches made by query
// from a generator seeded with seed.
func benchParcelSearch(b *testing.B, seed uint64, query func(rng *rand.Rand, m *market, n int) ParcelQuery) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("parcels=%d", n), func(b *testing.B) {
			bm := marketOf(b, n, 10_000)
			rng := rand.New(rand.NewPCG(seed, seed))
			qs := make([]ParcelQuery, 2000)
			for i := range qs {
				qs[i] = query(rng, bm.m, n)
			}
			percentiles(b, func(i int) { bm.x.Parcels(qs[i%len(qs)]) })
		})
	}
}

// BenchmarkParcelSearch: the exact-route search of a driver ("parcels from
// A to B on a day"), 2000 routes with the market's popularity skew.
func BenchmarkParcelSearch(b *testing.B) {
	benchParcelSearch(b, 2, func(rng *rand.Rand, m *market, n int) ParcelQuery {
		from, to := m.route(rng)
		return ParcelQuery{From: from, To: to, Day: m.today + Day(rng.IntN(14)), Today: m.today,
			Exclude: []int64{int64(1 + rng.IntN(n/10))}, Limit: 20}
	})
}

// BenchmarkParcelSearchAnyDay: the same without a day (every open parcel of
// the corridor is a candidate).
func BenchmarkParcelSearchAnyDay(b *testing.B) {
	benchParcelSearch(b, 3, func(rng *rand.Rand, m *market, n int) ParcelQuery {
		from, to := m.route(rng)
		return ParcelQuery{From: from, To: to, Today: m.today, Limit: 20}
	})
}

// BenchmarkParcelSearchTypes: the search of a driver's own ride that takes
// some types only (route, its day and its types).
func BenchmarkParcelSearchTypes(b *testing.B) {
	benchParcelSearch(b, 7, func(rng *rand.Rand, m *market, n int) ParcelQuery {
		from, to := m.route(rng)
		return ParcelQuery{From: from, To: to, Day: m.today + Day(rng.IntN(14)), Today: m.today,
			Types: TypesOf("documents,clothing,books"), Exclude: []int64{int64(1 + rng.IntN(n/10))}, Limit: 20}
	})
}

// BenchmarkParcelSearchCity: the searches with one city (from or to) or
// none, on a day or any day, some pages in.
func BenchmarkParcelSearchCity(b *testing.B) {
	benchParcelSearch(b, 8, func(rng *rand.Rand, m *market, n int) ParcelQuery {
		q := ParcelQuery{Today: m.today, Exclude: []int64{int64(1 + rng.IntN(n/10))}, Offset: 20 * rng.IntN(3), Limit: 20}
		switch rng.IntN(5) {
		case 0, 1:
			q.From = m.skewed(rng)
		case 2, 3:
			q.To = m.skewed(rng)
		}
		if rng.IntN(4) > 0 {
			q.Day = m.today + Day(rng.IntN(14))
		}
		if rng.IntN(4) == 0 {
			q.Types = TypesOf("documents,clothing,books")
		}
		return q
	})
}

// BenchmarkRideSearch: a sender's search for rides for a parcel (route,
// pickup and deliver-by days, type) among 10k and 50k open rides.
func BenchmarkRideSearch(b *testing.B) {
	for _, rides := range []int{10_000, 50_000} {
		b.Run(fmt.Sprintf("rides=%d", rides), func(b *testing.B) {
			bm := marketOf(b, 100_000, rides)
			rng := rand.New(rand.NewPCG(4, 4))
			qs := make([]RideQuery, 2000)
			for i := range qs {
				from, to := bm.m.route(rng)
				ship := bm.m.today + Day(rng.IntN(30))
				qs[i] = RideQuery{From: from, To: to, DayFrom: ship, DayTo: ship + 10, After: bm.m.now,
					Type: 1 << rng.IntN(len(typeNames)), Limit: 20}
			}
			percentiles(b, func(i int) { bm.x.Rides(qs[i%len(qs)]) })
		})
	}
}

// BenchmarkPutParcel: adding a parcel to a market of 1M (and taking it out).
func BenchmarkPutParcel(b *testing.B) {
	bm := marketOf(b, 1_000_000, 10_000)
	rng := rand.New(rand.NewPCG(5, 5))
	ps := make([]Parcel, 2000)
	for i := range ps {
		from, to := bm.m.route(rng)
		ps[i] = Parcel{ID: int64(2_000_000 + i), Owner: 1, Type: 1, From: from, To: to, Ship: bm.m.today + Day(rng.IntN(90))}
	}
	percentiles(b, func(i int) {
		p := ps[i%len(ps)]
		bm.x.PutParcel(p, i%(2*len(ps)) < len(ps))
	})
}

// BenchmarkFirstSearch: an exact-route search on a route not asked before
// (its corridor is computed over the market's places and pairs).
func BenchmarkFirstSearch(b *testing.B) {
	for _, n := range sizes {
		b.Run(fmt.Sprintf("parcels=%d", n), func(b *testing.B) {
			bm := marketOf(b, n, 10_000)
			rng := rand.New(rand.NewPCG(6, 6))
			lat := make([]time.Duration, 0, b.N)
			for range b.N {
				from, to := bm.m.route(rng)
				q := ParcelQuery{From: from, To: to, Day: bm.m.today + Day(rng.IntN(14)), Today: bm.m.today, Limit: 20}
				bm.x.mu.RLock()
				bm.x.cacheMu.Lock()
				bm.x.dropCorridors()
				bm.x.cacheMu.Unlock()
				bm.x.mu.RUnlock()
				t := time.Now()
				bm.x.Parcels(q)
				lat = append(lat, time.Since(t))
			}
			report(b, lat)
		})
	}
}

// BenchmarkRidesFitting: which of a busy driver's 200 open rides each card
// of a search page fits (the offer button of the parcel search).
func BenchmarkRidesFitting(b *testing.B) {
	bm := marketOf(b, 100_000, 10_000)
	const owner = 1 << 40
	rng := rand.New(rand.NewPCG(9, 9))
	for i := range 200 {
		from, to := bm.m.route(rng)
		dep := bm.m.now + 3600 + rng.Int64N(90*86400)
		bm.x.PutRide(Ride{ID: int64(1<<40 + i), Owner: owner, From: from, To: to, Departure: dep, Day: Day(dep / 86400)}, true)
	}
	defer func() {
		for i := range 200 {
			bm.x.PutRide(Ride{ID: int64(1<<40 + i), Owner: owner}, false)
		}
	}()
	pages := make([][]Parcel, 200)
	for i := range pages {
		from, to := bm.m.route(rng)
		hits, _ := bm.x.Parcels(ParcelQuery{From: from, To: to, Day: bm.m.today + Day(rng.IntN(14)), Today: bm.m.today, Limit: 20})
		for _, h := range hits {
			pages[i] = append(pages[i], bm.parcels[h.ID-1])
		}
	}
	percentiles(b, func(i int) { bm.x.RidesFitting(owner, bm.m.now, pages[i%len(pages)]) })
}

// BenchmarkPublish: what a newly published ride or parcel fits, as the store asks in the
// publishing transaction, over 100k open parcels and 10,000 saved routes.
func BenchmarkPublish(b *testing.B) {
	bm := marketOf(b, 100_000, 10_000)
	rng := rand.New(rand.NewPCG(12, 13))
	alerts := NewAlerts(gazetteer)
	alerts.Prune(bm.m.today)
	for i := range 10_000 {
		from, to := bm.m.route(rng)
		al := Alert{ID: int64(i + 1), Owner: int64(i + 1), ForParcels: i%2 == 0, From: from, To: to}
		if i%3 == 0 {
			al.DateFrom = bm.m.today + Day(rng.IntN(30))
			al.DateTo = al.DateFrom + Day(rng.IntN(30))
		}
		alerts.Put(al, true)
	}
	rides := make([]Ride, 2000)
	parcels := make([]Parcel, 2000)
	for i := range rides {
		from, to := bm.m.route(rng)
		dep := bm.m.now + 3600 + rng.Int64N(90*86400)
		rides[i] = Ride{ID: int64(1 << 40), Owner: -1, From: from, To: to, Departure: dep, Day: Day(dep / 86400)}
		from, to = bm.m.route(rng)
		parcels[i] = Parcel{ID: int64(1 << 40), Owner: -1, From: from, To: to, Ship: bm.m.today + Day(rng.IntN(60))}
	}
	found := 0
	b.Run("ride", func(b *testing.B) {
		percentiles(b, func(i int) {
			r := rides[i%len(rides)]
			hits, _ := bm.x.Parcels(ParcelQuery{From: r.From, To: r.To, Day: r.Day, Today: bm.m.today, Exclude: []int64{r.Owner}, Limit: 200})
			found += len(hits) + len(alerts.ForRide(r, bm.m.today, []int64{r.Owner}))
		})
	})
	b.Run("parcel", func(b *testing.B) {
		percentiles(b, func(i int) {
			p := parcels[i%len(parcels)]
			found += len(alerts.ForParcel(p, []int64{p.Owner}))
		})
	})
	if found == 0 {
		b.Fatal("nothing found")
	}
}

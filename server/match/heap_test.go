package match

import (
	"fmt"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"
)

// BenchmarkMarket builds markets of 100k and 1M parcels (10k rides) of its
// own and reports the heap its index holds, as built (built-MB, and per
// open parcel B/parcel) and what 2000 routes searched add (cache-MB, within
// the corridor budget); then how long the prune of the parcels due in the
// next 15 days takes (prune-ms, holding the write lock), and how many it
// drops. It measures one market whatever b.N.
func BenchmarkMarket(b *testing.B) {
	heap := func() uint64 {
		var ms runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	for _, size := range []int{100_000, 1_000_000} {
		b.Run(fmt.Sprintf("parcels=%d", size), func(b *testing.B) {
			clear(benchMarkets)
			before := heap()
			bm := marketOf(b, size, 10_000)
			bm.x.CorridorBudget = 0 // the default
			clear(benchMarkets)     // the other benchmarks' market stays as it was
			built := heap()
			rng := rand.New(rand.NewPCG(2, 2))
			for range 2000 {
				from, to := bm.m.route(rng)
				bm.x.Parcels(ParcelQuery{From: from, To: to, Day: bm.m.today + Day(rng.IntN(14)), Today: bm.m.today, Limit: 20})
			}
			warm := heap()
			n, _ := bm.x.Len()
			b.ReportMetric(float64(built-before)/(1<<20), "built-MB")
			b.ReportMetric(float64(built-before)/float64(n), "B/parcel")
			b.ReportMetric(float64(warm-built)/(1<<20), "cache-MB")
			t := time.Now()
			bm.x.Prune(bm.m.now, bm.m.today+15)
			b.ReportMetric(float64(time.Since(t).Microseconds())/1000, "prune-ms")
			left, _ := bm.x.Len()
			b.ReportMetric(float64(n-left), "pruned")
			runtime.KeepAlive(bm)
		})
	}
}

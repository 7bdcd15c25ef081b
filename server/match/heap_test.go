package match

import (
	"math/rand/v2"
	"runtime"
	"testing"
	"time"
)

// BenchmarkMarket1M builds a market of 1M parcels and 10k rides of its own
// and reports the heap its index holds, as built (built-MB) and once 2000
// routes are cached (warm-MB); then how long the prune of the parcels due
// in the next 15 days takes (prune-ms, holding the write lock), and how
// many it drops. It measures one market whatever b.N.
func BenchmarkMarket1M(b *testing.B) {
	heap := func() uint64 {
		var ms runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	clear(benchMarkets)
	before := heap()
	bm := marketOf(b, 1_000_000, 10_000)
	clear(benchMarkets) // the other benchmarks' market stays as it was
	built := heap()
	rng := rand.New(rand.NewPCG(2, 2))
	for range 2000 {
		from, to := bm.m.route(rng)
		bm.x.Parcels(ParcelQuery{From: from, To: to, Day: bm.m.today + Day(rng.IntN(14)), Today: bm.m.today, Limit: 20})
	}
	warm := heap()
	b.ReportMetric(float64(built-before)/(1<<20), "built-MB")
	b.ReportMetric(float64(warm-before)/(1<<20), "warm-MB")
	n, _ := bm.x.Len()
	t := time.Now()
	bm.x.Prune(bm.m.now, bm.m.today+15)
	b.ReportMetric(float64(time.Since(t).Microseconds())/1000, "prune-ms")
	left, _ := bm.x.Len()
	b.ReportMetric(float64(n-left), "pruned")
}

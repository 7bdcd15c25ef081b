package server

import (
	"context"
	"net/http"
	"runtime"
	"testing"
)

// BenchmarkIdleStreams opens 1,000 live-update streams of one signed-in
// user over real connections and reports the server's heap per open stream
// (client and server share the process: the figure is an upper bound).
func BenchmarkIdleStreams(b *testing.B) {
	const streams = 1000
	app := newTestApp(b, nil)
	c := app.signUp("streams@example.com")
	c.http.Transport = &http.Transport{MaxIdleConnsPerHost: streams}
	for b.Loop() {
		ctx, cancel := context.WithCancel(context.Background())
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		bodies := make([]*http.Response, 0, streams)
		for range streams {
			req, _ := http.NewRequestWithContext(ctx, "GET", app.ts.URL+"/api/events", nil)
			res, err := c.http.Do(req)
			if err != nil || res.StatusCode != http.StatusOK {
				b.Fatalf("stream %d: %v", len(bodies), err)
			}
			bodies = append(bodies, res)
		}
		if n := app.srv.events.Count(); n != streams {
			b.Fatalf("%d streams open", n)
		}
		runtime.GC()
		runtime.ReadMemStats(&after)
		b.ReportMetric(float64(after.HeapInuse-before.HeapInuse)/streams, "heap-B/stream")
		cancel()
		for _, res := range bodies {
			res.Body.Close()
		}
	}
}

package store

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// The shared token bucket lets through what the one in memory would (burst 10, 10 a minute: 10 of 15 at once,
// 5 of 6 half a minute later), and two servers taking from it at once share it exactly.
func TestRateLimitBucketIsShared(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, b := twoServers(t)
	now := time.Now()
	count := func(s *Store, n int, at time.Time) (ok int) {
		for range n {
			if must(s.Take(ctx, "signin:10.0.0.1", 10, 10, at)) {
				ok++
			}
		}
		return ok
	}
	if got := count(a, 15, now); got != 10 {
		t.Fatalf("at once: %d of 15 let through, want 10", got)
	}
	if got := count(b, 6, now.Add(30*time.Second)); got != 5 {
		t.Fatalf("half a minute later: %d of 6, want 5", got)
	}
	if !must(a.Take(ctx, "signin:10.0.0.2", 10, 10, now)) {
		t.Fatal("another address is limited too")
	}
	var let atomic.Int32
	var wg sync.WaitGroup
	for i := range 20 {
		s := a
		if i%2 == 1 {
			s = b
		}
		wg.Go(func() {
			if must(s.Take(ctx, "messages:7", 30, 10, now)) {
				let.Add(1)
			}
		})
	}
	wg.Wait()
	if let.Load() != 10 {
		t.Fatalf("20 at once on two servers: %d let through, want 10", let.Load())
	}
}

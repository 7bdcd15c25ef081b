package web

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// At most maxHashing password hashes run at once, however many sign-ins arrive.
func TestPasswordHashingIsBounded(t *testing.T) {
	t.Parallel()
	var running, peak atomic.Int32
	var wg sync.WaitGroup
	for range 12 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_ = WithHashSlot(context.Background(), func() {
				n := running.Add(1)
				for {
					p := peak.Load()
					if n <= p || peak.CompareAndSwap(p, n) {
						break
					}
				}
				time.Sleep(5 * time.Millisecond)
				running.Add(-1)
			})
		}()
	}
	wg.Wait()
	if p := peak.Load(); p < 1 || p > maxHashing {
		t.Fatalf("hashes at once: %d, want 1..%d", p, maxHashing)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	hashSlots <- struct{}{}
	hashSlots <- struct{}{}
	defer func() { <-hashSlots; <-hashSlots }()
	if err := WithHashSlot(ctx, func() { t.Error("ran without a slot") }); err == nil {
		t.Fatal("a cancelled request waiting for a slot must give up")
	}
}

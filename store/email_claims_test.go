package store

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"
)

// Two servers' workers claiming the outbox at once each take an e-mail to send once; a claimed one is not due
// again until its lease ends (its worker died), or its worker gives it back.
func TestOutboxClaimsSendEachEmailOnce(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	a, b := twoServers(t)
	now := time.Now()
	const n = 60
	for i := range n {
		must(a.EnqueueEmail(ctx, outboxEmail(fmt.Sprint("k", i), now.Add(-time.Minute)), 0))
	}
	var mu sync.Mutex
	claimed := map[int64]int{}
	var wg sync.WaitGroup
	for _, s := range []*Store{a, b, a, b} {
		wg.Go(func() {
			for {
				got, err := s.ClaimDueEmails(ctx, now, now.Add(time.Hour), 3)
				if err != nil {
					t.Error(err)
					return
				}
				if len(got) == 0 {
					return
				}
				mu.Lock()
				for _, e := range got {
					claimed[e.ID]++
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if len(claimed) != n {
		t.Fatalf("%d of %d e-mails claimed", len(claimed), n)
	}
	for id, times := range claimed {
		if times != 1 {
			t.Fatalf("e-mail %d claimed %d times", id, times)
		}
	}
	// The lease: due again only when it ends, or once given back.
	if got := must(a.ClaimDueEmails(ctx, now.Add(59*time.Minute), now.Add(2*time.Hour), 100)); len(got) != 0 {
		t.Fatalf("claimed again within the lease: %d", len(got))
	}
	again := must(b.ClaimDueEmails(ctx, now.Add(61*time.Minute), now.Add(2*time.Hour), 1))
	if len(again) != 1 {
		t.Fatalf("after the lease: %d claimed, want 1", len(again))
	}
	if err := b.ReleaseEmails(ctx, []int64{again[0].ID}, now); err != nil {
		t.Fatal(err)
	}
	if got := must(a.ClaimDueEmails(ctx, now, now.Add(time.Hour), 100)); len(got) != 1 || got[0].ID != again[0].ID {
		t.Fatalf("given back, then claimed: %+v", got)
	}
}

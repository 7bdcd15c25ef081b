package store

import (
	"context"
	"testing"
	"time"
)

// addDeliveredCost puts a past delivery straight into the aggregate.
func addDeliveredCost(t *testing.T, s *Store, from, to int64, size string, cost int, at time.Time) {
	t.Helper()
	if _, err := s.db.Exec(`INSERT INTO delivered_costs (from_place, to_place, size, cost, delivered_at) VALUES (?, ?, ?, ?, ?)`,
		from, to, size, cost, formatTime(at)); err != nil {
		t.Fatal(err)
	}
}

func TestTypicalCost(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	now := time.Now()
	const kyiv, lviv = 703448, 702550
	day := 24 * time.Hour
	for _, cost := range []int{100, 400, 150, 120} {
		addDeliveredCost(t, s, kyiv, lviv, "M", cost, now.Add(-10*day))
	}
	// Outside the route, the size or the 180 days: not counted.
	addDeliveredCost(t, s, lviv, kyiv, "M", 999, now.Add(-day))
	addDeliveredCost(t, s, kyiv, lviv, "S", 999, now.Add(-day))
	addDeliveredCost(t, s, kyiv, lviv, "M", 999, now.Add(-181*day))

	if got := must(s.TypicalCost(ctx, kyiv, lviv, "M", now)); got != nil {
		t.Fatalf("4 deliveries: got %+v, want nil", got)
	}
	addDeliveredCost(t, s, kyiv, lviv, "M", 200, now.Add(-179*day))
	got := must(s.TypicalCost(ctx, kyiv, lviv, "M", now))
	// 100 120 150 200 400: the middle half leaves out one at each end.
	if want := (TypicalCost{Low: 120, High: 200, Count: 5}); got == nil || *got != want {
		t.Fatalf("5 deliveries: got %+v, want %+v", got, want)
	}
	for _, cost := range []int{130, 140, 500} {
		addDeliveredCost(t, s, kyiv, lviv, "M", cost, now.Add(-day))
	}
	got = must(s.TypicalCost(ctx, kyiv, lviv, "M", now))
	// 100 120 130 140 150 200 400 500: two out at each end.
	if want := (TypicalCost{Low: 130, High: 200, Count: 8}); got == nil || *got != want {
		t.Fatalf("8 deliveries: got %+v, want %+v", got, want)
	}
	// A month on, the one from 179 days ago has left the window.
	got = must(s.TypicalCost(ctx, kyiv, lviv, "M", now.Add(30*day)))
	if want := (TypicalCost{Low: 120, High: 400, Count: 7}); got == nil || *got != want {
		t.Fatalf("a month on: got %+v, want %+v", got, want)
	}
}

// TestDeliveryRecordsCost: the recipient's "delivered" adds the cost; "not delivered" does not.
func TestDeliveryRecordsCost(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	driver := mustCreateUser(t, s, "driver@example.com")
	sender := mustCreateUser(t, s, "sender@example.com")
	ride := newRide(t, s, driver.ID)
	for i := range 6 {
		p := newParcel(sender.ID)
		p.Cost = 100 + 10*i
		parcel := must(s.CreateParcel(ctx, p))
		accept(t, s, parcel.ID, ride.ID)
		must(s.PickUp(ctx, driver.ID, parcel.ID, false))
		must(s.ConfirmDelivery(ctx, parcel.ID, i < 5))
	}
	var n int
	if err := s.db.Get(&n, `SELECT COUNT(*) FROM delivered_costs`); err != nil || n != 5 {
		t.Fatalf("rows after 5 delivered and 1 failed: got %d (%v), want 5", n, err)
	}
	got := must(s.TypicalCost(ctx, 703448, 702550, "S", time.Now()))
	if want := (TypicalCost{Low: 110, High: 130, Count: 5}); got == nil || *got != want {
		t.Fatalf("typical: got %+v, want %+v", got, want)
	}
}

package store

import (
	"bytes"
	"context"
	"errors"
	"testing"
	"time"
)

func TestDeliveryLifecycle(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	driver := mustCreateUser(t, s, "driver@example.com")
	other := mustCreateUser(t, s, "other@example.com")
	sender := mustCreateUser(t, s, "sender@example.com")
	ride := newRide(t, s, driver.ID)
	a := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	b := must(s.CreateParcel(ctx, newParcel(sender.ID)))

	if _, err := s.PickUp(ctx, driver.ID, a.ID, false); !errors.Is(err, ErrNotFound) {
		t.Fatalf("pick up a parcel not on my ride: got %v", err)
	}
	accept(t, s, a.ID, ride.ID)
	accept(t, s, b.ID, ride.ID)
	if _, err := s.PickUp(ctx, other.ID, a.ID, false); !errors.Is(err, ErrNotFound) {
		t.Fatalf("someone else picks up: got %v", err)
	}
	if _, err := s.ConfirmDelivery(ctx, a.ID, true); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("confirm before pickup: got %v", err)
	}
	p, err := s.PickUp(ctx, driver.ID, a.ID, false)
	if err != nil || p.Status != ParcelInTransit {
		t.Fatalf("pick up: %v %+v", err, p)
	}
	if _, err := s.PickUp(ctx, driver.ID, a.ID, false); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("pick up twice: got %v", err)
	}
	if r := must(s.GetRide(ctx, ride.ID)); r.Status != RideInProgress {
		t.Fatalf("ride after the first pickup: %s", r.Status)
	}
	if _, err := s.CancelRide(ctx, driver.ID, ride.ID); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("cancel a ride in progress: got %v", err)
	}
	if _, err := s.AddFeedback(ctx, a.ID, 5, "fast"); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("feedback before delivery: got %v", err)
	}
	if p, err = s.ConfirmDelivery(ctx, a.ID, true); err != nil || p.Status != ParcelDelivered {
		t.Fatalf("confirm: %v %+v", err, p)
	}
	if r := must(s.GetRide(ctx, ride.ID)); r.Status != RideInProgress {
		t.Fatalf("ride with a parcel still accepted: %s", r.Status)
	}
	if _, err := s.PickUp(ctx, driver.ID, b.ID, false); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ConfirmDelivery(ctx, b.ID, false); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ConfirmDelivery(ctx, b.ID, true); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("answer twice: got %v", err)
	}
	// Every parcel is answered, but the ride has not left: its free places stay on offer.
	if r := must(s.GetRide(ctx, ride.ID)); r.Status != RideInProgress {
		t.Fatalf("ride after every answer, before departure: %s", r.Status)
	}
	if _, err := s.ExpireDue(ctx, Clock{Now: time.Now().Add(72 * time.Hour), Today: "2099-01-01"}); err != nil {
		t.Fatal(err)
	}
	if r := must(s.GetRide(ctx, ride.ID)); r.Status != RideCompleted {
		t.Fatalf("ride after every answer and its departure: %s", r.Status)
	}

	if _, err := s.AddFeedback(ctx, a.ID, 4, "Careful and on time"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.AddFeedback(ctx, a.ID, 1, "again"); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("second feedback: got %v", err)
	}
	// Nothing is rated after a failed delivery.
	if _, err := s.AddFeedback(ctx, b.ID, 2, ""); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("feedback after a failed delivery: got %v", err)
	}
	stats, err := s.GetDriverStats(ctx, []int64{driver.ID, sender.ID})
	if err != nil {
		t.Fatal(err)
	}
	if st := stats[driver.ID]; st.Average != 4 || st.Count != 1 || st.Deliveries != 1 {
		t.Fatalf("driver stats: %+v", st)
	}
	if st := stats[sender.ID]; st.Count != 0 || st.Deliveries != 0 {
		t.Fatalf("sender stats: %+v", st)
	}
}

func TestSecretIsStable(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	a, err := s.Secret(ctx, "delivery")
	if err != nil || len(a) != 32 {
		t.Fatalf("secret: %v %d", err, len(a))
	}
	b := must(s.Secret(ctx, "delivery"))
	c := must(s.Secret(ctx, "other"))
	if !bytes.Equal(a, b) || bytes.Equal(a, c) {
		t.Fatal("secrets must be stable per name and differ between names")
	}
}

package store

import (
	"context"
	"errors"
	"testing"
)

// Every state change is one checked transaction: however many arrive at
// once, exactly one wins and the rest are told it is too late.

// carriage is a driver's planned ride and a sender's New parcel along it.
type carriage struct {
	driver, sender *User
	ride           *Ride
	parcel         *Parcel
}

func newCarriage(t *testing.T) (*Store, context.Context, carriage) {
	t.Helper()
	s := newTestStore(t)
	ctx := context.Background()
	c := carriage{driver: mustCreateUser(t, s, "driver@example.com"), sender: mustCreateUser(t, s, "sender@example.com")}
	c.ride = newRide(t, s, c.driver.ID)
	p, err := s.CreateParcel(ctx, newParcel(c.sender.ID))
	if err != nil {
		t.Fatal(err)
	}
	c.parcel = p
	return s, ctx, c
}

func TestConcurrentPickupHasOneWinner(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	driver, ride, p := c.driver, c.ride, c.parcel
	accept(t, s, p.ID, ride.ID)
	oneWinner(t, 8, ErrInvalidState, func(int) error { _, err := s.PickUp(ctx, driver.ID, p.ID, false); return err })
	if r := must(s.GetRide(ctx, ride.ID)); r.Status != RideInProgress {
		t.Fatalf("ride: %s", r.Status)
	}
}

// The recipient taps "Confirm delivery" and "Delivery failed" at once, on two devices.
func TestConcurrentRecipientAnswersHaveOneWinner(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	driver, ride, p := c.driver, c.ride, c.parcel
	accept(t, s, p.ID, ride.ID)
	if _, err := s.PickUp(ctx, driver.ID, p.ID, false); err != nil {
		t.Fatal(err)
	}
	oneWinner(t, 8, ErrInvalidState, func(i int) error { _, err := s.ConfirmDelivery(ctx, p.ID, i%2 == 0); return err })
	if r := must(s.GetRide(ctx, ride.ID)); r.Status != RideInProgress {
		t.Fatalf("ride before departure: %s", r.Status)
	}
	answered := must(s.GetParcel(ctx, p.ID))
	if answered.Status == ParcelFailed {
		if _, err := s.AddFeedback(ctx, p.ID, 3, "after failing"); !errors.Is(err, ErrInvalidState) {
			t.Fatalf("feedback after a failed delivery: got %v", err)
		}
		return
	}
	oneWinner(t, 8, ErrInvalidState, func(i int) error { _, err := s.AddFeedback(ctx, p.ID, 1+i%5, "once"); return err })
}

func TestConcurrentDuplicateRequestsHaveOneWinner(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	ride, p := c.ride, c.parcel
	oneWinner(t, 8, ErrDuplicate, func(i int) error {
		dir := FromSender
		if i%2 == 1 {
			dir = FromDriver
		}
		_, err := s.CreateRequest(ctx, p.ID, ride.ID, dir, 100, "", nil)
		return err
	})
}

// The sender cancels the parcel while the driver approves its request: either order is fine, but the parcel
// always ends cancelled, holding no place on the ride.
func TestParcelCancelRacesApproval(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	sender, ride, p := c.sender, c.ride, c.parcel
	r, err := s.CreateRequest(ctx, p.ID, ride.ID, FromSender, 100, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	var cancelErr error
	_, errs := race(2, func(i int) error {
		if i == 0 {
			_, cancelErr = s.CancelParcel(ctx, sender.ID, p.ID)
			return cancelErr
		}
		_, err := s.ApproveRequest(ctx, r.ID)
		return err
	})
	if cancelErr != nil {
		t.Fatalf("the sender's cancel: %v", cancelErr)
	}
	for _, err := range errs {
		if !errors.Is(err, ErrInvalidState) {
			t.Fatalf("the approval: got %v, want ErrInvalidState", err)
		}
	}
	got := must(s.GetParcel(ctx, p.ID))
	rd := must(s.GetRide(ctx, ride.ID))
	if got.Status != ParcelCancelled || rd.Used != 0 {
		t.Fatalf("parcel %s, places used %d", got.Status, rd.Used)
	}
}

// The driver cancels the ride while a sender's request is approved.
func TestRideCancelRacesApproval(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	driver, ride, p := c.driver, c.ride, c.parcel
	r, err := s.CreateRequest(ctx, p.ID, ride.ID, FromDriver, 100, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	wins, errs := race(2, func(i int) error {
		if i == 0 {
			_, err := s.CancelRide(ctx, driver.ID, ride.ID)
			return err
		}
		_, err := s.ApproveRequest(ctx, r.ID)
		return err
	})
	for _, err := range errs {
		if !errors.Is(err, ErrInvalidState) {
			t.Fatalf("loser: %v", err)
		}
	}
	got := must(s.GetParcel(ctx, p.ID))
	rd := must(s.GetRide(ctx, ride.ID))
	// Approve first then cancel: both win, and the cancel hands the parcel back to New.
	if rd.Status == RideCancelled && (got.Status != ParcelNew || got.RideID.Valid) {
		t.Fatalf("cancelled ride left the parcel %s on ride %v (wins %d)", got.Status, got.RideID, wins)
	}
	if rd.Status == RidePlanned && (wins != 1 || got.Status != ParcelAccepted) {
		t.Fatalf("planned ride: parcel %s, wins %d", got.Status, wins)
	}
}

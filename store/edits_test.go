package store

import (
	"errors"
	"testing"
)

// never is a fit rule nothing passes: the edit makes every pending request stop fitting.
func never(*Parcel, *Ride) bool { return false }

// The sender edits the parcel so that it no longer fits while the driver approves its request: exactly one wins.
// Edit first: the request expires and the approval is too late. Approval first: the parcel is Accepted and no
// longer changes.
func TestParcelEditRacesApproval(t *testing.T) {
	t.Parallel()
	for range 4 {
		s, ctx, c := newCarriage(t)
		r, err := s.CreateRequest(ctx, c.parcel.ID, c.ride.ID, FromSender, 100, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		edit := newParcel(c.sender.ID)
		edit.Type = "electronics"
		wins, errs := race(2, func(i int) error {
			if i == 0 {
				_, err := s.UpdateParcel(ctx, c.sender.ID, c.parcel.ID, edit, never)
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
		got := must(s.GetParcel(ctx, c.parcel.ID))
		q := must(s.GetRequest(ctx, r.ID))
		switch {
		case wins != 1:
			t.Fatalf("%d winners", wins)
		case got.Status == ParcelAccepted && (got.Type != "books" || q.Status != RequestApproved):
			t.Fatalf("approved, yet parcel %s, request %s", got.Type, q.Status)
		case got.Status == ParcelNew && (got.Type != "electronics" || q.Status != RequestExpired):
			t.Fatalf("edited, yet parcel %s, request %s", got.Type, q.Status)
		}
	}
}

// The driver moves the ride to other cities while a sender's request is approved: exactly one wins. Edit first:
// the request expires. Approval first: the ride carries a parcel and its cities stay.
func TestRideEditRacesApproval(t *testing.T) {
	t.Parallel()
	for range 4 {
		s, ctx, c := newCarriage(t)
		r, err := s.CreateRequest(ctx, c.parcel.ID, c.ride.ID, FromSender, 100, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		edit := *c.ride
		edit.ToPlaceID = 698740 // Odesa
		wins, errs := race(2, func(i int) error {
			if i == 0 {
				_, err := s.UpdateRide(ctx, c.driver.ID, c.ride.ID, edit, never)
				return err
			}
			_, err := s.ApproveRequest(ctx, r.ID)
			return err
		})
		for _, err := range errs {
			if !errors.Is(err, ErrInvalidState) && !errors.Is(err, ErrRideHasParcels) {
				t.Fatalf("loser: %v", err)
			}
		}
		rd := must(s.GetRide(ctx, c.ride.ID))
		q := must(s.GetRequest(ctx, r.ID))
		switch {
		case wins != 1:
			t.Fatalf("%d winners", wins)
		case rd.Used == 1 && (rd.ToPlaceID != 702550 || q.Status != RequestApproved):
			t.Fatalf("approved, yet ride to %d, request %s", rd.ToPlaceID, q.Status)
		case rd.Used == 0 && (rd.ToPlaceID != 698740 || q.Status != RequestExpired):
			t.Fatalf("edited, yet ride to %d, request %s", rd.ToPlaceID, q.Status)
		}
	}
}

// A ride's capacity does not go below its accepted parcels; another's ride or parcel is not found.
func TestEditLimits(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	other := mustCreateUser(t, s, "other@example.com")
	if _, err := s.UpdateParcel(ctx, other.ID, c.parcel.ID, newParcel(other.ID), never); !errors.Is(err, ErrNotFound) {
		t.Fatalf("another's parcel: got %v, want ErrNotFound", err)
	}
	if _, err := s.UpdateRide(ctx, other.ID, c.ride.ID, *c.ride, never); !errors.Is(err, ErrNotFound) {
		t.Fatalf("another's ride: got %v, want ErrNotFound", err)
	}
	accept(t, s, c.parcel.ID, c.ride.ID)
	second := must(s.CreateParcel(ctx, newParcel(c.sender.ID)))
	accept(t, s, second.ID, c.ride.ID)
	edit := *c.ride
	edit.Capacity = 1
	if _, err := s.UpdateRide(ctx, c.driver.ID, c.ride.ID, edit, never); !errors.Is(err, ErrBelowAccepted) {
		t.Fatalf("capacity 1 under 2 accepted: got %v, want ErrBelowAccepted", err)
	}
	edit.Capacity = 2
	if got, err := s.UpdateRide(ctx, c.driver.ID, c.ride.ID, edit, never); err != nil || got.Capacity != 2 {
		t.Fatalf("capacity 2 with 2 accepted: %v, %+v", err, got)
	}
}

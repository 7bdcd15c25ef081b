package store

import (
	"errors"
	"testing"
	"time"
)

func TestPickupPlanIsTheDriversWhileAccepted(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	at := time.Now().Add(36 * time.Hour).UTC().Truncate(time.Minute)
	if _, err := s.SetPickupPlan(ctx, c.driver.ID, c.parcel.ID, at, "Gas station"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("before acceptance: %v", err)
	}
	accept(t, s, c.parcel.ID, c.ride.ID)
	if _, err := s.SetPickupPlan(ctx, c.sender.ID, c.parcel.ID, at, "Gas station"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the sender: %v", err)
	}
	p := must(s.SetPickupPlan(ctx, c.driver.ID, c.parcel.ID, at, "Gas station"))
	if p.PickupAt.String != formatTime(at) || p.PickupPlace.String != "Gas station" {
		t.Fatalf("plan: %+v", p)
	}
	told := must(s.ListNotifications(ctx, c.sender.ID, 0, 10))
	if len(told) == 0 || told[0].Kind != NoticePickupPlanned || told[0].ActorID.Int64 != c.driver.ID {
		t.Fatalf("the sender is told: %+v", told)
	}
	must(s.PickUp(ctx, c.driver.ID, c.parcel.ID, false))
	if _, err := s.SetPickupPlan(ctx, c.driver.ID, c.parcel.ID, at, "Later"); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("after pickup: %v", err)
	}
}

func TestRideCancelForgetsAcceptanceAndPlan(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	accept(t, s, c.parcel.ID, c.ride.ID)
	must(s.SetPickupPlan(ctx, c.driver.ID, c.parcel.ID, time.Now().Add(time.Hour), "Gate"))
	if _, err := s.CancelRide(ctx, c.driver.ID, c.ride.ID); err != nil {
		t.Fatal(err)
	}
	p := must(s.GetParcel(ctx, c.parcel.ID))
	if p.Status != ParcelNew || p.AcceptedAt.Valid || p.PickupAt.Valid || p.PickupPlace.Valid {
		t.Fatalf("released parcel: %+v", p)
	}
	if p := must(s.CancelParcel(ctx, c.sender.ID, c.parcel.ID)); !p.ClosedAt.Valid {
		t.Fatalf("cancelled without a time: %+v", p)
	}
}

func TestPhotosAtMostTwoAStageInTheirStates(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	jpeg := []byte{0xff, 0xd8, 0xff}
	accept(t, s, c.parcel.ID, c.ride.ID)
	if _, err := s.AddParcelPhoto(ctx, c.driver.ID, c.parcel.ID, PhotoPickup, "image/jpeg", jpeg); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("before pickup: %v", err)
	}
	must(s.PickUp(ctx, c.driver.ID, c.parcel.ID, false))
	if _, err := s.AddParcelPhoto(ctx, c.sender.ID, c.parcel.ID, PhotoPickup, "image/jpeg", jpeg); !errors.Is(err, ErrNotFound) {
		t.Fatalf("the sender: %v", err)
	}
	must(s.AddParcelPhoto(ctx, c.driver.ID, c.parcel.ID, PhotoPickup, "image/jpeg", jpeg))
	// One place left: of several at once, one takes it.
	oneWinner(t, 6, ErrTooManyPhotos, func(int) error {
		_, err := s.AddParcelPhoto(ctx, c.driver.ID, c.parcel.ID, PhotoPickup, "image/jpeg", jpeg)
		return err
	})
	must(s.ConfirmDelivery(ctx, c.parcel.ID, true))
	if _, err := s.AddParcelPhoto(ctx, c.driver.ID, c.parcel.ID, PhotoPickup, "image/jpeg", jpeg); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("pickup photo after delivery: %v", err)
	}
	d := must(s.AddParcelPhoto(ctx, c.driver.ID, c.parcel.ID, PhotoDelivery, "image/jpeg", jpeg))
	photos := must(s.ParcelPhotos(ctx, []int64{c.parcel.ID}))[c.parcel.ID]
	if len(photos) != 3 || photos[2].ID != d.ID || photos[2].Stage != PhotoDelivery || len(photos[0].Data) != 0 {
		t.Fatalf("photos: %+v", photos)
	}
	if got := must(s.GetParcelPhoto(ctx, c.parcel.ID, d.ID)); string(got.Data) != string(jpeg) {
		t.Fatalf("bytes: %v", got.Data)
	}
	if _, err := s.GetParcelPhoto(ctx, c.parcel.ID+1, d.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("another parcel's photo: %v", err)
	}
}

package store

import (
	"errors"
	"testing"
)

// A refused pickup puts the parcel back to New in one checked transaction: of racing refusals (or a refusal
// racing the pickup) exactly one wins.
func TestConcurrentRefusalsHaveOneWinner(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	accept(t, s, c.parcel.ID, c.ride.ID)
	oneWinner(t, 8, ErrInvalidState, func(i int) error {
		_, err := s.RefusePickup(ctx, c.driver.ID, c.parcel.ID, RefusedProhibited, "")
		return err
	})
	if p := must(s.GetParcel(ctx, c.parcel.ID)); p.Status != ParcelNew {
		t.Fatalf("parcel: %s", p.Status)
	}
	// Picked up and refused at once: one of them.
	accept(t, s, c.parcel.ID, c.ride.ID)
	wins, _ := race(2, func(i int) error {
		if i == 0 {
			_, err := s.PickUp(ctx, c.driver.ID, c.parcel.ID, true)
			return err
		}
		_, err := s.RefusePickup(ctx, c.driver.ID, c.parcel.ID, RefusedOther, "")
		return err
	})
	if wins != 1 {
		t.Fatalf("pickup and refusal: %d winners", wins)
	}
}

func TestRefusedPickupFreesThePlace(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	accept(t, s, c.parcel.ID, c.ride.ID)
	if _, err := s.db.Exec(`INSERT INTO requests (parcel_id, ride_id, direction, cost, status, created_at, updated_at)
		VALUES (?, ?, 'fromSender', 100, 'approved', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z')`, c.parcel.ID, c.ride.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.RefusePickup(ctx, c.sender.ID, c.parcel.ID, RefusedOther, ""); err == nil {
		t.Fatal("only the ride's driver refuses")
	}
	p, err := s.RefusePickup(ctx, c.driver.ID, c.parcel.ID, RefusedNotAsDescribed, "A sofa, not books")
	if err != nil {
		t.Fatal(err)
	}
	if p.Status != ParcelNew || p.RideID.Valid || p.AcceptedAt.Valid || p.RefusedReason.String != RefusedNotAsDescribed ||
		p.RefusedDetails.String != "A sofa, not books" || p.RefusedBy.Int64 != c.driver.ID || !p.RefusedAt.Valid {
		t.Fatalf("refused parcel: %+v", p)
	}
	var status string
	if err := s.db.Get(&status, `SELECT status FROM requests WHERE parcel_id = ?`, c.parcel.ID); err != nil || status != RequestDeclined {
		t.Fatalf("the approved request: %q %v", status, err)
	}
	if carries, err := s.CarriesParcelOf(ctx, c.ride.ID, c.sender.ID); err != nil || carries {
		t.Fatalf("the ride still carries it: %v %v", carries, err)
	}
	if _, err := s.RefusePickup(ctx, c.driver.ID, c.parcel.ID, RefusedOther, ""); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("refused twice: %v", err)
	}
}

package store

import (
	"context"
	"database/sql"
	"errors"
	"testing"
	"time"
)

func newParcel(senderID int64) Parcel {
	return Parcel{SenderID: senderID, Type: "books", Size: "S", Cost: 150, FromPlaceID: 703448, ToPlaceID: 702550,
		ShippingDate: time.Now().Format("2006-01-02"), RecipientName: "Ivan", RecipientPhone: "+380671234567"}
}

func newRide(t *testing.T, s *Store, driverID int64) *Ride {
	t.Helper()
	v, err := s.CreateVehicle(context.Background(), Vehicle{UserID: driverID, VehicleType: "car", ModelType: "van", ModelName: "Ford", IDNumber: "AA1"})
	if err != nil {
		t.Fatal(err)
	}
	r, err := s.CreateRide(context.Background(), Ride{DriverID: driverID, VehicleID: v.ID, FromPlaceID: 703448, ToPlaceID: 702550,
		DepartureAt: formatTime(time.Now().Add(48 * time.Hour)), Capacity: 3})
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// accept puts a parcel on a ride as an approved request will.
func accept(t *testing.T, s *Store, parcelID, rideID int64) {
	t.Helper()
	if _, err := s.db.Exec(`UPDATE parcels SET status = 'Accepted', ride_id = ? WHERE id = ?`, rideID, parcelID); err != nil {
		t.Fatal(err)
	}
}

func TestParcelsListAndCancel(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	alice := mustCreateUser(t, s, "alice@example.com")
	bob := mustCreateUser(t, s, "bob@example.com")
	first, err := s.CreateParcel(ctx, newParcel(alice.ID))
	if err != nil {
		t.Fatal(err)
	}
	p := newParcel(alice.ID)
	p.DeliveryDate = sql.NullString{String: time.Now().AddDate(0, 0, 3).Format("2006-01-02"), Valid: true}
	second, err := s.CreateParcel(ctx, p)
	if err != nil {
		t.Fatal(err)
	}
	if second.Status != ParcelNew || !second.DeliveryDate.Valid {
		t.Fatalf("created: %+v", second)
	}
	list, err := s.ListParcelsBySender(ctx, alice.ID, 0, 100)
	if err != nil || len(list) != 2 || list[0].ID != second.ID {
		t.Fatalf("list: %v, %+v", err, list)
	}
	if list := must(s.ListParcelsBySender(ctx, bob.ID, 0, 100)); len(list) != 0 {
		t.Fatalf("bob sees %d parcels", len(list))
	}
	if _, err := s.CancelParcel(ctx, bob.ID, first.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("someone else's cancel: got %v, want ErrNotFound", err)
	}
	got, err := s.CancelParcel(ctx, alice.ID, first.ID)
	if err != nil || got.Status != ParcelCancelled {
		t.Fatalf("cancel: %v, %+v", err, got)
	}
	if _, err := s.CancelParcel(ctx, alice.ID, first.ID); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("cancel twice: got %v, want ErrInvalidState", err)
	}
	if _, err := s.db.Exec(`UPDATE parcels SET status = 'In Transit' WHERE id = ?`, second.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.CancelParcel(ctx, alice.ID, second.ID); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("cancel in transit: got %v, want ErrInvalidState", err)
	}
}

func TestConcurrentParcelCancelHasOneWinner(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	u := mustCreateUser(t, s, "race@example.com")
	p := must(s.CreateParcel(ctx, newParcel(u.ID)))
	oneWinner(t, 8, ErrInvalidState, func(int) error { _, err := s.CancelParcel(ctx, u.ID, p.ID); return err })
}

func TestRidesWithTotalsAndCancel(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	driver := mustCreateUser(t, s, "driver@example.com")
	sender := mustCreateUser(t, s, "sender@example.com")
	ride := newRide(t, s, driver.ID)
	if ride.Status != RidePlanned || ride.Vehicle.ModelName != "Ford" || ride.Used != 0 {
		t.Fatalf("ride: %+v", ride)
	}
	a := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	b := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	accept(t, s, a.ID, ride.ID)
	accept(t, s, b.ID, ride.ID)
	got, err := s.GetRide(ctx, ride.ID)
	if err != nil || got.Used != 2 || got.TotalCost != 300 {
		t.Fatalf("totals: %v, used %d, total %d", err, got.Used, got.TotalCost)
	}
	list := must(s.ListRidesByDriver(ctx, driver.ID, 0, 100))
	if len(list) != 1 || list[0].Used != 2 {
		t.Fatalf("list: %+v", list)
	}
	if accepted := must(s.ListParcelsByRide(ctx, ride.ID)); len(accepted) != 2 {
		t.Fatalf("accepted parcels: %d", len(accepted))
	}

	// A planned ride holds its vehicle.
	if err := s.DeleteVehicle(ctx, driver.ID, ride.VehicleID); !errors.Is(err, ErrVehicleInUse) {
		t.Fatalf("delete vehicle of a planned ride: got %v, want ErrVehicleInUse", err)
	}
	if _, err := s.CancelRide(ctx, sender.ID, ride.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("someone else's cancel: got %v", err)
	}
	released, err := s.CancelRide(ctx, driver.ID, ride.ID)
	if err != nil || len(released) != 2 {
		t.Fatalf("cancel: %v, released %d", err, len(released))
	}
	if p := must(s.GetParcel(ctx, a.ID)); p.Status != ParcelNew || p.RideID.Valid {
		t.Fatalf("parcel after ride cancel: %+v", p)
	}
	if _, err := s.CancelRide(ctx, driver.ID, ride.ID); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("cancel twice: got %v", err)
	}
	if err := s.DeleteVehicle(ctx, driver.ID, ride.VehicleID); err != nil {
		t.Fatalf("delete vehicle after cancel: %v", err)
	}
	// The cancelled ride still shows its (deleted) vehicle.
	if got, err := s.GetRide(ctx, ride.ID); err != nil || got.Vehicle.ModelName != "Ford" {
		t.Fatalf("ride after vehicle delete: %v %+v", err, got)
	}
}

func TestCreateRideNeedsOwnVehicle(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	owner := mustCreateUser(t, s, "owner@example.com")
	other := mustCreateUser(t, s, "other@example.com")
	v := must(s.CreateVehicle(ctx, Vehicle{UserID: owner.ID, VehicleType: "bicycle"}))
	_, err := s.CreateRide(ctx, Ride{DriverID: other.ID, VehicleID: v.ID, FromPlaceID: 1, ToPlaceID: 2,
		DepartureAt: formatTime(time.Now().Add(time.Hour)), Capacity: 1})
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("got %v, want ErrNotFound", err)
	}
}

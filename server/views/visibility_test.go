package views

import (
	"database/sql"
	"testing"

	"ridepost/store"
)

// TestAudienceDecidesWhatIsSeen: who one is to a parcel or a ride is decided by one function each, and the views
// show the private side to that value only.
func TestAudienceDecidesWhatIsSeen(t *testing.T) {
	t.Parallel()
	const sender, driver, other, rideID = 3, 4, 5, 9
	parcel := func(status string, ride int64) *store.Parcel {
		return &store.Parcel{ID: 7, SenderID: sender, Status: status, FromPlaceID: 703448, FromStreet: "vul. Khreshchatyk 1",
			ToPlaceID: 702550, ToStreet: "pl. Rynok 1", RecipientName: "Ivan", RecipientLastName: "Franko",
			RecipientPhone: "+380501234567", RideID: sql.NullInt64{Int64: ride, Valid: ride != 0},
			DeclaredValue: sql.NullInt64{Int64: 900, Valid: true}}
	}
	ride := &store.Ride{ID: rideID, DriverID: driver, Status: store.RidePlanned, FromPlaceID: 703448, ToPlaceID: 702550,
		TotalCost: 300, Vehicle: store.Vehicle{IDNumber: "AA1234BB"}}
	for _, c := range []struct {
		name   string
		me     int64
		p      *store.Parcel
		rideID int64
		want   Audience
	}{
		{"the sender of a New parcel", sender, parcel(store.ParcelNew, 0), 0, Owner},
		{"the sender of a carried parcel", sender, parcel(store.ParcelInTransit, rideID), rideID, Owner},
		{"the driver carrying it", driver, parcel(store.ParcelAccepted, rideID), rideID, Party},
		{"the driver of a failed delivery", driver, parcel(store.ParcelFailed, rideID), rideID, Party},
		{"the driver once it is New again", driver, parcel(store.ParcelNew, 0), rideID, Stranger},
		{"a driver of another ride", driver, parcel(store.ParcelAccepted, rideID+1), rideID, Stranger},
		{"anyone else", other, parcel(store.ParcelAccepted, rideID), rideID, Stranger},
		{"signed out", 0, parcel(store.ParcelNew, 0), 0, Stranger},
	} {
		a := ParcelAudience(c.me, c.p, c.rideID, driver)
		if a != c.want {
			t.Errorf("%s: audience %d, want %d", c.name, a, c.want)
			continue
		}
		v := NewParcel(c.p, a)
		sees := v.Recipient.PhoneNumber != "" && v.ShippingAddress.Street != "" && v.DeclaredValue != nil &&
			v.Recipient.LastName == "Franko"
		hidden := v.Recipient.PhoneNumber == "" && v.ShippingAddress.Street == "" && v.DeliveryAddress.Street == "" &&
			v.DeclaredValue == nil && v.Recipient.LastName == "F."
		if a.SeesSides() != sees || a.SeesSides() == hidden {
			t.Errorf("%s (%d): the parcel's private side shown %v, hidden %v", c.name, a, sees, hidden)
		}
	}
	for _, c := range []struct {
		name    string
		me      int64
		carries bool
		want    Audience
	}{
		{"its driver", driver, false, Owner},
		{"a sender with a parcel on it", sender, true, Party},
		{"a sender without", sender, false, Stranger},
		{"signed out", 0, false, Stranger},
	} {
		a := RideAudience(c.me, ride, c.carries)
		if a != c.want {
			t.Errorf("%s: audience %d, want %d", c.name, a, c.want)
			continue
		}
		v := NewRide(ride, a)
		if sees := v.Vehicle.IDNumber != "" && v.TotalCost != nil; sees != a.SeesSides() {
			t.Errorf("%s: the plate and the total shown %v", c.name, sees)
		}
	}
	const text = "call me on +380501234567"
	for _, c := range []struct {
		reader int64
		a      Audience
		masked bool
	}{{other, Between(false), true}, {other, Between(true), false}, {sender, Stranger, false}, {0, Stranger, true}} {
		if got := TextFor(c.reader, sender, text, c.a); (got != text) != c.masked {
			t.Errorf("reader %d as %d: %q", c.reader, c.a, got)
		}
	}
}

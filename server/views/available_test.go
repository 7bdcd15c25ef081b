package views

import (
	"database/sql"
	"encoding/json"
	"reflect"
	"testing"
	"time"

	"ridepost/store"
)

// TestAppendAvailableIsTheCardsJSON: a page written from kept parts reads as the cards encoded whole.
func TestAppendAvailableIsTheCardsJSON(t *testing.T) {
	t.Parallel()
	p := &store.Parcel{ID: 7, SenderID: 3, Status: store.ParcelNew, Type: "books", Size: "S", Details: `Fragile <glass> & "paper"`,
		Cost: 120, FromPlaceID: 703448, FromStreet: "vul. Khreshchatyk 1", ToPlaceID: 702550, ShippingDate: "2026-12-05",
		DeliveryDate: sql.NullString{String: "2026-12-09", Valid: true}, RecipientName: "Ivan", RecipientLastName: "Franko",
		RecipientPhone: "+380501234567", CreatedAt: "2026-12-01T10:00:00Z"}
	r := &store.Ride{ID: 9, DriverID: 4, Status: store.RidePlanned, FromPlaceID: 703448, ToPlaceID: 702550,
		DepartureAt: "2026-12-05T07:00:00Z", Capacity: 4, Used: 1, ParcelTypes: "books,documents", CreatedAt: "2026-12-01T10:00:00Z"}
	card := &PublicCard{UserID: 3, Name: "Olena", Surname: "K.", MemberSince: "2026-11", Answers: &Answers{Rate: 0.67, MedianHours: 1.5}}
	enc := func(v any) []byte {
		b, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	same := func(what string, got []byte, want any) {
		t.Helper()
		var g, w any
		if err := json.Unmarshal(got, &g); err != nil {
			t.Fatalf("%s: not JSON: %v\n%s", what, err, got)
		}
		if err := json.Unmarshal(enc(want), &w); err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(g, w) {
			t.Fatalf("%s:\n got %s\nwant %s", what, got, enc(want))
		}
	}
	pending := &PendingPair{RequestID: 11, FromMe: true, Cost: 180}
	pickup, dropoff := time.Date(2026, 12, 5, 8, 55, 0, 0, time.UTC), time.Date(2026, 12, 5, 11, 20, 0, 0, time.UTC)
	also := []time.Time{time.Date(2026, 12, 12, 0, 0, 0, 0, time.UTC), time.Date(2026, 12, 19, 0, 0, 0, 0, time.UTC)}
	for _, c := range []struct {
		pending *PendingPair
		fitting []int64
		along   bool // the ride passes searched cities, and is one of a series
	}{{nil, nil, false}, {pending, nil, true}, {nil, []int64{5, 6}, false}, {pending, []int64{}, true}} {
		next := "20"
		b := append([]byte(nil), SearchPageStart...)
		b = AppendAvailableTail(append(b, enc(NewParcel(p, Stranger))...), &CardTail{OwnerKey: "sender", Owner: enc(card), DetourKm: 22,
			Pending: c.pending, FittingKey: "fittingRideIds", Fitting: c.fitting})
		b = append(b, ',')
		b = AppendAvailableTail(append(b, enc(NewParcel(p, Stranger))...), &CardTail{OwnerKey: "sender", FittingKey: "fittingRideIds"})
		b = AppendSearchPageEnd(b, &next, 41)
		same("parcels", b, SearchPage[AvailableParcel]{Items: []AvailableParcel{
			NewAvailableParcel(p, 22, card, c.pending, c.fitting), NewAvailableParcel(p, 0, nil, nil, nil)}, NextCursor: &next, Total: 41})
		free := r.Capacity - r.Used
		tail := &CardTail{OwnerKey: "driver", Owner: enc(card), DetourKm: 3, Free: &free, Pending: c.pending,
			FittingKey: "fittingParcelIds", Fitting: c.fitting}
		want := NewAvailableRide(r, 3, card, c.pending, c.fitting)
		if c.along {
			tail.PickupETA, tail.DropoffETA, tail.AlsoOn = pickup, dropoff, also
			want.PickupETA, want.DropoffETA = ETA(pickup), ETA(dropoff)
			want.AlsoOn = []string{"2026-12-12", "2026-12-19"}
		}
		b = AppendAvailableTail(append(append([]byte(nil), SearchPageStart...), enc(NewRide(r, Stranger))...), tail)
		b = AppendSearchPageEnd(b, nil, 1)
		same("rides", b, SearchPage[AvailableRide]{Items: []AvailableRide{want}, Total: 1})
	}
}

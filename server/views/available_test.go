package views

import (
	"database/sql"
	"encoding/json"
	"reflect"
	"testing"

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
	pending := &PendingPair{RequestID: 11, FromMe: true}
	for _, c := range []struct {
		pending *PendingPair
		fitting []int64
	}{{nil, nil}, {pending, nil}, {nil, []int64{5, 6}}, {pending, []int64{}}} {
		next := "20"
		b := append([]byte(nil), SearchPageStart...)
		b = AppendAvailable(b, enc(NewParcel(p, false)), "sender", enc(card), 22, nil, c.pending, "fittingRideIds", c.fitting)
		b = append(b, ',')
		b = AppendAvailable(b, enc(NewParcel(p, false)), "sender", nil, 0, nil, nil, "fittingRideIds", nil)
		b = AppendSearchPageEnd(b, &next, 41)
		same("parcels", b, SearchPage[AvailableParcel]{Items: []AvailableParcel{
			NewAvailableParcel(p, 22, card, c.pending, c.fitting), NewAvailableParcel(p, 0, nil, nil, nil)}, NextCursor: &next, Total: 41})
		free := r.Capacity - r.Used
		b = AppendAvailable(append([]byte(nil), SearchPageStart...), enc(NewRide(r, false)), "driver", enc(card), 3, &free,
			c.pending, "fittingParcelIds", c.fitting)
		b = AppendSearchPageEnd(b, nil, 1)
		same("rides", b, SearchPage[AvailableRide]{Items: []AvailableRide{NewAvailableRide(r, 3, card, c.pending, c.fitting)}, Total: 1})
	}
}

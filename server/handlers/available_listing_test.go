package handlers

import (
	"database/sql"
	"testing"

	"ridepost/server/match"
	"ridepost/server/views"
	"ridepost/server/web"
	"ridepost/store"
)

// TestListingsKeepTheirCitiesOnce: a listing written back from its cut JSON and the kept cities is the
// parcel's JSON, whichever city comes first and whether or not it could be cut.
func TestListingsKeepTheirCitiesOnce(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ from, to int64 }{{703448, 702550}, {702550, 703448}, {703448, 999999999}} {
		p := &store.Parcel{ID: 1, SenderID: 2, Status: store.ParcelNew, Type: "books", Size: "S", Details: "Kyiv, Lviv",
			FromPlaceID: c.from, FromStreet: "vul. Khreshchatyk 1", ToPlaceID: c.to, ShippingDate: "2026-12-05",
			DeliveryDate: sql.NullString{}, RecipientName: "Ivan", RecipientLastName: "Franko"}
		want, err := web.Marshal(views.NewParcel(p, views.Stranger))
		if err != nil {
			t.Fatal(err)
		}
		l := &listed[match.Parcel]{}
		l.json, l.places = cutPlaces(append([]byte(nil), want...), c.from, c.to)
		if got := l.appendJSON(nil); string(got) != string(want) {
			t.Fatalf("%d → %d:\n got %s\nwant %s", c.from, c.to, got, want)
		}
		if c.to != 999999999 && len(l.places) != 2 {
			t.Fatalf("%d → %d: cut %d cities, want 2", c.from, c.to, len(l.places))
		}
	}
}

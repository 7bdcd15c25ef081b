package handlers

import (
	"database/sql"
	"encoding/json"
	"testing"

	gojson "github.com/goccy/go-json"

	"ridepost/server/views"
	"ridepost/store"
)

// TestJSONSerializerWritesWhatEncodingJSONWould: the answers' bytes do not
// depend on the encoder: escapes, map order, empty and absent values, numbers.
func TestJSONSerializerWritesWhatEncodingJSONWould(t *testing.T) {
	t.Parallel()
	p := &store.Parcel{ID: 7, SenderID: 3, Status: store.ParcelNew, Type: "documents", Size: "s",
		Details: `Fragile <glass> & "quotes" – ok  \ / é 日本`, Cost: 250, FromPlaceID: 703448, ToPlaceID: 702550,
		ShippingDate: "2026-12-01", DeliveryDate: sql.NullString{String: "2026-12-03", Valid: true},
		RecipientName: "Taras", RecipientLastName: "Shevchenko", CreatedAt: "2026-11-23T10:00:00.000Z"}
	item := views.AvailableParcel{Parcel: views.NewParcel(p, views.Stranger), DetourKm: 22, FittingRideIDs: []int64{}}
	item.Sender = &views.PublicCard{UserID: 3, Name: "Olena", Surname: "K.", Rating: views.Rating{Average: 4.5, Count: 2}}
	values := []any{
		map[string]any{"items": []views.AvailableParcel{item}, "nextCursor": nil, "total": 1, "a": 0.1, "z": []int{}},
		map[string]any{"error": map[string]any{"code": "invalid_input", "fields": map[string]string{"b": "x", "a": "y"}}},
		[]any{nil, true, 1e21, 123456789, "\x00\x1f"},
	}
	for i, v := range values {
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		got, err := gojson.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("value %d:\n got %s\nwant %s", i, got, want)
		}
	}
}

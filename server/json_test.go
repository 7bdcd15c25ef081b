package server

import (
	"database/sql"
	"encoding/json"
	"net/http"
	"strconv"
	"testing"

	gojson "github.com/goccy/go-json"

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
	item := availableParcel{parcelJSON: newParcelJSON(p, false), DetourKm: 22, FittingRideIDs: []int64{}}
	item.Sender = &publicCard{UserID: 3, Name: "Olena", Surname: "K.", Rating: rating{Average: 4.5, Count: 2}}
	values := []any{
		map[string]any{"items": []availableParcel{item}, "nextCursor": nil, "total": 1, "a": 0.1, "z": []int{}},
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

// TestJSONAnswersHaveTheirLength: an answer goes out whole with its length,
// or compressed when the browser asks for it (and then without a length
// that would be the uncompressed one).
func TestJSONAnswersHaveTheirLength(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	q := "/api/parcels/available?from=" + strconv.Itoa(kyivID) + "&to=" + strconv.Itoa(lvivID)
	plain := w.stranger.do("GET", q, nil, "Accept-Encoding", "identity")
	expectStatus(t, plain, http.StatusOK)
	if got := plain.header.Get("Content-Length"); got != strconv.Itoa(len(plain.body)) || plain.json["total"] == nil {
		t.Fatalf("Content-Length %q for %d bytes: %s", got, len(plain.body), plain.body)
	}
	// The Go client asks for gzip itself and checks what it unpacks.
	zipped := w.stranger.do("GET", q, nil)
	expectStatus(t, zipped, http.StatusOK)
	if zipped.body != plain.body {
		t.Fatalf("compressed answer differs:\n%s\n%s", zipped.body, plain.body)
	}
}

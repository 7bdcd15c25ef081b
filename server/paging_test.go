package server

import (
	"context"
	"net/http"
	"testing"

	"ridepost/store"
)

func TestOwnListsArePaged(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c, car := app.driverWithCar("pager@example.com")
	me := toNumber(jsonNumber(c.do("GET", "/api/profile", nil).json["userId"]))
	ctx := context.Background()
	for range 23 {
		if _, err := app.store.CreateParcel(ctx, store.Parcel{SenderID: me, Type: "books", Size: "S", Cost: 10, FromPlaceID: kyivID,
			ToPlaceID: lvivID, ShippingDate: dateIn(1), RecipientName: "Ivan", RecipientPhone: "+380671234567"}); err != nil {
			t.Fatal(err)
		}
	}
	for range 3 {
		expectStatus(t, c.do("POST", "/api/rides", validRide(car)), http.StatusCreated)
	}
	if all := decodeList(t, c.do("GET", "/api/parcels", nil).body); len(all) != 23 {
		t.Fatalf("without a cursor: %d parcels in a plain array", len(all))
	}

	first := c.do("GET", "/api/parcels?cursor=", nil)
	expectStatus(t, first, http.StatusOK)
	items := first.json["items"].([]any)
	next, _ := first.json["nextCursor"].(string)
	if len(items) != 20 || next == "" {
		t.Fatalf("first page: %d items, next %q", len(items), next)
	}
	// A parcel posted meanwhile does not shift the pages that follow.
	if _, err := app.store.CreateParcel(ctx, store.Parcel{SenderID: me, Type: "books", Size: "S", Cost: 10, FromPlaceID: kyivID,
		ToPlaceID: lvivID, ShippingDate: dateIn(1), RecipientName: "Ivan", RecipientPhone: "+380671234567"}); err != nil {
		t.Fatal(err)
	}
	second := c.do("GET", "/api/parcels?cursor="+next, nil)
	rest := second.json["items"].([]any)
	if len(rest) != 3 || second.json["nextCursor"] != nil {
		t.Fatalf("second page: %s", second.body)
	}
	seen := map[string]bool{}
	last := int64(1 << 62)
	for _, it := range append(items, rest...) {
		id := jsonNumber(it.(map[string]any)["parcelId"])
		if seen[id] || toNumber(id) >= last {
			t.Fatalf("pages repeat or go out of order at %s", id)
		}
		seen[id], last = true, toNumber(id)
	}
	rides := c.do("GET", "/api/rides?cursor=", nil)
	if r := rides.json["items"].([]any); len(r) != 3 || rides.json["nextCursor"] != nil {
		t.Fatalf("rides page: %s", rides.body)
	}
	for _, bad := range []string{"x", "-1", "0"} {
		r := c.do("GET", "/api/rides?cursor="+bad, nil)
		expectStatus(t, r, http.StatusBadRequest)
		if r.field("cursor") != "invalid" {
			t.Errorf("cursor %q: %s", bad, r.body)
		}
	}
}

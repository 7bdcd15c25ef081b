package server

import (
	"net/http"
	"strconv"
	"testing"
)

func TestAvailableParcelsForMyRide(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	// Off the route: Chernihiv → Lviv; and the driver's own parcel.
	off := with(validParcel(), "shippingAddress", map[string]any{"placeId": 710735})
	expectStatus(t, w.sender.do("POST", "/api/parcels", with(off, "deliveryDate", "")), http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/parcels", with(validParcel(), "deliveryDate", "")), http.StatusCreated)

	r := w.driver.do("GET", "/api/parcels/available?rideId="+w.rideID, nil)
	expectStatus(t, r, http.StatusOK)
	items := r.json["items"].([]any)
	if jsonNumber(r.json["total"]) != "1" || len(items) != 1 || r.json["nextCursor"] != nil {
		t.Fatalf("available for the ride: %s", r.body)
	}
	first := items[0].(map[string]any)
	if jsonNumber(first["parcelId"]) != w.parcelID || first["sender"].(map[string]any)["name"] != "Olena" {
		t.Fatalf("item: %v", first)
	}
	if rec := first["recipient"].(map[string]any); rec["phoneNumber"] != nil {
		t.Fatalf("a driver must not see the recipient's phone: %v", rec)
	}
	expectStatus(t, w.stranger.do("GET", "/api/parcels/available?rideId="+w.rideID, nil), http.StatusNotFound)
	bad := w.driver.do("GET", "/api/parcels/available?from=abc&date=soon", nil)
	expectStatus(t, bad, http.StatusBadRequest)
	if bad.field("from") != "invalid" || bad.field("date") != "invalid" {
		t.Fatalf("filters: %s", bad.body)
	}
	// By cities: Kyiv → Lviv takes the Zhytomyr → Rivne parcel, Lviv → Kyiv does not.
	q := "/api/parcels/available?from=" + strconv.Itoa(kyivID) + "&to=" + strconv.Itoa(lvivID)
	if got := w.stranger.do("GET", q, nil).json["total"]; jsonNumber(got) != "2" {
		t.Fatalf("Kyiv → Lviv: total %v, want the driver's and the fitting parcel", got)
	}
	q = "/api/parcels/available?from=" + strconv.Itoa(lvivID) + "&to=" + strconv.Itoa(kyivID)
	if got := w.stranger.do("GET", q, nil).json["total"]; jsonNumber(got) != "0" {
		t.Fatalf("Lviv → Kyiv: total %v, want 0", got)
	}
}

func TestAvailableRidesForMyParcel(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	r := w.sender.do("GET", "/api/rides/available?parcelId="+w.parcelID, nil)
	expectStatus(t, r, http.StatusOK)
	items := r.json["items"].([]any)
	if len(items) != 1 {
		t.Fatalf("available rides: %s", r.body)
	}
	ride := items[0].(map[string]any)
	if jsonNumber(ride["freeCapacity"]) != "4" || ride["driver"].(map[string]any)["name"] != "Petro" {
		t.Fatalf("ride item: %v", ride)
	}
	expectStatus(t, w.stranger.do("GET", "/api/rides/available?parcelId="+w.parcelID, nil), http.StatusNotFound)
	if got := w.driver.do("GET", "/api/rides/available", nil).json["total"]; jsonNumber(got) != "0" {
		t.Fatalf("a driver does not see their own rides: %v", got)
	}
	q := "/api/rides/available?from=" + strconv.Itoa(zhytomyrID) + "&to=" + strconv.Itoa(rivneID) + "&date=" + dateIn(0)
	if got := w.stranger.do("GET", q, nil).json["total"]; jsonNumber(got) != "1" {
		t.Fatalf("Zhytomyr → Rivne: %v", got)
	}
	one := w.stranger.do("GET", "/api/rides/available?from="+strconv.Itoa(zhytomyrID), nil)
	if items := one.json["items"].([]any); len(items) != 1 || items[0].(map[string]any)["detourKm"].(float64) > 30 {
		t.Fatalf("from Zhytomyr only: want the ride with a small detour, got %s", one.body)
	}
	q = "/api/rides/available?from=" + strconv.Itoa(rivneID) + "&to=" + strconv.Itoa(zhytomyrID)
	if got := w.stranger.do("GET", q, nil).json["total"]; jsonNumber(got) != "0" {
		t.Fatalf("Rivne → Zhytomyr: %v", got)
	}
}

func TestAvailablePaging(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	for i := 0; i < 22; i++ {
		expectStatus(t, w.sender.do("POST", "/api/parcels", with(validParcel(), "deliveryDate", "")), http.StatusCreated)
	}
	r := w.driver.do("GET", "/api/parcels/available?rideId="+w.rideID, nil)
	if len(r.json["items"].([]any)) != 20 || jsonNumber(r.json["total"]) != "23" || r.json["nextCursor"] != "20" {
		t.Fatalf("first page: total %v next %v", r.json["total"], r.json["nextCursor"])
	}
	r = w.driver.do("GET", "/api/parcels/available?rideId="+w.rideID+"&cursor=20", nil)
	if len(r.json["items"].([]any)) != 3 || r.json["nextCursor"] != nil {
		t.Fatalf("second page: %v items, next %v", len(r.json["items"].([]any)), r.json["nextCursor"])
	}
}

// TestListsWithoutMineOfferApprove: a list not matched against one of my
// items still says where the other side asked one of mine, so the card
// offers "Approve" instead of a second request.
func TestListsWithoutMineOfferApprove(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	asked := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID), "cost": 200})
	expectStatus(t, asked, http.StatusCreated)
	request := jsonNumber(asked.json["requestId"])
	pendingOf := func(c *client, path, idField, id string) map[string]any {
		t.Helper()
		r := c.do("GET", path, nil)
		expectStatus(t, r, http.StatusOK)
		for _, it := range r.json["items"].([]any) {
			item := it.(map[string]any)
			if jsonNumber(item[idField]) == id {
				p, _ := item["pendingRequest"].(map[string]any)
				return p
			}
		}
		t.Fatalf("%s lists no %s %s: %s", path, idField, id, r.body)
		return nil
	}
	p := pendingOf(w.driver, "/api/parcels/available", "parcelId", w.parcelID)
	if p == nil || jsonNumber(p["requestId"]) != request || p["fromMe"] != false {
		t.Fatalf("the driver's card of the parcel: %v", p)
	}
	p = pendingOf(w.sender, "/api/rides/available", "rideId", w.rideID)
	if p == nil || jsonNumber(p["requestId"]) != request || p["fromMe"] != true {
		t.Fatalf("the sender's card of the ride: %v", p)
	}
	if p := pendingOf(w.stranger, "/api/parcels/available", "parcelId", w.parcelID); p != nil {
		t.Fatalf("a stranger sees the pair's request: %v", p)
	}
}

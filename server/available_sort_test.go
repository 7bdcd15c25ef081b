package server

import (
	"fmt"
	"net/http"
	"testing"
	"time"
)

// ids lists the values of field in a page's items, in order.
func itemIDs(t *testing.T, r response, field string) []string {
	t.Helper()
	expectStatus(t, r, http.StatusOK)
	var out []string
	for _, it := range r.json["items"].([]any) {
		out = append(out, jsonNumber(it.(map[string]any)[field]))
	}
	return out
}

// A driver sorts the parcels of a route by what they pay (most first) or when they leave (soonest first), and the
// order holds across pages; the default is by detour; an unknown order is a field error.
func TestAvailableParcelsSorted(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	sender := app.verifiedUser("sender@example.com")
	driver := app.verifiedUser("driver@example.com")
	costs := map[string]int{}
	days := map[string]string{}
	for i := range 22 {
		cost, day := 100+7*((i*5)%22), dateIn(1+(i*3)%11)
		body := with(with(validParcel(), "cost", cost), "shippingDate", day)
		r := sender.do("POST", "/api/parcels", with(body, "deliveryDate", ""))
		expectStatus(t, r, http.StatusCreated)
		id := jsonNumber(r.json["parcelId"])
		costs[id], days[id] = cost, day
	}
	route := fmt.Sprintf("/api/parcels/available?from=%d&to=%d", kyivID, lvivID)
	page1 := driver.do("GET", route+"&sort=price", nil)
	if page1.json["nextCursor"] != "20" || jsonNumber(page1.json["total"]) != "22" {
		t.Fatalf("sorted by price: total %v, next %v", page1.json["total"], page1.json["nextCursor"])
	}
	byPrice := append(itemIDs(t, page1, "parcelId"), itemIDs(t, driver.do("GET", route+"&sort=price&cursor=20", nil), "parcelId")...)
	if len(byPrice) != 22 {
		t.Fatalf("two pages by price: %d parcels, want 22", len(byPrice))
	}
	for i := 1; i < len(byPrice); i++ {
		if costs[byPrice[i-1]] < costs[byPrice[i]] {
			t.Fatalf("by price: %d before %d (at %d)", costs[byPrice[i-1]], costs[byPrice[i]], i)
		}
	}
	byDate := itemIDs(t, sender.do("GET", route+"&sort=date", nil), "parcelId") // signed in or not, the same order
	for i := 1; i < len(byDate); i++ {
		if days[byDate[i-1]] > days[byDate[i]] {
			t.Fatalf("by date: %s before %s (at %d)", days[byDate[i-1]], days[byDate[i]], i)
		}
	}
	if got, want := itemIDs(t, driver.do("GET", route, nil), "parcelId"), itemIDs(t, driver.do("GET", route+"&sort=detour", nil), "parcelId"); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("the default order is not detour's: %v, %v", got, want)
	}
	bad := driver.do("GET", route+"&sort=cheapest", nil)
	expectStatus(t, bad, http.StatusBadRequest)
	if bad.field("sort") != "invalid" {
		t.Fatalf("unknown sort: %s", bad.body)
	}
}

// A sender sorts rides by the driver's rating (best first, unrated last), by departure, or by what the parcel
// would cost: a driver's offer for it where there is one, else the suggested price for its size.
func TestAvailableRidesSorted(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	sender := app.verifiedUser("sender@example.com")
	expectStatus(t, sender.do("POST", "/auth/signup/about-yourself", map[string]any{"name": "Olena", "surname": "Sender", "phone": "0931234567"}), http.StatusOK)
	p := sender.do("POST", "/api/parcels", validParcel())
	expectStatus(t, p, http.StatusCreated)
	parcel := jsonNumber(p.json["parcelId"])
	rides := map[string]string{} // name → ride id
	users := map[string]int64{}
	drivers := map[string]*client{}
	for i, name := range []string{"unrated", "best", "fair", "pricey"} {
		c, car := app.driverWithCar(name + "@example.com")
		body := validRide(car)
		body["departureDate"] = time.Now().Add(time.Duration(48-6*i) * time.Hour).UTC().Format(time.RFC3339)
		r := c.do("POST", "/api/rides", body)
		expectStatus(t, r, http.StatusCreated)
		rides[name] = jsonNumber(r.json["rideId"])
		users[name] = int64(r.json["driverId"].(float64))
		drivers[name] = c
	}
	// Ratings as deliveries leave them, written before any card is read (an offer's answer carries the
	// counterpart's card, which the cache then keeps: a row written by hand is seen only when the cache is told).
	for name, ratings := range map[string][]int{"best": {5, 5}, "fair": {3}, "pricey": {4}} {
		for _, rating := range ratings {
			other := sender.do("POST", "/api/parcels", validParcel())
			expectStatus(t, other, http.StatusCreated)
			if _, err := app.store.DB().Exec(`INSERT INTO feedback (parcel_id, driver_id, rating, created_at) VALUES (?, ?, ?, ?)`,
				toNumber(jsonNumber(other.json["parcelId"])), users[name], rating, time.Now().UTC().Format(time.RFC3339)); err != nil {
				t.Fatal(err)
			}
		}
	}
	for name, cost := range map[string]int{"fair": 40, "pricey": 9000} {
		expectStatus(t, drivers[name].do("POST", "/api/parcels/"+parcel+"/requests",
			map[string]any{"rideId": toNumber(rides[name]), "cost": cost}), http.StatusCreated)
	}
	names := func(q string) string {
		t.Helper()
		byID := map[string]string{}
		for n, id := range rides {
			byID[id] = n
		}
		var out []string
		for _, id := range itemIDs(t, sender.do("GET", "/api/rides/available?"+q, nil), "rideId") {
			out = append(out, byID[id])
		}
		return fmt.Sprint(out)
	}
	route := fmt.Sprintf("from=%d&to=%d", kyivID, lvivID)
	if got := names(route + "&sort=rating"); got != "[best pricey fair unrated]" {
		t.Errorf("by rating: %s", got)
	}
	if got := names(route + "&sort=date"); got != "[pricey fair best unrated]" {
		t.Errorf("by departure: %s", got)
	}
	// The suggested price of a small parcel Kyiv → Lviv lies between the two offers; the two at it stay by departure.
	if got := names("parcelId=" + parcel + "&sort=price"); got != "[fair best unrated pricey]" {
		t.Errorf("by price for my parcel: %s", got)
	}
}

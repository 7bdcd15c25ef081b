package server

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"testing"
	"time"
)

// userID is the id of the user signed up with email.
func (a *testApp) userID(email string) int64 {
	a.t.Helper()
	u, err := a.store.GetUserByEmail(context.Background(), email)
	if err != nil {
		a.t.Fatal(err)
	}
	return u.ID
}

// rateSender writes a driver's rating of sender (on a parcel of theirs that no search of these tests finds),
// before any card is read.
func (a *testApp) rateSender(sender *client, senderID, driverID int64, rating int) {
	a.t.Helper()
	p := sender.do("POST", "/api/parcels", with(with(validParcel(), "shippingAddress", map[string]any{"placeId": lvivID}),
		"deliveryAddress", map[string]any{"placeId": kyivID}))
	expectStatus(a.t, p, http.StatusCreated)
	if _, err := a.store.DB().Exec(`INSERT INTO sender_ratings (parcel_id, sender_id, driver_id, rating, comment, created_at)
		VALUES (?, ?, ?, ?, '', ?)`, toNumber(jsonNumber(p.json["parcelId"])), senderID, driverID, rating,
		time.Now().UTC().Format(time.RFC3339)); err != nil {
		a.t.Fatal(err)
	}
}

// A driver narrows the parcels of a route to what fits the car (at most a size), to rated senders, and to a short
// detour; the filters combine with each other, with a sort and with paging, and total counts what is left.
func TestAvailableParcelsFiltered(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	rated := app.verifiedUser("rated@example.com")
	unrated := app.verifiedUser("unrated@example.com")
	driver := app.verifiedUser("driver@example.com")
	info := map[string]struct {
		size  string
		cost  int
		rated bool
	}{}
	post := func(c *client, size string, cost int, from, to int) {
		t.Helper()
		body := with(with(with(validParcel(), "size", size), "cost", cost), "shippingAddress", map[string]any{"placeId": from})
		r := c.do("POST", "/api/parcels", with(body, "deliveryAddress", map[string]any{"placeId": to}))
		expectStatus(t, r, http.StatusCreated)
		info[jsonNumber(r.json["parcelId"])] = struct {
			size  string
			cost  int
			rated bool
		}{size, cost, c == rated}
	}
	for i := range 21 {
		post(rated, "S", 100+10*((i*7)%21), kyivID, lvivID)
	}
	post(rated, "L", 300, kyivID, lvivID)
	post(rated, "XL", 500, zhytomyrID, rivneID) // ≈22 km off Kyiv → Lviv
	post(unrated, "M", 200, zhytomyrID, rivneID)
	post(unrated, "S", 90, kyivID, lvivID)
	senderID := app.userID("rated@example.com")
	app.rateSender(rated, senderID, app.userID("driver@example.com"), 5)
	app.rateSender(rated, senderID, app.userID("driver@example.com"), 4) // 4.5

	route := fmt.Sprintf("/api/parcels/available?from=%d&to=%d", kyivID, lvivID)
	list := func(q string) (ids []string, total string, r response) {
		t.Helper()
		r = driver.do("GET", route+q, nil)
		return itemIDs(t, r, "parcelId"), jsonNumber(r.json["total"]), r
	}
	if _, total, _ := list(""); total != "25" {
		t.Fatalf("unfiltered: total %s, want 25", total)
	}
	for _, c := range []struct {
		q     string
		total string
		keep  func(id string) bool
	}{
		{"&size=S", "22", func(id string) bool { return info[id].size == "S" }},
		{"&size=M", "23", func(id string) bool { return info[id].size == "S" || info[id].size == "M" }},
		{"&size=XL", "25", func(string) bool { return true }},
		{"&minRating=4.5", "23", func(id string) bool { return info[id].rated }},
		{"&minRating=4.6", "0", func(string) bool { return false }},
		{"&maxDetour=0", "23", func(id string) bool { return info[id].size != "XL" && info[id].size != "M" }},
		{"&maxDetour=0&size=L&minRating=4", "22", func(id string) bool { return info[id].rated && info[id].size != "XL" }},
	} {
		ids, total, r := list(c.q)
		if total != c.total {
			t.Errorf("%s: total %s, want %s", c.q, total, c.total)
		}
		for _, id := range ids {
			if !c.keep(id) {
				t.Errorf("%s: parcel %s (%+v) listed", c.q, id, info[id])
			}
		}
		if c.q == "&maxDetour=0" {
			for _, it := range r.json["items"].([]any) {
				if d := it.(map[string]any)["detourKm"].(float64); d != 0 {
					t.Errorf("maxDetour=0: a parcel with a detour of %v km", d)
				}
			}
		}
	}
	// Two pages by price of the small parcels: the order holds across them, and nothing else slips in.
	page1 := driver.do("GET", route+"&size=S&sort=price", nil)
	if page1.json["nextCursor"] != "20" || jsonNumber(page1.json["total"]) != "22" {
		t.Fatalf("size=S by price: total %v, next %v", page1.json["total"], page1.json["nextCursor"])
	}
	page2 := driver.do("GET", route+"&size=S&sort=price&cursor=20", nil)
	if page2.json["nextCursor"] != nil {
		t.Errorf("the last page has a next cursor: %v", page2.json["nextCursor"])
	}
	all := append(itemIDs(t, page1, "parcelId"), itemIDs(t, page2, "parcelId")...)
	if len(all) != 22 || len(slices.Compact(slices.Sorted(slices.Values(all)))) != 22 {
		t.Fatalf("two pages of size=S: %v", all)
	}
	for i, id := range all {
		if info[id].size != "S" || i > 0 && info[all[i-1]].cost < info[id].cost {
			t.Fatalf("size=S by price at %d: %+v after %+v", i, info[id], info[all[max(0, i-1)]])
		}
	}
	// By detour (the default), a filtered list pages too.
	first, _, r := list("&minRating=4")
	if r.json["nextCursor"] != "20" || len(first) != 20 {
		t.Fatalf("minRating=4: %d items, next %v", len(first), r.json["nextCursor"])
	}
	if rest, _, _ := list("&minRating=4&cursor=20"); len(rest) != 3 || slices.ContainsFunc(rest, func(id string) bool { return slices.Contains(first, id) }) {
		t.Fatalf("minRating=4, page 2: %v after %v", rest, first)
	}

	for q, field := range map[string]string{"&size=XXL": "size", "&size=s": "size", "&minRating=6": "minRating",
		"&minRating=0": "minRating", "&minRating=good": "minRating", "&maxDetour=-1": "maxDetour",
		"&maxDetour=5.5": "maxDetour", "&vehicle=boat": "vehicle"} {
		bad := driver.do("GET", route+q, nil)
		expectStatus(t, bad, http.StatusBadRequest)
		if bad.field(field) != "invalid" {
			t.Errorf("%s: %s", q, bad.body)
		}
	}
}

// A sender narrows the rides of a route by vehicle, by the driver's rating (unrated drivers left out) and by
// detour; the size filter is the parcels list's (any ride takes any size), and a filter combines with a sort.
func TestAvailableRidesFiltered(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	sender := app.verifiedUser("sender@example.com")
	rides := map[string]string{} // ride id → name
	for i, d := range []struct{ name, vehicle string }{{"car", "car"}, {"bike", "bicycle"}, {"scooter", "scooter"}, {"near", "car"}} {
		c := app.verifiedUser(d.name + "@example.com")
		expectStatus(t, c.do("POST", "/auth/signup/about-yourself", map[string]any{"name": "Petro", "surname": "Driver", "phone": "0501234567"}), http.StatusOK)
		v := c.do("POST", "/api/profile/vehicle", map[string]string{"vehicleType": d.vehicle, "modelType": "van", "modelName": "Ford Transit", "idNumber": "AA1234BB"})
		if d.vehicle != "car" {
			v = c.do("POST", "/api/profile/vehicle", map[string]string{"vehicleType": d.vehicle})
		}
		expectStatus(t, v, http.StatusCreated)
		body := validRide(v.json["VehicleId"])
		body["departureDate"] = time.Now().Add(time.Duration(48-6*i) * time.Hour).UTC().Format(time.RFC3339)
		if d.name == "near" { // on the searched route itself: no detour; the others go Kyiv → Lviv, ≈22 km off it
			body["departureAddress"], body["arrivalAddress"] = map[string]any{"placeId": zhytomyrID}, map[string]any{"placeId": rivneID}
		}
		r := c.do("POST", "/api/rides", body)
		expectStatus(t, r, http.StatusCreated)
		rides[jsonNumber(r.json["rideId"])] = d.name
	}
	for name, ratings := range map[string][]int{"car": {5, 4}, "bike": {3}, "near": {2}} {
		for _, rating := range ratings {
			other := sender.do("POST", "/api/parcels", validParcel())
			expectStatus(t, other, http.StatusCreated)
			if _, err := app.store.DB().Exec(`INSERT INTO feedback (parcel_id, driver_id, rating, created_at) VALUES (?, ?, ?, ?)`,
				toNumber(jsonNumber(other.json["parcelId"])), app.userID(name+"@example.com"), rating, time.Now().UTC().Format(time.RFC3339)); err != nil {
				t.Fatal(err)
			}
		}
	}
	names := func(q string) string {
		t.Helper()
		r := sender.do("GET", fmt.Sprintf("/api/rides/available?from=%d&to=%d", zhytomyrID, rivneID)+q, nil)
		var out []string
		for _, id := range itemIDs(t, r, "rideId") {
			out = append(out, rides[id])
		}
		return fmt.Sprintf("%s %v", jsonNumber(r.json["total"]), out)
	}
	for q, want := range map[string]string{
		"&sort=date":                       "4 [near scooter bike car]",
		"&vehicle=car&sort=date":           "2 [near car]",
		"&vehicle=bicycle":                 "1 [bike]",
		"&minRating=3&sort=rating":         "2 [car bike]",
		"&minRating=4.5":                   "1 [car]",
		"&maxDetour=0":                     "1 [near]",
		"&maxDetour=30&vehicle=car":        "2 [near car]",
		"&maxDetour=30&vehicle=motorcycle": "0 []",
		"&size=XL&sort=date":               "4 [near scooter bike car]",
	} {
		if got := names(q); got != want {
			t.Errorf("%s: %s, want %s", q, got, want)
		}
	}
	bad := sender.do("GET", fmt.Sprintf("/api/rides/available?from=%d&vehicle=van&minRating=x&maxDetour=far", zhytomyrID), nil)
	expectStatus(t, bad, http.StatusBadRequest)
	if bad.field("vehicle") != "invalid" || bad.field("minRating") != "invalid" || bad.field("maxDetour") != "invalid" {
		t.Errorf("bad filters: %s", bad.body)
	}
}

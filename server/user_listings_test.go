package server

import (
	"net/http"
	"strings"
	"testing"
)

// A member's public card lists their open rides and New parcels to anyone, as a stranger sees them; a blocked
// pair and a suspended member's see none (404), as when opening one of them by id.
func TestUserListings(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	visitor := w.app.client()
	driverID, senderID := w.driver.userID(t), w.sender.userID(t)
	driverListings, senderListings := "/api/users/"+driverID+"/listings", "/api/users/"+senderID+"/listings"

	r := visitor.do("GET", driverListings, nil)
	expectStatus(t, r, http.StatusOK)
	rides, _ := r.json["rides"].([]any)
	parcels, _ := r.json["parcels"].([]any)
	if len(rides) != 1 || jsonNumber(rides[0].(map[string]any)["rideId"]) != w.rideID || len(parcels) != 0 || r.json["nextCursor"] != nil {
		t.Fatalf("the driver's listings, signed out: %s", r.body)
	}
	if card := rides[0].(map[string]any)["driver"].(map[string]any); jsonNumber(card["userId"]) != driverID {
		t.Fatalf("a listed ride names its driver: %v", card)
	}
	r = visitor.do("GET", senderListings, nil)
	expectStatus(t, r, http.StatusOK)
	parcels, _ = r.json["parcels"].([]any)
	if len(parcels) != 1 || jsonNumber(parcels[0].(map[string]any)["parcelId"]) != w.parcelID || len(r.json["rides"].([]any)) != 0 {
		t.Fatalf("the sender's listings, signed out: %s", r.body)
	}
	// What a stranger may not see: streets, contacts, surnames in full.
	for _, secret := range []string{"Sender\"", "0931234567", "@example.com", "Kyivska"} {
		if strings.Contains(r.body, secret) {
			t.Errorf("a member's listings show %q: %s", secret, r.body)
		}
	}

	// A parcel no longer New leaves the list.
	cancelled := w.sender.do("POST", "/api/parcels", fittingParcel())
	expectStatus(t, cancelled, http.StatusCreated)
	expectStatus(t, w.sender.do("POST", "/api/parcels/"+jsonNumber(cancelled.json["parcelId"])+"/cancel", nil), http.StatusOK)
	if r = w.stranger.do("GET", senderListings, nil); len(r.json["parcels"].([]any)) != 1 {
		t.Fatalf("a cancelled parcel is listed: %s", r.body)
	}

	for _, tc := range []struct {
		name string
		who  *client
		path string
		want int
	}{
		{"unknown member", visitor, "/api/users/999999/listings", http.StatusNotFound},
		{"bad cursor", visitor, driverListings + "?cursor=x", http.StatusBadRequest},
		{"signed in, a stranger", w.stranger, driverListings, http.StatusOK},
		{"the owner", w.driver, driverListings, http.StatusOK},
	} {
		if r := tc.who.do("GET", tc.path, nil); r.status != tc.want {
			t.Errorf("%s: GET %s: %d, want %d: %s", tc.name, tc.path, r.status, tc.want, r.body)
		}
	}

	// Blocked, whoever blocked whom: the pair sees none of the other's; others still do.
	expectStatus(t, w.sender.do("POST", "/api/users/"+driverID+"/block", nil), http.StatusNoContent)
	expectStatus(t, w.sender.do("GET", driverListings, nil), http.StatusNotFound)
	expectStatus(t, w.driver.do("GET", senderListings, nil), http.StatusNotFound)
	expectStatus(t, w.stranger.do("GET", driverListings, nil), http.StatusOK)
	expectStatus(t, w.sender.do("DELETE", "/api/users/"+driverID+"/block", nil), http.StatusNoContent)
	expectStatus(t, w.sender.do("GET", driverListings, nil), http.StatusOK)

	// Suspended: nobody sees the member's listings, signed in or not.
	admin := w.app.makeAdmin(t, "admin@example.com")
	expectStatus(t, admin.do("POST", "/api/admin/users/"+driverID+"/suspend", map[string]any{"reason": "spam"}), http.StatusNoContent)
	expectStatus(t, visitor.do("GET", driverListings, nil), http.StatusNotFound)
	expectStatus(t, w.stranger.do("GET", driverListings, nil), http.StatusNotFound)
	expectStatus(t, visitor.do("GET", senderListings, nil), http.StatusOK)
}

// A member with more than a page of open rides is listed 20 at a time, soonest first.
func TestUserListingsPages(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	driver, car := app.driverWithCar("driver@example.com")
	for range 21 {
		expectStatus(t, driver.do("POST", "/api/rides", validRide(car)), http.StatusCreated)
	}
	visitor := app.client()
	path := "/api/users/" + driver.userID(t) + "/listings"
	first := visitor.do("GET", path, nil)
	expectStatus(t, first, http.StatusOK)
	if n := len(first.json["rides"].([]any)); n != 20 || first.json["nextCursor"] != "20" {
		t.Fatalf("the first page: %d rides, next %v", n, first.json["nextCursor"])
	}
	second := visitor.do("GET", path+"?cursor=20", nil)
	if n := len(second.json["rides"].([]any)); n != 1 || second.json["nextCursor"] != nil {
		t.Fatalf("the second page: %d rides, next %v", n, second.json["nextCursor"])
	}
}

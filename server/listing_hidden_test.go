package server

import (
	"net/http"
	"sync"
	"testing"
)

// A blocked pair opening each other's parcel or ride by id gets 404,
// whoever blocked whom; others still open both, and the pair's approved
// delivery stays open to both (docs/product.md §2 "Blocking").
func TestBlockedPairCannotOpenEachOthersListings(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	parcel, ride := "/api/parcels/"+w.parcelID, "/api/rides/"+w.rideID
	expectStatus(t, w.driver.do("GET", parcel, nil), http.StatusOK)
	expectStatus(t, w.sender.do("GET", ride, nil), http.StatusOK)
	for _, blocker := range []*client{w.sender, w.driver} {
		other := w.driver
		if blocker == w.driver {
			other = w.sender
		}
		block := "/api/users/" + other.userID(t) + "/block"
		expectStatus(t, blocker.do("POST", block, nil), http.StatusNoContent)
		for _, tc := range []struct {
			who  *client
			path string
			want int
		}{
			{w.driver, parcel, http.StatusNotFound}, {w.sender, ride, http.StatusNotFound},
			{w.stranger, parcel, http.StatusOK}, {w.stranger, ride, http.StatusOK},
			{w.sender, parcel, http.StatusOK}, {w.driver, ride, http.StatusOK},
		} {
			if r := tc.who.do("GET", tc.path, nil); r.status != tc.want {
				t.Errorf("%s blocked: GET %s as %s: %d, want %d", blocker.userID(t), tc.path, tc.who.userID(t), r.status, tc.want)
			}
		}
		expectStatus(t, blocker.do("DELETE", block, nil), http.StatusNoContent)
	}
	expectStatus(t, w.driver.do("GET", parcel, nil), http.StatusOK)
}

// Once a suspended user's listings have left the market, requests to them
// answer 404 (docs/product.md §2 "Suspension"), both ways, and so do opening
// them by id and writing to their conversations.
func TestSuspendedUsersListingsAreNotFound(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	admin := w.app.makeAdmin(t, "admin@example.com")
	driverID, senderID := w.driver.userID(t), w.sender.userID(t)
	pending := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, pending, http.StatusCreated)
	expectStatus(t, w.sender.do("POST", "/api/requests/"+jsonNumber(pending.json["requestId"])+"/cancel", nil), http.StatusOK)
	expectStatus(t, admin.do("POST", "/api/admin/users/"+driverID+"/suspend", map[string]any{"reason": "spam"}), http.StatusNoContent)

	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	if r.status != http.StatusNotFound {
		t.Fatalf("a request to a suspended driver's ride: %d %s", r.status, r.body)
	}
	expectStatus(t, w.sender.do("GET", "/api/rides/"+w.rideID, nil), http.StatusNotFound)

	// The other way: a suspended sender's parcel takes no offer.
	expectStatus(t, admin.do("POST", "/api/admin/users/"+driverID+"/unsuspend", nil), http.StatusNoContent)
	w.driver = w.app.signIn(t, "driver@example.com")
	offer := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/requests", map[string]any{"rideId": toNumber(w.rideID), "message": "Hi"})
	expectStatus(t, offer, http.StatusCreated)
	expectStatus(t, admin.do("POST", "/api/admin/users/"+senderID+"/suspend", map[string]any{"reason": "spam"}), http.StatusNoContent)
	// Nor is the suspended user written to, nor the offer approved for them.
	thread := "/api/conversations/" + jsonNumber(offer.json["conversationId"]) + "/messages"
	expectStatus(t, w.driver.do("POST", thread, map[string]any{"text": "Still there?"}), http.StatusNotFound)
	expectStatus(t, w.stranger.do("GET", "/api/parcels/"+w.parcelID, nil), http.StatusNotFound)
	expectStatus(t, w.driver.do("GET", "/api/parcels/"+w.parcelID, nil), http.StatusNotFound)
	stranger, car := w.app.driverWithCar("other.driver@example.com")
	ride := stranger.do("POST", "/api/rides", validRide(car))
	expectStatus(t, ride, http.StatusCreated)
	r = stranger.do("POST", "/api/parcels/"+w.parcelID+"/requests", map[string]any{"rideId": toNumber(jsonNumber(ride.json["rideId"]))})
	if r.status != http.StatusNotFound {
		t.Fatalf("an offer to a suspended sender's parcel: %d %s", r.status, r.body)
	}
}

// A block and a request racing never leave a pending request between the
// pair: the request's transaction checks the block, and the block's expires
// what came first. Run many times, both ways.
func TestBlockAndRequestRacing(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	for i := range 16 {
		parcel := w.sender.do("POST", "/api/parcels", fittingParcel())
		expectStatus(t, parcel, http.StatusCreated)
		parcelID := jsonNumber(parcel.json["parcelId"])
		blocker, other := w.driver, w.sender
		ask := func() response {
			return w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(parcelID)})
		}
		if i%2 == 1 {
			blocker, other = w.sender, w.driver
			ask = func() response {
				return w.driver.do("POST", "/api/parcels/"+parcelID+"/requests", map[string]any{"rideId": toNumber(w.rideID)})
			}
		}
		block := "/api/users/" + other.userID(t) + "/block"
		var wg sync.WaitGroup
		start := make(chan struct{})
		var asked response
		wg.Add(2)
		go func() { defer wg.Done(); <-start; blocker.do("POST", block, nil) }()
		go func() { defer wg.Done(); <-start; asked = ask() }()
		close(start)
		wg.Wait()
		if asked.status != http.StatusCreated && asked.errorCode() != "blocked" {
			t.Fatalf("trial %d: the request: %d %s", i, asked.status, asked.body)
		}
		lists := w.sender.do("GET", "/api/parcels/"+parcelID+"/requests", nil)
		expectStatus(t, lists, http.StatusOK)
		for _, key := range []string{"myRequests", "fromDrivers"} {
			for _, q := range lists.json[key].([]any) {
				if st := q.(map[string]any)["status"]; st == "pending" {
					t.Fatalf("trial %d: a pending request between a blocked pair: %s", i, lists.body)
				}
			}
		}
		expectStatus(t, blocker.do("DELETE", block, nil), http.StatusNoContent)
	}
}

// fittingParcel is a Zhytomyr → Rivne parcel, which the world's Kyiv → Lviv ride takes.
func fittingParcel() map[string]any {
	body := with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID})
	body = with(body, "deliveryAddress", map[string]any{"placeId": rivneID})
	return with(body, "deliveryDate", "")
}

// signIn signs an existing user in on a new client.
func (a *testApp) signIn(t *testing.T, email string) *client {
	t.Helper()
	c := a.client()
	r := c.do("POST", "/auth/signin", map[string]string{"email": email, "password": "correct horse"})
	expectStatus(t, r, http.StatusOK)
	c.token, _ = r.json["token"].(string)
	return c
}

// A request pending when its asker was suspended cannot be approved: the
// asker's listings have left the market (404); it can still be declined.
func TestRequestOfASuspendedUserCannotBeApproved(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	admin := w.app.makeAdmin(t, "admin@example.com")
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, r, http.StatusCreated)
	expectStatus(t, admin.do("POST", "/api/admin/users/"+w.sender.userID(t)+"/suspend", map[string]any{"reason": "fraud"}), http.StatusNoContent)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/approve", nil), http.StatusNotFound)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/decline", nil), http.StatusOK)
}

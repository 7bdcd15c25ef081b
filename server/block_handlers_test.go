package server

import (
	"net/http"
	"strconv"
	"testing"
)

func TestBlockAndUnblock(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	me, a, b := app.signUp("me@example.com"), app.signUp("a@example.com"), app.signUp("b@example.com")
	meID, aID, bID := me.userID(t), a.userID(t), b.userID(t)
	// Both have public cards: an account that never filled About yourself has none (docs/product.md §2).
	for _, c := range []*client{me, a} {
		expectStatus(t, c.do("POST", "/auth/signup/about-yourself", map[string]any{"name": "Anna", "surname": "Block", "phone": "0931234567"}), http.StatusOK)
	}
	for _, method := range []string{"POST", "DELETE"} {
		r := me.do(method, "/api/users/"+meID+"/block", nil)
		expectStatus(t, r, http.StatusBadRequest)
		if r.errorCode() != "cannot_block_self" {
			t.Fatalf("%s self: %s", method, r.body)
		}
		expectStatus(t, me.do(method, "/api/users/99999/block", nil), http.StatusNotFound)
	}
	expectStatus(t, app.client().do("POST", "/api/users/"+aID+"/block", nil), http.StatusUnauthorized)
	expectStatus(t, me.do("POST", "/api/users/"+aID+"/block", nil), http.StatusNoContent)
	expectStatus(t, me.do("POST", "/api/users/"+bID+"/block", nil), http.StatusNoContent)
	expectStatus(t, me.do("POST", "/api/users/"+aID+"/block", nil), http.StatusNoContent)

	if r := me.do("GET", "/api/users/"+aID, nil); r.json["blocked"] != true || jsonNumber(r.json["userId"]) != aID {
		t.Fatalf("a's card to me: %s", r.body)
	}
	if r := a.do("GET", "/api/users/"+meID, nil); r.json["blocked"] != false {
		t.Fatalf("my card to a (the cached card holds no one's blocks): %s", r.body)
	}
	list := decodeList(t, me.do("GET", "/api/profile/blocked", nil).body)
	if len(list) != 2 || jsonNumber(list[0]["userId"]) != bID || jsonNumber(list[1]["userId"]) != aID {
		t.Fatalf("my blocked, newest first: %v", list)
	}
	if list := decodeList(t, a.do("GET", "/api/profile/blocked", nil).body); len(list) != 0 {
		t.Fatalf("a blocked no one: %v", list)
	}
	expectStatus(t, me.do("DELETE", "/api/users/"+aID+"/block", nil), http.StatusNoContent)
	expectStatus(t, me.do("DELETE", "/api/users/"+aID+"/block", nil), http.StatusNoContent)
	if r := me.do("GET", "/api/users/"+aID, nil); r.json["blocked"] != false {
		t.Fatalf("a's card after unblocking: %s", r.body)
	}
	if list := decodeList(t, me.do("GET", "/api/profile/blocked", nil).body); len(list) != 1 {
		t.Fatalf("my blocked after unblocking a: %v", list)
	}
}

// total is the number of matches of an available list.
func (c *client) total(t *testing.T, path string) string {
	t.Helper()
	r := c.do("GET", path, nil)
	expectStatus(t, r, http.StatusOK)
	return jsonNumber(r.json["total"])
}

// A blocked pair's listings leave each other's available lists, whoever
// blocked whom; others still see both.
func TestBlockHidesListingsBothWays(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	parcels := "/api/parcels/available?rideId=" + w.rideID
	rides := "/api/rides/available?parcelId=" + w.parcelID
	byCities := "/api/rides/available?from=" + strconv.Itoa(zhytomyrID) + "&to=" + strconv.Itoa(rivneID)
	parcelsByCities := "/api/parcels/available?from=" + strconv.Itoa(kyivID) + "&to=" + strconv.Itoa(lvivID)
	if w.driver.total(t, parcels) != "1" || w.sender.total(t, rides) != "1" {
		t.Fatal("before blocking, each sees the other's listing")
	}
	for _, blocker := range []*client{w.sender, w.driver} {
		other := w.driver
		if blocker == w.driver {
			other = w.sender
		}
		expectStatus(t, blocker.do("POST", "/api/users/"+other.userID(t)+"/block", nil), http.StatusNoContent)
		for _, c := range []struct {
			who  *client
			path string
		}{{w.driver, parcels}, {w.sender, rides}, {w.sender, byCities}, {w.driver, parcelsByCities}} {
			if got := c.who.total(t, c.path); got != "0" {
				t.Fatalf("blocked by %s: %s sees %s", blocker.userID(t), c.path, got)
			}
		}
		if w.stranger.total(t, byCities) != "1" || w.stranger.total(t, parcelsByCities) != "1" {
			t.Fatal("others still see both")
		}
		expectStatus(t, blocker.do("DELETE", "/api/users/"+other.userID(t)+"/block", nil), http.StatusNoContent)
		if w.driver.total(t, parcels) != "1" || w.sender.total(t, rides) != "1" {
			t.Fatal("after unblocking, each sees the other's listing again")
		}
	}
}

func TestBlockExpiresPendingRequests(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, r, http.StatusCreated)
	reqID := jsonNumber(r.json["requestId"])
	expectStatus(t, w.driver.do("POST", "/api/users/"+w.sender.userID(t)+"/block", nil), http.StatusNoContent)
	lists := w.sender.do("GET", "/api/parcels/"+w.parcelID+"/requests", nil)
	expectStatus(t, lists, http.StatusOK)
	mine := lists.json["myRequests"].([]any)
	if len(mine) != 1 || mine[0].(map[string]any)["status"] != "expired" {
		t.Fatalf("the sender's request after the block: %s", lists.body)
	}
	_, items, _ := w.sender.notices(t)
	if items[0]["kind"] != "request_expired" || jsonNumber(items[0]["requestId"]) != reqID || items[0]["actor"] != nil {
		t.Fatalf("the sender is told, not by whom: %v", items[0])
	}
	expectStatus(t, w.driver.do("POST", "/api/requests/"+reqID+"/approve", nil), http.StatusConflict)
}

// A block does not stop a delivery already approved.
func TestBlockedPairKeepsApprovedDelivery(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	expectStatus(t, w.sender.do("POST", "/api/users/"+w.driver.userID(t)+"/block", nil), http.StatusNoContent)
	p := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil)
	expectStatus(t, p, http.StatusOK)
	if p.json["status"] != "In Transit" {
		t.Fatalf("pickup: %s", p.body)
	}
	if list := decodeList(t, w.driver.do("GET", "/api/rides/"+w.rideID+"/accepted", nil).body); len(list) != 1 {
		t.Fatalf("accepted: %v", list)
	}
}

// A published ride tells no one blocked either way with its driver: neither
// the sender of a fitting New parcel nor the owner of a fitting saved route.
func TestBlockLeavesOutMatches(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	driver, car := app.driverWithCar("driver@example.com")
	blocked := app.verifiedUser("blocked@example.com")
	blocker := app.verifiedUser("blocker@example.com")
	friend := app.verifiedUser("friend@example.com")
	if err := app.srv.market.Wait(t.Context()); err != nil {
		t.Fatal(err)
	}
	body := with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID})
	body = with(body, "deliveryAddress", map[string]any{"placeId": rivneID})
	expectStatus(t, blocked.do("POST", "/api/parcels", body), http.StatusCreated)
	for _, c := range []*client{blocker, friend} {
		expectStatus(t, c.do("POST", "/api/alerts", alertBody("rides", kyivID, lvivID)), http.StatusCreated)
	}
	expectStatus(t, driver.do("POST", "/api/users/"+blocked.userID(t)+"/block", nil), http.StatusNoContent)
	expectStatus(t, blocker.do("POST", "/api/users/"+driver.userID(t)+"/block", nil), http.StatusNoContent)
	expectStatus(t, driver.do("POST", "/api/rides", validRide(car)), http.StatusCreated)
	if m := friend.matches(t); len(m) != 1 {
		t.Fatalf("the friend's saved route heard of the ride: %v", m)
	}
	if m := blocked.matches(t); len(m) != 0 {
		t.Fatalf("the driver blocked this sender: %v", m)
	}
	if m := blocker.matches(t); len(m) != 0 {
		t.Fatalf("this user blocked the driver: %v", m)
	}
}

package server

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
)

// A signed-out visitor searches both lists and opens public cards, seeing what a stranger sees (docs/product.md §2).
func TestPublicBrowsing(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	visitor := w.app.client()
	route := "?from=" + strconv.Itoa(kyivID) + "&to=" + strconv.Itoa(lvivID)

	parcels := visitor.do("GET", "/api/parcels/available"+route, nil)
	expectStatus(t, parcels, http.StatusOK)
	items, _ := parcels.json["items"].([]any)
	if len(items) != 1 {
		t.Fatalf("parcels Kyiv → Lviv, signed out: %s", parcels.body)
	}
	item := items[0].(map[string]any)
	if jsonNumber(item["parcelId"]) != w.parcelID || item["pendingRequest"] != nil || item["fittingRideIds"] != nil {
		t.Fatalf("a stranger's parcel item relates to no one's rides: %v", item)
	}
	rides := visitor.do("GET", "/api/rides/available"+route, nil)
	expectStatus(t, rides, http.StatusOK)
	if items, _ := rides.json["items"].([]any); len(items) != 1 || jsonNumber(items[0].(map[string]any)["rideId"]) != w.rideID {
		t.Fatalf("rides Kyiv → Lviv, signed out: %s", rides.body)
	}
	// What a stranger may not see: streets, contacts, surnames in full.
	for _, body := range []string{parcels.body, rides.body} {
		for _, secret := range []string{"Sender\"", "0931234567", "@example.com", "Kyivska"} {
			if strings.Contains(body, secret) {
				t.Errorf("a signed-out search shows %q: %s", secret, body)
			}
		}
	}
	// Matching one's own items needs an account.
	expectStatus(t, visitor.do("GET", "/api/rides/available?parcelId="+w.parcelID, nil), http.StatusUnauthorized)
	expectStatus(t, visitor.do("GET", "/api/parcels/available?rideId="+w.rideID, nil), http.StatusUnauthorized)
	bad := visitor.do("GET", "/api/rides/available?from=nowhere", nil)
	if bad.status != http.StatusBadRequest || bad.field("from") != "invalid" {
		t.Fatalf("a bad filter: %d %s", bad.status, bad.body)
	}

	driverID := jsonNumber(rides.json["items"].([]any)[0].(map[string]any)["driver"].(map[string]any)["userId"])
	card := visitor.do("GET", "/api/users/"+driverID, nil)
	if card.status != http.StatusOK || card.json["blocked"] != false || strings.Contains(card.body, "@example.com") {
		t.Fatalf("a public card, signed out: %d %s", card.status, card.body)
	}
	expectStatus(t, visitor.do("GET", "/api/users/"+driverID+"/reviews", nil), http.StatusOK)
	expectStatus(t, visitor.do("GET", "/api/users/999999", nil), http.StatusNotFound)
	// Everything else still asks to sign in.
	expectStatus(t, visitor.do("GET", "/api/parcels/"+w.parcelID, nil), http.StatusUnauthorized)
	expectStatus(t, visitor.do("POST", "/api/users/"+driverID+"/block", nil), http.StatusUnauthorized)
}

// Signed-out searches are limited per address; a signed-in user's are not counted.
func TestPublicBrowsingRateLimit(t *testing.T) {
	t.Parallel()
	ample := Limit{PerMinute: 60, Burst: 10}
	app := newTestApp(t, &RateLimits{SignIn: ample, SignUp: ample, Resend: ample, Restore: ample, Search: Limit{PerMinute: 1, Burst: 3}})
	visitor, user := app.client(), app.verifiedUser("reader@example.com")
	for i := range 3 {
		expectStatus(t, visitor.do("GET", "/api/rides/available", nil), http.StatusOK)
		expectStatus(t, user.do("GET", "/api/rides/available", nil), http.StatusOK)
		_ = i
	}
	r := visitor.do("GET", "/api/parcels/available", nil)
	if r.status != http.StatusTooManyRequests || r.header.Get("Retry-After") == "" {
		t.Fatalf("the fourth signed-out search a minute: %d %s", r.status, r.body)
	}
	for range 3 {
		expectStatus(t, user.do("GET", "/api/parcels/available", nil), http.StatusOK)
	}
}

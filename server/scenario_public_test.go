package server

import (
	"fmt"
	"net/http"
	"testing"
)

// docs/product.md §2 and §6: what a visitor may read signed out — the available lists, a shared item, a member's
// public card, places and prices — answers without a street, contact, plate or declared value, and refuses a
// bad query with the field that is wrong.
func TestPublicReadScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	profile := w.driver.do("GET", "/api/profile", nil)
	expectStatus(t, profile, http.StatusOK)
	w.placeholders["{driverId}"] = jsonNumber(profile.json["userId"])
	route := fmt.Sprintf("from=%d&to=%d", kyivID, lvivID)
	// A parcel's street is not for strangers; a ride's meeting point is public (docs/product.md §2).
	private := []string{recipientPhone, senderPhone, driverPhone, "ivan@example.com", "Khreshchatyk", "AA1234"}
	w.run(t, []scenario{
		{name: "parcels on a route, signed out", as: "anonymous", method: "GET", path: "/api/parcels/available?" + route,
			status: http.StatusOK, want: []string{`"parcelId":{parcel}`, `"total":1`}, unwant: private},
		{name: "rides on a route, signed out", as: "anonymous", method: "GET", path: "/api/rides/available?" + route,
			status: http.StatusOK, want: []string{`"rideId":{ride}`}, unwant: private},
		{name: "a place that is not one", as: "anonymous", method: "GET", path: "/api/parcels/available?from=1&to=2",
			status: http.StatusBadRequest, fields: map[string]string{"from": "invalid"}},
		{name: "a day that is not one", as: "anonymous", method: "GET", path: "/api/rides/available?" + route + "&date=tomorrow",
			status: http.StatusBadRequest, fields: map[string]string{"date": "invalid"}},
		{name: "a ride's matches are the driver's to ask for", as: "anonymous", method: "GET",
			path: "/api/parcels/available?rideId={ride}", status: http.StatusUnauthorized},
		{name: "a shared ride", as: "anonymous", method: "GET", path: "/api/public/rides/{ride}", status: http.StatusOK,
			want: []string{`"rideId":{ride}`}, unwant: private},
		{name: "a shared parcel", as: "anonymous", method: "GET", path: "/api/public/parcels/{parcel}", status: http.StatusOK,
			want: []string{`"parcelId":{parcel}`}, unwant: private},
		{name: "no such shared ride", as: "anonymous", method: "GET", path: "/api/public/rides/999999", status: http.StatusNotFound},
		{name: "a member's public card", as: "anonymous", method: "GET", path: "/api/users/{driverId}", status: http.StatusOK,
			want: []string{`"userId":{driverId}`}, unwant: private},
		{name: "a member's reviews", as: "anonymous", method: "GET", path: "/api/users/{driverId}/reviews", status: http.StatusOK},
		{name: "a member's listings", as: "anonymous", method: "GET", path: "/api/users/{driverId}/listings", status: http.StatusOK,
			want: []string{`"rideId":{ride}`}, unwant: private},
		{name: "no such member", as: "anonymous", method: "GET", path: "/api/users/999999", status: http.StatusNotFound},
		{name: "places by name", as: "anonymous", method: "GET", path: "/api/places?q=Lvi", status: http.StatusOK,
			want: []string{fmt.Sprintf(`"placeId":%d`, lvivID)}},
		{name: "a place by id, in Ukrainian", as: "anonymous", method: "GET", path: fmt.Sprintf("/api/places/%d?lang=uk", kyivID),
			status: http.StatusOK, want: []string{"Київ"}},
		{name: "no such place", as: "anonymous", method: "GET", path: "/api/places/1", status: http.StatusNotFound},
		{name: "a suggested price", as: "anonymous", method: "GET", path: "/api/prices/suggest?" + route + "&size=M",
			status: http.StatusOK},
		{name: "a price for no size", as: "anonymous", method: "GET", path: "/api/prices/suggest?" + route + "&size=XXL",
			status: http.StatusBadRequest, fields: map[string]string{"size": "invalid"}},
	})
}

package server

import (
	"net/http"
	"testing"
)

// My parcels list says who carries each parcel on a ride, and when it should arrive, so Home can say where it
// is; a parcel no driver has taken yet carries neither.
func TestMyParcelsSayWhoCarriesThem(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	listed := func() map[string]any {
		t.Helper()
		r := w.sender.do("GET", "/api/parcels", nil)
		expectStatus(t, r, http.StatusOK)
		for _, p := range decodeList(t, r.body) {
			if jsonNumber(p["parcelId"]) == w.parcelID {
				return p
			}
		}
		t.Fatalf("parcel %s not in my list: %s", w.parcelID, r.body)
		return nil
	}
	if p := listed(); p["driver"] != nil || p["dropoffEta"] != nil {
		t.Fatalf("a New parcel names a driver or an arrival: %v", p)
	}
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, r, http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/approve", nil), http.StatusOK)
	p := listed()
	driver, _ := p["driver"].(map[string]any)
	if driver["name"] != "Petro" || p["dropoffEta"] == nil || p["pickupEta"] == nil {
		t.Fatalf("an Accepted parcel's list entry: driver %v, pickupEta %v, dropoffEta %v", p["driver"], p["pickupEta"], p["dropoffEta"])
	}
	if _, ok := driver["phone"]; ok {
		t.Fatalf("the list carries the driver's card, not their contacts: %v", driver)
	}
}

package server

import (
	"net/http"
	"strconv"
	"testing"
)

// TestSearchCardsFollowChanges: what the available lists show of a parcel
// and its sender is what the database says after each change, although the
// pages are served from memory.
func TestSearchCardsFollowChanges(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	q := "/api/parcels/available?from=" + strconv.Itoa(kyivID) + "&to=" + strconv.Itoa(lvivID)
	first := func() map[string]any {
		t.Helper()
		r := w.stranger.do("GET", q, nil)
		expectStatus(t, r, http.StatusOK)
		for _, it := range r.json["items"].([]any) {
			if item := it.(map[string]any); jsonNumber(item["parcelId"]) == w.parcelID {
				return item
			}
		}
		return nil
	}
	if item := first(); item == nil || item["sender"].(map[string]any)["name"] != "Olena" {
		t.Fatalf("before: %v", item)
	}
	expectStatus(t, w.sender.do("PUT", "/api/profile", map[string]string{"name": "Oksana", "surname": "Sender", "phone": "0931234567"}), http.StatusOK)
	if item := first(); item == nil || item["sender"].(map[string]any)["name"] != "Oksana" {
		t.Fatalf("after the sender's new name: %v", item)
	}
	// The parcel leaves the list once it has a ride.
	r := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/requests", map[string]any{"rideId": toNumber(w.rideID), "cost": 200})
	expectStatus(t, r, http.StatusCreated)
	expectStatus(t, w.sender.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/approve", nil), http.StatusOK)
	if item := first(); item != nil {
		t.Fatalf("an accepted parcel is still listed: %v", item)
	}
}

package server

import (
	"net/http"
	"strings"
	"testing"
)

// The export reads as the app reads: what the other side wrote before the
// parcel was on the ride, in a request or a message, and a stranger's offer
// that was never approved, have their contacts masked; my own texts are as I
// typed them; who blocked or reported me stays unseen. Once approved, the
// pair's texts read in full, in the app and in the export alike.
func TestExportMasksOthersContactsAsTheAppDoes(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	const phone, email = "+380 67 123 4567", "olena.k@example.com"
	r := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/requests", map[string]any{"rideId": toNumber(w.rideID), "message": contactsText})
	expectStatus(t, r, http.StatusCreated)
	offer, conv := jsonNumber(r.json["requestId"]), jsonNumber(r.json["conversationId"])
	expectStatus(t, w.driver.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "Or 0501234567"}), http.StatusCreated)
	expectStatus(t, w.sender.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "Mine is 0931234567"}), http.StatusCreated)

	stranger, car := w.app.driverWithCar("other.driver@example.com")
	ride := stranger.do("POST", "/api/rides", validRide(car))
	expectStatus(t, ride, http.StatusCreated)
	expectStatus(t, stranger.do("POST", "/api/parcels/"+w.parcelID+"/requests", map[string]any{
		"rideId": toNumber(jsonNumber(ride.json["rideId"])), "message": "Strangers write +48 512 345 678 too"}), http.StatusCreated)
	expectStatus(t, stranger.do("POST", "/api/users/"+w.sender.userID(t)+"/block", nil), http.StatusNoContent)
	report(t, w.stranger, map[string]any{"userId": toNumber(w.sender.userID(t)), "reason": "spam", "details": "reported by the stranger"})

	export := func(c *client) string {
		t.Helper()
		r := c.do("GET", "/api/profile/export", nil)
		expectStatus(t, r, http.StatusOK)
		return r.body
	}
	mine := export(w.sender)
	for _, leaked := range []string{phone, email, "0501234567", "512 345 678", "reported by the stranger", `"blocker_id"`, `"reporter_id"`} {
		if strings.Contains(mine, leaked) {
			t.Errorf("the sender's export holds %q before approval", leaked)
		}
	}
	for _, kept := range []string{"Mine is 0931234567", "Call me on •••", "Or •••", "Strangers write •••"} {
		if !strings.Contains(mine, kept) {
			t.Errorf("the sender's export lacks %q", kept)
		}
	}
	if theirs := export(w.driver); strings.Contains(theirs, "0931234567") || !strings.Contains(theirs, contactsText) {
		t.Errorf("the driver's export: the sender's number masked, the driver's own message as typed")
	}

	expectStatus(t, w.sender.do("POST", "/api/requests/"+offer+"/approve", nil), http.StatusOK)
	mine = export(w.sender)
	for _, shared := range []string{contactsText, "Or 0501234567"} {
		if !strings.Contains(mine, shared) {
			t.Errorf("once approved, the export holds %q as the app shows it", shared)
		}
	}
	if strings.Contains(mine, "512 345 678") {
		t.Error("the stranger's offer was not approved: still masked")
	}
}

package server

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
)

// approvedWorld is a request world whose parcel was approved onto the ride.
func approvedWorld(t *testing.T) *requestWorld {
	w := newRequestWorld(t)
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, r, http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/approve", nil), http.StatusOK)
	return w
}

func TestAcceptedParcelShowsContactsToBothSides(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	s := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil)
	expectStatus(t, s, http.StatusOK)
	if dc := s.json["driverContact"].(map[string]any); dc["phone"] != "+380501234567" {
		t.Fatalf("sender sees the driver's phone after approval: %s", s.body)
	}
	if s.json["driver"].(map[string]any)["name"] != "Petro" {
		t.Fatalf("driver card: %s", s.body)
	}
	d := w.driver.do("GET", "/api/parcels/"+w.parcelID, nil)
	expectStatus(t, d, http.StatusOK)
	if sc := d.json["senderContact"].(map[string]any); sc["phone"] != "+380931234567" || d.json["recipient"].(map[string]any)["phoneNumber"] != "+380671234567" {
		t.Fatalf("driver sees the sender's and recipient's contacts: %s", d.body)
	}
	// Strangers no longer see an accepted parcel at all.
	expectStatus(t, w.stranger.do("GET", "/api/parcels/"+w.parcelID, nil), http.StatusNotFound)
}

func TestPickupDeliverConfirmFeedback(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	expectStatus(t, w.stranger.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusNotFound)
	expectStatus(t, w.sender.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusNotFound)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/deliver", nil), http.StatusConflict)
	p := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil)
	expectStatus(t, p, http.StatusOK)
	if p.json["status"] != "In Transit" {
		t.Fatalf("pickup: %s", p.body)
	}
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusConflict)
	if r := w.driver.do("GET", "/api/rides/"+w.rideID, nil); r.json["status"] != "In Progress" {
		t.Fatalf("ride after pickup: %s", r.body)
	}
	expectStatus(t, w.driver.do("POST", "/api/rides/"+w.rideID+"/cancel", nil), http.StatusConflict)

	link, _ := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil).json["confirmationLink"].(string)
	if !strings.HasPrefix(link, "http://ridepost.test/confirm-delivery?token=") {
		t.Fatalf("confirmation link: %q", link)
	}
	if w.driver.do("GET", "/api/parcels/"+w.parcelID, nil).json["confirmationLink"] != nil {
		t.Fatal("only the sender is shown the recipient's link")
	}
	d := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/deliver", nil)
	expectStatus(t, d, http.StatusOK)
	if d.json["emailSent"] != true {
		t.Fatalf("deliver: %s", d.body)
	}
	var mailed bool
	for _, m := range w.app.mails() {
		mailed = mailed || (m.To == "ivan@example.com" && strings.Contains(m.Text, link))
	}
	if !mailed {
		t.Fatal("the recipient was not mailed the link")
	}

	u, _ := url.Parse(link)
	token := u.Query().Get("token")
	anon := w.app.client()
	expectStatus(t, anon.do("GET", "/api/delivery/"+token+"x", nil), http.StatusNotFound)
	expectStatus(t, anon.do("GET", "/api/delivery/"+strings.Replace(token, w.parcelID+".", "999.", 1), nil), http.StatusNotFound)
	g := anon.do("GET", "/api/delivery/"+token, nil)
	expectStatus(t, g, http.StatusOK)
	if g.json["status"] != "In Transit" || g.json["driver"].(map[string]any)["name"] != "Petro" || strings.Contains(g.body, "+380") {
		t.Fatalf("recipient's view: %s", g.body)
	}
	expectStatus(t, anon.do("POST", "/api/delivery/"+token+"/feedback", map[string]any{"rating": 5}), http.StatusConflict)
	expectStatus(t, anon.do("POST", "/api/delivery/"+token+"/confirm", map[string]any{}), http.StatusBadRequest)
	c := anon.do("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": true})
	expectStatus(t, c, http.StatusOK)
	if c.json["status"] != "Delivered" {
		t.Fatalf("confirm: %s", c.body)
	}
	expectStatus(t, anon.do("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": false}), http.StatusConflict)
	// The ride has not left yet: it stays In Progress with its free places on offer.
	if r := w.driver.do("GET", "/api/rides/"+w.rideID, nil); r.json["status"] != "In Progress" {
		t.Fatalf("ride after its only parcel was delivered, before departure: %s", r.body)
	}

	bad := anon.do("POST", "/api/delivery/"+token+"/feedback", map[string]any{"rating": 6, "comment": strings.Repeat("x", 1001)})
	expectStatus(t, bad, http.StatusBadRequest)
	if bad.field("rating") != "out_of_range" || bad.field("comment") != "too_long" {
		t.Fatalf("feedback validation: %s", bad.body)
	}
	f := anon.do("POST", "/api/delivery/"+token+"/feedback", map[string]any{"rating": 4, "comment": "Careful driver"})
	expectStatus(t, f, http.StatusCreated)
	expectStatus(t, anon.do("POST", "/api/delivery/"+token+"/feedback", map[string]any{"rating": 1}), http.StatusConflict)
	if g := anon.do("GET", "/api/delivery/"+token, nil); g.json["feedbackGiven"] != true {
		t.Fatalf("feedbackGiven: %s", g.body)
	}
	driverID := jsonNumber(w.driver.do("GET", "/api/profile", nil).json["userId"])
	card := w.stranger.do("GET", "/api/users/"+driverID, nil)
	rating := card.json["rating"].(map[string]any)
	if rating["average"].(float64) != 4 || jsonNumber(rating["count"]) != "1" || jsonNumber(card.json["deliveries"]) != "1" {
		t.Fatalf("driver card after feedback: %s", card.body)
	}
}

func TestRideCancelReleasesAndTellsSenders(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	c := w.driver.do("POST", "/api/rides/"+w.rideID+"/cancel", nil)
	expectStatus(t, c, http.StatusOK)
	p := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil)
	if p.json["status"] != "New" || p.json["rideId"] != nil {
		t.Fatalf("parcel after its ride was cancelled: %s", p.body)
	}
	var told bool
	for _, m := range w.app.mails() {
		told = told || (m.To == "sender@example.com" && strings.Contains(m.Subject, "cancelled"))
	}
	if !told {
		t.Fatal("the sender was not told")
	}
}

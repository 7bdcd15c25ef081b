package server

import (
	"encoding/json"
	"net/http"
	"strconv"
	"testing"
	"time"
)

// The public card carries the trust figures (docs/product.md §2), and so do the cards of the available lists.
func TestCardShowsTrustFigures(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	// Two more parcels asked of the driver, who declines both.
	for range 2 {
		p := w.sender.do("POST", "/api/parcels", with(with(with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID}),
			"deliveryAddress", map[string]any{"placeId": rivneID}), "deliveryDate", ""))
		expectStatus(t, p, http.StatusCreated)
		r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": p.json["parcelId"]})
		expectStatus(t, r, http.StatusCreated)
		expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/decline", nil), http.StatusOK)
	}
	driverID, senderID := w.driver.userID(t), w.sender.userID(t)
	card := w.stranger.do("GET", "/api/users/"+driverID, nil)
	expectStatus(t, card, http.StatusOK)
	if card.json["answers"] != nil || jsonNumber(card.json["deliveries"]) != "0" {
		t.Fatalf("two answers are too few to tell, no delivery yet: %s", card.body)
	}

	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, r, http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/approve", nil), http.StatusOK)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	token := w.confirmToken(t)
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": true}), http.StatusOK)

	type figures struct {
		Deliveries  int    `json:"deliveries"`
		Sent        int    `json:"sent"`
		MemberSince string `json:"memberSince"`
		Answers     *struct {
			Rate        float64 `json:"rate"`
			MedianHours float64 `json:"medianHours"`
		} `json:"answers"`
	}
	read := func(body string) figures {
		t.Helper()
		var f figures
		if err := json.Unmarshal([]byte(body), &f); err != nil {
			t.Fatal(err)
		}
		return f
	}
	month := time.Now().UTC().Format("2006-01")
	driver := read(w.stranger.do("GET", "/api/users/"+driverID, nil).body)
	if driver.Deliveries != 1 || driver.Sent != 0 || driver.MemberSince != month || driver.Answers == nil ||
		driver.Answers.Rate != 1 || driver.Answers.MedianHours != 0 {
		t.Fatalf("driver's card after a delivery and three answers: %+v", driver)
	}
	sender := read(w.stranger.do("GET", "/api/users/"+senderID, nil).body)
	if sender.Deliveries != 0 || sender.Sent != 1 || sender.Answers != nil {
		t.Fatalf("sender's card: %+v", sender)
	}

	list := w.stranger.do("GET", "/api/rides/available?from="+strconv.Itoa(zhytomyrID), nil)
	expectStatus(t, list, http.StatusOK)
	items := list.json["items"].([]any)
	if len(items) != 1 {
		t.Fatalf("available rides: %s", list.body)
	}
	raw, _ := json.Marshal(items[0].(map[string]any)["driver"])
	if inList := read(string(raw)); inList.Deliveries != 1 || inList.Answers == nil || inList.Answers.Rate != 1 {
		t.Fatalf("the driver's card in the list: %s", raw)
	}
}

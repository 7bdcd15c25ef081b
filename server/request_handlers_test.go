package server

import (
	"net/http"
	"strings"
	"sync"
	"testing"
)

const (
	rivneID     = 695594
	chernihivID = 710735
)

// requestWorld: a driver with a Kyiv → Lviv ride, and a sender with a
// Zhytomyr → Rivne parcel that fits it.
type requestWorld struct {
	app                      *testApp
	driver, sender, stranger *client
	rideID, parcelID         string
}

func newRequestWorld(t *testing.T) *requestWorld { return requestWorldOn(t, newTestApp(t, nil)) }

// requestWorldOn seeds app as newRequestWorld does.
func requestWorldOn(t *testing.T, app *testApp) *requestWorld {
	w := &requestWorld{app: app}
	var car any
	w.driver, car = app.driverWithCar("driver@example.com")
	r := w.driver.do("POST", "/api/rides", validRide(car))
	expectStatus(t, r, http.StatusCreated)
	w.rideID = jsonNumber(r.json["rideId"])
	w.sender = app.verifiedUser("sender@example.com")
	expectStatus(t, w.sender.do("POST", "/auth/signup/about-yourself", map[string]any{"name": "Olena", "surname": "Sender", "phone": "0931234567"}), http.StatusOK)
	body := with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID})
	body = with(body, "deliveryAddress", map[string]any{"placeId": rivneID})
	body = with(body, "deliveryDate", "")
	p := w.sender.do("POST", "/api/parcels", body)
	expectStatus(t, p, http.StatusCreated)
	w.parcelID = jsonNumber(p.json["parcelId"])
	w.stranger = app.verifiedUser("stranger@example.com")
	return w
}

func TestSenderAsksDriverApproves(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	ask := map[string]any{"parcelId": toNumber(w.parcelID), "cost": 220}

	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", ask)
	expectStatus(t, r, http.StatusCreated)
	reqID := jsonNumber(r.json["requestId"])
	if r.json["status"] != "pending" || r.json["direction"] != "fromSender" || r.json["fromMe"] != true {
		t.Fatalf("request: %s", r.body)
	}
	if card := r.json["counterpart"].(map[string]any); card["name"] != "Petro" || strings.Contains(r.body, "0501234567") {
		t.Fatalf("counterpart: %v", card)
	}
	dup := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", ask)
	expectStatus(t, dup, http.StatusConflict)
	if dup.errorCode() != "request_exists" {
		t.Fatalf("duplicate: %s", dup.body)
	}
	var mailed bool
	for _, m := range w.app.mails() {
		mailed = mailed || (m.To == "driver@example.com" && strings.Contains(m.Text, "/ride/"+w.rideID) && strings.Contains(m.Text, "₴220"))
	}
	if !mailed {
		t.Fatal("the driver was not told of the request")
	}

	lists := w.driver.do("GET", "/api/rides/"+w.rideID+"/requests", nil)
	expectStatus(t, lists, http.StatusOK)
	if from := lists.json["fromSenders"].([]any); len(from) != 1 || from[0].(map[string]any)["awaitingMe"] != true {
		t.Fatalf("driver's lists: %s", lists.body)
	}
	if w.driver.do("GET", "/api/rides/"+w.rideID, nil).json["hasRequests"] != true {
		t.Fatal("hasRequests should be true")
	}
	expectStatus(t, w.sender.do("POST", "/api/requests/"+reqID+"/approve", nil), http.StatusForbidden)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+reqID+"/cancel", nil), http.StatusForbidden)

	a := w.driver.do("POST", "/api/requests/"+reqID+"/approve", nil)
	expectStatus(t, a, http.StatusOK)
	if a.json["status"] != "approved" {
		t.Fatalf("approve: %s", a.body)
	}
	expectStatus(t, w.driver.do("POST", "/api/requests/"+reqID+"/approve", nil), http.StatusConflict)
	parcel := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil)
	if parcel.json["status"] != "Accepted" || jsonNumber(parcel.json["cost"]) != "220" || jsonNumber(parcel.json["rideId"]) != w.rideID {
		t.Fatalf("parcel after approval: %s", parcel.body)
	}
	ride := w.driver.do("GET", "/api/rides/"+w.rideID, nil)
	if jsonNumber(ride.json["usedCapacity"]) != "1" || jsonNumber(ride.json["totalCost"]) != "220" {
		t.Fatalf("ride after approval: %s", ride.body)
	}
	accepted := decodeList(t, w.driver.do("GET", "/api/rides/"+w.rideID+"/accepted", nil).body)
	if len(accepted) != 1 || accepted[0]["sender"].(map[string]any)["phone"] != "+380931234567" {
		t.Fatalf("accepted parcels with contacts: %v", accepted)
	}
}

func TestDriverOffersSenderDeclines(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	offer := map[string]any{"rideId": toNumber(w.rideID)}
	expectStatus(t, w.stranger.do("POST", "/api/parcels/"+w.parcelID+"/requests", offer), http.StatusNotFound) // not the stranger's ride
	r := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/requests", offer)
	expectStatus(t, r, http.StatusCreated)
	if jsonNumber(r.json["cost"]) != "150" || r.json["direction"] != "fromDriver" {
		t.Fatalf("offer at the parcel's price: %s", r.body)
	}
	reqID := jsonNumber(r.json["requestId"])
	lists := w.sender.do("GET", "/api/parcels/"+w.parcelID+"/requests", nil)
	if from := lists.json["fromDrivers"].([]any); len(from) != 1 {
		t.Fatalf("sender's lists: %s", lists.body)
	}
	expectStatus(t, w.driver.do("GET", "/api/parcels/"+w.parcelID+"/requests", nil), http.StatusNotFound)
	d := w.sender.do("POST", "/api/requests/"+reqID+"/decline", nil)
	expectStatus(t, d, http.StatusOK)
	if d.json["status"] != "declined" {
		t.Fatalf("decline: %s", d.body)
	}
	if p := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil); p.json["status"] != "New" {
		t.Fatalf("parcel after decline: %s", p.body)
	}
	// The driver may offer again and then take it back.
	again := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/requests", offer)
	expectStatus(t, again, http.StatusCreated)
	c := w.driver.do("POST", "/api/requests/"+jsonNumber(again.json["requestId"])+"/cancel", nil)
	expectStatus(t, c, http.StatusOK)
	if c.json["status"] != "cancelled" {
		t.Fatalf("cancel: %s", c.body)
	}
	// Each side is told what the other did, and only that.
	kinds, _, _ := w.driver.notices(t)
	expectKinds(t, "driver", kinds, "request_declined")
	kinds, _, _ = w.sender.notices(t)
	expectKinds(t, "sender", kinds, "request_cancelled", "request_received", "request_received")
}

func TestRequestRefusals(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	// A parcel going the other way does not fit.
	back := with(validParcel(), "shippingAddress", map[string]any{"placeId": lvivID})
	back = with(back, "deliveryAddress", map[string]any{"placeId": kyivID})
	p := w.sender.do("POST", "/api/parcels", with(back, "deliveryDate", ""))
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": p.json["parcelId"]})
	expectStatus(t, r, http.StatusConflict)
	if r.errorCode() != "route_mismatch" {
		t.Fatalf("mismatch: %s", r.body)
	}
	// A deliver-by date before the ride leaves does not fit either.
	late := w.sender.do("POST", "/api/parcels", with(validParcel(), "deliveryDate", dateIn(1)))
	r = w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": late.json["parcelId"]})
	expectStatus(t, r, http.StatusConflict)
	// Nobody requests their own parcel.
	own := w.driver.do("POST", "/api/parcels", validParcel())
	expectStatus(t, own, http.StatusCreated)
	r = w.driver.do("POST", "/api/parcels/"+jsonNumber(own.json["parcelId"])+"/requests", map[string]any{"rideId": toNumber(w.rideID)})
	expectStatus(t, r, http.StatusConflict)
	if r.errorCode() != "own_item" {
		t.Fatalf("own: %s", r.body)
	}
	unverified := w.app.signUp("fresh@example.com")
	expectStatus(t, unverified.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": 1}), http.StatusForbidden)
}

// Two drivers' offers for one parcel approved at once: one wins, one 409.
func TestConcurrentApproveOverHTTP(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	second, car := w.app.driverWithCar("second@example.com")
	r2 := second.do("POST", "/api/rides", validRide(car))
	var ids []string
	for _, d := range []struct {
		c    *client
		ride string
	}{{w.driver, w.rideID}, {second, jsonNumber(r2.json["rideId"])}} {
		r := d.c.do("POST", "/api/parcels/"+w.parcelID+"/requests", map[string]any{"rideId": toNumber(d.ride)})
		expectStatus(t, r, http.StatusCreated)
		ids = append(ids, jsonNumber(r.json["requestId"]))
	}
	statuses := make([]int, len(ids))
	var wg sync.WaitGroup
	for i, id := range ids {
		wg.Add(1)
		go func() {
			defer wg.Done()
			statuses[i] = w.sender.doNoFatal("POST", "/api/requests/"+id+"/approve")
		}()
	}
	wg.Wait()
	ok, conflict := 0, 0
	for _, s := range statuses {
		switch s {
		case http.StatusOK:
			ok++
		case http.StatusConflict:
			conflict++
		}
	}
	if ok != 1 || conflict != 1 {
		t.Fatalf("statuses %v: want one 200 and one 409", statuses)
	}
}

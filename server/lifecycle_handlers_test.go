package server

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"ridepost/server/handlers"
)

// confirmToken is the recipient's token from the sender's view of an In Transit parcel.
func (w *requestWorld) confirmToken(t *testing.T) string {
	t.Helper()
	link, _ := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil).json["confirmationLink"].(string)
	u, err := url.Parse(link)
	if err != nil || u.Query().Get("token") == "" {
		t.Fatalf("confirmation link: %q", link)
	}
	return u.Query().Get("token")
}

// strangerParcel posts a second parcel along the world's ride, sent by the stranger.
func (w *requestWorld) strangerParcel(t *testing.T) string {
	t.Helper()
	body := with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID, "street": "Kyivska 5"})
	body = with(body, "deliveryAddress", map[string]any{"placeId": rivneID})
	body = with(body, "deliveryDate", "")
	p := w.stranger.do("POST", "/api/parcels", body)
	expectStatus(t, p, http.StatusCreated)
	return jsonNumber(p.json["parcelId"])
}

func (w *requestWorld) housekeepAt(t *testing.T, at time.Time) response {
	t.Helper()
	r := w.app.client().do("POST", "/dev/housekeeping", map[string]any{"now": at.UTC().Format(time.RFC3339)})
	expectStatus(t, r, http.StatusOK)
	return r
}

// A driver whose one parcel is delivered still gets and approves a second request before departure.
func TestDeliveredParcelLeavesTheRideOpen(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	token := w.confirmToken(t)
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": true}), http.StatusOK)

	if r := w.sender.do("GET", "/api/rides/available?parcelId="+w.parcelID, nil); jsonNumber(r.json["total"]) != "0" {
		t.Fatalf("rides for a delivered parcel: %s", r.body)
	}
	second := w.strangerParcel(t)
	if r := w.stranger.do("GET", "/api/rides/available?parcelId="+second, nil); jsonNumber(r.json["total"]) != "1" {
		t.Fatalf("a ride in progress before departure is found: %s", r.body)
	}
	if r := w.stranger.do("GET", "/api/rides/"+w.rideID, nil); r.status != http.StatusOK || r.json["status"] != "In Progress" {
		t.Fatalf("a ride in progress before departure is on offer: %d %s", r.status, r.body)
	}
	ask := w.stranger.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(second)})
	expectStatus(t, ask, http.StatusCreated)
	if r := w.driver.do("GET", "/api/rides", nil); jsonNumber(decodeList(t, r.body)[0]["pendingRequests"]) != "1" {
		t.Fatalf("the driver's list counts the request to answer: %s", r.body)
	}
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(ask.json["requestId"])+"/approve", nil), http.StatusOK)
	r := w.driver.do("GET", "/api/rides/"+w.rideID, nil)
	if r.json["status"] != "In Progress" || jsonNumber(r.json["usedCapacity"]) != "2" || jsonNumber(r.json["pendingRequests"]) != "0" {
		t.Fatalf("ride after the second approval: %s", r.body)
	}

	// After departure it completes once the second parcel is answered, not before.
	if n := w.housekeepAt(t, time.Now().Add(72*time.Hour)).json["ridesCompleted"]; jsonNumber(n) != "0" {
		t.Fatalf("completed with a parcel still accepted: %v", n)
	}
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+second+"/pickup", nil), http.StatusOK)
	sp := w.stranger.do("GET", "/api/parcels/"+second, nil)
	u, _ := url.Parse(sp.json["confirmationLink"].(string))
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+u.Query().Get("token")+"/confirm", map[string]any{"delivered": false}), http.StatusOK)
	if r := w.driver.do("GET", "/api/rides/"+w.rideID, nil); r.json["status"] != "In Progress" {
		t.Fatalf("every parcel answered, before departure: %s", r.body)
	}
	if n := w.housekeepAt(t, time.Now().Add(72*time.Hour)).json["ridesCompleted"]; jsonNumber(n) != "1" {
		t.Fatalf("rides completed after departure: %v", n)
	}
	if r := w.driver.do("GET", "/api/rides/"+w.rideID, nil); r.json["status"] != "Completed" {
		t.Fatalf("ride after departure: %s", r.body)
	}
}

func TestFailedDeliveryIsNotRated(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	token := w.confirmToken(t)
	anon := w.app.client()
	g := anon.do("GET", "/api/delivery/"+token, nil)
	if s := g.json["sender"].(map[string]any); s["name"] != "Olena" || s["surname"] != "S." {
		t.Fatalf("the recipient's page names the sender: %s", g.body)
	}
	expectStatus(t, anon.do("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": false}), http.StatusOK)
	f := anon.do("POST", "/api/delivery/"+token+"/feedback", map[string]any{"rating": 1, "comment": "never came"})
	expectStatus(t, f, http.StatusConflict)
	if f.errorCode() != "invalid_state" {
		t.Fatalf("feedback after a failed delivery: %s", f.body)
	}
	kinds, _, _ := w.sender.notices(t)
	expectKinds(t, "sender", kinds, "parcel_failed", "parcel_picked_up", "request_approved")
	kinds, _, _ = w.driver.notices(t)
	expectKinds(t, "driver", kinds, "parcel_failed", "request_received")
}

func TestAskingTheRecipientNeedsAnAddressAndIsCapped(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	for i := range handlers.ConfirmMailsPerDay {
		if r := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/deliver", nil); r.status != http.StatusOK || r.json["emailSent"] != true {
			t.Fatalf("ask %d: %d %s", i+1, r.status, r.body)
		}
	}
	r := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/deliver", nil)
	expectStatus(t, r, http.StatusTooManyRequests)
	if r.header.Get("Retry-After") == "" {
		t.Fatal("429 without Retry-After")
	}
	mails := 0
	for _, m := range w.app.mails() {
		if m.To == "ivan@example.com" {
			mails++
		}
	}
	if mails != 1+handlers.ConfirmMailsPerDay { // the one sent at pickup, and the asks
		t.Fatalf("the recipient got %d e-mails", mails)
	}

	// A recipient without an e-mail address: the driver is told what to do instead.
	body := with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID})
	body = with(body, "deliveryAddress", map[string]any{"placeId": rivneID})
	body = with(body, "deliveryDate", "")
	body = with(body, "recipient", map[string]any{"name": "Taras", "phoneNumber": "0671234567"})
	noMail := w.stranger.do("POST", "/api/parcels", body)
	expectStatus(t, noMail, http.StatusCreated)
	id := jsonNumber(noMail.json["parcelId"])
	ask := w.stranger.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(id)})
	expectStatus(t, ask, http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(ask.json["requestId"])+"/approve", nil), http.StatusOK)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+id+"/pickup", nil), http.StatusOK)
	d := w.driver.do("POST", "/api/parcels/"+id+"/deliver", nil)
	expectStatus(t, d, http.StatusConflict)
	if d.errorCode() != "no_recipient_email" {
		t.Fatalf("deliver without an address: %s", d.body)
	}
}

func TestHousekeepingExpiresAndTellsBothSides(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	// A parcel to pick up and deliver today, and a pending request on the ride that leaves in 48 hours.
	body := with(validParcel(), "shippingDate", dateIn(0))
	body = with(body, "deliveryDate", dateIn(0))
	today := w.stranger.do("POST", "/api/parcels", body)
	expectStatus(t, today, http.StatusCreated)
	todayID := jsonNumber(today.json["parcelId"])
	ask := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, ask, http.StatusCreated)

	done := w.housekeepAt(t, time.Now().Add(60*time.Hour))
	if jsonNumber(done.json["parcelsExpired"]) != "1" || jsonNumber(done.json["requestsExpired"]) != "1" {
		t.Fatalf("housekeeping 60 hours on: %s", done.body)
	}
	if p := w.stranger.do("GET", "/api/parcels/"+todayID, nil); p.json["status"] != "Expired" {
		t.Fatalf("parcel past its deliver-by date: %s", p.body)
	}
	if _, items, _ := w.stranger.notices(t); len(items) == 0 || items[0]["kind"] != "parcel_expired" || jsonNumber(items[0]["parcelId"]) != todayID {
		t.Fatalf("the sender is told the parcel expired: %v", items)
	}
	if q := w.driver.do("GET", "/api/rides/"+w.rideID+"/requests", nil); !strings.Contains(q.body, `"status":"expired"`) {
		t.Fatalf("request of a departed ride: %s", q.body)
	}
	told := map[string]bool{}
	for _, m := range w.app.mails() {
		if strings.Contains(m.Subject, "expired") {
			told[m.To] = true
		}
	}
	for _, who := range []string{"stranger@example.com", "sender@example.com", "driver@example.com"} {
		if !told[who] {
			t.Errorf("%s was not told of the expiry (%v)", who, told)
		}
	}
	// The ride carried nothing: a day after departure it expires too.
	if r := w.housekeepAt(t, time.Now().Add(4*24*time.Hour)); jsonNumber(r.json["ridesExpired"]) != "1" {
		t.Fatalf("unused ride a day after departure: %s", r.body)
	}
	expectStatus(t, w.app.client().do("POST", "/dev/housekeeping", map[string]any{"now": "tomorrow"}), http.StatusBadRequest)
}

// Contacts, streets, plates and totals follow the approval (docs/product.md §2).
func TestPrivacyFollowsTheApproval(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	list := w.driver.do("GET", "/api/parcels/available?rideId="+w.rideID, nil)
	expectStatus(t, list, http.StatusOK)
	if strings.Contains(list.body, "Khreshchatyk") || strings.Contains(list.body, "ivan@example.com") {
		t.Fatalf("a stranger's list shows streets or contacts: %s", list.body)
	}
	rides := w.sender.do("GET", "/api/rides/available?parcelId="+w.parcelID, nil)
	if strings.Contains(rides.body, "AA1234BB") || strings.Contains(rides.body, "totalCost") {
		t.Fatalf("a stranger sees the plate or the total: %s", rides.body)
	}
	ask := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, ask, http.StatusCreated)
	if strings.Contains(ask.body, "AA1234BB") {
		t.Fatalf("the plate before approval: %s", ask.body)
	}
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(ask.json["requestId"])+"/approve", nil), http.StatusOK)
	r := w.sender.do("GET", "/api/rides/"+w.rideID, nil)
	expectStatus(t, r, http.StatusOK)
	if r.json["vehicle"].(map[string]any)["idNumber"] != "AA1234BB" || jsonNumber(r.json["totalCost"]) != "150" {
		t.Fatalf("a sender on the ride sees plate and total: %s", r.body)
	}
	if w.stranger.do("GET", "/api/rides/"+w.rideID, nil).json["vehicle"].(map[string]any)["idNumber"] != "" {
		t.Fatal("a stranger sees the plate")
	}
	if q := w.driver.do("GET", "/api/rides/"+w.rideID+"/requests", nil); !strings.Contains(q.body, "+380671234567") {
		t.Fatalf("the driver sees the recipient's phone while approved: %s", q.body)
	}

	// The sender cancels: the contacts disappear for the driver, and the driver's for the sender.
	expectStatus(t, w.sender.do("POST", "/api/parcels/"+w.parcelID+"/cancel", nil), http.StatusOK)
	for _, path := range []string{"/api/parcels/" + w.parcelID, "/api/rides/" + w.rideID + "/requests"} {
		r := w.driver.do("GET", path, nil)
		expectStatus(t, r, http.StatusOK)
		if strings.Contains(r.body, "+380671234567") || strings.Contains(r.body, "ivan@example.com") || strings.Contains(r.body, "+380931234567") {
			t.Errorf("driver still sees contacts at %s after the cancellation: %s", path, r.body)
		}
	}
	if p := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil); strings.Contains(p.body, "+380501234567") || p.json["driverContact"] != nil {
		t.Errorf("sender still sees the driver's phone: %s", p.body)
	}
	if r := w.sender.do("GET", "/api/rides/"+w.rideID, nil); r.json["vehicle"].(map[string]any)["idNumber"] != "" {
		t.Errorf("the plate after the cancellation: %s", r.body)
	}
}

func TestRideCancelEndsContacts(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	expectStatus(t, w.driver.do("POST", "/api/rides/"+w.rideID+"/cancel", nil), http.StatusOK)
	q := w.driver.do("GET", "/api/rides/"+w.rideID+"/requests", nil)
	if strings.Contains(q.body, "+380671234567") || strings.Contains(q.body, "Khreshchatyk") {
		t.Fatalf("driver of a cancelled ride sees contacts or streets: %s", q.body)
	}
}

func TestListsRelateItemsToMine(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	// The driver offers: the sender's parcel now waits for an answer.
	offer := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/requests", map[string]any{"rideId": toNumber(w.rideID)})
	expectStatus(t, offer, http.StatusCreated)
	if l := decodeList(t, w.sender.do("GET", "/api/parcels", nil).body); jsonNumber(l[0]["pendingRequests"]) != "1" || l[0]["hasRequests"] != true {
		t.Fatalf("sender's list: %v", l)
	}
	if p := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil); jsonNumber(p.json["pendingRequests"]) != "1" {
		t.Fatalf("sender's parcel: %s", p.body)
	}
	// "Find parcels" from the ride knows the driver's offer is pending; "find drivers" knows it waits for the sender.
	l := w.driver.do("GET", "/api/parcels/available?rideId="+w.rideID, nil)
	item := l.json["items"].([]any)[0].(map[string]any)
	if pr := item["pendingRequest"].(map[string]any); pr["fromMe"] != true || jsonNumber(pr["requestId"]) != jsonNumber(offer.json["requestId"]) {
		t.Fatalf("pending pair on the driver's list: %s", l.body)
	}
	r := w.sender.do("GET", "/api/rides/available?parcelId="+w.parcelID, nil)
	if pr := r.json["items"].([]any)[0].(map[string]any)["pendingRequest"].(map[string]any); pr["fromMe"] != false {
		t.Fatalf("pending pair on the sender's list: %s", r.body)
	}
	// Without a ride or parcel asked for, each item names which of mine it fits.
	all := w.driver.do("GET", "/api/parcels/available", nil)
	if ids := all.json["items"].([]any)[0].(map[string]any)["fittingRideIds"].([]any); len(ids) != 1 || jsonNumber(ids[0]) != w.rideID {
		t.Fatalf("fitting rides: %s", all.body)
	}
	rides := w.sender.do("GET", "/api/rides/available", nil)
	if ids := rides.json["items"].([]any)[0].(map[string]any)["fittingParcelIds"].([]any); len(ids) != 1 || jsonNumber(ids[0]) != w.parcelID {
		t.Fatalf("fitting parcels: %s", rides.body)
	}
	stranger := w.stranger.do("GET", "/api/rides/available", nil)
	if ids, _ := stranger.json["items"].([]any)[0].(map[string]any)["fittingParcelIds"].([]any); len(ids) != 0 {
		t.Fatalf("a user without parcels: %s", stranger.body)
	}
}

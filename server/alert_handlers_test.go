package server

import (
	"net/http"
	"testing"
)

func alertBody(kind string, from, to int) map[string]any {
	return map[string]any{"kind": kind, "from": map[string]any{"placeId": from}, "to": map[string]any{"placeId": to}}
}

func TestAlertsSavedListedDeleted(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	me, other := app.signUp("alerts@example.com"), app.signUp("other@example.com")
	body := alertBody("parcels", kyivID, lvivID)
	body["dateFrom"], body["dateTo"] = dateIn(1), dateIn(9)
	r := me.do("POST", "/api/alerts", body)
	expectStatus(t, r, http.StatusCreated)
	id := jsonNumber(r.json["alertId"])
	if r.json["kind"] != "parcels" || r.json["from"].(map[string]any)["city"] != "Kyiv" || r.json["dateTo"] != dateIn(9) {
		t.Fatalf("alert: %s", r.body)
	}
	if list := decodeList(t, me.do("GET", "/api/alerts", nil).body); len(list) != 1 {
		t.Fatalf("my alerts: %v", list)
	}
	if list := decodeList(t, other.do("GET", "/api/alerts", nil).body); len(list) != 0 {
		t.Fatalf("another's alerts: %v", list)
	}
	expectStatus(t, other.do("DELETE", "/api/alerts/"+id, nil), http.StatusNotFound)
	expectStatus(t, me.do("DELETE", "/api/alerts/"+id, nil), http.StatusNoContent)
	expectStatus(t, me.do("DELETE", "/api/alerts/"+id, nil), http.StatusNotFound)

	for _, tc := range []struct {
		body  map[string]any
		field string
	}{
		{alertBody("both", kyivID, lvivID), "kind"},
		{alertBody("rides", kyivID, kyivID), "to.placeId"},
		{alertBody("rides", 0, lvivID), "from.placeId"},
		{alertBody("rides", kyivID, 42), "to.placeId"},
		{with(alertBody("rides", kyivID, lvivID), "dateFrom", dateIn(-1)), "dateFrom"},
		{with(alertBody("rides", kyivID, lvivID), "dateTo", dateIn(400)), "dateTo"},
		{with(with(alertBody("rides", kyivID, lvivID), "dateFrom", dateIn(5)), "dateTo", dateIn(2)), "dateTo"},
		{with(alertBody("rides", kyivID, lvivID), "dateFrom", "tomorrow"), "dateFrom"},
	} {
		r := me.do("POST", "/api/alerts", tc.body)
		expectStatus(t, r, http.StatusBadRequest)
		if r.field(tc.field) == "" {
			t.Fatalf("%v: %s", tc.body, r.body)
		}
	}
	for range 10 {
		expectStatus(t, me.do("POST", "/api/alerts", alertBody("rides", kyivID, lvivID)), http.StatusCreated)
	}
	r = me.do("POST", "/api/alerts", alertBody("rides", kyivID, lvivID))
	expectStatus(t, r, http.StatusConflict)
	if r.errorCode() != "too_many_alerts" {
		t.Fatalf("the 11th: %s", r.body)
	}
}

// matchKinds lists a user's match_found notifications as parcel/ride ids.
func (c *client) matches(t *testing.T) []map[string]any {
	t.Helper()
	_, items, _ := c.notices(t)
	var out []map[string]any
	for _, it := range items {
		if it["kind"] == "match_found" {
			out = append(out, it)
		}
	}
	return out
}

func TestPublishingTellsAlertsAndWaitingParcels(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	driver, car := app.driverWithCar("driver@example.com")
	sender := app.verifiedUser("sender@example.com")
	far := app.verifiedUser("far@example.com")
	if err := app.srv.market.Wait(t.Context()); err != nil {
		t.Fatal(err)
	}
	// The driver waits for parcels on Kyiv → Lviv; a sender posts one on the way.
	expectStatus(t, driver.do("POST", "/api/alerts", alertBody("parcels", kyivID, lvivID)), http.StatusCreated)
	// Someone else waits for rides from Chernihiv, which a Kyiv → Lviv ride does not pass.
	expectStatus(t, far.do("POST", "/api/alerts", alertBody("rides", chernihivID, lvivID)), http.StatusCreated)
	// The sender waits for rides on their route both ways: an alert, and the New parcel itself.
	expectStatus(t, sender.do("POST", "/api/alerts", alertBody("rides", zhytomyrID, rivneID)), http.StatusCreated)
	body := with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID})
	body = with(body, "deliveryAddress", map[string]any{"placeId": rivneID})
	p := sender.do("POST", "/api/parcels", body)
	expectStatus(t, p, http.StatusCreated)
	parcelID := jsonNumber(p.json["parcelId"])

	m := driver.matches(t)
	if len(m) != 1 || jsonNumber(m[0]["parcelId"]) != parcelID || m[0]["actor"].(map[string]any)["userId"] == nil {
		t.Fatalf("the driver's saved route heard of the parcel: %v", m)
	}
	if m := sender.matches(t); len(m) != 0 {
		t.Fatalf("the author is told of nothing: %v", m)
	}

	r := driver.do("POST", "/api/rides", validRide(car))
	expectStatus(t, r, http.StatusCreated)
	rideID := jsonNumber(r.json["rideId"])
	m = sender.matches(t)
	if len(m) != 1 || jsonNumber(m[0]["rideId"]) != rideID || jsonNumber(m[0]["parcelId"]) != parcelID {
		t.Fatalf("the sender is told once of the ride, with the parcel it fits: %v", m)
	}
	if m := far.matches(t); len(m) != 0 {
		t.Fatalf("a route the ride does not take heard of it: %v", m)
	}
	if m := driver.matches(t); len(m) != 1 {
		t.Fatalf("the driver is not told of their own ride: %v", m)
	}
	if n := app.awaitMails(t, "sender@example.com", "New match: Kyiv → Lviv"); n != 1 {
		t.Fatalf("the sender got %d e-mails of the match", n)
	}
	if n := app.awaitMails(t, "driver@example.com", "New match: Zhytomyr → Rivne"); n != 1 {
		t.Fatalf("the driver got %d e-mails of the match", n)
	}

	// After a restart the saved routes are loaded again.
	again := app.restart()
	if err := again.srv.market.Wait(t.Context()); err != nil {
		t.Fatal(err)
	}
	other := again.verifiedUser("second@example.com")
	second := other.do("POST", "/api/parcels", body)
	expectStatus(t, second, http.StatusCreated)
	if m := (&client{app: again, http: driver.http, token: driver.token}).matches(t); len(m) != 2 {
		t.Fatalf("after a restart: %v", m)
	}
}

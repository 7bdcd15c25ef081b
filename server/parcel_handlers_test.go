package server

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// Gazetteer ids used in tests (GeoNames).
const (
	kyivID     = 703448
	lvivID     = 702550
	zhytomyrID = 686967
	odesaID    = 698740
)

func dateIn(days int) string { return time.Now().In(kyiv).AddDate(0, 0, days).Format(dateLayout) }

func validParcel() map[string]any {
	return map[string]any{
		"type": "books", "size": "S", "details": "Two novels, wrapped.", "cost": 150,
		"shippingAddress": map[string]any{"placeId": kyivID, "street": "Khreshchatyk 1"},
		"shippingDate":    dateIn(1),
		"deliveryAddress": map[string]any{"placeId": lvivID, "street": ""},
		"deliveryDate":    dateIn(5),
		"recipient":       map[string]any{"name": "Ivan", "lastName": "Franko", "phoneNumber": "0671234567", "emailAddress": "ivan@example.com"},
		"prohibitedAck":   true,
	}
}

// with returns a copy of the parcel body with one top-level key replaced.
func with(body map[string]any, key string, v any) map[string]any {
	out := map[string]any{}
	for k, val := range body {
		out[k] = val
	}
	out[key] = v
	return out
}

// verifiedUser signs up and verifies an e-mail address.
func (a *testApp) verifiedUser(email string) *client {
	a.t.Helper()
	c := a.signUp(email)
	expectStatus(a.t, c.do("POST", "/auth/verify-email", map[string]string{"token": a.lastLinkToken(email, "/signup/verified-email")}), http.StatusOK)
	return c
}

func TestParcelValidation(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.verifiedUser("sender@example.com")
	long := strings.Repeat("x", 513)
	tests := []struct {
		name  string
		body  map[string]any
		field string
		code  string
	}{
		{"no type", with(validParcel(), "type", ""), "type", "required"},
		{"bad type", with(validParcel(), "type", "weapons"), "type", "invalid"},
		{"bad size", with(validParcel(), "size", "XXL"), "size", "invalid"},
		{"long details", with(validParcel(), "details", long), "details", "too_long"},
		{"control chars", with(validParcel(), "details", "bell\x07"), "details", "invalid"},
		{"no cost", with(validParcel(), "cost", nil), "cost", "required"},
		{"negative cost", with(validParcel(), "cost", -1), "cost", "out_of_range"},
		{"huge cost", with(validParcel(), "cost", 100001), "cost", "out_of_range"},
		{"no from city", with(validParcel(), "shippingAddress", map[string]any{}), "shippingAddress.placeId", "required"},
		{"unknown city", with(validParcel(), "shippingAddress", map[string]any{"placeId": 1}), "shippingAddress.placeId", "invalid"},
		{"long street", with(validParcel(), "deliveryAddress", map[string]any{"placeId": odesaID, "street": strings.Repeat("s", 101)}), "deliveryAddress.street", "too_long"},
		{"same city", with(validParcel(), "deliveryAddress", map[string]any{"placeId": kyivID}), "deliveryAddress.placeId", "same_city"},
		{"no pickup date", with(validParcel(), "shippingDate", ""), "shippingDate", "required"},
		{"pickup yesterday", with(validParcel(), "shippingDate", dateIn(-1)), "shippingDate", "in_past"},
		{"pickup too far", with(validParcel(), "shippingDate", dateIn(370)), "shippingDate", "too_far"},
		{"bad date", with(validParcel(), "shippingDate", "tomorrow"), "shippingDate", "invalid"},
		{"deliver before pickup", with(validParcel(), "deliveryDate", dateIn(0)), "deliveryDate", "before_pickup"},
		{"no recipient name", with(validParcel(), "recipient", map[string]any{"phoneNumber": "0671234567"}), "recipient.name", "required"},
		{"no contact", with(validParcel(), "recipient", map[string]any{"name": "Ivan"}), "recipient.phoneNumber", "phone_or_email"},
		{"bad phone", with(validParcel(), "recipient", map[string]any{"name": "Ivan", "phoneNumber": "12"}), "recipient.phoneNumber", "invalid"},
		{"bad email", with(validParcel(), "recipient", map[string]any{"name": "Ivan", "emailAddress": "x@"}), "recipient.emailAddress", "invalid"},
	}
	for _, tt := range tests {
		r := c.do("POST", "/api/parcels", tt.body)
		expectStatus(t, r, http.StatusBadRequest)
		if got := r.field(tt.field); got != tt.code {
			t.Errorf("%s: field %s got %q, want %q (%s)", tt.name, tt.field, got, tt.code, r.body)
		}
	}
}

func TestParcelCreateAndPrivacy(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	unverified := app.signUp("new@example.com")
	r := unverified.do("POST", "/api/parcels", validParcel())
	expectStatus(t, r, http.StatusForbidden)
	if r.errorCode() != "email_not_verified" {
		t.Fatalf("code %q", r.errorCode())
	}

	sender := app.verifiedUser("sender@example.com")
	r = sender.do("POST", "/api/parcels", with(validParcel(), "deliveryDate", ""))
	expectStatus(t, r, http.StatusCreated)
	id := jsonNumber(r.json["parcelId"])
	if r.json["status"] != "New" || r.json["deliveryDate"] != nil || r.json["rideId"] != nil {
		t.Fatalf("created: %s", r.body)
	}
	from := r.json["shippingAddress"].(map[string]any)
	if from["city"] != "Kyiv" || from["cityUk"] != "Київ" || from["country"] != "UA" || from["street"] != "Khreshchatyk 1" {
		t.Fatalf("address: %v", from)
	}
	rec := r.json["recipient"].(map[string]any)
	if rec["phoneNumber"] != "+380671234567" || rec["emailAddress"] != "ivan@example.com" {
		t.Fatalf("sender sees recipient: %v", rec)
	}
	second := sender.do("POST", "/api/parcels", validParcel())
	expectStatus(t, second, http.StatusCreated)

	list := decodeList(t, sender.do("GET", "/api/parcels", nil).body)
	if len(list) != 2 || jsonNumber(list[0]["parcelId"]) != jsonNumber(second.json["parcelId"]) {
		t.Fatalf("newest first: %v", list)
	}

	stranger := app.signUp("driver@example.com")
	if l := decodeList(t, stranger.do("GET", "/api/parcels", nil).body); len(l) != 0 {
		t.Fatalf("stranger's list has %d parcels", len(l))
	}
	s := stranger.do("GET", "/api/parcels/"+id, nil)
	expectStatus(t, s, http.StatusOK)
	for _, secret := range []string{"380671234567", "ivan@example.com", "sender@example.com", "Franko"} {
		if strings.Contains(s.body, secret) {
			t.Errorf("stranger sees %q: %s", secret, s.body)
		}
	}
	expectStatus(t, stranger.do("POST", "/api/parcels/"+id+"/cancel", nil), http.StatusNotFound)

	c := sender.do("POST", "/api/parcels/"+id+"/cancel", nil)
	expectStatus(t, c, http.StatusOK)
	if c.json["status"] != "Cancelled" {
		t.Fatalf("cancel: %s", c.body)
	}
	r = sender.do("POST", "/api/parcels/"+id+"/cancel", nil)
	expectStatus(t, r, http.StatusConflict)
	// A cancelled parcel is no longer offered: strangers get 404.
	expectStatus(t, stranger.do("GET", "/api/parcels/"+id, nil), http.StatusNotFound)
	expectStatus(t, sender.do("GET", "/api/parcels/"+id, nil), http.StatusOK)
	expectStatus(t, sender.do("GET", "/api/parcels/999999", nil), http.StatusNotFound)
}

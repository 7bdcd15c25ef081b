package server

import (
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// What is inside a parcel (docs/product.md §5): the sender's tick, the declared
// value only the sender and its driver see, and the driver's inspection at
// pickup shown on the timeline.

func TestParcelNeedsTheProhibitedTick(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.verifiedUser("sender@example.com")
	for _, body := range []map[string]any{with(validParcel(), "prohibitedAck", false), without(validParcel(), "prohibitedAck")} {
		r := c.do("POST", "/api/parcels", body)
		if r.status != http.StatusBadRequest || r.errorCode() != "prohibited_ack_required" || r.field("prohibitedAck") != "prohibited_ack_required" {
			t.Errorf("without the tick: got %d %s, want 400 prohibited_ack_required on prohibitedAck", r.status, r.body)
		}
	}
	// With other fields wrong too, each field has its code.
	r := c.do("POST", "/api/parcels", with(with(validParcel(), "prohibitedAck", false), "size", ""))
	if r.status != http.StatusBadRequest || r.errorCode() != "invalid_input" || r.field("prohibitedAck") != "prohibited_ack_required" || r.field("size") != "required" {
		t.Errorf("without the tick nor a size: got %d %s", r.status, r.body)
	}
	if l := decodeList(t, c.do("GET", "/api/parcels", nil).body); len(l) != 0 {
		t.Errorf("a refused parcel was stored: %v", l)
	}
	r = c.do("POST", "/api/parcels", validParcel())
	if r.status != http.StatusCreated || r.json["prohibitedAck"] != true {
		t.Errorf("with the tick: got %d %s", r.status, r.body)
	}
}

func TestDeclaredValueBounds(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.verifiedUser("sender@example.com")
	for _, tt := range []struct {
		value any
		code  string // "" for 201
		want  any    // declaredValue answered (nil: none)
	}{
		{-1, "out_of_range", nil},
		{100_001, "out_of_range", nil},
		{1e20, "out_of_range", nil},
		{12.5, "invalid", nil},
		{"1200", "invalid", nil},
		{true, "invalid", nil},
		{0, "", "0"},
		{100_000, "", "100000"},
		{nil, "", nil},
	} {
		r := c.do("POST", "/api/parcels", with(validParcel(), "declaredValue", tt.value))
		if tt.code != "" {
			if r.status != http.StatusBadRequest || r.field("declaredValue") != tt.code {
				t.Errorf("declaredValue %v: got %d %s, want 400 %s", tt.value, r.status, r.body, tt.code)
			}
			continue
		}
		got, has := r.json["declaredValue"]
		if r.status != http.StatusCreated || (tt.want == nil) == has || (has && jsonNumber(got) != tt.want) {
			t.Errorf("declaredValue %v: got %d %s, want 201 with %v", tt.value, r.status, r.body, tt.want)
		}
	}
}

// declaredWorld is a request world whose parcel (the one approved onto the ride) declares secretValue.
const secretValue = 43217

func declaredWorld(t *testing.T) *requestWorld {
	t.Helper()
	w := newRequestWorld(t)
	body := with(with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID}), "deliveryAddress", map[string]any{"placeId": rivneID})
	p := w.sender.do("POST", "/api/parcels", with(with(body, "deliveryDate", ""), "declaredValue", secretValue))
	expectStatus(t, p, http.StatusCreated)
	w.parcelID = jsonNumber(p.json["parcelId"])
	return w
}

func TestDeclaredValueIsForTheSenderAndItsDriver(t *testing.T) {
	t.Parallel()
	w := declaredWorld(t)
	secret := strconv.Itoa(secretValue)
	parcel := "/api/parcels/" + w.parcelID
	sees := func(who string, r response, want bool) {
		t.Helper()
		expectStatus(t, r, http.StatusOK)
		if got := strings.Contains(r.body, secret); got != want {
			t.Errorf("%s sees the declared value: %v, want %v (%s)", who, got, want, r.body)
		}
	}
	sees("the sender", w.sender.do("GET", parcel, nil), true)
	sees("the sender's list", w.sender.do("GET", "/api/parcels", nil), true)
	sees("a stranger", w.stranger.do("GET", parcel, nil), false)
	sees("the driver before approval", w.driver.do("GET", parcel, nil), false)
	sees("the driver's available list", w.driver.do("GET", "/api/parcels/available?rideId="+w.rideID, nil), false)
	sees("the public search", w.anonymousGet(t, "/api/parcels/available?from="+strconv.Itoa(zhytomyrID)+"&to="+strconv.Itoa(rivneID)), false)
	other, car := w.app.driverWithCar("other.driver@example.com")
	otherRide := other.do("POST", "/api/rides", validRide(car))
	expectStatus(t, otherRide, http.StatusCreated)
	sees("another driver's available list", other.do("GET", "/api/parcels/available?rideId="+jsonNumber(otherRide.json["rideId"]), nil), false)
	// The driver's offer shows the parcel to the sender (theirs) and to the driver (not yet carried).
	offer := w.driver.do("POST", parcel+"/requests", map[string]any{"rideId": toNumber(w.rideID)})
	expectStatus(t, offer, http.StatusCreated)
	sees("the driver's own requests before approval", w.driver.do("GET", "/api/rides/"+w.rideID+"/requests", nil), false)

	expectStatus(t, w.sender.do("POST", "/api/requests/"+jsonNumber(offer.json["requestId"])+"/approve", nil), http.StatusOK)
	sees("the driver's requests once accepted", w.driver.do("GET", "/api/rides/"+w.rideID+"/requests", nil), true)
	sees("the driver once accepted", w.driver.do("GET", parcel, nil), true)
	sees("the driver's accepted list", w.driver.do("GET", "/api/rides/"+w.rideID+"/accepted", nil), true)
	expectStatus(t, other.do("GET", parcel, nil), http.StatusNotFound)
	expectStatus(t, w.stranger.do("GET", parcel, nil), http.StatusNotFound)
	expectStatus(t, w.anonymousGet(t, parcel), http.StatusUnauthorized)
	sees("the driver's notifications", w.driver.do("GET", "/api/notifications", nil), false)
	sees("the sender's notifications", w.sender.do("GET", "/api/notifications", nil), false)

	expectStatus(t, w.driver.do("POST", parcel+"/pickup", nil), http.StatusOK)
	for _, m := range w.app.mails() {
		if strings.Contains(m.Text, secret) || strings.Contains(m.Subject, secret) {
			t.Errorf("an e-mail to %s tells the declared value: %s", m.To, m.Text)
		}
	}
	sees("the sender's export", w.sender.do("GET", "/api/profile/export", nil), true)
	sees("the driver's export", w.driver.do("GET", "/api/profile/export", nil), false)
	sees("the stranger's export", w.stranger.do("GET", "/api/profile/export", nil), false)
	sees("another driver's export", other.do("GET", "/api/profile/export", nil), false)
}

// pickedUpStep is the picked_up step of a parcel's timeline, nil without one.
func pickedUpStep(r response) map[string]any {
	steps, _ := r.json["timeline"].([]any)
	for _, s := range steps {
		if step, _ := s.(map[string]any); step["event"] == "picked_up" {
			return step
		}
	}
	return nil
}

func TestPickupTellsWhetherTheDriverLookedInside(t *testing.T) {
	t.Parallel()
	w := declaredWorld(t)
	approve(t, w)
	parcel := "/api/parcels/" + w.parcelID
	bad := w.driver.do("POST", parcel+"/pickup", `{"inspected":"yes"}`)
	if bad.status != http.StatusBadRequest {
		t.Fatalf("inspected as text: got %d %s, want 400", bad.status, bad.body)
	}
	if r := w.sender.do("GET", parcel, nil); r.json["status"] != "Accepted" || pickedUpStep(r) != nil {
		t.Fatalf("a refused pickup changed the parcel: %s", r.body)
	}
	r := w.driver.do("POST", parcel+"/pickup", map[string]any{"inspected": true})
	expectStatus(t, r, http.StatusOK)
	if step := pickedUpStep(r); step == nil || step["inspected"] != true {
		t.Errorf("the pickup's answer: want picked_up inspected, got %s", r.body)
	}
	for _, who := range []*client{w.sender, w.driver} {
		if step := pickedUpStep(who.do("GET", parcel, nil)); step == nil || step["inspected"] != true {
			t.Errorf("the timeline: want picked_up inspected, got %v", step)
		}
	}
	if steps, _ := w.sender.do("GET", parcel, nil).json["timeline"].([]any); len(steps) > 0 {
		if first := steps[0].(map[string]any); first["inspected"] != nil {
			t.Errorf("only the picked_up step tells the inspection: %v", first)
		}
	}

	// Without a body the driver did not look inside.
	second := w.strangerParcel(t)
	rr := w.stranger.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(second)})
	expectStatus(t, rr, http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(rr.json["requestId"])+"/approve", nil), http.StatusOK)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+second+"/pickup", nil), http.StatusOK)
	if step := pickedUpStep(w.stranger.do("GET", "/api/parcels/"+second, nil)); step == nil || step["inspected"] != false {
		t.Errorf("a pickup without a body: want inspected false, got %v", step)
	}
}

// Pickups racing for one parcel, each with its answer: one wins, and the
// timeline tells the winner's answer.
func TestPickupRaceKeepsOneAnswer(t *testing.T) {
	t.Parallel()
	w := declaredWorld(t)
	approve(t, w)
	parcel := "/api/parcels/" + w.parcelID
	statuses := make([]int, 8)
	var wg sync.WaitGroup
	for i := range statuses {
		wg.Go(func() {
			statuses[i] = w.driver.doNoFatal("POST", parcel+"/pickup", `{"inspected":`+strconv.FormatBool(i%2 == 0)+`}`)
		})
	}
	wg.Wait()
	winner, conflicts := -1, 0
	for i, s := range statuses {
		switch s {
		case http.StatusOK:
			if winner >= 0 {
				t.Fatalf("two pickups won: %v", statuses)
			}
			winner = i
		case http.StatusConflict:
			conflicts++
		}
	}
	if winner < 0 || conflicts != len(statuses)-1 {
		t.Fatalf("want one 200 and the rest 409, got %v", statuses)
	}
	step := pickedUpStep(w.sender.do("GET", parcel, nil))
	if step == nil || step["inspected"] != (winner%2 == 0) {
		t.Errorf("the timeline tells %v, want the winner's answer %v", step, winner%2 == 0)
	}
}

// without returns a copy of the parcel body without key.
func without(body map[string]any, key string) map[string]any {
	out := with(body, key, nil)
	delete(out, key)
	return out
}

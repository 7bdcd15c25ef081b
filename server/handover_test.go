package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
)

// inTransit is a world whose parcel was picked up: the sender's view holds the PIN.
func inTransit(t *testing.T) (*requestWorld, string) {
	t.Helper()
	w := approvedWorld(t)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	pin, _ := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil).json["handoverPin"].(string)
	if len(pin) != 4 || strings.Trim(pin, "0123456789") != "" {
		t.Fatalf("the sender sees a 4-digit PIN: %q", pin)
	}
	return w, pin
}

func wrongPIN(pin string) string {
	if pin == "0000" {
		return "1111"
	}
	return "0000"
}

func TestHandoverPIN(t *testing.T) {
	t.Parallel()
	w, pin := inTransit(t)
	path := "/api/parcels/" + w.parcelID + "/handover"
	token := w.confirmToken(t)
	if p := w.driver.do("GET", "/api/parcels/"+w.parcelID, nil); strings.Contains(p.body, pin) && p.json["handoverPin"] != nil {
		t.Fatalf("the driver is not shown the PIN: %s", p.body)
	}
	var mailed bool
	for _, m := range w.app.mails() {
		mailed = mailed || (m.To == "ivan@example.com" && strings.Contains(m.Text, pin) && strings.Contains(m.Text, "/confirm-delivery?token="+token))
	}
	if !mailed {
		t.Fatal("the recipient is e-mailed the link and the PIN at pickup")
	}
	for _, bad := range []string{"", "12", "12345", "12a4", "١٢٣٤"} {
		r := w.driver.do("POST", path, map[string]any{"pin": bad})
		expectStatus(t, r, http.StatusBadRequest)
		if r.field("pin") != "invalid" {
			t.Fatalf("pin %q: %s", bad, r.body)
		}
	}
	expectStatus(t, w.sender.do("POST", path, map[string]any{"pin": pin}), http.StatusNotFound)
	expectStatus(t, w.stranger.do("POST", path, map[string]any{"pin": pin}), http.StatusNotFound)
	r := w.driver.do("POST", path, map[string]any{"pin": wrongPIN(pin)})
	expectStatus(t, r, http.StatusBadRequest)
	if r.errorCode() != "pin_invalid" || !strings.Contains(r.body, "4 tries left") || !strings.Contains(r.body, `"triesLeft":4`) {
		t.Fatalf("wrong PIN: %s", r.body)
	}
	r = w.driver.do("POST", path, map[string]any{"pin": pin})
	expectStatus(t, r, http.StatusOK)
	if r.json["status"] != "Delivered" {
		t.Fatalf("handover: %s", r.body)
	}
	expectStatus(t, w.driver.do("POST", path, map[string]any{"pin": pin}), http.StatusConflict)
	if p := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil); p.json["status"] != "Delivered" || p.json["handoverPin"] != nil {
		t.Fatalf("after the handover: %s", p.body)
	}
	// The sender and the driver are mailed "delivered", as after the recipient's link (issue 21).
	for _, addr := range []string{"sender@example.com", "driver@example.com"} {
		if n := w.app.awaitMails(t, addr, "Delivered: Zhytomyr → Rivne"); n != 1 {
			t.Errorf("%s got %d delivered e-mails after the handover", addr, n)
		}
	}
	// The recipient can still rate the driver through the link.
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/feedback", map[string]any{"rating": 5}), http.StatusCreated)
}

func TestHandoverLocksAfterFiveWrongPINs(t *testing.T) {
	t.Parallel()
	w, pin := inTransit(t)
	path := "/api/parcels/" + w.parcelID + "/handover"
	token := w.confirmToken(t)
	for i := range 5 {
		r := w.driver.do("POST", path, map[string]any{"pin": wrongPIN(pin)})
		expectStatus(t, r, http.StatusBadRequest)
		if i == 4 && !strings.Contains(r.body, "0 tries left") {
			t.Fatalf("the fifth wrong PIN: %s", r.body)
		}
	}
	r := w.driver.do("POST", path, map[string]any{"pin": pin})
	expectStatus(t, r, http.StatusTooManyRequests)
	if r.errorCode() != "pin_locked" {
		t.Fatalf("after five: %s", r.body)
	}
	// The link still works.
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": true}), http.StatusOK)
}

func TestHandoverNeedsTheParcelInTransit(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	r := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/handover", map[string]any{"pin": "1234"})
	expectStatus(t, r, http.StatusConflict)
}

// doStatus sends a JSON body and returns the status, without failing the
// test (for goroutines).
func (c *client) doStatus(method, path string, body any) int {
	buf, _ := json.Marshal(body)
	req, err := http.NewRequest(method, c.app.ts.URL+path, bytes.NewReader(buf))
	if err != nil {
		return 0
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-CSRF-Token", c.token)
	res, err := c.http.Do(req)
	if err != nil {
		return 0
	}
	res.Body.Close()
	return res.StatusCode
}

// The PIN and the recipient's link racing: one wins, the other is refused.
func TestHandoverRacesTheLink(t *testing.T) {
	t.Parallel()
	for range 3 {
		w, pin := inTransit(t)
		token := w.confirmToken(t)
		anon := w.app.client()
		var wg sync.WaitGroup
		var byPIN, byLink int
		wg.Go(func() {
			byPIN = w.driver.doStatus("POST", "/api/parcels/"+w.parcelID+"/handover", map[string]any{"pin": pin})
		})
		wg.Go(func() {
			byLink = anon.doStatus("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": false})
		})
		wg.Wait()
		if byPIN+byLink != http.StatusOK+http.StatusConflict {
			t.Fatalf("PIN %d, link %d: want one winner and a 409", byPIN, byLink)
		}
		want := map[bool]string{true: "Delivered", false: "Failed"}[byPIN == http.StatusOK]
		if p := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil); p.json["status"] != want {
			t.Fatalf("PIN %d, link %d: parcel %s", byPIN, byLink, p.json["status"])
		}
	}
}

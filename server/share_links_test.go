package server

import (
	"bytes"
	"image/png"
	"net/http"
	"strings"
	"testing"
)

// docs/product.md §6 shared links: the page's tags and the preview say what a stranger sees, in the item's
// language, and nothing private: no street, contact, plate or declared value, in the page or in the PNG.
func TestShareLinks(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	private := []string{"Khreshchatyk", senderPhone, driverPhone, recipientPhone, "ivan@example.com", "Franko", "AA1234", "4321"}
	expectStatus(t, w.sender.do("PUT", "/api/profile/language", map[string]any{"language": "uk"}), http.StatusOK)
	made := w.sender.do("POST", "/api/parcels", with(validParcel(), "declaredValue", 4321)) // with a street, contacts, a value
	expectStatus(t, made, http.StatusCreated)
	parcelID := jsonNumber(made.json["parcelId"])

	get := func(path string) response {
		t.Helper()
		r := w.anonymous.do("GET", path, nil)
		for _, s := range private {
			if strings.Contains(r.body, s) {
				t.Errorf("%s: %q leaked", path, s)
			}
		}
		return r
	}
	page := get("/share/ride/" + w.rideID)
	expectStatus(t, page, http.StatusOK)
	for _, want := range []string{`<meta property="og:title" content="Kyiv → Lviv · `, ` · 4 places"`,
		`<meta property="og:image" content="http://ridepost.test/share/ride/` + w.rideID + `.png">`,
		`<meta name="twitter:card" content="summary_large_image">`, `<meta property="og:image:width" content="1200">`,
		`<meta property="og:url" content="http://ridepost.test/share/ride/` + w.rideID + `">`, `<title>Kyiv → Lviv · `} {
		if !strings.Contains(page.body, want) {
			t.Errorf("ride page: %q not in %s", want, page.body)
		}
	}
	parcel := get("/share/parcel/" + parcelID) // the sender reads Ukrainian
	expectStatus(t, parcel, http.StatusOK)
	if !strings.Contains(parcel.body, `content="Київ → Львів · від `) || !strings.Contains(parcel.body, "150 грн") {
		t.Errorf("parcel page: %s", parcel.body)
	}
	for _, path := range []string{"/share/ride/" + w.rideID + ".png", "/share/parcel/" + parcelID + ".png"} {
		r := get(path)
		expectStatus(t, r, http.StatusOK)
		img, err := png.Decode(bytes.NewReader([]byte(r.body)))
		if err != nil || img.Bounds().Dx() != 1200 || img.Bounds().Dy() != 630 {
			t.Fatalf("%s: %v, %v: want a 1200×630 PNG", path, err, img)
		}
		if again := get(path); again.body != r.body {
			t.Errorf("%s: drawn again differently", path)
		}
	}
	public := get("/api/public/parcels/" + parcelID)
	expectStatus(t, public, http.StatusOK)
	if public.json["status"] != "New" || !strings.Contains(public.body, `"sender":{"userId"`) {
		t.Errorf("public parcel: %s", public.body)
	}
	for _, path := range []string{"/share/ride/999999", "/share/ride/x", "/share/ride/1.jpg", "/api/public/rides/999999"} {
		expectStatus(t, get(path), http.StatusNotFound)
	}

	// Cancelled, the ride's link says so, its image too, and the public answer is its status alone.
	expectStatus(t, w.driver.do("POST", "/api/rides/"+w.rideID+"/cancel", nil), http.StatusOK)
	closed := get("/share/ride/" + w.rideID)
	if !strings.Contains(closed.body, "This ride is no longer on offer (Cancelled).") {
		t.Errorf("cancelled ride page: %s", closed.body)
	}
	expectStatus(t, get("/share/ride/"+w.rideID+".png"), http.StatusOK)
	if r := get("/api/public/rides/" + w.rideID); strings.TrimSpace(r.body) != `{"status":"Cancelled"}` {
		t.Errorf("public cancelled ride: %s", r.body)
	}
}

package server

import (
	"net/http"
	"strconv"
	"testing"
	"time"
)

// nineInKyiv is 09:00 Kyiv time, days ahead.
func nineInKyiv(days int) time.Time {
	d := time.Now().In(kyiv).AddDate(0, 0, days)
	return time.Date(d.Year(), d.Month(), d.Day(), 9, 0, 0, 0, kyiv)
}

// kyivClock reads an RFC 3339 time as Kyiv's day and clock.
func kyivClock(t *testing.T, v any) string {
	t.Helper()
	s, _ := v.(string)
	at, err := time.Parse(time.RFC3339, s)
	if err != nil {
		t.Fatalf("not an RFC 3339 time: %v", v)
	}
	return at.In(kyiv).Format("2006-01-02 15:04")
}

// TestHandoverTimesAlongTheRide: a parcel on a ride carries when the ride passes its cities (docs/product.md §5):
// Kyiv → Lviv leaving 09:00 passes Zhytomyr (132.7 km) about 10:55 and Rivne (304.2 km) about 13:20; the
// driver's planned pickup replaces the pickup's estimate.
func TestHandoverTimesAlongTheRide(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	dep := nineInKyiv(2)
	if _, err := w.app.store.DB().Exec(`UPDATE rides SET departure_at = ? WHERE id = ?`, dep.UTC().Format(time.RFC3339), toNumber(w.rideID)); err != nil {
		t.Fatal(err)
	}
	p := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil)
	if p.json["pickupEta"] != nil || p.json["dropoffEta"] != nil {
		t.Fatalf("a New parcel has no ride to pass it: %s", p.body)
	}
	approve(t, w)
	day := dep.Format(dateLayout)
	for who, c := range map[string]*client{"sender": w.sender, "driver": w.driver} {
		p = c.do("GET", "/api/parcels/"+w.parcelID, nil)
		expectStatus(t, p, http.StatusOK)
		if got := kyivClock(t, p.json["pickupEta"]); got != day+" 10:55" {
			t.Errorf("%s: pickupEta %s, want %s 10:55", who, got, day)
		}
		if got := kyivClock(t, p.json["dropoffEta"]); got != day+" 13:20" {
			t.Errorf("%s: dropoffEta %s, want %s 13:20", who, got, day)
		}
	}
	accepted := decodeList(t, w.driver.do("GET", "/api/rides/"+w.rideID+"/accepted", nil).body)
	if len(accepted) != 1 || kyivClock(t, accepted[0]["pickupEta"]) != day+" 10:55" {
		t.Fatalf("the driver's accepted parcel: %v", accepted)
	}

	// The driver plans the pickup at 10:30: that is the pickup time now; the drop-off stays, being later than
	// 10:30 plus the drive from Zhytomyr to Rivne (2 h 35 min).
	plan := dep.Add(90 * time.Minute)
	expectStatus(t, w.driver.do("PUT", "/api/parcels/"+w.parcelID+"/pickup-plan", map[string]any{"at": plan.UTC().Format(time.RFC3339), "place": "Gas station"}), http.StatusOK)
	p = w.sender.do("GET", "/api/parcels/"+w.parcelID, nil)
	if got := kyivClock(t, p.json["pickupEta"]); got != day+" 10:30" {
		t.Errorf("planned: pickupEta %s, want %s 10:30", got, day)
	}
	if got := kyivClock(t, p.json["dropoffEta"]); got != day+" 13:20" {
		t.Errorf("planned: dropoffEta %s, want %s 13:20", got, day)
	}
	// Planned for 12:00, the drop-off moves on to 14:35.
	expectStatus(t, w.driver.do("PUT", "/api/parcels/"+w.parcelID+"/pickup-plan", map[string]any{"at": dep.Add(3 * time.Hour).UTC().Format(time.RFC3339)}), http.StatusOK)
	p = w.sender.do("GET", "/api/parcels/"+w.parcelID, nil)
	if kyivClock(t, p.json["pickupEta"]) != day+" 12:00" || kyivClock(t, p.json["dropoffEta"]) != day+" 14:35" {
		t.Errorf("planned later: %v → %v", p.json["pickupEta"], p.json["dropoffEta"])
	}
}

// TestSearchedRouteTimes: a ride listed for searched cities carries when it passes each; a city not searched
// has no time.
func TestSearchedRouteTimes(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	driver, car := app.driverWithCar("driver@example.com")
	dep := nineInKyiv(3)
	body := validRide(car)
	body["departureDate"] = dep.Format("2006-01-02T15:04")
	expectStatus(t, driver.do("POST", "/api/rides", body), http.StatusCreated)
	day := dep.Format(dateLayout)
	visitor := app.client()
	for _, c := range []struct {
		query           string
		pickup, dropoff string
	}{
		{"from=" + strconv.Itoa(zhytomyrID) + "&to=" + strconv.Itoa(rivneID), day + " 10:55", day + " 13:20"},
		{"from=" + strconv.Itoa(zhytomyrID), day + " 10:55", ""},
		{"to=" + strconv.Itoa(rivneID), "", day + " 13:20"},
		{"from=" + strconv.Itoa(kyivID) + "&to=" + strconv.Itoa(lvivID), day + " 09:00", day + " 15:40"},
		{"", "", ""},
	} {
		r := visitor.do("GET", "/api/rides/available?"+c.query, nil)
		expectStatus(t, r, http.StatusOK)
		items, _ := r.json["items"].([]any)
		if len(items) != 1 {
			t.Fatalf("%s: %s", c.query, r.body)
		}
		item := items[0].(map[string]any)
		for key, want := range map[string]string{"pickupEta": c.pickup, "dropoffEta": c.dropoff} {
			switch {
			case want == "" && item[key] != nil:
				t.Errorf("%s: %s %v, want none", c.query, key, item[key])
			case want != "" && kyivClock(t, item[key]) != want:
				t.Errorf("%s: %s %v, want %s", c.query, key, item[key], want)
			}
		}
	}
}

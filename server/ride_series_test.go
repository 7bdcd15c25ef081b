package server

import (
	"fmt"
	"net/http"
	"testing"
	"time"
)

// nextMonday is the first Monday at least two days ahead, at 08:30 Kyiv time.
func nextMonday() time.Time {
	d := time.Now().In(kyiv).AddDate(0, 0, 2)
	for d.Weekday() != time.Monday {
		d = d.AddDate(0, 0, 1)
	}
	return time.Date(d.Year(), d.Month(), d.Day(), 8, 30, 0, 0, kyiv)
}

func seriesRide(car any, first time.Time, weekdays []int, until time.Time) map[string]any {
	body := validRide(car)
	body["departureDate"] = first.Format("2006-01-02T15:04")
	body["arrivalDate"] = first.Add(6 * time.Hour).Format("2006-01-02T15:04")
	body["repeat"] = map[string]any{"weekdays": weekdays, "until": until.Format(dateLayout)}
	return body
}

// myRides lists the driver's rides, oldest departure first.
func myRides(t *testing.T, c *client) []map[string]any {
	t.Helper()
	list := decodeList(t, c.do("GET", "/api/rides", nil).body)
	for i, j := 0, len(list)-1; i < j; i, j = i+1, j-1 {
		list[i], list[j] = list[j], list[i]
	}
	return list
}

func TestRideSeriesCreated(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c, car := app.driverWithCar("driver@example.com")
	mon := nextMonday()
	r := c.do("POST", "/api/rides", seriesRide(car, mon, []int{3, 1}, mon.AddDate(0, 0, 13)))
	expectStatus(t, r, http.StatusCreated)
	s, _ := r.json["series"].(map[string]any)
	if s == nil || jsonNumber(s["count"]) != "4" || fmt.Sprint(s["weekdays"]) != "[1 3]" ||
		s["until"] != mon.AddDate(0, 0, 13).Format(dateLayout) || jsonNumber(s["seriesId"]) != jsonNumber(r.json["seriesId"]) {
		t.Fatalf("the first ride's series: %s", r.body)
	}
	list := myRides(t, c)
	want := []time.Time{mon, mon.AddDate(0, 0, 2), mon.AddDate(0, 0, 7), mon.AddDate(0, 0, 9)}
	if len(list) != len(want) || jsonNumber(list[0]["rideId"]) != jsonNumber(r.json["rideId"]) {
		t.Fatalf("%d rides, want %d", len(list), len(want))
	}
	for i, ride := range list {
		dep, _ := time.Parse(time.RFC3339, ride["departureDate"].(string))
		arr, _ := time.Parse(time.RFC3339, ride["arrivalDate"].(string))
		if !dep.Equal(want[i]) || arr.Sub(dep) != 6*time.Hour || ride["status"] != "Planned" {
			t.Errorf("ride %d: leaves %s, arrives %s, want %s", i, dep.In(kyiv), arr.In(kyiv), want[i])
		}
		if jsonNumber(ride["seriesId"]) != jsonNumber(r.json["seriesId"]) || ride["series"] == nil {
			t.Errorf("ride %d is not of the series: %v", i, ride)
		}
	}

	single := c.do("POST", "/api/rides", validRide(car))
	expectStatus(t, single, http.StatusCreated)
	if single.json["seriesId"] != nil || single.json["series"] != nil {
		t.Fatalf("a single ride names a series: %s", single.body)
	}

	// Twelve weeks is the most; a day more is refused, and nothing is stored.
	expectStatus(t, c.do("POST", "/api/rides", seriesRide(car, mon, []int{1, 2, 3, 4, 5, 6, 7}, mon.AddDate(0, 0, 84))), http.StatusCreated)
	before := len(myRides(t, c))
	bad := c.do("POST", "/api/rides", seriesRide(car, mon, []int{1}, mon.AddDate(0, 0, 85)))
	expectStatus(t, bad, http.StatusBadRequest)
	if bad.field("repeat.until") != "too_far" {
		t.Fatalf("85 days: %s", bad.body)
	}
	if after := len(myRides(t, c)); after != before || before != 5+85 {
		t.Fatalf("rides before %d, after %d", before, after)
	}
}

func TestRideSeriesValidation(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c, car := app.driverWithCar("driver@example.com")
	mon := nextMonday()
	for _, tt := range []struct {
		body        map[string]any
		field, code string
	}{
		{seriesRide(car, mon, []int{}, mon.AddDate(0, 0, 7)), "repeat.weekdays", "required"},
		{seriesRide(car, mon, []int{0, 1}, mon.AddDate(0, 0, 7)), "repeat.weekdays", "invalid"},
		{seriesRide(car, mon, []int{2, 2}, mon.AddDate(0, 0, 7)), "repeat.weekdays", "duplicate"},
		{seriesRide(car, mon, []int{1}, mon.AddDate(0, 0, -1)), "repeat.until", "before_departure"},
		{with(validRide(car), "repeat", map[string]any{"weekdays": []int{1}}), "repeat.until", "required"},
	} {
		r := c.do("POST", "/api/rides", tt.body)
		expectStatus(t, r, http.StatusBadRequest)
		if r.field(tt.field) != tt.code {
			t.Errorf("%v: %s", tt.body["repeat"], r.body)
		}
	}
	if list := myRides(t, c); len(list) != 0 {
		t.Fatalf("refused series stored %d rides", len(list))
	}
}

func TestRideSeriesCancelThisAndLater(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	driver, car := app.driverWithCar("driver@example.com")
	sender := app.verifiedUser("sender@example.com")
	mon := nextMonday()
	expectStatus(t, driver.do("POST", "/api/rides", seriesRide(car, mon, []int{1, 3}, mon.AddDate(0, 0, 13))), http.StatusCreated)
	rides := myRides(t, driver)
	id := func(i int) string { return jsonNumber(rides[i]["rideId"]) }
	// The last ride carries a parcel.
	day := mon.AddDate(0, 0, 9).Format(dateLayout)
	p := sender.do("POST", "/api/parcels", with(with(validParcel(), "shippingDate", day), "deliveryDate", day))
	expectStatus(t, p, http.StatusCreated)
	q := sender.do("POST", "/api/rides/"+id(3)+"/requests", map[string]any{"parcelId": toNumber(jsonNumber(p.json["parcelId"])), "cost": 150})
	expectStatus(t, q, http.StatusCreated)
	expectStatus(t, driver.do("POST", "/api/requests/"+jsonNumber(q.json["requestId"])+"/approve", nil), http.StatusOK)

	expectStatus(t, sender.do("POST", "/api/rides/"+id(1)+"/cancel", map[string]any{"series": true}), http.StatusNotFound)
	r := driver.do("POST", "/api/rides/"+id(1)+"/cancel", map[string]any{"series": true})
	expectStatus(t, r, http.StatusOK)
	if jsonNumber(r.json["cancelled"]) != "2" || r.json["status"] != "Cancelled" || jsonNumber(r.json["series"].(map[string]any)["count"]) != "2" {
		t.Fatalf("cancel this and later: %s", r.body)
	}
	want := []string{"Planned", "Cancelled", "Cancelled", "Planned"}
	for i, ride := range myRides(t, driver) {
		if ride["status"] != want[i] {
			t.Errorf("ride %d: %v, want %s", i, ride["status"], want[i])
		}
	}
	// Without series, only the ride itself.
	r = driver.do("POST", "/api/rides/"+id(0)+"/cancel", nil)
	expectStatus(t, r, http.StatusOK)
	if jsonNumber(r.json["cancelled"]) != "1" {
		t.Fatalf("cancel one: %s", r.body)
	}
	if got := myRides(t, driver)[3]["status"]; got != "Planned" {
		t.Fatalf("the carrying ride: %v", got)
	}
}

// TestRideSeriesCancelPlan: a Planned ride of a series tells its driver, before they cancel it with the later
// ones, which rides go (this one, then the later Planned ones without a parcel) and which later ones stay.
func TestRideSeriesCancelPlan(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	driver, car := app.driverWithCar("driver@example.com")
	sender := app.verifiedUser("sender@example.com")
	mon := nextMonday()
	expectStatus(t, driver.do("POST", "/api/rides", seriesRide(car, mon, []int{1, 3}, mon.AddDate(0, 0, 14))), http.StatusCreated)
	rides := myRides(t, driver)
	id := func(i int) string { return jsonNumber(rides[i]["rideId"]) }
	// The fourth of the five rides carries a parcel.
	day := mon.AddDate(0, 0, 9).Format(dateLayout)
	p := sender.do("POST", "/api/parcels", with(with(validParcel(), "shippingDate", day), "deliveryDate", day))
	expectStatus(t, p, http.StatusCreated)
	q := sender.do("POST", "/api/rides/"+id(3)+"/requests", map[string]any{"parcelId": toNumber(jsonNumber(p.json["parcelId"])), "cost": 150})
	expectStatus(t, q, http.StatusCreated)
	expectStatus(t, driver.do("POST", "/api/requests/"+jsonNumber(q.json["requestId"])+"/approve", nil), http.StatusOK)

	named := func(list any) string {
		var out []string
		for _, r := range list.([]any) {
			m := r.(map[string]any)
			out = append(out, jsonNumber(m["rideId"])+"@"+m["departureDate"].(string))
		}
		return fmt.Sprint(out)
	}
	at := func(i int) string { return id(i) + "@" + rides[i]["departureDate"].(string) }
	r := driver.do("GET", "/api/rides/"+id(1), nil)
	expectStatus(t, r, http.StatusOK)
	plan, _ := r.json["series"].(map[string]any)["cancel"].(map[string]any)
	if plan == nil {
		t.Fatalf("no cancel plan: %s", r.body)
	}
	if got, want := named(plan["cancels"]), fmt.Sprint([]string{at(1), at(2), at(4)}); got != want {
		t.Errorf("cancels %s, want %s", got, want)
	}
	if got, want := named(plan["stays"]), fmt.Sprint([]string{at(3)}); got != want {
		t.Errorf("stays %s, want %s", got, want)
	}
	// The plan is what the cancel does.
	c := driver.do("POST", "/api/rides/"+id(1)+"/cancel", map[string]any{"series": true})
	expectStatus(t, c, http.StatusOK)
	if jsonNumber(c.json["cancelled"]) != "3" {
		t.Fatalf("cancelled: %s", c.body)
	}
	// A cancelled ride has nothing more to cancel; the list of my rides carries no plan; the sender sees no series.
	if r := driver.do("GET", "/api/rides/"+id(1), nil); r.json["series"].(map[string]any)["cancel"] != nil {
		t.Errorf("a cancelled ride's plan: %s", r.body)
	}
	for _, ride := range myRides(t, driver) {
		if ride["series"].(map[string]any)["cancel"] != nil {
			t.Errorf("a listed ride's plan: %v", ride)
		}
	}
	if r := sender.do("GET", "/api/rides/"+id(3), nil); r.status != http.StatusOK || r.json["series"] != nil {
		t.Errorf("the sender's view of the carrying ride: %d %s", r.status, r.body)
	}
}

func TestRideSeriesToldOnce(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	driver, car := app.driverWithCar("driver@example.com")
	sender := app.verifiedUser("sender@example.com")
	stranger := app.verifiedUser("stranger@example.com")
	if err := app.srv.market.Wait(t.Context()); err != nil {
		t.Fatal(err)
	}
	expectStatus(t, stranger.do("POST", "/api/alerts", alertBody("rides", kyivID, lvivID)), http.StatusCreated)
	p := sender.do("POST", "/api/parcels", with(validParcel(), "deliveryDate", dateIn(60)))
	expectStatus(t, p, http.StatusCreated)
	mon := nextMonday()
	until := mon.AddDate(0, 0, 84)
	r := driver.do("POST", "/api/rides", seriesRide(car, mon, []int{1, 2, 3, 4, 5, 6, 7}, until))
	expectStatus(t, r, http.StatusCreated)
	if jsonNumber(r.json["series"].(map[string]any)["count"]) != "85" {
		t.Fatalf("a daily series of 12 weeks: %s", r.body)
	}
	phrase := "every day until " + until.Format("2 Jan")
	for who, c := range map[string]*client{"stranger": stranger, "sender": sender} {
		m := c.matches(t)
		if len(m) != 1 || jsonNumber(m[0]["rideId"]) != jsonNumber(r.json["rideId"]) {
			t.Fatalf("the %s is told %d times of the series: %v", who, len(m), m)
		}
		if route := m[0]["route"].(map[string]any); route["repeats"] != phrase {
			t.Fatalf("the %s's notification: %v", who, route)
		}
	}
	for _, addr := range []string{"stranger@example.com", "sender@example.com"} {
		if n := app.awaitMails(t, addr, "New match: Kyiv → Lviv, "+phrase); n != 1 {
			t.Fatalf("%s got %d e-mails of the series", addr, n)
		}
	}
	var rows int
	if err := app.store.DB().Get(&rows, `SELECT COUNT(*) FROM notifications WHERE kind = 'match_found'`); err != nil || rows != 2 {
		t.Fatalf("%d match notifications (%v), want 2", rows, err)
	}
}

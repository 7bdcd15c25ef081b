package server

import (
	"net/http"
	"testing"
)

// BenchmarkCreateDailySeries12Weeks posts a daily series of 12 weeks (85 rides) through the whole router,
// over a market of 5,000 open parcels and rides and a saved route on its way: one transaction, one
// notification pass.
func BenchmarkCreateDailySeries12Weeks(b *testing.B) {
	a := newTestApp(b, nil)
	driver, car := a.driverWithCar("driver@example.com")
	watcher := a.signUp("watcher@example.com")
	fillMarket(b, a, 5000)
	if err := a.srv.market.Wait(b.Context()); err != nil {
		b.Fatal(err)
	}
	if r := watcher.do("POST", "/api/alerts", alertBody("rides", kyivID, lvivID)); r.status != http.StatusCreated {
		b.Fatal(r.body)
	}
	mon := nextMonday()
	body := seriesRide(car, mon, []int{1, 2, 3, 4, 5, 6, 7}, mon.AddDate(0, 0, 84))
	for b.Loop() {
		if r := driver.do("POST", "/api/rides", body); r.status != http.StatusCreated {
			b.Fatal(r.body)
		}
	}
}

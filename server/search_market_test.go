package server

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"ridepost/server/places"
)

// searchMarket is a country's market as the load kit seeds it: open parcels and rides between the 200
// largest places of Ukraine, the busiest the most often, over the next 90 days; and a searcher who drives
// rides of their own on the searched routes.
type searchMarket struct {
	app *testApp
	// cookies are the searcher's session.
	cookies []*http.Cookie
	// visitors has each signed-out search come from an address of its own, as the kit's do, so that the
	// limit on one address's searches does not end a benchmark.
	visitors bool
	visitor  int
	// routes are the searched from, to and day, in the popularity of the market.
	routes [][3]string
	// rides are the searcher's own.
	rides []int64
}

// seedSearchMarket writes the market in one transaction, then serves it from a new server, whose match index
// loads it as it would at start.
func seedSearchMarket(tb testing.TB, parcels, rides, ownRides int) *searchMarket {
	tb.Helper()
	return seedSearchMarketOn(tb, newTestApp(tb, nil), parcels, rides, ownRides)
}

// seedSearchMarketOn seeds the market into a's database, then serves it from a new server on it.
func seedSearchMarketOn(tb testing.TB, a *testApp, parcels, rides, ownRides int) *searchMarket {
	tb.Helper()
	me := a.signUp("searcher@example.com")
	base, _ := url.Parse(a.ts.URL)
	cookies := me.http.Jar.Cookies(base)
	cities := places.Default().Largest("UA", 200)
	rng := rand.New(rand.NewPCG(42, 7))
	city := func() int64 { return cities[int(200*math.Pow(rng.Float64(), 2))].ID }
	pair := func() (int64, int64) {
		from, to := city(), city()
		for to == from {
			to = city()
		}
		return from, to
	}
	today := time.Now().In(kyiv).AddDate(0, 0, 1)
	day := func(n int) string { return today.AddDate(0, 0, n).Format(dateLayout) }
	ctx := context.Background()
	tx, err := a.store.DB().BeginTxx(ctx, nil)
	if err != nil {
		tb.Fatal(err)
	}
	defer tx.Rollback()
	// exec runs q, and returns the id of the row an INSERT made (RETURNING: PostgreSQL has no last insert id).
	exec := func(q string, args ...any) int64 {
		if !strings.HasPrefix(q, "INSERT") {
			if _, err := tx.Exec(q, args...); err != nil {
				tb.Fatal(err)
			}
			return 0
		}
		var id int64
		if err := tx.Get(&id, q+" RETURNING id", args...); err != nil {
			tb.Fatal(err)
		}
		return id
	}
	now := time.Now().UTC().Format(time.RFC3339)
	var me64 int64
	if err := tx.Get(&me64, `SELECT id FROM users WHERE email = 'searcher@example.com'`); err != nil {
		tb.Fatal(err)
	}
	exec(`UPDATE users SET name = 'Bench', surname = 'User', email_verified_at = ? WHERE id = ?`, now, me64)
	people := make([]int64, 500)
	vehicles := make([]int64, 500)
	for i := range people {
		people[i] = exec(`INSERT INTO users (email, password_hash, name, surname, phone, language, email_verified_at, created_at, updated_at)
			VALUES (?, 'x', 'Olena', 'Shevchenko', ?, 'en', ?, ?, ?)`, fmt.Sprintf("member%d@example.com", i), fmt.Sprintf("+38067%07d", i), now, now, now)
		vehicles[i] = exec(`INSERT INTO vehicles (user_id, vehicle_type, model_type, model_name, id_number, created_at)
			VALUES (?, 'car', 'van', 'Renault Kangoo', 'AA1234BB', ?)`, people[i], now)
	}
	types := []string{"documents", "clothing", "books", "electronics", "food", "other"}
	sizes := []string{"S", "S", "M", "L"}
	for i := range parcels {
		from, to := pair()
		d := rng.IntN(90)
		var deliver any
		if i%3 == 0 {
			deliver = day(d + 3 + i%8)
		}
		exec(`INSERT INTO parcels (sender_id, type, size, details, cost, from_place_id, from_street, to_place_id,
			shipping_date, delivery_date, recipient_name, recipient_last_name, recipient_phone, prohibited_ack, created_at, updated_at)
			VALUES (?, ?, ?, 'Sealed box, no liquids. Can be picked up near the main station.', ?, ?, 'vul. Shevchenka 1', ?, ?, ?, 'Ivan', 'Franko', ?, TRUE, ?, ?)`,
			people[i%300], types[i%len(types)], sizes[i%len(sizes)], 50+rng.IntN(150), from, to, day(d), deliver,
			fmt.Sprintf("+38050%07d", i), now, now)
	}
	ride := func(driver, vehicle, from, to int64, at time.Time) int64 {
		return exec(`INSERT INTO rides (driver_id, vehicle_id, from_place_id, to_place_id, departure_at, capacity, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, driver, vehicle, from, to, at.UTC().Format(time.RFC3339), 1+rng.IntN(6), now, now)
	}
	for i := range rides {
		from, to := pair()
		at := today.AddDate(0, 0, rng.IntN(90)).Add(time.Duration(5+rng.IntN(14)) * time.Hour)
		ride(people[300+i%200], vehicles[300+i%200], from, to, at)
	}
	m := &searchMarket{cookies: cookies}
	myVehicle := exec(`INSERT INTO vehicles (user_id, vehicle_type, model_type, model_name, id_number, created_at)
		VALUES (?, 'car', 'sedan', 'Skoda Octavia', 'AA0001BB', ?)`, me64, now)
	for i := range max(ownRides, 2000) {
		from, to := pair()
		d := day(rng.IntN(14))
		m.routes = append(m.routes, [3]string{fmt.Sprint(from), fmt.Sprint(to), d})
		if i < ownRides {
			at, _ := time.ParseInLocation(dateLayout, d, time.UTC)
			m.rides = append(m.rides, ride(me64, myVehicle, from, to, at.Add(7*time.Hour)))
		}
	}
	if err := tx.Commit(); err != nil {
		tb.Fatal(err)
	}
	m.app = a.restart()
	if err := m.app.srv.market.Wait(ctx); err != nil {
		tb.Fatal(err)
	}
	return m
}

// get answers path for c (nil: signed out) straight from the router, as a load balancer's request would come.
func (m *searchMarket) get(signedIn bool, path string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(http.MethodGet, path, nil)
	req.RemoteAddr = "127.0.0.1:1234"
	if !signedIn && m.visitors {
		m.visitor++
		req.RemoteAddr = fmt.Sprintf("10.%d.%d.%d:1234", m.visitor>>16&255, m.visitor>>8&255, m.visitor&255)
	}
	if signedIn {
		for _, ck := range m.cookies {
			req.AddCookie(ck)
		}
	}
	w := httptest.NewRecorder()
	m.app.srv.ServeHTTP(w, req)
	return w
}

// exact, ride and parcelsForRide are the load kit's three searches, the nth of their rotation.
func (m *searchMarket) exact(n int) string {
	r := m.routes[n%len(m.routes)]
	return "/api/parcels/available?from=" + r[0] + "&to=" + r[1] + "&date=" + r[2]
}

func (m *searchMarket) ride(n int) string {
	return strings.Replace(m.exact(n), "/parcels/", "/rides/", 1)
}

func (m *searchMarket) parcelsForRide(n int) string {
	return fmt.Sprintf("/api/parcels/available?rideId=%d", m.rides[n%len(m.rides)])
}

func benchmarkSearch(b *testing.B, signedIn bool, path func(m *searchMarket, n int) string) {
	m := seedSearchMarket(b, 100_000, 5_000, 200)
	m.visitors = true
	for n := range 2000 { // warm the caches, as a server that has run for a while
		if w := m.get(signedIn, path(m, n)); w.Code != http.StatusOK {
			b.Fatalf("%s: %d %s", path(m, n), w.Code, w.Body.String())
		}
	}
	n := 0
	for b.Loop() {
		if w := m.get(signedIn, path(m, n)); w.Code != http.StatusOK {
			b.Fatal(w.Code)
		}
		n++
	}
}

func BenchmarkSearchExact(b *testing.B) { benchmarkSearch(b, true, (*searchMarket).exact) }
func BenchmarkSearchExactSignedOut(b *testing.B) {
	benchmarkSearch(b, false, (*searchMarket).exact)
}
func BenchmarkSearchRide(b *testing.B)          { benchmarkSearch(b, true, (*searchMarket).ride) }
func BenchmarkSearchRideSignedOut(b *testing.B) { benchmarkSearch(b, false, (*searchMarket).ride) }
func BenchmarkSearchParcelsForRide(b *testing.B) {
	benchmarkSearch(b, true, (*searchMarket).parcelsForRide)
}

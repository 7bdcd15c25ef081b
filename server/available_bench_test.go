package server

import (
	"context"
	"fmt"
	"math/rand/v2"
	"net/http"
	"strconv"
	"testing"
	"time"

	"ridepost/store"
)

// fillMarket adds n New parcels and n Planned rides of other users between
// random pairs of the demo cities over the next 30 days, in one transaction,
// and tells the match index as the store would.
func fillMarket(b *testing.B, a *testApp, n int) {
	b.Helper()
	ctx := context.Background()
	tx, err := a.store.DB().BeginTxx(ctx, nil)
	if err != nil {
		b.Fatal(err)
	}
	defer tx.Rollback()
	now := time.Now().UTC().Format(time.RFC3339)
	const people = 50
	for i := 1; i <= people; i++ {
		if _, err := tx.Exec(`INSERT INTO users (email, password_hash, language, created_at, updated_at) VALUES (?, 'x', 'en', ?, ?)`,
			fmt.Sprintf("market%d@example.com", i), now, now); err != nil {
			b.Fatal(err)
		}
	}
	var firstUser int64
	if err := tx.Get(&firstUser, `SELECT min(id) FROM users WHERE email LIKE 'market%'`); err != nil {
		b.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	pair := func() (int64, int64) {
		from := demoCities[rng.IntN(len(demoCities))]
		to := from
		for to == from {
			to = demoCities[rng.IntN(len(demoCities))]
		}
		return from, to
	}
	var parcels, rides []int64
	for i := 0; i < n; i++ {
		user := firstUser + int64(i%people)
		from, to := pair()
		day := time.Now().AddDate(0, 0, rng.IntN(30))
		parcels, rides = append(parcels, int64(i+1)), append(rides, int64(i+1))
		if _, err := tx.Exec(`INSERT INTO parcels (sender_id, type, size, cost, from_place_id, to_place_id, shipping_date,
			recipient_name, recipient_phone, created_at, updated_at) VALUES (?, 'books', 'S', 200, ?, ?, ?, 'Ivan', '+380671234567', ?, ?)`,
			user, from, to, day.Format(dateLayout), now, now); err != nil {
			b.Fatal(err)
		}
		res, err := tx.Exec(`INSERT INTO vehicles (user_id, vehicle_type, model_type, model_name, id_number, created_at) VALUES (?, 'car', 'van', 'Ford', 'AA1', ?)`, user, now)
		if err != nil {
			b.Fatal(err)
		}
		vehicle, _ := res.LastInsertId()
		from, to = pair()
		if _, err := tx.Exec(`INSERT INTO rides (driver_id, vehicle_id, from_place_id, to_place_id, departure_at, capacity, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, 4, ?, ?)`, user, vehicle, from, to, day.Add(12*time.Hour).UTC().Format(time.RFC3339), now, now); err != nil {
			b.Fatal(err)
		}
	}
	if err := tx.Commit(); err != nil {
		b.Fatal(err)
	}
	a.srv.market.Changed(store.Change{Parcels: parcels, Rides: rides})
}

// benchmarkAvailable measures one search of an available list through the
// whole router, over a market of 5,000 open parcels and 5,000 open rides.
func benchmarkAvailable(b *testing.B, list string) {
	a := newTestApp(b, nil)
	me := a.signUp("searcher@example.com")
	fillMarket(b, a, 5000)
	path := "/api/" + list + "/available?from=" + strconv.Itoa(kyivID) + "&to=" + strconv.Itoa(lvivID)
	if r := me.do("GET", path, nil); r.status != http.StatusOK || jsonNumber(r.json["total"]) == "0" {
		b.Fatalf("warm-up: %d %s", r.status, r.body[:min(len(r.body), 200)])
	}
	for b.Loop() {
		if r := me.do("GET", path, nil); r.status != http.StatusOK {
			b.Fatal(r.status)
		}
	}
}

func BenchmarkAvailableParcelsHTTP(b *testing.B) { benchmarkAvailable(b, "parcels") }

func BenchmarkAvailableRidesHTTP(b *testing.B) { benchmarkAvailable(b, "rides") }

package server

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"math/rand/v2"
	"reflect"
	"sync"
	"testing"
	"time"

	"ridepost/server/market"
	"ridepost/server/match"
	"ridepost/store"
)

func discardLogger() *slog.Logger { return slog.New(slog.NewTextHandler(io.Discard, nil)) }

// rebuilt loads a second index from the database, as a restart does.
func rebuilt(t *testing.T, st *store.Store) *match.Index {
	t.Helper()
	m := market.New(st, discardLogger())
	m.Load(context.Background())
	return m.Index()
}

// TestMarketFollowsTheDatabase: after random changes made concurrently
// through the store (create, request and approve, pick up, deliver, cancel,
// expire), the live index holds exactly what one rebuilt from the database
// holds, and both answer the same searches.
func TestMarketFollowsTheDatabase(t *testing.T) {
	t.Parallel()
	a := newTestApp(t, nil)
	ctx := context.Background()
	if err := a.srv.market.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	st := a.store
	cities := demoCities[:8]
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(w), 11))
			u, err := st.CreateUser(ctx, fmt.Sprintf("worker%d@example.com", w), "x", "en")
			if err != nil {
				t.Error(err)
				return
			}
			v, err := st.CreateVehicle(ctx, store.Vehicle{UserID: u.ID, VehicleType: "car", ModelType: "van", ModelName: "Ford", IDNumber: "AA1"})
			if err != nil {
				t.Error(err)
				return
			}
			var parcels, rides []int64
			route := func() (int64, int64) {
				from := cities[rng.IntN(len(cities))]
				to := from
				for to == from {
					to = cities[rng.IntN(len(cities))]
				}
				return from, to
			}
			for range 120 {
				switch k := rng.IntN(10); {
				case k < 3:
					from, to := route()
					p := store.Parcel{SenderID: u.ID, Type: []string{"books", "food", "documents"}[rng.IntN(3)], Size: "S", Cost: 100,
						FromPlaceID: from, ToPlaceID: to, ShippingDate: dateIn(rng.IntN(5)), RecipientName: "Ivan", RecipientPhone: "+380671234567"}
					if rng.IntN(2) == 0 {
						p.DeliveryDate.String, p.DeliveryDate.Valid = dateIn(5+rng.IntN(5)), true
					}
					if p, err := st.CreateParcel(ctx, p); err == nil {
						parcels = append(parcels, p.ID)
					}
				case k < 5:
					from, to := route()
					r := store.Ride{DriverID: u.ID, VehicleID: v.ID, FromPlaceID: from, ToPlaceID: to, Capacity: 1 + rng.IntN(2),
						DepartureAt: time.Now().Add(time.Duration(24+rng.IntN(24*6)) * time.Hour).UTC().Format(time.RFC3339)}
					if rng.IntN(2) == 0 {
						r.ParcelTypes = "books,documents"
					}
					if r, err := st.CreateRide(ctx, r); err == nil {
						rides = append(rides, r.ID)
					}
				case k < 7 && len(parcels) > 0 && len(rides) > 0:
					// Another worker's parcel or ride is fine too: ids are shared.
					p, r := parcels[rng.IntN(len(parcels))], rides[rng.IntN(len(rides))]
					if q, err := st.CreateRequest(ctx, p+int64(rng.IntN(3)), r, store.FromSender, 100, "", nil); err == nil {
						_, _ = st.ApproveRequest(ctx, q.ID)
					}
				case k < 8 && len(parcels) > 0:
					p := parcels[rng.IntN(len(parcels))]
					if _, err := st.PickUp(ctx, u.ID, p, false); err == nil && rng.IntN(2) == 0 {
						_, _ = st.ConfirmDelivery(ctx, p, true)
					}
				case k < 9 && len(parcels) > 0:
					_, _ = st.CancelParcel(ctx, u.ID, parcels[rng.IntN(len(parcels))])
				case len(rides) > 0:
					_, _ = st.CancelRide(ctx, u.ID, rides[rng.IntN(len(rides))])
				}
			}
		})
	}
	wg.Wait()
	// The housekeeping as of a week on: rides and parcels expire.
	if _, err := st.ExpireDue(ctx, clockAt(time.Now().Add(7*24*time.Hour))); err != nil {
		t.Fatal(err)
	}
	live := a.srv.market.Index()
	again := rebuilt(t, st)
	lp, lr := live.Contents()
	rp, rr := again.Contents()
	if !reflect.DeepEqual(lp, rp) || !reflect.DeepEqual(lr, rr) {
		t.Fatalf("live index: %d parcels, %d rides; rebuilt: %d, %d", len(lp), len(lr), len(rp), len(rr))
	}
	if len(lp) == 0 && len(lr) == 0 {
		t.Fatal("nothing left open: the test proves nothing")
	}
	for _, from := range cities {
		for _, to := range cities {
			q := match.ParcelQuery{From: from, To: to, Today: todayDay(), Limit: 100}
			h1, n1 := live.Parcels(q)
			h2, n2 := again.Parcels(q)
			r := match.RideQuery{From: from, To: to, After: time.Now().Unix(), Limit: 100}
			g1, m1 := live.Rides(r)
			g2, m2 := again.Rides(r)
			if n1 != n2 || m1 != m2 || !reflect.DeepEqual(h1, h2) || !reflect.DeepEqual(g1, g2) {
				t.Fatalf("%d → %d: live and rebuilt answer differently", from, to)
			}
		}
	}
}

// TestMarketTakesChangesMadeWhileLoading: a change committed while the
// index loads is put once it has loaded.
func TestMarketTakesChangesMadeWhileLoading(t *testing.T) {
	t.Parallel()
	a := newTestApp(t, nil)
	ctx := context.Background()
	me, err := a.store.CreateUser(ctx, "sender@example.com", "x", "en")
	if err != nil {
		t.Fatal(err)
	}
	m := market.New(a.store, discardLogger())
	p, err := a.store.CreateParcel(ctx, store.Parcel{SenderID: me.ID, Type: "books", Size: "S", Cost: 10, FromPlaceID: kyivID,
		ToPlaceID: lvivID, ShippingDate: dateIn(1), RecipientName: "Ivan", RecipientPhone: "+380671234567"})
	if err != nil {
		t.Fatal(err)
	}
	m.Changed(store.Change{Parcels: []int64{p.ID}}) // heard before the load: kept for after
	if _, err := a.store.CancelParcel(ctx, me.ID, p.ID); err != nil {
		t.Fatal(err)
	}
	m.Changed(store.Change{Parcels: []int64{p.ID}})
	m.Load(ctx)
	if ps, _ := m.Index().Contents(); len(ps) != 0 {
		t.Fatalf("a cancelled parcel is open: %+v", ps)
	}
	if err := a.srv.market.Wait(ctx); err != nil {
		t.Fatal(err)
	}
	if ps, _ := a.srv.market.Index().Contents(); len(ps) != 0 {
		t.Fatalf("the server's index holds %+v", ps)
	}
}

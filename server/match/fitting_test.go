package match

import (
	"math/rand/v2"
	"slices"
	"testing"

	"ridepost/server/places"
)

// TestBoundFitAgreesWithTheRule: when the cheap bounds decide, they decide
// as the rule does, over routes between Ukraine's largest places (near, far,
// on the way and the wrong way); and they decide almost always.
func TestBoundFitAgreesWithTheRule(t *testing.T) {
	t.Parallel()
	list := places.Default().Largest("UA", 300)
	pts := make([]Point, len(list))
	for i, p := range list {
		pts[i] = PointOf(p)
	}
	rng := rand.New(rand.NewPCG(3, 4))
	accepted, decided, near, edge := 0, 0, 0, 0
	for range 200_000 {
		a, b, p, q := pts[rng.IntN(len(pts))], pts[rng.IntN(len(pts))], pts[rng.IntN(len(pts))], pts[rng.IntN(len(pts))]
		ab := Km(a, b)
		if _, onWay := StopFit(a, b, p); onWay {
			// A stop on the way: cases nearer the edge of the rule.
			for range 50 {
				q := pts[rng.IntN(len(pts))]
				near++
				_, ok := routeFit(a, b, ab, p, q)
				if fits, sure := boundFit(a, b, ab, p, q); sure && fits != ok {
					t.Fatalf("%v → %v and %v → %v: bound says %v, rule %v", a.ID, b.ID, p.ID, q.ID, fits, ok)
				} else if sure {
					edge++
				}
			}
		}
		_, ok := routeFit(a, b, ab, p, q)
		fits, sure := boundFit(a, b, ab, p, q)
		if sure && fits != ok {
			t.Fatalf("%v → %v and %v → %v: bound says %v, rule %v", a.ID, b.ID, p.ID, q.ID, fits, ok)
		}
		if ok {
			accepted++
		}
		if sure {
			decided++
		}
	}
	t.Logf("of 200000: %d fit, %d decided by the bounds; of %d near routes, %d decided", accepted, decided, near, edge)
	if accepted == 0 || decided < 200_000*99/100 || near < 1000 || edge < near*9/10 {
		t.Fatalf("of 200000: %d fit, %d decided by the bounds; of %d near routes, %d decided", accepted, decided, near, edge)
	}
}

// TestFittingLongLists: owners with many rides and parcels (past the short
// list a page has) get the same fitting lists as the rule applied one by one.
func TestFittingLongLists(t *testing.T) {
	t.Parallel()
	list := places.Default().Largest("UA", 30)
	rng := rand.New(rand.NewPCG(5, 6))
	today := Day(20000)
	now := int64(today) * 86400
	x := New(gazetteer)
	x.Prune(now, today)
	route := func() (int64, int64) {
		a, b := list[rng.IntN(len(list))].ID, list[rng.IntN(len(list))].ID
		for a == b {
			b = list[rng.IntN(len(list))].ID
		}
		return a, b
	}
	var parcels []Parcel
	var rides []Ride
	for i := range 150 {
		from, to := route()
		p := Parcel{ID: int64(i + 1), Owner: 1, Type: 1 << rng.IntN(3), From: from, To: to, Ship: today + Day(rng.IntN(5))}
		x.PutParcel(p, true)
		parcels = append(parcels, p)
		from, to = route()
		dep := now + 3600 + rng.Int64N(6*86400)
		r := Ride{ID: int64(i + 1), Owner: 2, From: from, To: to, Departure: dep, Day: Day(dep / 86400)}
		x.PutRide(r, true)
		rides = append(rides, r)
	}
	check := func() {
		t.Helper()
		fitting := 0
		gotR := x.RidesFitting(2, now, parcels)
		gotP := x.ParcelsFitting(1, today, rides)
		for i, p := range parcels {
			for j, r := range rides {
				_, want := Fit(gazetteer, r, p)
				if want {
					fitting++
				}
				if slices.Contains(gotR[i], r.ID) != want || slices.Contains(gotP[j], p.ID) != want {
					t.Fatalf("ride %d, parcel %d: fit %v, lists %v %v", r.ID, p.ID, want, gotR[i], gotP[j])
				}
			}
		}
		if fitting == 0 {
			t.Fatal("no pair fits: the test proves nothing")
		}
	}
	check()
	// The owner's rides change after the memo has answered: cancelled rides
	// leave every list, new ones (on the routes already asked) join them.
	for i := range rides {
		if i%3 == 0 {
			x.PutRide(rides[i], false)
		}
	}
	rides = slices.DeleteFunc(rides, func(r Ride) bool { return (r.ID-1)%3 == 0 })
	for i := range 60 {
		from, to := parcels[i].From, parcels[i].To
		dep := now + 3600 + rng.Int64N(6*86400)
		r := Ride{ID: int64(1000 + i), Owner: 2, From: from, To: to, Departure: dep, Day: Day(dep / 86400)}
		x.PutRide(r, true)
		rides = append(rides, r)
	}
	check()
}

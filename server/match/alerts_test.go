package match

import (
	"math/rand/v2"
	"slices"
	"testing"

	"ridepost/server/places"
)

// alertFits is the rule for one alert, applied directly: the route as the
// detour rule says, the days as the alert and the item allow.
func alertFits(al Alert, r *Ride, p *Parcel) bool {
	if r != nil { // a published ride, an alert for rides (its route is the parcel's)
		_, ok := Fit(gazetteer, *r, Parcel{From: al.From, To: al.To, Ship: max(al.DateFrom, 1), Deliver: al.DateTo})
		return ok
	}
	a, _ := gazetteer(al.From)
	b, _ := gazetteer(al.To)
	from, _ := gazetteer(p.From)
	to, _ := gazetteer(p.To)
	if _, ok := RouteFit(a, b, from, to); !ok {
		return false
	}
	last := p.Deliver
	if last == 0 {
		last = p.Ship + ExpiryDays
	}
	return (al.DateFrom == 0 || al.DateFrom <= last) && (al.DateTo == 0 || al.DateTo >= p.Ship)
}

// TestAlertsFindWhatTheRuleFinds: over random alerts of both kinds, with and
// without days, each published ride and parcel finds exactly the alerts the
// rule picks one by one, but its author's; deleted alerts are found no more.
func TestAlertsFindWhatTheRuleFinds(t *testing.T) {
	t.Parallel()
	list := places.Default().Largest("UA", 40)
	rng := rand.New(rand.NewPCG(7, 8))
	today := Day(20000)
	route := func() (int64, int64) {
		a, b := list[rng.IntN(len(list))].ID, list[rng.IntN(len(list))].ID
		for a == b {
			b = list[rng.IntN(len(list))].ID
		}
		return a, b
	}
	days := func() (Day, Day) {
		switch rng.IntN(3) {
		case 0:
			return 0, 0
		case 1:
			return today + Day(rng.IntN(10)), 0
		default:
			from := today + Day(rng.IntN(10))
			return from, from + Day(rng.IntN(10))
		}
	}
	x := NewAlerts(gazetteer)
	x.Prune(today)
	var alerts []Alert
	for i := range 3000 {
		from, to := route()
		df, dt := days()
		al := Alert{ID: int64(i + 1), Owner: int64(1 + i%50), ForParcels: i%2 == 0, From: from, To: to, DateFrom: df, DateTo: dt}
		x.Put(al, true)
		alerts = append(alerts, al)
	}
	// A third go again.
	for i := range alerts {
		if i%3 == 0 {
			x.Put(alerts[i], false)
		}
	}
	alerts = slices.DeleteFunc(alerts, func(al Alert) bool { return (al.ID-1)%3 == 0 })
	found := 0
	for i := range 300 {
		author := int64(1 + rng.IntN(60))
		from, to := route()
		if i%2 == 0 {
			day := today + Day(rng.IntN(25))
			r := Ride{ID: int64(i), Owner: author, From: from, To: to, Day: day, Departure: int64(day) * 86400}
			got := x.ForRide(r, today, []int64{author})
			var want []int64
			for _, al := range alerts {
				if !al.ForParcels && al.Owner != author && alertFits(al, &r, nil) {
					want = append(want, al.ID)
				}
			}
			slices.Sort(got)
			if !slices.Equal(got, want) {
				t.Fatalf("ride %v: alerts %v, want %v", r, got, want)
			}
			found += len(got)
			continue
		}
		ship := today + Day(rng.IntN(25))
		p := Parcel{ID: int64(i), Owner: author, From: from, To: to, Ship: ship}
		if rng.IntN(2) == 0 {
			p.Deliver = ship + Day(rng.IntN(5))
		}
		got := x.ForParcel(p, []int64{author})
		var want []int64
		for _, al := range alerts {
			if al.ForParcels && al.Owner != author && alertFits(al, nil, &p) {
				want = append(want, al.ID)
			}
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Fatalf("parcel %v: alerts %v, want %v", p, got, want)
		}
		found += len(got)
	}
	if found < 100 {
		t.Fatalf("only %d alerts found: the test proves little", found)
	}
	// Past its last day an alert for rides is found no more.
	for _, al := range alerts {
		if !al.ForParcels && al.DateTo != 0 {
			x.Prune(al.DateTo + 1)
			r := Ride{ID: 1, Owner: -1, From: al.From, To: al.To, Day: al.DateTo + 1}
			if slices.Contains(x.ForRide(r, al.DateTo+1, nil), al.ID) {
				t.Fatalf("alert %d found past its days", al.ID)
			}
			break
		}
	}
}

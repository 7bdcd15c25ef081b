package match

import (
	"testing"

	"ridepost/server/places"
)

// Gazetteer ids (GeoNames).
const (
	kyiv      = 703448
	lviv      = 702550
	zhytomyr  = 686967
	rivne     = 695594
	chernihiv = 710735
	vinnytsia = 689558
	kharkiv   = 706483
	brovary   = 711660
)

// gazetteer is Places over the embedded gazetteer.
var gazetteer Places = func(id int64) (Point, bool) {
	p, ok := places.Default().Get(id)
	if !ok {
		return Point{}, false
	}
	return PointOf(p), true
}

func point(t testing.TB, id int64) Point {
	t.Helper()
	p, ok := gazetteer(id)
	if !ok {
		t.Fatalf("place %d unknown", id)
	}
	return p
}

// TestRouteFitExamples keeps docs/product.md §5's examples: Kyiv → Lviv (468 km)
// takes Zhytomyr → Rivne (≈22 km) but not Rivne → Zhytomyr, nor anything
// from Chernihiv or Vinnytsia.
func TestRouteFitExamples(t *testing.T) {
	t.Parallel()
	if l := Km(point(t, kyiv), point(t, lviv)); l < 460 || l > 475 {
		t.Fatalf("Kyiv → Lviv is %.0f km", l)
	}
	tests := []struct {
		name         string
		ride, parcel [2]int64
		want         bool
		detour       [2]int // bounds, when it fits
	}{
		{"the same route", [2]int64{kyiv, lviv}, [2]int64{kyiv, lviv}, true, [2]int{0, 0}},
		{"Zhytomyr to Rivne on the way", [2]int64{kyiv, lviv}, [2]int64{zhytomyr, rivne}, true, [2]int{18, 26}},
		{"Kyiv to Rivne", [2]int64{kyiv, lviv}, [2]int64{kyiv, rivne}, true, [2]int{0, 46}},
		{"Rivne to Zhytomyr is backwards", [2]int64{kyiv, lviv}, [2]int64{rivne, zhytomyr}, false, [2]int{}},
		{"Lviv to Kyiv is backwards", [2]int64{kyiv, lviv}, [2]int64{lviv, kyiv}, false, [2]int{}},
		{"from Chernihiv is too far off", [2]int64{kyiv, lviv}, [2]int64{chernihiv, lviv}, false, [2]int{}},
		{"from Vinnytsia is too far off", [2]int64{kyiv, lviv}, [2]int64{vinnytsia, lviv}, false, [2]int{}},
		{"to Kharkiv is beyond the end", [2]int64{kyiv, lviv}, [2]int64{zhytomyr, kharkiv}, false, [2]int{}},
		{"the return ride takes Rivne to Zhytomyr", [2]int64{lviv, kyiv}, [2]int64{rivne, zhytomyr}, true, [2]int{18, 26}},
		{"from a town behind the start: there and back", [2]int64{kyiv, zhytomyr}, [2]int64{brovary, zhytomyr}, false, [2]int{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := point(t, tt.ride[0]), point(t, tt.ride[1])
			p, q := point(t, tt.parcel[0]), point(t, tt.parcel[1])
			d, ok := RouteFit(a, b, p, q)
			if ok != tt.want {
				t.Fatalf("fit = %v, want %v (detour %.1f km)", ok, tt.want, Km(a, p)+Km(p, q)+Km(q, b)-Km(a, b))
			}
			if ok && (d < tt.detour[0] || d > tt.detour[1]) {
				t.Errorf("detour %d km, want %d–%d", d, tt.detour[0], tt.detour[1])
			}
		})
	}
}

// TestToleranceEdges: 25 km for rides up to 250 km, then a tenth of the ride.
func TestToleranceEdges(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ length, want float64 }{{0, 25}, {100, 25}, {250, 25}, {251, 25.1}, {468, 46.8}, {1000, 100}} {
		if got := Tolerance(c.length); got != c.want {
			t.Errorf("Tolerance(%v) = %v, want %v", c.length, got, c.want)
		}
	}
	// A stop exactly at the tolerance fits; one a little beyond does not.
	a, b := point(t, kyiv), point(t, lviv)
	s := point(t, zhytomyr)
	d := Km(a, s) + Km(s, b) - Km(a, b)
	if _, ok := StopFit(a, b, s); ok != (d <= Tolerance(Km(a, b))) {
		t.Errorf("StopFit disagrees with the formula at %.2f km", d)
	}
}

// TestDetourOrdersStops: the same two cities fit one way only, and a longer
// detour sorts after a shorter one.
func TestDetourOrdersStops(t *testing.T) {
	t.Parallel()
	a, b := point(t, kyiv), point(t, lviv)
	near, far := point(t, zhytomyr), point(t, rivne)
	if _, ok := RouteFit(a, b, far, near); ok {
		t.Fatal("Rivne → Zhytomyr fits Kyiv → Lviv")
	}
	d1, _ := RouteFit(a, b, a, b)
	d2, ok := RouteFit(a, b, near, far)
	if !ok || d1 >= d2 {
		t.Fatalf("detours %d then %d (fit %v)", d1, d2, ok)
	}
}

func TestFitDatesAndTypes(t *testing.T) {
	t.Parallel()
	day, _ := ParseDay("2026-12-10")
	r := Ride{ID: 1, Owner: 1, From: kyiv, To: lviv, Day: day, Types: TypesOf("documents,books")}
	p := Parcel{ID: 1, Owner: 2, Type: TypesOf("books"), From: zhytomyr, To: rivne, Ship: day - 2}
	tests := []struct {
		name string
		edit func(*Ride, *Parcel)
		want bool
	}{
		{"fits", func(*Ride, *Parcel) {}, true},
		{"pickup on the day", func(_ *Ride, p *Parcel) { p.Ship = day }, true},
		{"pickup after the ride", func(_ *Ride, p *Parcel) { p.Ship = day + 1 }, false},
		{"deliver-by the day", func(_ *Ride, p *Parcel) { p.Deliver = day }, true},
		{"deliver-by before the ride", func(_ *Ride, p *Parcel) { p.Deliver = day - 1 }, false},
		{"a type the ride refuses", func(_ *Ride, p *Parcel) { p.Type = TypesOf("food") }, false},
		{"a ride taking any type", func(r *Ride, p *Parcel) { r.Types, p.Type = 0, TypesOf("food") }, true},
		{"an unknown place", func(_ *Ride, p *Parcel) { p.From = 1 }, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, p := r, p
			tt.edit(&r, &p)
			if _, ok := Fit(gazetteer, r, p); ok != tt.want {
				t.Errorf("Fit = %v, want %v", ok, tt.want)
			}
		})
	}
}

func TestParcelOpenOn(t *testing.T) {
	t.Parallel()
	today, _ := ParseDay("2026-12-10")
	for _, c := range []struct {
		p    Parcel
		want bool
	}{
		{Parcel{Ship: today - ExpiryDays}, true},
		{Parcel{Ship: today - ExpiryDays - 1}, false},
		{Parcel{Ship: today - 5, Deliver: today}, true},
		{Parcel{Ship: today - 5, Deliver: today - 1}, false},
	} {
		if got := c.p.OpenOn(today); got != c.want {
			t.Errorf("%+v open on %s = %v, want %v", c.p, today, got, c.want)
		}
	}
	if s := today.String(); s != "2026-12-10" {
		t.Errorf("Day.String = %q", s)
	}
}

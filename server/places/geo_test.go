package places

import (
	"math"
	"testing"
)

func TestDistanceKm(t *testing.T) {
	t.Parallel()
	g := Default()
	tests := []struct {
		from, to int64
		want     float64
	}{
		{kyivID, lvivID, 468}, {lvivID, kyivID, 468}, {kyivID, odesaID, 441},
		{kyivID, kyivID, 0}, {756135, 2950159, 517}, // Warsaw → Berlin
	}
	for _, tt := range tests {
		a, _ := g.Get(tt.from)
		b, _ := g.Get(tt.to)
		if got := DistanceKm(a, b); math.Abs(got-tt.want) > 5 {
			t.Errorf("DistanceKm(%s, %s) = %.1f, want %.0f ± 5", a.NameEn, b.NameEn, got, tt.want)
		}
	}
}

// TestAlongTrack checks docs/product.md's example: Kyiv → Lviv takes Zhytomyr then
// Rivne, inside a corridor of max(25 km, 15 % of the length), but neither
// Chernihiv nor Vinnytsia.
func TestAlongTrack(t *testing.T) {
	t.Parallel()
	g := Default()
	get := func(id int64) Place { p, _ := g.Get(id); return p }
	kyiv, lviv := get(kyivID), get(lvivID)
	corridor := max(25, 0.15*DistanceKm(kyiv, lviv))
	tests := []struct {
		name            string
		id              int64
		inside          bool
		minAlong, maxAl float64
	}{
		{"Zhytomyr", 686967, true, 120, 145},
		{"Rivne", 695594, true, 285, 310},
		{"Chernihiv", 710735, false, -100, 0},
		{"Vinnytsia", 689558, false, 150, 175},
		{"Lviv", lvivID, true, 463, 473},
	}
	for _, tt := range tests {
		along, cross := AlongTrack(kyiv, lviv, get(tt.id))
		if inside := cross <= corridor; inside != tt.inside || along < tt.minAlong || along > tt.maxAl {
			t.Errorf("AlongTrack(Kyiv, Lviv, %s) = %.1f, %.1f; want along in [%.0f, %.0f], inside %.1f km corridor %v",
				tt.name, along, cross, tt.minAlong, tt.maxAl, corridor, tt.inside)
		}
	}
	_, zCross := AlongTrack(kyiv, lviv, get(686967))
	if zCross > 25 {
		t.Errorf("Zhytomyr is %.1f km off the Kyiv–Lviv line, want under 25", zCross)
	}
}

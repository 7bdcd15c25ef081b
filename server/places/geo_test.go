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

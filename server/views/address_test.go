package views

import (
	"math"
	"testing"
)

func TestNewAddressCarriesCoordinates(t *testing.T) {
	for _, tc := range []struct {
		id       int64
		city     string
		lat, lng float64
	}{
		{703448, "Kyiv", 50.45, 30.52},
		{702550, "Lviv", 49.84, 24.02},
		{0, "", 0, 0},
	} {
		a := NewAddress(tc.id, "")
		if a.City != tc.city || math.Abs(a.Lat-tc.lat) > 0.05 || math.Abs(a.Lng-tc.lng) > 0.05 {
			t.Errorf("NewAddress(%d) = %s (%.2f, %.2f), want %s (%.2f, %.2f)", tc.id, a.City, a.Lat, a.Lng, tc.city, tc.lat, tc.lng)
		}
	}
}

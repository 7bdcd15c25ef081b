// Package price holds the suggested price of a parcel (docs/product.md §5): the
// one formula the API answers and the forms show.
package price

import (
	"math"

	"ridepost/server/places"
)

// rate is what a size costs: a base plus so much a kilometre.
type rate struct{ base, perKm float64 }

var rates = map[string]rate{
	"S":  {50, 0.15},
	"M":  {80, 0.25},
	"L":  {120, 0.40},
	"XL": {200, 0.70},
}

// Suggest is base(size) + perKm(size) × km, rounded to ₴10; false for an unknown size.
func Suggest(size string, km float64) (int, bool) {
	r, ok := rates[size]
	if !ok {
		return 0, false
	}
	return int(math.Round((r.base+r.perKm*km)/10) * 10), true
}

// Between is the suggestion for size between two places, with the great-circle km it counts.
func Between(from, to places.Place, size string) (suggested int, km float64, ok bool) {
	km = places.DistanceKm(from, to)
	suggested, ok = Suggest(size, km)
	return suggested, km, ok
}

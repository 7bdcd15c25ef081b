package server

import (
	"ridepost/server/places"
)

// Matching (PRODUCT.md §5): a parcel fits a ride when the ride passes near
// the parcel's pickup city and then near its delivery city. "Near" is the
// ride's own city or within a corridor of max(25 km, 15 % of the ride's
// length) around the great-circle line between the ride's cities.

const minCorridorKm = 25

// corridorKm is the half-width of a ride's corridor.
func corridorKm(lengthKm float64) float64 { return max(minCorridorKm, 0.15*lengthKm) }

// routeFit tells whether a parcel going p → q fits a ride going a → b, and
// how many kilometres the stops add to the ride (its detour).
func routeFit(a, b, p, q places.Place) (detourKm float64, ok bool) {
	length := places.DistanceKm(a, b)
	width := corridorKm(length)
	alongP, ok := stopOnRoute(a, b, p, length, width)
	if !ok {
		return 0, false
	}
	alongQ, ok := stopOnRoute(a, b, q, length, width)
	if !ok || alongP >= alongQ {
		return 0, false
	}
	detour := places.DistanceKm(a, p) + places.DistanceKm(p, q) + places.DistanceKm(q, b) - length
	return max(0, detour), true
}

// stopOnRoute places a stop along a → b: inside the corridor and not
// beyond either end by more than the corridor's width.
func stopOnRoute(a, b, s places.Place, length, width float64) (float64, bool) {
	switch s.ID {
	case a.ID:
		return 0, true
	case b.ID:
		return length, true
	}
	along, cross := places.AlongTrack(a, b, s)
	if cross > width || along < -width || along > length+width {
		return 0, false
	}
	return along, true
}

// lookupPlaces fetches the places of a ride or parcel; ok is false if any is unknown.
func lookupPlaces(ids ...int64) ([]places.Place, bool) {
	g := places.Default()
	out := make([]places.Place, len(ids))
	for i, id := range ids {
		p, ok := g.Get(id)
		if !ok {
			return nil, false
		}
		out[i] = p
	}
	return out, true
}

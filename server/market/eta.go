package market

import (
	"time"

	"ridepost/server/match"
	"ridepost/store"
)

// Handover is when ride r picks parcel p up and drops it off (docs/product.md §5 "Estimated times along a
// ride"): estimated from its departure, but that the driver's planned pickup time replaces the pickup's
// estimate. ok is false when a place is not in the gazetteer.
func Handover(r *store.Ride, p *store.Parcel) (pickup, dropoff time.Time, ok bool) {
	dep, err := time.Parse(time.RFC3339, r.DepartureAt)
	a, okA := PlacePoints(r.FromPlaceID)
	from, okP := PlacePoints(p.FromPlaceID)
	to, okQ := PlacePoints(p.ToPlaceID)
	if err != nil || !okA || !okP || !okQ {
		return time.Time{}, time.Time{}, false
	}
	var planned *time.Time
	if p.PickupAt.Valid {
		if at, err := time.Parse(time.RFC3339, p.PickupAt.String); err == nil {
			planned = &at
		}
	}
	pickup, dropoff = match.Handover(dep, a, from, to, planned)
	return pickup, dropoff, true
}

// PassesAt is when a ride leaving from at departure (Unix seconds) passes place at; ok is false when a place is
// not in the gazetteer.
func PassesAt(departure, from, at int64) (time.Time, bool) {
	a, okA := PlacePoints(from)
	p, okP := PlacePoints(at)
	if !okA || !okP {
		return time.Time{}, false
	}
	return match.PassesAt(time.Unix(departure, 0).UTC(), a, p), true
}

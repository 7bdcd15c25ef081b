package match

import "time"

// Estimated times along a ride (docs/product.md §5): a ride passes a point at its departure plus the great-circle
// distance from its start to that point at SpeedKmh, rounded to EtaStep.

// SpeedKmh is the speed the estimates assume.
const SpeedKmh = 70

// EtaStep is what the estimates are rounded to.
const EtaStep = 5 * time.Minute

// PassesAt is when a ride that leaves start at departure passes at.
func PassesAt(departure time.Time, start, at Point) time.Time {
	return departure.Add(driving(Km(start, at))).Round(EtaStep)
}

func driving(km float64) time.Duration { return time.Duration(km / SpeedKmh * float64(time.Hour)) }

// Handover is when a ride a → … picks a parcel up at p and drops it off at q: PassesAt both, but that a pickup the
// driver planned replaces the pickup's estimate, and the drop-off then comes no sooner than the drive from p to q
// after it.
func Handover(departure time.Time, a, p, q Point, planned *time.Time) (pickup, dropoff time.Time) {
	pickup, dropoff = PassesAt(departure, a, p), PassesAt(departure, a, q)
	if planned != nil {
		pickup = *planned
		dropoff = later(dropoff, planned.Add(driving(Km(p, q))).Round(EtaStep))
	}
	return pickup, dropoff
}

func later(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}

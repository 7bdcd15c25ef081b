// Package match is docs/product.md §5's Matching: the detour rule between a ride and a parcel,
// and an in-memory index of the open ones. It knows nothing of HTTP or SQL.
package match

import (
	"math"
	"strings"
	"time"

	"ridepost/server/places"
)

// MinToleranceKm is the detour any ride accepts, however short.
const MinToleranceKm = 25

const earthRadiusKm = 6371.0

// slackKm absorbs rounding, so that a prefilter never drops what the rule would take.
const slackKm = 1e-6

// Point is a place on the unit sphere.
type Point struct {
	ID      int64
	x, y, z float64
}

// PointOf places a gazetteer place on the unit sphere.
func PointOf(p places.Place) Point {
	lat, lng := p.Lat*math.Pi/180, p.Lng*math.Pi/180
	return Point{ID: p.ID, x: math.Cos(lat) * math.Cos(lng), y: math.Cos(lat) * math.Sin(lng), z: math.Sin(lat)}
}

// Km is the great-circle distance; every distance of the rule goes through it, so all agree to the bit.
func Km(a, b Point) float64 {
	if a.ID == b.ID {
		return 0
	}
	return 2 * earthRadiusKm * math.Asin(min(1, chord(a, b)/2))
}

func chord(a, b Point) float64 {
	dx, dy, dz := a.x-b.x, a.y-b.y, a.z-b.z
	return math.Sqrt(dx*dx + dy*dy + dz*dz)
}

// Tolerance is the detour a ride of the given length accepts: max(25 km, 10 % of the ride).
func Tolerance(lengthKm float64) float64 { return max(MinToleranceKm, lengthKm/10) }

// detour sums the legs in one fixed order, so that every caller gets the same bits.
func detour(ap, pq, qb, ab float64) float64 { return ap + pq + qb - ab }

// RouteFit tells whether a ride a → b takes a parcel p → q, and the detour in whole km.
func RouteFit(a, b, p, q Point) (int, bool) { return routeFit(a, b, Km(a, b), p, q) }

func routeFit(a, b Point, ab float64, p, q Point) (int, bool) {
	d := detour(Km(a, p), Km(p, q), Km(q, b), ab)
	if d > Tolerance(ab) {
		return 0, false
	}
	return wholeKm(d), true
}

// StopFit tells whether a ride a → b can stop at s; both cities of any parcel it takes pass.
func StopFit(a, b, s Point) (int, bool) {
	ab := Km(a, b)
	d := Km(a, s) + Km(s, b) - ab
	if d > Tolerance(ab) {
		return 0, false
	}
	return wholeKm(d), true
}

// mayStop is StopFit's test with slack, for prefilters.
func mayStop(as, sb, ab float64) bool { return as+sb-ab <= Tolerance(ab)+slackKm }

func wholeKm(d float64) int { return int(max(0, d)) }

// Day is a calendar date, as days since 1970-01-01; 0 is "no date".
type Day int32

// ParseDay reads YYYY-MM-DD.
func ParseDay(s string) (Day, bool) {
	t, err := time.Parse(time.DateOnly, s)
	if err != nil {
		return 0, false
	}
	return DayOf(t), true
}

// Kyiv is the time zone of the market's dates (its home market).
var Kyiv = func() *time.Location {
	loc, err := time.LoadLocation("Europe/Kyiv")
	if err != nil {
		return time.FixedZone("EET", 2*60*60)
	}
	return loc
}()

// Today is today's date in Kyiv.
func Today() Day { return DayOf(time.Now().In(Kyiv)) }

// DayOf is the date t shows in its own location.
func DayOf(t time.Time) Day {
	y, m, d := t.Date()
	return Day(time.Date(y, m, d, 0, 0, 0, 0, time.UTC).Unix() / 86400)
}

// Time is the day's midnight, UTC.
func (d Day) Time() time.Time { return time.Unix(int64(d)*86400, 0).UTC() }

// String is the date as YYYY-MM-DD.
func (d Day) String() string { return time.Unix(int64(d)*86400, 0).UTC().Format(time.DateOnly) }

// Types is a set of parcel types; a ride's empty set takes any type.
type Types uint8

var typeNames = [...]string{"documents", "clothing", "electronics", "furniture", "books", "toys", "food", "other"}

// TypesOf reads a comma-separated list of types; unknown names are ignored.
func TypesOf(list string) Types {
	var t Types
	for name := range strings.SplitSeq(list, ",") {
		for i, n := range typeNames {
			if n == name {
				t |= 1 << i
			}
		}
	}
	return t
}

func (t Types) takes(p Types) bool { return t == 0 || t&p != 0 }

// ExpiryDays is how long after pickup a parcel without a deliver-by date stays open.
const ExpiryDays = 30

// Parcel is what matching needs of a parcel.
type Parcel struct {
	ID, Owner     int64
	Type          Types
	From, To      int64 // places
	Ship, Deliver Day   // pickup date; deliver-by date, 0 when none
}

// OpenOn tells whether the parcel's dates allow a delivery on today or later.
func (p Parcel) OpenOn(today Day) bool {
	if p.Deliver != 0 {
		return p.Deliver >= today
	}
	return p.Ship >= today-ExpiryDays
}

func (p Parcel) onDay(day Day) bool {
	return p.Ship <= day && (p.Deliver == 0 || p.Deliver >= day)
}

// Ride is what matching needs of a ride.
type Ride struct {
	ID, Owner int64
	From, To  int64 // places
	Departure int64 // Unix seconds
	Day       Day   // the departure's date where the market lives (Kyiv)
	Types     Types // accepted parcel types; 0: any
	Series    int64 // the regular trip it is one of; 0: none
	Instant   bool  // fitting senders' requests are approved at once
}

// Fit applies the whole rule: route, dates and types (state and capacity are the store's).
func Fit(pts Places, r Ride, p Parcel) (detourKm int, ok bool) {
	a, okA := pts(r.From)
	b, okB := pts(r.To)
	from, okP := pts(p.From)
	to, okQ := pts(p.To)
	if !okA || !okB || !okP || !okQ || !p.onDay(r.Day) || !r.Types.takes(p.Type) {
		return 0, false
	}
	return RouteFit(a, b, from, to)
}

// Places looks a place up by its gazetteer id.
type Places func(id int64) (Point, bool)

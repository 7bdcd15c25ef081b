package views

import (
	"fmt"
	"strings"
	"time"

	"ridepost/server/calendar"
	"ridepost/server/match"
	"ridepost/server/places"
	"ridepost/store"
)

// handoverLength and rideSpeed shape an event without an end of its own: a handover takes about half an hour; a
// ride without an estimated arrival lasts its great-circle distance at 70 km/h (docs/product.md §5).
const (
	handoverLength = 30 * time.Minute
	rideSpeedKmH   = 70.0
)

var calendarWords = map[string]map[string]string{
	"en": {"handover": "Parcel handover: %s", "ride": "Ride %s", "parcels": "Parcels on the ride: %d of %d.",
		"open": "Open in Ridepost: %s"},
	"uk": {"handover": "Передача посилки: %s", "ride": "Поїздка %s", "parcels": "Посилок у поїздці: %d з %d.",
		"open": "Відкрити в Ridepost: %s"},
}

func wordsIn(lang string) map[string]string {
	if w, ok := calendarWords[lang]; ok {
		return w
	}
	return calendarWords["en"]
}

// NewHandoverEvent is the pickup of parcel p on ride r as one who is a to it adds it to a calendar (its sender or
// driver: only one who SeesSides is given it): when the driver plans it, else the ride's departure; where the
// driver plans it, else the ride's meeting point in the parcel's city, else the parcel's pickup street. link
// leads back to the parcel.
func NewHandoverEvent(p *store.Parcel, r *store.Ride, a Audience, lang, link string) calendar.Event {
	parcel, ride := NewParcel(p, a), NewRide(r, Stranger)
	start, _ := time.Parse(time.RFC3339, ride.DepartureDate)
	if plan := parcel.PickupPlan; plan != nil {
		if at, err := time.Parse(time.RFC3339, plan.At); err == nil {
			start = at
		}
	}
	city := places.CityName(p.FromPlaceID, lang)
	where := strings.TrimSpace(streetIn(parcel.ShippingAddress.Street, city))
	if meeting := strings.TrimSpace(ride.DepartureAddress.Street); meeting != "" && r.FromPlaceID == p.FromPlaceID {
		where = streetIn(meeting, city)
	}
	if plan := parcel.PickupPlan; plan != nil && strings.TrimSpace(plan.Place) != "" {
		where = strings.TrimSpace(plan.Place)
	}
	w := wordsIn(lang)
	return calendar.Event{UID: fmt.Sprintf("parcel-%d-handover@ridepost", p.ID),
		Summary:     fmt.Sprintf(w["handover"], places.Route(p.FromPlaceID, p.ToPlaceID, lang)),
		Description: fmt.Sprintf(w["open"], link), Location: where, URL: link,
		Start: start, End: start.Add(handoverLength), Stamp: time.Now()}
}

// NewRideEvent is ride r as its driver adds it to a calendar: from its departure, at its meeting point, to its
// estimated arrival. link leads back to the ride.
func NewRideEvent(r *store.Ride, lang, link string) calendar.Event {
	ride := NewRide(r, Stranger) // its times and places, which anyone sees
	start, _ := time.Parse(time.RFC3339, ride.DepartureDate)
	end := start.Add(tripTime(r.FromPlaceID, r.ToPlaceID))
	if ride.ArrivalDate != nil {
		if at, err := time.Parse(time.RFC3339, *ride.ArrivalDate); err == nil {
			end = at
		}
	}
	w := wordsIn(lang)
	return calendar.Event{UID: fmt.Sprintf("ride-%d@ridepost", r.ID),
		Summary:     fmt.Sprintf(w["ride"], places.Route(r.FromPlaceID, r.ToPlaceID, lang)),
		Description: fmt.Sprintf(w["parcels"], r.Used, r.Capacity) + "\n" + fmt.Sprintf(w["open"], link),
		Location:    streetIn(ride.DepartureAddress.Street, places.CityName(r.FromPlaceID, lang)), URL: link,
		Start: start, End: end, Stamp: time.Now()}
}

// tripTime is the great-circle distance between two places at 70 km/h, rounded up to 5 minutes.
func tripTime(from, to int64) time.Duration {
	a, okA := places.Default().Get(from)
	b, okB := places.Default().Get(to)
	if !okA || !okB {
		return time.Hour
	}
	d := time.Duration(match.Km(match.PointOf(a), match.PointOf(b)) / rideSpeedKmH * float64(time.Hour))
	return max(5*time.Minute, d.Round(5*time.Minute))
}

func streetIn(street, city string) string {
	if s := strings.TrimSpace(street); s != "" {
		return s + ", " + city
	}
	return city
}

package views

import (
	"fmt"
	"time"

	"ridepost/server/match"
	"ridepost/server/places"
	"ridepost/server/share"
	"ridepost/store"
)

// Closed is what GET /api/public/… answers of an item no longer open: its status alone.
type Closed struct {
	Status string `json:"status" description:"The item's state: a ride no longer taking requests, or a parcel no longer New."`
}

// PublicRide is what a stranger sees of one ride (an AvailableRide), or Closed once it no longer takes requests.
type PublicRide struct{}

// JSONSchemaAnyOf describes the two answers.
func (PublicRide) JSONSchemaAnyOf() []any { return []any{AvailableRide{}, Closed{}} }

// PublicParcel is what a stranger sees of one parcel (an AvailableParcel), or Closed once it is no longer New.
type PublicParcel struct{}

// JSONSchemaAnyOf describes the two answers.
func (PublicParcel) JSONSchemaAnyOf() []any { return []any{AvailableParcel{}, Closed{}} }

// Preview is what a shared link shows before it is opened: the page's title and description and the image's
// card, in one language, made from what a stranger sees only.
type Preview struct {
	Title, Description string
	Card               share.Card
}

var previewWords = map[string]map[string]string{
	"en": {"places": "%d places", "place": "1 place", "full": "no free place", "parcel": "%s · size %s", "from": "from %s",
		"price": "UAH %d", "rideText": "%s drives %s on %s and takes parcels. Ask to send yours on Ridepost.",
		"parcelText": "%s sends %s from %s. Offer to carry it on Ridepost.", "closedRide": "This ride is no longer on offer (%s).",
		"closedParcel": "This parcel is no longer on offer (%s).", "Cancelled": "Cancelled", "Completed": "Completed",
		"Expired": "Expired", "Delivered": "Delivered", "other": "No longer on offer"},
	"uk": {"places": "місць: %d", "place": "1 місце", "full": "немає місць", "parcel": "%s · розмір %s", "from": "від %s",
		"price": "%d грн", "rideText": "%s їде %s %s і бере посилки. Попросіть узяти вашу в Ridepost.",
		"parcelText": "%s надсилає %s з %s. Запропонуйте довезти в Ridepost.", "closedRide": "Ця поїздка вже недоступна (%s).",
		"closedParcel": "Ця посилка вже недоступна (%s).", "Cancelled": "Скасовано", "Completed": "Завершено",
		"Expired": "Термін минув", "Delivered": "Доставлено", "other": "Вже недоступно"},
}

var (
	ukDays     = [...]string{"нд", "пн", "вт", "ср", "чт", "пт", "сб"}
	ukMonths   = [...]string{"січ", "лют", "бер", "квіт", "трав", "черв", "лип", "серп", "вер", "жовт", "лист", "груд"}
	ukTypes    = map[string]string{"documents": "Документи", "clothing": "Одяг", "electronics": "Електроніка", "furniture": "Меблі", "books": "Книжки", "toys": "Іграшки", "food": "Їжа", "other": "Інше"}
	enTypes    = map[string]string{"documents": "Documents", "clothing": "Clothing", "electronics": "Electronics", "furniture": "Furniture", "books": "Books", "toys": "Toys", "food": "Food", "other": "Other"}
	closedRide = map[string]bool{store.RideCancelled: true, store.RideCompleted: true, store.RideExpired: true}
)

// day is "Fri 11 Dec" or "пт 11 груд", in Kyiv.
func day(t time.Time, lang string) string {
	t = t.In(match.Kyiv)
	if lang == "uk" {
		return fmt.Sprintf("%s %d %s", ukDays[t.Weekday()], t.Day(), ukMonths[t.Month()-1])
	}
	return t.Format("Mon 2 Jan")
}

func placeOf(id int64, lang string) share.Place {
	p, _ := places.Default().Get(id)
	return share.Place{Name: places.CityName(id, lang), Lng: p.Lng, Lat: p.Lat}
}

func closedWord(w map[string]string, status string) string {
	if s, ok := w[status]; ok {
		return s
	}
	return w["other"]
}

// NewRidePreview is a shared ride's preview in lang: "Kyiv → Lviv · Fri 11 Dec · 3 places" while it takes
// requests, else what became of it. driver is the driver's public name ("Petro D.").
func NewRidePreview(r *store.Ride, driver, lang string, now time.Time) Preview {
	w := wordsFor(lang)
	ride := NewRide(r, Stranger)
	dep, _ := time.Parse(time.RFC3339, ride.DepartureDate)
	route := places.Route(r.FromPlaceID, r.ToPlaceID, lang)
	free := w["full"]
	switch n := r.Capacity - r.Used; {
	case n == 1:
		free = w["place"]
	case n > 1:
		free = fmt.Sprintf(w["places"], n)
	}
	when := day(dep, lang)
	p := Preview{Title: route + " · " + when + " · " + free,
		Description: fmt.Sprintf(w["rideText"], driver, route, when+", "+dep.In(match.Kyiv).Format("15:04")),
		Card: share.Card{From: placeOf(r.FromPlaceID, lang), To: placeOf(r.ToPlaceID, lang), Title: route,
			Lines: []string{when + " · " + dep.In(match.Kyiv).Format("15:04"), free}}}
	if !r.TakesRequests(now) || closedRide[r.Status] {
		status := r.Status
		if status == store.RidePlanned || status == store.RideInProgress {
			status = "other"
		}
		p.Card.Closed = closedWord(w, status)
		p.Title, p.Description = route+" · "+p.Card.Closed, fmt.Sprintf(w["closedRide"], p.Card.Closed)
	}
	return p
}

// NewParcelPreview is a shared parcel's preview in lang while it is New, else what became of it. sender is the
// sender's public name.
func NewParcelPreview(p *store.Parcel, sender, lang string) Preview {
	w := wordsFor(lang)
	parcel := NewParcel(p, Stranger) // no streets, no contacts, no declared value
	route := places.Route(p.FromPlaceID, p.ToPlaceID, lang)
	types := enTypes
	if lang == "uk" {
		types = ukTypes
	}
	pickup, _ := time.ParseInLocation("2006-01-02", parcel.ShippingDate, match.Kyiv)
	when := fmt.Sprintf(w["from"], day(pickup, lang))
	kind := fmt.Sprintf(w["parcel"], types[string(parcel.Type)], parcel.Size)
	price := fmt.Sprintf(w["price"], parcel.Cost)
	out := Preview{Title: route + " · " + when + " · " + price,
		Description: fmt.Sprintf(w["parcelText"], sender, kind, route),
		Card: share.Card{From: placeOf(p.FromPlaceID, lang), To: placeOf(p.ToPlaceID, lang), Title: route,
			Lines: []string{kind, when, price}}}
	if p.Status != store.ParcelNew {
		out.Card.Closed = closedWord(w, p.Status)
		out.Title, out.Description = route+" · "+out.Card.Closed, fmt.Sprintf(w["closedParcel"], out.Card.Closed)
	}
	return out
}

func wordsFor(lang string) map[string]string {
	if w, ok := previewWords[lang]; ok {
		return w
	}
	return previewWords["en"]
}

package handlers

import (
	"unicode/utf8"

	"ridepost/server/places"
	"ridepost/store"
)

// cityNames are two places' names in the language given.
func cityNames(from, to int64, lang string) *routeNames {
	return &routeNames{From: places.CityName(from, lang), To: places.CityName(to, lang)}
}

// cardOr is a user's card, or a bare one with the id when it is gone.
func cardOr(cards map[int64]*publicCard, id int64) *publicCard {
	if c, ok := cards[id]; ok {
		return c
	}
	return &publicCard{UserID: id}
}

// routeName is a parcel's "Kyiv → Lviv" in the language given.
func routeName(p *store.Parcel, lang string) string {
	return placesRoute(p.FromPlaceID, p.ToPlaceID, lang)
}

// placesRoute is "Kyiv → Lviv" between two places, in the language given.
func placesRoute(fromID, toID int64, lang string) string { return places.Route(fromID, toID, lang) }

// surnameInitial turns "Shevchenko" into "S.".
func surnameInitial(s string) string {
	if s == "" {
		return ""
	}
	r, _ := utf8.DecodeRuneInString(s)
	return string(r) + "."
}

// routeNames are a parcel's cities in the reader's language.
type routeNames struct {
	From string `json:"from"`
	To   string `json:"to"`
}

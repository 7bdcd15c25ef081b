package handlers

import (
	"ridepost/server/places"
	"ridepost/store"
)

// routeName is a parcel's "Kyiv → Lviv" in the language given.
func routeName(p *store.Parcel, lang string) string {
	return placesRoute(p.FromPlaceID, p.ToPlaceID, lang)
}

// placesRoute is "Kyiv → Lviv" between two places, in the language given.
func placesRoute(fromID, toID int64, lang string) string { return places.Route(fromID, toID, lang) }

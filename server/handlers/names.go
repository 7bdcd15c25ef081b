package handlers

import (
	"ridepost/server/places"
	"ridepost/store"
)

func routeName(p *store.Parcel, lang string) string {
	return placesRoute(p.FromPlaceID, p.ToPlaceID, lang)
}

func placesRoute(fromID, toID int64, lang string) string { return places.Route(fromID, toID, lang) }

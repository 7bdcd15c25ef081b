package handlers

import (
	"ridepost/server/match"
	"ridepost/server/places"
)

type addressInput struct {
	PlaceID int64  `json:"placeId"`
	Street  string `json:"street"`
}

func checkAddress(f fieldErrors, prefix string, in addressInput) addressInput {
	if in.PlaceID == 0 {
		f.add(prefix+".placeId", "required")
	} else if _, ok := places.Default().Get(in.PlaceID); !ok {
		f.add(prefix+".placeId", "invalid")
	}
	street, code := cleanText(in.Street)
	if code == "" && len([]rune(street)) > 100 {
		code = "too_long"
	}
	f.add(prefix+".street", code)
	return addressInput{PlaceID: in.PlaceID, Street: street}
}

// kyiv is the time zone dates without one are read in.
var kyiv = match.Kyiv

const dateLayout = "2006-01-02"

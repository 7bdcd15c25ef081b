package views

import "ridepost/server/places"

// Address is a docs/product.md §5 Address; its city is the gazetteer's, in English and Ukrainian, with the city's
// coordinates so that a route map can be drawn without asking for the places again.
type Address struct {
	Country  string  `json:"country"`
	City     string  `json:"city"`
	CityUk   string  `json:"cityUk"`
	Region   string  `json:"region"`
	RegionUk string  `json:"regionUk"`
	PlaceID  int64   `json:"placeId"`
	Street   string  `json:"street"`
	Lat      float64 `json:"lat"`
	Lng      float64 `json:"lng"`
}

// NewAddress names a gazetteer place, with a street.
func NewAddress(placeID int64, street string) Address {
	a := Address{PlaceID: placeID, Street: street}
	if p, ok := places.Default().Get(placeID); ok {
		a.Country, a.City, a.CityUk, a.Region, a.RegionUk = p.Country, p.NameEn, p.NameUk, p.RegionEn, p.RegionUk
		a.Lat, a.Lng = p.Lat, p.Lng
	}
	return a
}

// RouteNames are a parcel's cities in the reader's language.
type RouteNames struct {
	From    string `json:"from"`
	To      string `json:"to"`
	Repeats string `json:"repeats,omitempty" description:"A match's regular trip, worded: \"every Mon and Wed until 12 Feb\"."`
}

// CityNames are two places' names in the language given.
func CityNames(from, to int64, lang string) *RouteNames {
	return &RouteNames{From: places.CityName(from, lang), To: places.CityName(to, lang)}
}

// Place is a city as the autocomplete shows it.
type Place struct {
	PlaceID int64   `json:"placeId"`
	Name    string  `json:"name"`
	Region  string  `json:"region"`
	NameEn  string  `json:"nameEn"`
	NameUk  string  `json:"nameUk"`
	Country string  `json:"country"`
	Lat     float64 `json:"lat"`
	Lng     float64 `json:"lng"`
}

// NewPlace shows a place, named in Ukrainian when uk.
func NewPlace(p places.Place, uk bool) Place {
	out := Place{PlaceID: p.ID, Name: p.NameEn, Region: p.RegionEn, NameEn: p.NameEn, NameUk: p.NameUk,
		Country: p.Country, Lat: p.Lat, Lng: p.Lng}
	if uk {
		out.Name, out.Region = p.NameUk, p.RegionUk
	}
	return out
}

package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/places"
)

// placeJSON is a city as the autocomplete shows it: name in the asked
// language, plus both names for storing and display.
type placeJSON struct {
	PlaceID int64   `json:"placeId"`
	Name    string  `json:"name"`
	Region  string  `json:"region"`
	NameEn  string  `json:"nameEn"`
	NameUk  string  `json:"nameUk"`
	Country string  `json:"country"`
	Lat     float64 `json:"lat"`
	Lng     float64 `json:"lng"`
}

const maxPlaces = 10

func newPlaceJSON(p places.Place, uk bool) placeJSON {
	out := placeJSON{PlaceID: p.ID, Name: p.NameEn, Region: p.RegionEn, NameEn: p.NameEn, NameUk: p.NameUk,
		Country: p.Country, Lat: p.Lat, Lng: p.Lng}
	if uk {
		out.Name, out.Region = p.NameUk, p.RegionUk
	}
	return out
}

// placeGet names one place by id (a shared link's ?from=), without sign-in.
func (s *Handlers) placeGet(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	p, ok := places.Default().Get(id)
	if !ok {
		return echo.ErrNotFound
	}
	return c.JSON(http.StatusOK, newPlaceJSON(p, c.QueryParam("lang") == "uk"))
}

// placeSearch answers from the in-memory gazetteer; it needs no sign-in.
func (s *Handlers) placeSearch(c echo.Context) error {
	q, err := queryText(c, "q")
	if err != nil {
		return err
	}
	if len(q) > 100 {
		return fieldErrors{"q": "too_long"}.err()
	}
	uk := c.QueryParam("lang") == "uk"
	found := places.Default().Search(q, maxPlaces)
	out := make([]placeJSON, len(found))
	for i, p := range found {
		out[i] = newPlaceJSON(p, uk)
	}
	return c.JSON(http.StatusOK, out)
}

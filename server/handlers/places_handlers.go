package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/places"
	"ridepost/server/views"
)

const maxPlaces = 10

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
	return c.JSON(http.StatusOK, views.NewPlace(p, c.QueryParam("lang") == "uk"))
}

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
	out := make([]views.Place, len(found))
	for i, p := range found {
		out[i] = views.NewPlace(p, uk)
	}
	return c.JSON(http.StatusOK, out)
}

package handlers

import (
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/places"
	"ridepost/server/price"
	"ridepost/server/views"
)

// priceSuggest answers the suggested price of a size between two cities, and what such parcels cost lately.
func (s *Handlers) priceSuggest(c echo.Context) error {
	f := fieldErrors{}
	from := queryPlace(c, f, "from")
	to := queryPlace(c, f, "to")
	size := c.QueryParam("size")
	switch {
	case size == "":
		f.add("size", "required")
	case !views.ParcelSize(size).Valid():
		f.add("size", "invalid")
	}
	if from.ID != 0 && from.ID == to.ID {
		f.add("to", "same_city")
	}
	if err := f.err(); err != nil {
		return err
	}
	suggested, km, _ := price.Between(from, to, size)
	typical, err := s.store.TypicalCost(c.Request().Context(), from.ID, to.ID, size, time.Now())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewPriceSuggestion(suggested, km, typical))
}

// queryPlace is the gazetteer's place named by the query parameter; a missing or unknown one is a field error.
func queryPlace(c echo.Context, f fieldErrors, name string) places.Place {
	v := c.QueryParam(name)
	if v == "" {
		f.add(name, "required")
		return places.Place{}
	}
	id, err := strconv.ParseInt(v, 10, 64)
	p, ok := places.Default().Get(id)
	if err != nil || !ok {
		f.add(name, "invalid")
	}
	return p
}

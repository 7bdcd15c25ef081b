package handlers

import (
	"database/sql"
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

type alertRequest struct {
	Kind     views.AlertKind `json:"kind" required:"true"`
	From     addressInput    `json:"from" required:"true"`
	To       addressInput    `json:"to" required:"true"`
	DateFrom string          `json:"dateFrom,omitempty" format:"date"`
	DateTo   string          `json:"dateTo,omitempty" format:"date"`
}

// validate checks an alert: a kind, two different cities (streets are not
// kept), and dates within today…+1 year, the last not before the first.
func (r alertRequest) validate() (store.Alert, error) {
	f := fieldErrors{}
	if r.Kind != store.AlertParcels && r.Kind != store.AlertRides {
		f.add("kind", "invalid")
	}
	from := checkAddress(f, "from", addressInput{PlaceID: r.From.PlaceID})
	to := checkAddress(f, "to", addressInput{PlaceID: r.To.PlaceID})
	if from.PlaceID != 0 && from.PlaceID == to.PlaceID {
		f.add("to.placeId", "same_as_from")
	}
	a := store.Alert{Kind: string(r.Kind), FromPlaceID: from.PlaceID, ToPlaceID: to.PlaceID}
	first, last := today(), today().AddDate(1, 0, 0)
	dates := []struct {
		name, value string
		dst         *sql.NullString
	}{{"dateFrom", r.DateFrom, &a.DateFrom}, {"dateTo", r.DateTo, &a.DateTo}}
	for _, d := range dates {
		if d.value == "" {
			continue
		}
		t, ok := parseDate(d.value)
		switch {
		case !ok:
			f.add(d.name, "invalid")
		case t.Before(first) || t.After(last):
			f.add(d.name, "out_of_range")
		default:
			*d.dst = sql.NullString{String: d.value, Valid: true}
		}
	}
	if a.DateFrom.Valid && a.DateTo.Valid && a.DateTo.String < a.DateFrom.String {
		f.add("dateTo", "before_date_from")
	}
	return a, f.err()
}

func (s *Handlers) alertList(c echo.Context) error {
	rows, err := s.store.ListAlerts(c.Request().Context(), currentUser(c).ID)
	if err != nil {
		return err
	}
	out := make([]views.Alert, len(rows))
	for i := range rows {
		out[i] = views.NewAlert(&rows[i])
	}
	return c.JSON(http.StatusOK, out)
}

// alertCreate saves a route for me (409 too_many_alerts past 10).
func (s *Handlers) alertCreate(c echo.Context) error {
	var req alertRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	a, err := req.validate()
	if err != nil {
		return err
	}
	a.UserID = currentUser(c).ID
	out, err := s.store.CreateAlert(c.Request().Context(), a)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, views.NewAlert(out))
}

// alertDelete deletes one of my saved routes (404 for anyone else's).
func (s *Handlers) alertDelete(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	if err := s.store.DeleteAlert(c.Request().Context(), currentUser(c).ID, id); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

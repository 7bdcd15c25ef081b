package handlers

import (
	"database/sql"
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/store"
)

// alertKind is what a saved route waits for (PRODUCT.md §5 Alert).
type alertKind string

// Enum lists the kinds for the API's description.
func (alertKind) Enum() []any { return []any{store.AlertParcels, store.AlertRides} }

type alertJSON struct {
	AlertID   int64       `json:"alertId"`
	Kind      alertKind   `json:"kind"`
	From      addressJSON `json:"from"`
	To        addressJSON `json:"to"`
	DateFrom  string      `json:"dateFrom,omitempty" format:"date"`
	DateTo    string      `json:"dateTo,omitempty" format:"date"`
	CreatedAt string      `json:"createdAt" format:"date-time"`
}

type alertRequest struct {
	Kind     alertKind    `json:"kind" required:"true"`
	From     addressInput `json:"from" required:"true"`
	To       addressInput `json:"to" required:"true"`
	DateFrom string       `json:"dateFrom,omitempty" format:"date"`
	DateTo   string       `json:"dateTo,omitempty" format:"date"`
}

func newAlertJSON(a *store.Alert) alertJSON {
	return alertJSON{AlertID: a.ID, Kind: alertKind(a.Kind), From: newAddressJSON(a.FromPlaceID, ""),
		To: newAddressJSON(a.ToPlaceID, ""), DateFrom: a.DateFrom.String, DateTo: a.DateTo.String, CreatedAt: a.CreatedAt}
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

// alertList answers my saved routes, newest first.
func (s *Handlers) alertList(c echo.Context) error {
	rows, err := s.store.ListAlerts(c.Request().Context(), currentUser(c).ID)
	if err != nil {
		return err
	}
	out := make([]alertJSON, len(rows))
	for i := range rows {
		out[i] = newAlertJSON(&rows[i])
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
	return c.JSON(http.StatusCreated, newAlertJSON(out))
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

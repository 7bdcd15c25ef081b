package handlers

import (
	"bytes"
	"fmt"
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/calendar"
	"ridepost/server/views"
	"ridepost/store"
)

// parcelHandoverICS is the handover of an Accepted parcel as a calendar event, for its sender and its driver.
func (s *Handlers) parcelHandoverICS(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	p, err := s.store.GetParcel(ctx, id)
	if err != nil {
		return err
	}
	var ride *store.Ride
	if p.RideID.Valid {
		if ride, err = s.store.GetRide(ctx, p.RideID.Int64); err != nil {
			return err
		}
	}
	me := currentUser(c)
	a := parcelAudience(me.ID, p, ride)
	if !a.SeesSides() {
		return echo.ErrNotFound
	}
	if ride == nil || p.Status != store.ParcelAccepted {
		return errInvalidState // no handover ahead
	}
	ev := views.NewHandoverEvent(p, ride, a, me.Language, fmt.Sprintf("%s/parcel/%d", s.cfg.BaseURL, p.ID))
	return writeCalendar(c, ev, fmt.Sprintf("ridepost-handover-%d.ics", p.ID))
}

// rideCalendarICS is the driver's ride, still on, as a calendar event.
func (s *Handlers) rideCalendarICS(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	r, err := s.store.GetRide(c.Request().Context(), id)
	if err != nil {
		return err
	}
	me := currentUser(c)
	if r.DriverID != me.ID {
		return echo.ErrNotFound
	}
	if r.Status != store.RidePlanned && r.Status != store.RideInProgress {
		return errInvalidState
	}
	ev := views.NewRideEvent(r, me.Language, fmt.Sprintf("%s/ride/%d", s.cfg.BaseURL, r.ID))
	return writeCalendar(c, ev, fmt.Sprintf("ridepost-ride-%d.ics", r.ID))
}

func writeCalendar(c echo.Context, ev calendar.Event, file string) error {
	var b bytes.Buffer
	if err := calendar.Write(&b, ev, kyiv); err != nil {
		return err
	}
	h := c.Response().Header()
	h.Set(echo.HeaderContentDisposition, `attachment; filename="`+file+`"`)
	h.Set("Cache-Control", "no-store")
	return c.Blob(http.StatusOK, "text/calendar; charset=utf-8", b.Bytes())
}

package handlers

import (
	"context"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

func clockAt(t time.Time) store.Clock {
	return store.Clock{Now: t, Today: t.In(kyiv).Format(dateLayout)}
}

// expireDue applies docs/product.md §5's time rules at t (expiries, completed
// rides); the notifications they write tell everyone concerned.
func (s *Handlers) expireDue(ctx context.Context, t time.Time) (*store.Expired, error) {
	return s.store.ExpireDue(ctx, clockAt(t))
}

// devHousekeeping (--dev only) lets browser tests see a parcel expire without waiting days.
func (s *Handlers) devHousekeeping(c echo.Context) error {
	var req housekeepingRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	t, err := time.Parse(time.RFC3339, req.Now)
	if err != nil {
		return fieldErrors{"now": "invalid"}.err()
	}
	done, err := s.expireDue(c.Request().Context(), t)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewHousekeeping(done))
}

type housekeepingRequest struct {
	Now string `json:"now"` // RFC 3339
}

package handlers

import (
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
)

type rideInstantRequest struct {
	Instant *bool `json:"instant" required:"true" description:"On: a sender's request that fits is approved as it is made. Requests already made keep their state."`
	Series  bool  `json:"series,omitempty" description:"Also every later ride of its series that is still on."`
}

// rideInstant turns instant booking on or off for the driver's ride (and the later ones of its series).
func (s *Handlers) rideInstant(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		return echo.ErrNotFound
	}
	var req rideInstantRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.Instant == nil {
		return fieldErrors{"instant": "required"}.err()
	}
	ctx := c.Request().Context()
	me := currentUser(c).ID
	changed, err := s.store.SetInstant(ctx, me, id, *req.Instant, req.Series)
	if err != nil {
		return err
	}
	r, err := s.store.GetRide(ctx, id)
	if err != nil {
		return err
	}
	one := []views.Ride{views.NewRide(r, views.RideAudience(me, r, false))}
	if err := s.withSeries(ctx, me, one); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.RideInstant{Ride: one[0], Changed: len(changed)})
}

package handlers

import (
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
)

// listingsPage is how many rides, and as many parcels, a page of a member's listings holds.
const listingsPage = 20

// userListings answers a member's open rides and New parcels (from their public card, signed in or not), as a
// stranger sees them; a suspended or erased member, or one of a blocked pair, has none to show (404).
func (s *Handlers) userListings(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	offset := 0
	if v := c.QueryParam("cursor"); v != "" {
		if offset, err = strconv.Atoi(v); err != nil || offset < 0 {
			return fieldErrors{"cursor": "invalid"}.err()
		}
	}
	ctx := c.Request().Context()
	hidden, err := s.userGone(ctx, id)
	if me := userID(c); err == nil && !hidden && me != 0 {
		hidden, err = s.listingHidden(ctx, me, id)
	}
	if err != nil {
		return err
	}
	if hidden {
		return echo.ErrNotFound
	}
	cards, err := s.cards(ctx, id)
	if err != nil {
		return err
	}
	owner := cards[id]
	if owner == nil {
		return echo.ErrNotFound
	}
	rides, err := s.store.ListOpenRidesByDriver(ctx, id, time.Now(), offset, listingsPage+1)
	if err != nil {
		return err
	}
	parcels, err := s.store.ListNewParcelsBySender(ctx, id, offset, listingsPage+1)
	if err != nil {
		return err
	}
	out := views.MemberListings{Rides: []views.AvailableRide{}, Parcels: []views.AvailableParcel{}}
	if len(rides) > listingsPage || len(parcels) > listingsPage {
		next := strconv.Itoa(offset + listingsPage)
		out.NextCursor = &next
	}
	for i := range rides[:min(len(rides), listingsPage)] {
		out.Rides = append(out.Rides, views.NewAvailableRide(&rides[i], 0, owner, nil, nil))
	}
	for i := range parcels[:min(len(parcels), listingsPage)] {
		out.Parcels = append(out.Parcels, views.NewAvailableParcel(&parcels[i], 0, owner, nil, nil))
	}
	return c.JSON(http.StatusOK, out)
}

package handlers

import (
	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

func (s *Handlers) requestViews(c echo.Context, list []store.Request) ([]views.Request, error) {
	ctx := c.Request().Context()
	var parcelIDs, rideIDs, userIDs []int64
	for _, q := range list {
		parcelIDs = append(parcelIDs, q.ParcelID)
		rideIDs = append(rideIDs, q.RideID)
		userIDs = append(userIDs, q.SenderID, q.DriverID)
	}
	parcels, err := s.store.GetParcels(ctx, parcelIDs)
	if err != nil {
		return nil, err
	}
	rides, err := s.store.GetRides(ctx, rideIDs)
	if err != nil {
		return nil, err
	}
	users, err := s.cards(ctx, userIDs...)
	if err != nil {
		return nil, err
	}
	me := currentUser(c).ID
	out := make([]views.Request, 0, len(list))
	for i := range list {
		q := &list[i]
		out = append(out, views.NewRequest(q, me, parcels[q.ParcelID], rides[q.RideID], users))
	}
	return out, nil
}

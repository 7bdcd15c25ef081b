package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

// acceptedParcels reads all senders, all ratings and all photos in one query each, whatever the number of
// parcels.
func (s *Handlers) acceptedParcels(c echo.Context, ride *store.Ride) ([]views.Accepted, error) {
	rideID := ride.ID
	ctx := c.Request().Context()
	parcels, err := s.store.ListParcelsByRide(ctx, rideID)
	if err != nil {
		return nil, err
	}
	ids, parcelIDs := make([]int64, len(parcels)), make([]int64, len(parcels))
	var delivered []int64
	for i, p := range parcels {
		ids[i], parcelIDs[i] = p.SenderID, p.ID
		if p.Status == store.ParcelDelivered {
			delivered = append(delivered, p.ID)
		}
	}
	senders, err := s.store.GetUsers(ctx, ids)
	if err != nil {
		return nil, err
	}
	rated, err := s.store.SendersRated(ctx, delivered)
	if err != nil {
		return nil, err
	}
	photos, err := s.store.ParcelPhotos(ctx, parcelIDs)
	if err != nil {
		return nil, err
	}
	out := make([]views.Accepted, len(parcels))
	for i := range parcels {
		p := &parcels[i]
		out[i] = views.NewAccepted(rideID, p, views.ParcelAudience(currentUser(c).ID, p, ride.ID, ride.DriverID), senders[p.SenderID], rated[p.ID], photos[p.ID])
		out[i].PickupETA, out[i].DropoffETA = handoverETAs(ride, p)
	}
	return out, nil
}

// rideAccepted lists a ride's accepted parcels to its driver only (they carry contacts).
func (s *Handlers) rideAccepted(c echo.Context) error {
	r, mine, err := s.rideParam(c)
	if err != nil {
		return err
	}
	if !mine {
		return echo.ErrNotFound
	}
	list, err := s.acceptedParcels(c, r)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, list)
}

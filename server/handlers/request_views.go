package handlers

import (
	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

// requestViews dresses requests for the current user, loading their
// parcels, rides and people in three queries whatever the list's length.
func (s *Handlers) requestViews(c echo.Context, list []store.Request) ([]requestJSON, error) {
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
	out := make([]requestJSON, 0, len(list))
	for _, q := range list {
		v := requestJSON{RequestID: q.ID, ParcelID: q.ParcelID, RideID: q.RideID, Direction: requestDirection(q.Direction),
			Cost: q.Cost, Status: requestStatus(q.Status), CreatedAt: q.CreatedAt}
		other := q.DriverID
		if me == q.DriverID {
			other = q.SenderID
		}
		v.Counterpart = users[other]
		v.FromMe = (q.Direction == store.FromSender) == (me == q.SenderID)
		v.AwaitingMe = !v.FromMe && q.Status == store.RequestPending
		// The parcel's contacts and the ride's plate and total are shared while the parcel is on this ride.
		carried := false
		if p, ok := parcels[q.ParcelID]; ok {
			carried = p.OnRide(q.RideID)
			pj := newParcelJSON(p, me == p.SenderID || (me == q.DriverID && carried))
			v.Parcel = &pj
		}
		if r, ok := rides[q.RideID]; ok {
			rj := newRideJSON(r, me == r.DriverID || carried)
			v.Ride = &rj
		}
		v.ConversationID, v.Message = q.ConversationID, views.TextFor(me, q.Asker(), q.Message, carried)
		out = append(out, v)
	}
	return out, nil
}

package handlers

import (
	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

// carrierAudience is who the signed-in driver is to parcel p after a change on its ride that the store's
// transaction allowed only to that ride's driver (pickup, handover, delivery, refusal).
func carrierAudience(c echo.Context, p *store.Parcel) views.Audience {
	me := currentUser(c).ID
	return views.ParcelAudience(me, p, p.RideID.Int64, me)
}

// parcelAudience is who me is to parcel p, on ride (nil: none).
func parcelAudience(me int64, p *store.Parcel, ride *store.Ride) views.Audience {
	if ride == nil {
		return views.ParcelAudience(me, p, 0, 0)
	}
	return views.ParcelAudience(me, p, ride.ID, ride.DriverID)
}

package handlers

import (
	"ridepost/server/market"
	"ridepost/server/views"
	"ridepost/store"
)

// handoverETAs are when ride r picks parcel p up and drops it off (market.Handover), while p is on r; nil else.
func handoverETAs(r *store.Ride, p *store.Parcel) (pickup, dropoff *string) {
	if r == nil || !views.OnRide(p) || p.RideID.Int64 != r.ID {
		return nil, nil
	}
	at, off, ok := market.Handover(r, p)
	if !ok {
		return nil, nil
	}
	return views.ETA(at), views.ETA(off)
}

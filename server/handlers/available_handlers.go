package handlers

import (
	"context"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/market"
	"ridepost/server/match"
	"ridepost/server/views"
	"ridepost/store"
)

// parcelsAvailable lists New parcels of others that fit one of my rides
// (?rideId=) or the asked cities and day.
func (s *Handlers) parcelsAvailable(c echo.Context) error {
	return listAvailable(s, c, &parcelsSide)
}

// ridesAvailable lists Planned rides of others with room that fit one of my
// parcels (?parcelId=) or the asked cities and day.
func (s *Handlers) ridesAvailable(c echo.Context) error {
	return listAvailable(s, c, &ridesSide)
}

// parcelsSide: without a ride asked for, each parcel names my rides it fits (the offer dialog lists only those).
var parcelsSide = availableSide[store.Parcel, store.Ride, match.ParcelQuery, views.AvailableParcel]{
	mineParam: "rideId",
	getMine:   (*store.Store).GetRide,
	mineID:    func(r *store.Ride) int64 { return r.ID },
	mineOwner: func(r *store.Ride) int64 { return r.DriverID },
	mineOpen:  func(r *store.Ride) bool { return r.TakesRequests(time.Now()) && r.Used < r.Capacity },
	query: func(f availableFilter, ride *store.Ride, hidden []int64) match.ParcelQuery {
		q := match.ParcelQuery{Today: todayDay(), Exclude: hidden, Offset: f.offset, Limit: pageSize}
		if ride != nil {
			r := market.RideOf(ride)
			q.From, q.To, q.Day, q.Types = r.From, r.To, r.Day, r.Types
		} else {
			q.From, q.To, q.Day = f.placeIDs(q.Today)
		}
		return q
	},
	search: (*match.Index).Parcels,
	load: func(ctx context.Context, s *Handlers, ids []int64) (map[int64]*store.Parcel, error) {
		return s.reads.parcels.load(ctx, ids, s.store.GetParcels)
	},
	id:         func(p *store.Parcel) int64 { return p.ID },
	owner:      func(p *store.Parcel) int64 { return p.SenderID },
	pending:    (*market.Market).PendingWithRide,
	pendingAny: (*market.Market).PendingWithDriver,
	fitting: func(x *match.Index, me int64, list []*store.Parcel) [][]int64 {
		return x.RidesFitting(me, time.Now().Unix(), mapAll(list, market.ParcelOf))
	},
	item: func(p *store.Parcel, detourKm int, sender *views.PublicCard, rel relation) views.AvailableParcel {
		return views.NewAvailableParcel(p, detourKm, sender, rel.pending, rel.fitting)
	},
}

var ridesSide = availableSide[store.Ride, store.Parcel, match.RideQuery, views.AvailableRide]{
	mineParam: "parcelId",
	getMine:   (*store.Store).GetParcel,
	mineID:    func(p *store.Parcel) int64 { return p.ID },
	mineOwner: func(p *store.Parcel) int64 { return p.SenderID },
	mineOpen:  func(p *store.Parcel) bool { return p.Status == store.ParcelNew }, // else it has a ride, or is over
	query: func(f availableFilter, parcel *store.Parcel, hidden []int64) match.RideQuery {
		q := match.RideQuery{After: time.Now().Unix(), Exclude: hidden, Offset: f.offset, Limit: pageSize}
		if parcel != nil {
			p := market.ParcelOf(parcel)
			q.From, q.To, q.DayFrom, q.DayTo, q.Type = p.From, p.To, p.Ship, p.Deliver, p.Type
		} else {
			q.From, q.To, q.DayFrom = f.placeIDs(todayDay())
		}
		return q
	},
	search: (*match.Index).Rides,
	load: func(ctx context.Context, s *Handlers, ids []int64) (map[int64]*store.Ride, error) {
		return s.reads.rides.load(ctx, ids, s.store.GetRides)
	},
	id:         func(r *store.Ride) int64 { return r.ID },
	owner:      func(r *store.Ride) int64 { return r.DriverID },
	pending:    (*market.Market).PendingWithParcel,
	pendingAny: (*market.Market).PendingWithSender,
	fitting: func(x *match.Index, me int64, list []*store.Ride) [][]int64 {
		return x.ParcelsFitting(me, todayDay(), mapAll(list, market.RideOf))
	},
	item: func(r *store.Ride, detourKm int, driver *views.PublicCard, rel relation) views.AvailableRide {
		return views.NewAvailableRide(r, detourKm, driver, rel.pending, rel.fitting)
	},
}

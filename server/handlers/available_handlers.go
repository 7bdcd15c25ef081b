package handlers

import (
	"context"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/market"
	"ridepost/server/match"
	"ridepost/server/views"
	"ridepost/server/web"
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
var parcelsSide = availableSide[store.Parcel, store.Ride, match.ParcelQuery, match.Parcel]{
	mineParam: "rideId",
	getMine: func(ctx context.Context, s *Handlers, id int64) (*store.Ride, error) {
		return cachedRow(s.reads.rides.loadOne(ctx, id, s.store.GetRides))
	},
	mineID:    func(r *store.Ride) int64 { return r.ID },
	mineOwner: func(r *store.Ride) int64 { return r.DriverID },
	mineOpen:  func(r *store.Ride) bool { return r.TakesRequests(time.Now()) && r.Used < r.Capacity },
	query: func(f availableFilter, ride *store.Ride, hidden []int64) match.ParcelQuery {
		q := match.ParcelQuery{Today: todayDay(), Exclude: hidden}
		q.Offset, q.Limit = f.window()
		if ride != nil {
			r := market.RideOf(ride)
			q.From, q.To, q.Day, q.Types = r.From, r.To, r.Day, r.Types
		} else {
			q.From, q.To, q.Day = f.placeIDs(q.Today)
		}
		return q
	},
	search:   (*match.Index).Parcels,
	listings: func(s *Handlers) *readCache[*listed[match.Parcel]] { return s.reads.parcelListings },
	rows: func(st *store.Store) func(context.Context, []int64) (map[int64]*store.Parcel, error) {
		return st.GetParcels
	},
	listing: func(p *store.Parcel) (*listed[match.Parcel], error) {
		b, err := web.Marshal(views.NewParcel(p, views.Stranger)) // its streets left out: the cities can be cut
		l := &listed[match.Parcel]{id: p.ID, owner: p.SenderID, cost: p.Cost, size: sizeRanks[p.Size], fit: market.ParcelOf(p)}
		l.json, l.places = cutPlaces(b, p.FromPlaceID, p.ToPlaceID)
		return l, err
	},
	ownerKey: "sender", fittingKey: "fittingRideIds",
	pending:    (*market.Market).PendingWithRide,
	pendingAny: (*market.Market).PendingWithDriver,
	fitting: func(x *match.Index, me int64, list []match.Parcel) [][]int64 {
		return x.RidesFitting(me, time.Now().Unix(), list)
	},
	keys:        parcelKeys,
	suggested:   func(*store.Ride) int { return 0 }, // a driver's side has the parcels' own prices
	ownerRating: func(c *views.PublicCard) float64 { return c.SenderRating.Average },
}

var ridesSide = availableSide[store.Ride, store.Parcel, match.RideQuery, match.Ride]{
	mineParam: "parcelId",
	getMine: func(ctx context.Context, s *Handlers, id int64) (*store.Parcel, error) {
		return cachedRow(s.reads.parcels.loadOne(ctx, id, s.store.GetParcels))
	},
	mineID:    func(p *store.Parcel) int64 { return p.ID },
	mineOwner: func(p *store.Parcel) int64 { return p.SenderID },
	mineOpen:  func(p *store.Parcel) bool { return p.Status == store.ParcelNew }, // else it has a ride, or is over
	query: func(f availableFilter, parcel *store.Parcel, hidden []int64) match.RideQuery {
		q := match.RideQuery{After: time.Now().Unix(), Exclude: hidden, Instant: f.instant, OneASeries: true}
		q.Offset, q.Limit = f.window()
		if parcel != nil {
			p := market.ParcelOf(parcel)
			q.From, q.To, q.DayFrom, q.DayTo, q.Type = p.From, p.To, p.Ship, p.Deliver, p.Type
		} else {
			q.From, q.To, q.DayFrom = f.placeIDs(todayDay())
		}
		return q
	},
	search:   (*match.Index).Rides,
	listings: func(s *Handlers) *readCache[*listed[match.Ride]] { return s.reads.rideListings },
	rows: func(st *store.Store) func(context.Context, []int64) (map[int64]*store.Ride, error) {
		return st.GetRides
	},
	listing: func(r *store.Ride) (*listed[match.Ride], error) {
		b, err := web.Marshal(views.NewRide(r, views.Stranger))
		free := r.Capacity - r.Used
		return &listed[match.Ride]{id: r.ID, owner: r.DriverID, json: b, free: &free, vehicle: vehicleKinds[r.Vehicle.VehicleType],
			fit: market.RideOf(r)}, err
	},
	ownerKey: "driver", fittingKey: "fittingParcelIds",
	pending:    (*market.Market).PendingWithParcel,
	pendingAny: (*market.Market).PendingWithSender,
	fitting: func(x *match.Index, me int64, list []match.Ride) [][]int64 {
		return x.ParcelsFitting(me, todayDay(), list)
	},
	keys:        rideKeys,
	suggested:   suggestedFor,
	ownerRating: func(c *views.PublicCard) float64 { return c.Rating.Average },
	along: func(q match.RideQuery, r match.Ride) (pickup, dropoff time.Time) {
		if q.From != 0 {
			pickup, _ = market.PassesAt(r.Departure, r.From, q.From)
		}
		if q.To != 0 {
			dropoff, _ = market.PassesAt(r.Departure, r.From, q.To)
		}
		return pickup, dropoff
	},
}

// cachedRow is a row read through a cache (loadOne): not found when absent.
func cachedRow[T any](v T, ok bool, err error) (T, error) {
	if err == nil && !ok {
		err = store.ErrNotFound
	}
	return v, err
}

package server

import (
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/match"
	"ridepost/server/places"
	"ridepost/store"
)

// pageSize is how many matches one page of an available list holds.
const pageSize = 20

// availableFilter is the query of an available list: cities and a day,
// or (instead) one of my rides or parcels to match against.
type availableFilter struct {
	from, to *places.Place
	day      string
	offset   int
}

func parseAvailable(c echo.Context) (availableFilter, error) {
	var f availableFilter
	errs := fieldErrors{}
	for _, k := range []struct {
		name string
		dst  **places.Place
	}{{"from", &f.from}, {"to", &f.to}} {
		if v := c.QueryParam(k.name); v != "" {
			id, err := strconv.ParseInt(v, 10, 64)
			p, ok := places.Default().Get(id)
			if err != nil || !ok {
				errs.add(k.name, "invalid")
				continue
			}
			*k.dst = &p
		}
	}
	if f.day = c.QueryParam("date"); f.day != "" {
		if _, ok := parseDate(f.day); !ok {
			errs.add("date", "invalid")
		}
	}
	if v := c.QueryParam("cursor"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			errs.add("cursor", "invalid")
		}
		f.offset = n
	}
	return f, errs.err()
}

// pendingPair is the pending request between a list item and the ride or
// parcel the list was asked for: the card offers "Approve" when the other
// side sent it.
type pendingPair struct {
	RequestID int64 `json:"requestId"`
	FromMe    bool  `json:"fromMe"`
}

type availableParcel struct {
	parcelJSON
	Sender         *publicCard  `json:"sender"` // always, unlike on a parcel of mine
	DetourKm       int          `json:"detourKm"`
	PendingRequest *pendingPair `json:"pendingRequest,omitempty"`
	FittingRideIDs []int64      `json:"fittingRideIds,omitempty"`
}

type availableRide struct {
	rideJSON
	Driver           *publicCard  `json:"driver"` // always, unlike on a ride of mine
	DetourKm         int          `json:"detourKm"`
	FreeCapacity     int          `json:"freeCapacity"`
	PendingRequest   *pendingPair `json:"pendingRequest,omitempty"`
	FittingParcelIDs []int64      `json:"fittingParcelIds,omitempty"`
}

// newPendingPair words a pending request from my side: I sent it when I
// drive its ride and it is an offer, or I send its parcel and it is an ask.
func newPendingPair(q store.Request, me int64) *pendingPair {
	return &pendingPair{RequestID: q.ID, FromMe: (q.Direction == store.FromDriver) == (q.DriverID == me)}
}

// parcelsAvailable lists New parcels of others that fit one of my rides
// (?rideId=) or the asked cities and day.
func (s *Server) parcelsAvailable(c echo.Context) error {
	f, err := parseAvailable(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	me := currentUser(c).ID
	var ride *store.Ride
	if v := c.QueryParam("rideId"); v != "" {
		id, _ := strconv.ParseInt(v, 10, 64)
		if ride, err = s.store.GetRide(ctx, id); err != nil {
			return err
		}
		if ride.DriverID != me {
			return echo.ErrNotFound
		}
		if !ride.TakesRequests(time.Now()) || ride.Used >= ride.Capacity {
			return emptyPage(c) // nothing more can be asked of this ride
		}
	}
	hidden, err := s.hiddenOwners(ctx, me)
	if err != nil {
		return err
	}
	q := match.ParcelQuery{Today: todayDay(), Exclude: hidden, Offset: f.offset, Limit: pageSize}
	switch {
	case ride != nil:
		r := matchRide(ride)
		q.From, q.To, q.Day, q.Types = r.From, r.To, r.Day, r.Types
	default:
		q.From, q.To, q.Day = f.placeIDs(q.Today)
	}
	if err := s.market.wait(ctx); err != nil {
		return err
	}
	hits, total := s.market.idx.Parcels(q)
	ids := match.HitIDs(hits)
	full, err := s.reads.parcels.load(ctx, ids, s.store.GetParcels)
	if err != nil {
		return err
	}
	senderIDs := make([]int64, 0, len(full))
	for _, p := range full {
		senderIDs = append(senderIDs, p.SenderID)
	}
	senders, err := s.cards(ctx, senderIDs...)
	if err != nil {
		return err
	}
	out := make([]availableParcel, 0, len(hits))
	for _, h := range hits {
		if p := full[h.ID]; p != nil { // gone only if deleted since the search
			item := availableParcel{parcelJSON: newParcelJSON(p, false), DetourKm: h.DetourKm}
			item.Sender = senders[p.SenderID]
			out = append(out, item)
		}
	}
	if err := s.relateParcels(c, ride, full, out); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, searchPage[availableParcel]{Items: out, NextCursor: nextCursor(f.offset, len(hits), total), Total: total})
}

// relateParcels ties a page of parcels to my rides: with a ride asked for,
// the pending request each has with it; without, which of my rides that take
// requests each parcel fits (the offer dialog lists only those).
func (s *Server) relateParcels(c echo.Context, ride *store.Ride, parcels map[int64]*store.Parcel, out []availableParcel) error {
	ctx := c.Request().Context()
	me := currentUser(c).ID
	if ride != nil {
		ids := make([]int64, len(out))
		for i := range out {
			ids[i] = out[i].ParcelID
		}
		pending, err := s.store.PendingWithRide(ctx, ride.ID, ids)
		if err != nil {
			return err
		}
		for i := range out {
			if q, ok := pending[out[i].ParcelID]; ok {
				out[i].PendingRequest = newPendingPair(q, me)
			}
		}
		return nil
	}
	list := make([]match.Parcel, len(out))
	for i := range out {
		list[i] = matchParcel(parcels[out[i].ParcelID])
	}
	for i, ids := range s.market.idx.RidesFitting(me, time.Now().Unix(), list) {
		out[i].FittingRideIDs = ids
	}
	return nil
}

// ridesAvailable lists Planned rides of others with room that fit one of my
// parcels (?parcelId=) or the asked cities and day.
func (s *Server) ridesAvailable(c echo.Context) error {
	f, err := parseAvailable(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	me := currentUser(c).ID
	var parcel *store.Parcel
	if v := c.QueryParam("parcelId"); v != "" {
		id, _ := strconv.ParseInt(v, 10, 64)
		if parcel, err = s.store.GetParcel(ctx, id); err != nil {
			return err
		}
		if parcel.SenderID != me {
			return echo.ErrNotFound
		}
		if parcel.Status != store.ParcelNew {
			return emptyPage(c) // the parcel has a ride, or is over
		}
	}
	hidden, err := s.hiddenOwners(ctx, me)
	if err != nil {
		return err
	}
	q := match.RideQuery{After: time.Now().Unix(), Exclude: hidden, Offset: f.offset, Limit: pageSize}
	switch {
	case parcel != nil:
		p := matchParcel(parcel)
		q.From, q.To, q.DayFrom, q.DayTo, q.Type = p.From, p.To, p.Ship, p.Deliver, p.Type
	default:
		q.From, q.To, q.DayFrom = f.placeIDs(todayDay())
	}
	if err := s.market.wait(ctx); err != nil {
		return err
	}
	hits, total := s.market.idx.Rides(q)
	full, err := s.reads.rides.load(ctx, match.HitIDs(hits), s.store.GetRides)
	if err != nil {
		return err
	}
	driverIDs := make([]int64, 0, len(full))
	for _, r := range full {
		driverIDs = append(driverIDs, r.DriverID)
	}
	drivers, err := s.cards(ctx, driverIDs...)
	if err != nil {
		return err
	}
	out := make([]availableRide, 0, len(hits))
	for _, h := range hits {
		if r := full[h.ID]; r != nil {
			item := availableRide{rideJSON: newRideJSON(r, false), DetourKm: h.DetourKm, FreeCapacity: r.Capacity - r.Used}
			item.Driver = drivers[r.DriverID]
			out = append(out, item)
		}
	}
	if err := s.relateRides(c, parcel, full, out); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, searchPage[availableRide]{Items: out, NextCursor: nextCursor(f.offset, len(hits), total), Total: total})
}

// relateRides ties a page of rides to my parcels: with a parcel asked for,
// the pending request each has with it; without, which of my New parcels
// each ride fits.
func (s *Server) relateRides(c echo.Context, parcel *store.Parcel, rides map[int64]*store.Ride, out []availableRide) error {
	ctx := c.Request().Context()
	me := currentUser(c).ID
	if parcel != nil {
		ids := make([]int64, len(out))
		for i := range out {
			ids[i] = out[i].RideID
		}
		pending, err := s.store.PendingWithParcel(ctx, parcel.ID, ids)
		if err != nil {
			return err
		}
		for i := range out {
			if q, ok := pending[out[i].RideID]; ok {
				out[i].PendingRequest = newPendingPair(q, me)
			}
		}
		return nil
	}
	list := make([]match.Ride, len(out))
	for i := range out {
		list[i] = matchRide(rides[out[i].RideID])
	}
	for i, ids := range s.market.idx.ParcelsFitting(me, todayDay(), list) {
		out[i].FittingParcelIDs = ids
	}
	return nil
}

// emptyPage answers a search that can find nothing.
func emptyPage(c echo.Context) error {
	return c.JSON(http.StatusOK, searchPage[struct{}]{Items: []struct{}{}})
}

// placeIDs are the filter's cities (0: any) and day for the index: a day
// before today is today.
func (f availableFilter) placeIDs(today match.Day) (from, to int64, day match.Day) {
	if f.from != nil {
		from = f.from.ID
	}
	if f.to != nil {
		to = f.to.ID
	}
	if d, ok := match.ParseDay(f.day); ok {
		day = max(d, today)
	}
	return from, to, day
}

// nextCursor is the offset of the next page, or nil after the last.
func nextCursor(offset, n, total int) *string {
	if n == 0 || offset+n >= total {
		return nil
	}
	next := strconv.Itoa(offset + n)
	return &next
}

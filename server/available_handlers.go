package server

import (
	"cmp"
	"net/http"
	"slices"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

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

// near tells whether stop s fits the asked cities: a route from → to that
// contains the stops in order, or a single city within the minimal corridor.
func (f availableFilter) near(a, b places.Place) (float64, bool) {
	switch {
	case f.from != nil && f.to != nil:
		return routeFit(*f.from, *f.to, a, b)
	case f.from != nil:
		d := places.DistanceKm(*f.from, a)
		return d, d <= minCorridorKm
	case f.to != nil:
		d := places.DistanceKm(*f.to, b)
		return d, d <= minCorridorKm
	}
	return 0, true
}

type match[T any] struct {
	item   T
	detour float64
	date   string
}

// page sorts matches by detour, then date, and cuts one page.
func page[T any](all []match[T], offset int) (items []match[T], next *string) {
	slices.SortStableFunc(all, func(a, b match[T]) int {
		return cmp.Or(cmp.Compare(int(a.detour), int(b.detour)), cmp.Compare(a.date, b.date))
	})
	if offset > len(all) {
		offset = len(all)
	}
	end := min(offset+pageSize, len(all))
	if end < len(all) {
		n := strconv.Itoa(end)
		next = &n
	}
	return all[offset:end], next
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
	DetourKm       int          `json:"detourKm"`
	PendingRequest *pendingPair `json:"pendingRequest,omitempty"`
	FittingRideIDs []int64      `json:"fittingRideIds,omitempty"`
}

type availableRide struct {
	rideJSON
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
		if ride, err = s.store.GetRide(ctx, id); err != nil || ride.DriverID != me {
			return echo.ErrNotFound
		}
		if !ride.TakesRequests(time.Now()) || ride.Used >= ride.Capacity {
			return emptyPage(c) // nothing more can be asked of this ride
		}
		f.day = kyivDay(ride.DepartureAt)
	}
	open, err := s.store.ListOpenParcels(ctx, me, f.day, today().Format(dateLayout))
	if err != nil {
		return err
	}
	var all []match[*store.Parcel]
	for i := range open {
		p := &open[i]
		var detour float64
		var ok bool
		if ride != nil {
			detour, ok = fits(ride, p)
		} else if pl, known := lookupPlaces(p.FromPlaceID, p.ToPlaceID); known {
			detour, ok = f.near(pl[0], pl[1])
		}
		if ok {
			all = append(all, match[*store.Parcel]{p, detour, p.ShippingDate})
		}
	}
	items, next := page(all, f.offset)
	ids, senderIDs := make([]int64, len(items)), make([]int64, len(items))
	for i, m := range items {
		ids[i], senderIDs[i] = m.item.ID, m.item.SenderID
	}
	full, err := s.store.GetParcels(ctx, ids)
	if err != nil {
		return err
	}
	senders, err := s.cards(ctx, senderIDs...)
	if err != nil {
		return err
	}
	out := make([]availableParcel, 0, len(items))
	for _, m := range items {
		if p := full[m.item.ID]; p != nil { // gone only if deleted since the scan
			item := availableParcel{parcelJSON: newParcelJSON(p, false), DetourKm: int(m.detour)}
			item.Sender = senders[p.SenderID]
			out = append(out, item)
		}
	}
	if err := s.relateParcels(c, ride, full, out); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"items": out, "nextCursor": next, "total": len(all)})
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
	mine, err := s.store.ListRidesByDriver(ctx, me, 0, ownListFirst)
	if err != nil {
		return err
	}
	now := time.Now()
	for i := range out {
		out[i].FittingRideIDs = []int64{}
		for j := range mine {
			r := &mine[j]
			if r.TakesRequests(now) && r.Used < r.Capacity {
				if _, ok := fits(r, parcels[out[i].ParcelID]); ok {
					out[i].FittingRideIDs = append(out[i].FittingRideIDs, r.ID)
				}
			}
		}
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
		if parcel, err = s.store.GetParcel(ctx, id); err != nil || parcel.SenderID != me {
			return echo.ErrNotFound
		}
		if parcel.Status != store.ParcelNew {
			return emptyPage(c) // the parcel has a ride, or is over
		}
	}
	open, err := s.store.ListOpenRides(ctx, me, time.Now().UTC().Format(time.RFC3339))
	if err != nil {
		return err
	}
	var all []match[*store.Ride]
	for i := range open {
		r := &open[i]
		var detour float64
		var ok bool
		if parcel != nil {
			detour, ok = fits(r, parcel)
		} else if pl, known := lookupPlaces(r.FromPlaceID, r.ToPlaceID); known {
			ok = f.day == "" || kyivDay(r.DepartureAt) >= f.day
			if ok && (f.from != nil || f.to != nil) {
				detour, ok = rideNear(pl[0], pl[1], f)
			}
		}
		if ok {
			all = append(all, match[*store.Ride]{r, detour, r.DepartureAt})
		}
	}
	items, next := page(all, f.offset)
	ids, driverIDs := make([]int64, len(items)), make([]int64, len(items))
	for i, m := range items {
		ids[i], driverIDs[i] = m.item.ID, m.item.DriverID
	}
	full, err := s.store.GetRides(ctx, ids)
	if err != nil {
		return err
	}
	drivers, err := s.cards(ctx, driverIDs...)
	if err != nil {
		return err
	}
	out := make([]availableRide, 0, len(items))
	for _, m := range items {
		if r := full[m.item.ID]; r != nil {
			item := availableRide{rideJSON: newRideJSON(r, false), DetourKm: int(m.detour), FreeCapacity: r.Capacity - r.Used}
			item.Driver = drivers[r.DriverID]
			out = append(out, item)
		}
	}
	if err := s.relateRides(c, parcel, full, out); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]any{"items": out, "nextCursor": next, "total": len(all)})
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
	mine, err := s.store.ListParcelsBySender(ctx, me, 0, ownListFirst)
	if err != nil {
		return err
	}
	for i := range out {
		out[i].FittingParcelIDs = []int64{}
		for j := range mine {
			if p := &mine[j]; p.Status == store.ParcelNew {
				if _, ok := fits(rides[out[i].RideID], p); ok {
					out[i].FittingParcelIDs = append(out[i].FittingParcelIDs, p.ID)
				}
			}
		}
	}
	return nil
}

// emptyPage answers a search that can find nothing.
func emptyPage(c echo.Context) error {
	return c.JSON(http.StatusOK, map[string]any{"items": []any{}, "nextCursor": nil, "total": 0})
}

// rideNear tells whether a ride a → b serves the asked cities in order,
// and the detour that stopping there adds.
func rideNear(a, b places.Place, f availableFilter) (float64, bool) {
	if f.from != nil && f.to != nil {
		return routeFit(a, b, *f.from, *f.to)
	}
	stop := f.from
	if stop == nil {
		stop = f.to
	}
	length := places.DistanceKm(a, b)
	if _, ok := stopOnRoute(a, b, *stop, length, corridorKm(length)); !ok {
		return 0, false
	}
	return max(0, places.DistanceKm(a, *stop)+places.DistanceKm(*stop, b)-length), true
}

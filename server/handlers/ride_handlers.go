package handlers

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

func (s *Handlers) withRideRequestCounts(ctx context.Context, list []views.Ride) error {
	ids := make([]int64, len(list))
	for i := range list {
		ids[i] = list[i].RideID
	}
	counts, err := s.store.RideRequestCounts(ctx, ids)
	if err != nil {
		return err
	}
	for i := range list {
		list[i].PendingRequests = counts[list[i].RideID].Awaiting
	}
	return nil
}

func (s *Handlers) rideList(c echo.Context) error {
	page, err := parseOwnPage(c)
	if err != nil {
		return err
	}
	rows, err := s.store.ListRidesByDriver(c.Request().Context(), currentUser(c).ID, page.before, page.limit())
	if err != nil {
		return err
	}
	list, next := cut(page, rows, func(r *store.Ride) int64 { return r.ID })
	out := make([]views.Ride, len(list))
	for i := range list {
		out[i] = views.NewRide(&list[i], views.RideAudience(currentUser(c).ID, &list[i], false))
	}
	if err := s.withRideRequestCounts(c.Request().Context(), out); err != nil {
		return err
	}
	if err := s.withSeries(c.Request().Context(), currentUser(c).ID, out); err != nil {
		return err
	}
	return answerOwn(c, page, out, next)
}

// rideParam: besides its driver, a user sees a ride that takes requests or carries a parcel of theirs.
func (s *Handlers) rideParam(c echo.Context) (*store.Ride, bool, error) {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		return nil, false, echo.ErrNotFound
	}
	ctx := c.Request().Context()
	r, err := s.store.GetRide(ctx, id)
	if err != nil {
		return nil, false, err
	}
	me := currentUser(c).ID
	mine := r.DriverID == me
	if !mine && !r.TakesRequests(time.Now()) {
		if carries, err := s.store.CarriesParcelOf(ctx, r.ID, me); err != nil {
			return nil, false, err
		} else if !carries {
			return nil, false, echo.ErrNotFound
		}
	}
	return r, mine, nil
}

func (s *Handlers) rideGet(c echo.Context) error {
	r, mine, err := s.rideParam(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	me := currentUser(c).ID
	carries := false
	if !mine {
		if carries, err = s.store.CarriesParcelOf(ctx, r.ID, me); err != nil {
			return err
		}
	}
	a := views.RideAudience(me, r, carries)
	if !a.SeesSides() {
		if hidden, err := s.listingHidden(ctx, me, r.DriverID); err != nil {
			return err
		} else if hidden {
			return echo.ErrNotFound
		}
	}
	out := views.NewRide(r, a)
	if mine {
		if out.AcceptedParcelList, err = s.acceptedParcels(c, r); err != nil {
			return err
		}
		one := []views.Ride{out}
		if err := s.withRideRequestCounts(ctx, one); err != nil {
			return err
		}
		if err := s.withSeries(ctx, me, one); err != nil {
			return err
		}
		out = one[0]
		if err := s.withSeriesCancel(ctx, r, &out); err != nil {
			return err
		}
	}
	cards, err := s.cards(ctx, r.DriverID)
	if err != nil {
		return err
	}
	out.Driver = cards[r.DriverID]
	return c.JSON(http.StatusOK, out)
}

type rideRequest struct {
	DepartureAddress addressInput       `json:"departureAddress"`
	DepartureDate    string             `json:"departureDate"`
	ArrivalAddress   addressInput       `json:"arrivalAddress"`
	ArrivalDate      string             `json:"arrivalDate"`
	Capacity         *int               `json:"capacity"`
	ParcelsTypes     []views.ParcelType `json:"parcelsTypes"`
	VehicleID        int64              `json:"vehicleId"`
	Instant          bool               `json:"instant,omitempty" description:"Instant booking, for every ride of a series too: a sender's request that fits is approved as it is made."`
	Repeat           *repeatInput       `json:"repeat,omitempty" description:"Makes a regular trip: this ride first, at its date, then one on every later chosen weekday up to until, at the same time of day (Kyiv), each an ordinary ride of one seriesId."`
}

func (s *Handlers) rideCreate(c echo.Context) error {
	var req rideRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	r, f := checkRide(req)
	var rep repeat
	if req.Repeat != nil {
		dep, _ := time.Parse(time.RFC3339, r.DepartureAt)
		rep = checkRepeat(f, req.Repeat, dep)
	}
	me := currentUser(c)
	ctx := c.Request().Context()
	if req.VehicleID == 0 {
		f.add("vehicleId", "required")
	} else if _, err := s.store.GetVehicle(ctx, me.ID, req.VehicleID); errors.Is(err, store.ErrNotFound) {
		f.add("vehicleId", "invalid")
	} else if err != nil {
		return err
	}
	if err := f.err(); err != nil {
		return err
	}
	r.DriverID, r.VehicleID, r.Instant = me.ID, req.VehicleID, req.Instant
	if req.Repeat != nil {
		first, series, err := s.store.CreateSeries(ctx, seriesRides(r, rep), storedWeekdays(rep.weekdays),
			rep.until.Format(dateLayout), s.market.RidePublished)
		if err != nil {
			return err
		}
		out := views.NewRide(first, views.RideAudience(me.ID, first, false))
		out.Series = views.NewSeries(series)
		return c.JSON(http.StatusCreated, out)
	}
	created, err := s.store.CreateRide(ctx, r, s.market.RidePublished)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, views.NewRide(created, views.RideAudience(me.ID, created, false)))
}

// maxTripLength bounds the estimated arrival after the departure (docs/product.md §7).
const maxTripLength = 7 * 24 * time.Hour

func checkRide(req rideRequest) (store.Ride, fieldErrors) {
	f := fieldErrors{}
	var r store.Ride
	from := checkAddress(f, "departureAddress", req.DepartureAddress)
	to := checkAddress(f, "arrivalAddress", req.ArrivalAddress)
	if from.PlaceID != 0 && from.PlaceID == to.PlaceID {
		f.add("arrivalAddress.placeId", "same_city")
	}
	r.FromPlaceID, r.FromStreet, r.ToPlaceID, r.ToStreet = from.PlaceID, from.Street, to.PlaceID, to.Street
	now := time.Now()
	dep, ok := parseDateTime(req.DepartureDate)
	switch {
	case req.DepartureDate == "":
		f.add("departureDate", "required")
	case !ok:
		f.add("departureDate", "invalid")
	case !dep.After(now):
		f.add("departureDate", "in_past")
	case dep.After(now.AddDate(1, 0, 0)):
		f.add("departureDate", "too_far")
	default:
		r.DepartureAt = dep.UTC().Format(time.RFC3339)
	}
	if req.ArrivalDate != "" {
		arr, ok := parseDateTime(req.ArrivalDate)
		switch {
		case !ok:
			f.add("arrivalDate", "invalid")
		case ok && !arr.After(dep):
			f.add("arrivalDate", "before_departure")
		case arr.Sub(dep) > maxTripLength:
			f.add("arrivalDate", "too_far")
		default:
			r.ArrivalAt.String, r.ArrivalAt.Valid = arr.UTC().Format(time.RFC3339), true
		}
	}
	switch {
	case req.Capacity == nil:
		f.add("capacity", "required")
	case *req.Capacity < 1 || *req.Capacity > 20:
		f.add("capacity", "out_of_range")
	default:
		r.Capacity = *req.Capacity
	}
	seen := map[views.ParcelType]bool{}
	var types []string
	for _, t := range req.ParcelsTypes {
		if !t.Valid() {
			f.add("parcelsTypes", "invalid")
		} else if !seen[t] {
			seen[t] = true
			types = append(types, string(t))
		}
	}
	r.ParcelTypes = strings.Join(types, ",")
	return r, f
}

type rideCancelRequest struct {
	Series bool `json:"series,omitempty" description:"Also cancel every later Planned ride of its series that carries no accepted parcel."`
}

func (s *Handlers) rideCancel(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		return echo.ErrNotFound
	}
	var req rideCancelRequest
	if c.Request().ContentLength != 0 { // the body is optional
		if err := bindJSON(c, &req); err != nil {
			return err
		}
	}
	ctx := c.Request().Context()
	me := currentUser(c).ID
	cancelled := 1
	if req.Series {
		rides, err := s.store.CancelSeries(ctx, me, id)
		if err != nil {
			return err
		}
		cancelled = len(rides)
	} else if _, err := s.store.CancelRide(ctx, me, id); err != nil {
		return err
	}
	r, err := s.store.GetRide(ctx, id)
	if err != nil {
		return err
	}
	one := []views.Ride{views.NewRide(r, views.RideAudience(me, r, false))}
	if err := s.withSeries(ctx, me, one); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.RideCancelled{Ride: one[0], Cancelled: cancelled})
}

package server

import (
	"fmt"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/store"
)

// requestViews dresses requests for the current user, loading their
// parcels, rides and people in three queries whatever the list's length.
func (s *Server) requestViews(c echo.Context, list []store.Request) ([]requestJSON, error) {
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
		v := requestJSON{RequestID: q.ID, ParcelID: q.ParcelID, RideID: q.RideID, Direction: q.Direction,
			Cost: q.Cost, Status: q.Status, CreatedAt: q.CreatedAt}
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
			carried = onRide(p) && p.RideID.Int64 == q.RideID
			pj := newParcelJSON(p, me == p.SenderID || (me == q.DriverID && carried))
			v.Parcel = &pj
		}
		if r, ok := rides[q.RideID]; ok {
			rj := newRideJSON(r, me == r.DriverID || carried)
			v.Ride = &rj
		}
		out = append(out, v)
	}
	return out, nil
}

// fits applies PRODUCT.md §5's Matching to one ride and one parcel: route,
// dates and accepted types (capacity is the store's to check). It returns
// the detour in km.
func fits(r *store.Ride, p *store.Parcel) (float64, bool) {
	pl, ok := lookupPlaces(r.FromPlaceID, r.ToPlaceID, p.FromPlaceID, p.ToPlaceID)
	if !ok {
		return 0, false
	}
	detour, ok := routeFit(pl[0], pl[1], pl[2], pl[3])
	if !ok || !datesFit(r.DepartureAt, p) {
		return 0, false
	}
	if r.ParcelTypes != "" && !strings.Contains(","+r.ParcelTypes+",", ","+p.Type+",") {
		return 0, false
	}
	return detour, true
}

// datesFit wants the ride to leave (Kyiv date) on or after the pickup date
// and, when the parcel has a deliver-by date, on or before it.
func datesFit(departure string, p *store.Parcel) bool {
	day := kyivDay(departure)
	return day != "" && day >= p.ShippingDate && (!p.DeliveryDate.Valid || day <= p.DeliveryDate.String)
}

// kyivDay is the Kyiv calendar date (YYYY-MM-DD) of an RFC 3339 time, or "".
func kyivDay(rfc3339 string) string {
	t, err := time.Parse(time.RFC3339, rfc3339)
	if err != nil {
		return ""
	}
	return t.In(kyiv).Format(dateLayout)
}

// routeName is a parcel's "Kyiv → Lviv" in the language given.
func routeName(p *store.Parcel, lang string) string {
	return placesRoute(p.FromPlaceID, p.ToPlaceID, lang)
}

// placesRoute is "Kyiv → Lviv" between two places, in the language given.
func placesRoute(fromID, toID int64, lang string) string {
	from, to := newAddressJSON(fromID, ""), newAddressJSON(toID, "")
	if lang == "uk" {
		return fmt.Sprintf("%s → %s", from.CityUk, to.CityUk)
	}
	return fmt.Sprintf("%s → %s", from.City, to.City)
}

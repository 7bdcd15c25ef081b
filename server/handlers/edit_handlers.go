package handlers

import (
	"errors"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"

	"ridepost/server/market"
	"ridepost/server/views"
	"ridepost/store"
)

// stillFits is the rule an edit keeps pending requests by (docs/product.md §5 Matching).
func stillFits(p *store.Parcel, r *store.Ride) bool {
	_, ok := market.Fits(r, p)
	return ok
}

// parcelFields is the parcel as its creation form had it: an edit's body goes over it.
func parcelFields(p *store.Parcel) parcelRequest {
	cost := p.Cost
	req := parcelRequest{Type: p.Type, Size: p.Size, Details: p.Details, Cost: &cost,
		ShippingAddress: addressInput{PlaceID: p.FromPlaceID, Street: p.FromStreet}, ShippingDate: p.ShippingDate,
		DeliveryAddress: addressInput{PlaceID: p.ToPlaceID, Street: p.ToStreet}, DeliveryDate: p.DeliveryDate.String,
		Recipient: views.Recipient{Name: p.RecipientName, LastName: p.RecipientLastName, PhoneNumber: p.RecipientPhone,
			EmailAddress: p.RecipientEmail},
		ProhibitedAck: p.ProhibitedAck}
	if p.DeclaredValue.Valid {
		v := wholeNumber(strconv.FormatInt(p.DeclaredValue.Int64, 10))
		req.DeclaredValue = &v
	}
	return req
}

// parcelEdit: the sender changes a New parcel, any field of creation, checked as at creation (docs/product.md §5
// Editing); a pickup day gone by may stay as it was.
func (s *Handlers) parcelEdit(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	me := currentUser(c).ID
	was, err := s.store.GetParcel(ctx, id)
	if err != nil {
		return err
	}
	if was.SenderID != me {
		return echo.ErrNotFound
	}
	req := parcelFields(was)
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	p, err := checkParcel(req)
	if err = keptPastDate(err, "shippingDate", req.ShippingDate == was.ShippingDate); err != nil {
		return err
	}
	updated, err := s.store.UpdateParcel(ctx, me, id, p, stillFits)
	if err != nil {
		return err
	}
	one := []views.Parcel{views.NewParcel(updated, views.ParcelAudience(me, updated, 0, 0))}
	if err := s.withRequestCounts(ctx, one); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, one[0])
}

// keptPastDate drops field's in_past from a validation error when the date is the one stored.
func keptPastDate(err error, field string, kept bool) error {
	var e *apiError
	if !errors.As(err, &e) || !kept || e.Fields[field] != "in_past" {
		return err
	}
	rest := fieldErrors{}
	for k, v := range e.Fields {
		if k != field {
			rest[k] = v
		}
	}
	return parcelErr(rest)
}

// rideEditRequest is what a driver may change of a Planned ride; fields left out keep their value.
type rideEditRequest struct {
	DepartureAddress addressInput       `json:"departureAddress" description:"The meeting point (street) any time; the city only while no parcel is accepted (else 409 ride_has_parcels)."`
	DepartureDate    string             `json:"departureDate"`
	ArrivalAddress   addressInput       `json:"arrivalAddress" description:"As departureAddress."`
	ArrivalDate      string             `json:"arrivalDate" description:"Empty: no estimated arrival."`
	Capacity         *int               `json:"capacity" description:"Not below the accepted parcels (else 400 capacity: below_accepted)."`
	ParcelsTypes     []views.ParcelType `json:"parcelsTypes"`
	Instant          *bool              `json:"instant,omitempty"`
}

func rideFields(r *store.Ride) rideEditRequest {
	capacity, instant := r.Capacity, r.Instant
	req := rideEditRequest{DepartureAddress: addressInput{PlaceID: r.FromPlaceID, Street: r.FromStreet},
		DepartureDate: r.DepartureAt, ArrivalAddress: addressInput{PlaceID: r.ToPlaceID, Street: r.ToStreet},
		ArrivalDate: r.ArrivalAt.String, Capacity: &capacity, ParcelsTypes: views.ParcelTypesOf(r), Instant: &instant}
	return req
}

// rideEdit: the driver changes a Planned ride, checked as at creation (docs/product.md §5 Editing).
func (s *Handlers) rideEdit(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	me := currentUser(c).ID
	was, err := s.store.GetRide(ctx, id)
	if err != nil {
		return err
	}
	if was.DriverID != me {
		return echo.ErrNotFound
	}
	req := rideFields(was)
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	r, f := checkRide(rideRequest{DepartureAddress: req.DepartureAddress, DepartureDate: req.DepartureDate,
		ArrivalAddress: req.ArrivalAddress, ArrivalDate: req.ArrivalDate, Capacity: req.Capacity, ParcelsTypes: req.ParcelsTypes})
	if req.Instant == nil {
		f.add("instant", "required")
	}
	if err := f.err(); err != nil {
		return err
	}
	r.Instant = *req.Instant
	updated, err := s.store.UpdateRide(ctx, me, id, r, stillFits)
	if err != nil {
		return err
	}
	one := []views.Ride{views.NewRide(updated, views.RideAudience(me, updated, false))}
	if err := s.withRideRequestCounts(ctx, one); err != nil {
		return err
	}
	if err := s.withSeries(ctx, me, one); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, one[0])
}

package handlers

import (
	"context"
	"net/http"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

func (s *Handlers) withRequestCounts(ctx context.Context, list []views.Parcel) error {
	ids := make([]int64, len(list))
	for i := range list {
		ids[i] = list[i].ParcelID
	}
	counts, err := s.store.ParcelRequestCounts(ctx, ids)
	if err != nil {
		return err
	}
	for i := range list {
		c := counts[list[i].ParcelID]
		list[i].PendingRequests, list[i].HasRequests = c.Awaiting, c.Total > 0
	}
	return nil
}

func (s *Handlers) parcelList(c echo.Context) error {
	page, err := parseOwnPage(c)
	if err != nil {
		return err
	}
	rows, err := s.store.ListParcelsBySender(c.Request().Context(), currentUser(c).ID, page.before, page.limit())
	if err != nil {
		return err
	}
	list, next := cut(page, rows, func(p *store.Parcel) int64 { return p.ID })
	out := make([]views.Parcel, len(list))
	for i := range list {
		out[i] = views.NewParcel(&list[i], views.ParcelAudience(currentUser(c).ID, &list[i], 0, 0))
	}
	if err := s.withRequestCounts(c.Request().Context(), out); err != nil {
		return err
	}
	if err := s.withDrivers(c.Request().Context(), list, out); err != nil {
		return err
	}
	return answerOwn(c, page, out, next)
}

// withDrivers puts on my parcels that hold their place on a ride who carries them and when (the driver's card,
// the estimates along the ride), for a list that says where each one is: their rides and cards in one read each.
func (s *Handlers) withDrivers(ctx context.Context, list []store.Parcel, out []views.Parcel) error {
	var rideIDs []int64
	for i := range list {
		if views.OnRide(&list[i]) {
			rideIDs = append(rideIDs, list[i].RideID.Int64)
		}
	}
	if len(rideIDs) == 0 {
		return nil
	}
	rides, err := s.store.GetRides(ctx, rideIDs)
	if err != nil {
		return err
	}
	drivers := make([]int64, 0, len(rides))
	for _, r := range rides {
		drivers = append(drivers, r.DriverID)
	}
	cards, err := s.cards(ctx, drivers...)
	if err != nil {
		return err
	}
	for i := range list {
		if r := rides[list[i].RideID.Int64]; r != nil && views.OnRide(&list[i]) {
			out[i].Driver = cards[r.DriverID]
			out[i].PickupETA, out[i].DropoffETA = handoverETAs(r, &list[i])
		}
	}
	return nil
}

// parcelGet: contacts for the sender and, while on the ride, its driver (docs/product.md §2); without them
// to the driver of a ride it left and, while New, to anyone who may see the sender's listings.
func (s *Handlers) parcelGet(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	p, err := s.store.GetParcel(ctx, id)
	if err != nil {
		return err
	}
	me := currentUser(c).ID
	var ride *store.Ride
	if p.RideID.Valid {
		if ride, err = s.store.GetRide(ctx, p.RideID.Int64); err != nil {
			return err
		}
	}
	mine, carried := p.SenderID == me, ride != nil && ride.DriverID == me
	if !mine && !carried {
		if p.Status != store.ParcelNew {
			return echo.ErrNotFound
		}
		if hidden, err := s.listingHidden(ctx, me, p.SenderID); err != nil {
			return err
		} else if hidden {
			return echo.ErrNotFound
		}
	}
	a := parcelAudience(me, p, ride)
	ids := []int64{p.SenderID}
	if ride != nil {
		ids = append(ids, ride.DriverID)
	}
	cards, err := s.cards(ctx, ids...)
	if err != nil {
		return err
	}
	out := views.NewParcel(p, a)
	out.Sender = cards[p.SenderID]
	if a.SeesSides() {
		if err := s.addParties(c, &out, p, ride, cards); err != nil {
			return err
		}
		if out.Photos, err = s.parcelPhotos(c, p.ID, views.ParcelBase(p.ID)); err != nil {
			return err
		}
	}
	if mine {
		one := []views.Parcel{out}
		if err := s.withRequestCounts(ctx, one); err != nil {
			return err
		}
		out = one[0]
	}
	return c.JSON(http.StatusOK, out)
}

// addParties: the other side's contacts once accepted, the recipient's link while on its way.
func (s *Handlers) addParties(c echo.Context, out *views.Parcel, p *store.Parcel, ride *store.Ride, cards map[int64]*views.PublicCard) error {
	if p.Status == store.ParcelInTransit && p.SenderID == currentUser(c).ID {
		out.ConfirmationLink = s.deliveryLink(p.ID)
		out.HandoverPIN = p.HandoverPIN.String
	}
	if ride == nil || !views.OnRide(p) {
		return nil
	}
	out.Driver = cards[ride.DriverID]
	out.PickupETA, out.DropoffETA = handoverETAs(ride, p)
	other := ride.DriverID
	if other == currentUser(c).ID {
		other = p.SenderID
	}
	u, err := s.store.GetUser(c.Request().Context(), other)
	if err != nil {
		return err
	}
	contact := views.NewContact(u)
	if other == ride.DriverID {
		out.DriverContact = &contact
	} else {
		out.SenderContact = &contact
	}
	return nil
}

type parcelRequest struct {
	Type            string          `json:"type"`
	Size            string          `json:"size"`
	Details         string          `json:"details"`
	Cost            *int            `json:"cost"`
	ShippingAddress addressInput    `json:"shippingAddress"`
	ShippingDate    string          `json:"shippingDate"`
	DeliveryAddress addressInput    `json:"deliveryAddress"`
	DeliveryDate    string          `json:"deliveryDate"`
	Recipient       views.Recipient `json:"recipient"`
	DeclaredValue   *wholeNumber    `json:"declaredValue,omitempty" minimum:"0" maximum:"100000" description:"What the contents are worth, in UAH (optional): only the sender and the driver carrying it see it."`
	ProhibitedAck   bool            `json:"prohibitedAck" description:"Nothing on the prohibited list is inside: must be true (else 400 prohibited_ack_required)."`
}

func (s *Handlers) parcelCreate(c echo.Context) error {
	var req parcelRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	p, err := checkParcel(req)
	if err != nil {
		return err
	}
	p.SenderID = currentUser(c).ID
	created, err := s.store.CreateParcel(c.Request().Context(), p, s.market.ParcelPublished)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, views.NewParcel(created, views.ParcelAudience(currentUser(c).ID, created, 0, 0)))
}

func (s *Handlers) parcelCancel(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		return echo.ErrNotFound
	}
	p, err := s.store.CancelParcel(c.Request().Context(), currentUser(c).ID, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewParcel(p, views.ParcelAudience(currentUser(c).ID, p, 0, 0)))
}

// checkDetails trims free text of up to max characters; line breaks and tabs are allowed.
func checkDetails(raw string, max int) (string, string) {
	s := trimSpace(raw)
	for _, r := range s {
		if unicode.IsControl(r) && r != '\n' && r != '\t' && r != '\r' {
			return s, "invalid"
		}
	}
	if utf8.RuneCountInString(s) > max {
		return s, "too_long"
	}
	return s, ""
}

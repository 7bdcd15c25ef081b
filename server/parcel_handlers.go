package server

import (
	"database/sql"
	"net/http"
	"strconv"
	"unicode"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"ridepost/store"
)

var (
	parcelTypes = map[string]bool{"documents": true, "clothing": true, "electronics": true, "furniture": true,
		"books": true, "toys": true, "food": true, "other": true}
	parcelSizes = map[string]bool{"S": true, "M": true, "L": true, "XL": true}
)

type recipientJSON struct {
	Name         string `json:"name"`
	LastName     string `json:"lastName"`
	PhoneNumber  string `json:"phoneNumber,omitempty"`
	EmailAddress string `json:"emailAddress,omitempty"`
}

type parcelJSON struct {
	ParcelID        int64         `json:"parcelId"`
	SenderID        int64         `json:"senderId"`
	Status          string        `json:"status"`
	Type            string        `json:"type"`
	Size            string        `json:"size"`
	Details         string        `json:"details"`
	Cost            int           `json:"cost"`
	ShippingAddress addressJSON   `json:"shippingAddress"`
	ShippingDate    string        `json:"shippingDate"`
	DeliveryAddress addressJSON   `json:"deliveryAddress"`
	DeliveryDate    *string       `json:"deliveryDate"`
	Recipient       recipientJSON `json:"recipient"`
	RideID          *int64        `json:"rideId"`
	CreatedAt       string        `json:"createdAt"`
	Sender          *publicCard   `json:"sender,omitempty"`
	// For the sender and the driver of an accepted parcel only.
	Driver           *publicCard  `json:"driver,omitempty"`
	DriverContact    *contactJSON `json:"driverContact,omitempty"`
	SenderContact    *contactJSON `json:"senderContact,omitempty"`
	ConfirmationLink string       `json:"confirmationLink,omitempty"`
}

// newParcelJSON shows a parcel; the recipient's contacts only when
// withContacts (the sender, or the driver once approved: PRODUCT.md §2).
func newParcelJSON(p *store.Parcel, withContacts bool) parcelJSON {
	out := parcelJSON{
		ParcelID: p.ID, SenderID: p.SenderID, Status: p.Status, Type: p.Type, Size: p.Size, Details: p.Details,
		Cost: p.Cost, ShippingAddress: newAddressJSON(p.FromPlaceID, p.FromStreet), ShippingDate: p.ShippingDate,
		DeliveryAddress: newAddressJSON(p.ToPlaceID, p.ToStreet), DeliveryDate: nullString(p.DeliveryDate),
		Recipient: recipientJSON{Name: p.RecipientName, LastName: p.RecipientLastName},
		RideID:    nullInt(p.RideID), CreatedAt: p.CreatedAt,
	}
	if withContacts {
		out.Recipient.PhoneNumber, out.Recipient.EmailAddress = p.RecipientPhone, p.RecipientEmail
	} else {
		out.Recipient.LastName = surnameInitial(p.RecipientLastName)
	}
	return out
}

func nullString(s sql.NullString) *string {
	if !s.Valid {
		return nil
	}
	return &s.String
}

func nullInt(n sql.NullInt64) *int64 {
	if !n.Valid {
		return nil
	}
	return &n.Int64
}

func (s *Server) parcelList(c echo.Context) error {
	list, err := s.store.ListParcelsBySender(c.Request().Context(), currentUser(c).ID)
	if err != nil {
		return err
	}
	out := make([]parcelJSON, len(list))
	for i := range list {
		out[i] = newParcelJSON(&list[i], true)
	}
	return c.JSON(http.StatusOK, out)
}

// parcelGet shows a parcel to its sender and to the driver it was
// accepted by, with contacts (PRODUCT.md §2), and a New one without
// contacts to anyone signed in, since it is offered to drivers.
func (s *Server) parcelGet(c echo.Context) error {
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
	mine, driving := p.SenderID == me, ride != nil && ride.DriverID == me
	if !mine && !driving && p.Status != store.ParcelNew {
		return echo.ErrNotFound
	}
	ids := []int64{p.SenderID}
	if ride != nil {
		ids = append(ids, ride.DriverID)
	}
	cards, err := s.cards(ctx, ids...)
	if err != nil {
		return err
	}
	out := newParcelJSON(p, mine || driving)
	out.Sender = cards[p.SenderID]
	if mine || driving {
		if err := s.addParties(c, &out, p, ride, cards); err != nil {
			return err
		}
	}
	return c.JSON(http.StatusOK, out)
}

// addParties adds, for the parcel's sender or driver, the driver's card and
// the other side's contacts once accepted, and the recipient's confirmation
// link while the parcel is on its way.
func (s *Server) addParties(c echo.Context, out *parcelJSON, p *store.Parcel, ride *store.Ride, cards map[int64]*publicCard) error {
	if p.Status == store.ParcelInTransit && p.SenderID == currentUser(c).ID {
		out.ConfirmationLink = s.deliveryLink(p.ID)
	}
	if ride == nil {
		return nil
	}
	out.Driver = cards[ride.DriverID]
	other := ride.DriverID
	if other == currentUser(c).ID {
		other = p.SenderID
	}
	u, err := s.store.GetUser(c.Request().Context(), other)
	if err != nil {
		return err
	}
	contact := &contactJSON{UserID: u.ID, Name: u.Name, Surname: u.Surname, Phone: u.Phone, Email: u.Email}
	if other == ride.DriverID {
		out.DriverContact = contact
	} else {
		out.SenderContact = contact
	}
	return nil
}

type parcelRequest struct {
	Type            string        `json:"type"`
	Size            string        `json:"size"`
	Details         string        `json:"details"`
	Cost            *int          `json:"cost"`
	ShippingAddress addressInput  `json:"shippingAddress"`
	ShippingDate    string        `json:"shippingDate"`
	DeliveryAddress addressInput  `json:"deliveryAddress"`
	DeliveryDate    string        `json:"deliveryDate"`
	Recipient       recipientJSON `json:"recipient"`
}

func (s *Server) parcelCreate(c echo.Context) error {
	var req parcelRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	p, err := checkParcel(req)
	if err != nil {
		return err
	}
	p.SenderID = currentUser(c).ID
	created, err := s.store.CreateParcel(c.Request().Context(), p)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, newParcelJSON(created, true))
}

func (s *Server) parcelCancel(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		return echo.ErrNotFound
	}
	p, err := s.store.CancelParcel(c.Request().Context(), currentUser(c).ID, id)
	if err == store.ErrConflict {
		return newAPIError(http.StatusConflict, "invalid_state", "This parcel can no longer be cancelled.")
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, newParcelJSON(p, true))
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

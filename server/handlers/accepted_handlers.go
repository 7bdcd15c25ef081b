package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/store"
)

// contactJSON is a person with contacts, shown only where PRODUCT.md §2 allows.
type contactJSON struct {
	UserID  int64  `json:"userId,omitempty"`
	Name    string `json:"name"`
	Surname string `json:"surname"`
	Phone   string `json:"phone"`
	Email   string `json:"email"`
}

// acceptedJSON is one parcel accepted onto a ride, as its driver sees it.
type acceptedJSON struct {
	RideID          int64         `json:"rideId"`
	ParcelID        int64         `json:"parcelId"`
	Status          parcelStatus  `json:"status"`
	Type            parcelType    `json:"type"`
	Size            parcelSize    `json:"size"`
	Details         string        `json:"details"`
	Cost            int           `json:"cost"`
	ShippingAddress addressJSON   `json:"shippingAddress"`
	DeliveryAddress addressJSON   `json:"deliveryAddress"`
	ShippingDate    string        `json:"shippingDate"`
	DeliveryDate    *string       `json:"deliveryDate"`
	Sender          contactJSON   `json:"sender"`
	Recipient       recipientJSON `json:"recipient"`
	SenderRated     bool          `json:"senderRated" description:"Whether I rated the sender already (once Delivered)."`
}

// acceptedParcels lists the ride's accepted parcels with their senders'
// contacts and whether I rated them, loading all senders in one query and
// all ratings in another.
func (s *Handlers) acceptedParcels(c echo.Context, rideID int64) ([]acceptedJSON, error) {
	ctx := c.Request().Context()
	parcels, err := s.store.ListParcelsByRide(ctx, rideID)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(parcels))
	var delivered []int64
	for i, p := range parcels {
		ids[i] = p.SenderID
		if p.Status == store.ParcelDelivered {
			delivered = append(delivered, p.ID)
		}
	}
	senders, err := s.store.GetUsers(ctx, ids)
	if err != nil {
		return nil, err
	}
	rated, err := s.store.SendersRated(ctx, delivered)
	if err != nil {
		return nil, err
	}
	out := make([]acceptedJSON, len(parcels))
	for i := range parcels {
		p := &parcels[i]
		pj := newParcelJSON(p, true)
		a := acceptedJSON{RideID: rideID, ParcelID: p.ID, Status: parcelStatus(p.Status), Type: parcelType(p.Type), Size: parcelSize(p.Size),
			Details: p.Details, Cost: p.Cost, ShippingAddress: pj.ShippingAddress, DeliveryAddress: pj.DeliveryAddress,
			ShippingDate: p.ShippingDate, DeliveryDate: pj.DeliveryDate, Recipient: pj.Recipient, SenderRated: rated[p.ID]}
		if u, ok := senders[p.SenderID]; ok {
			a.Sender = contactJSON{UserID: u.ID, Name: u.Name, Surname: u.Surname, Phone: u.Phone, Email: u.Email}
		}
		out[i] = a
	}
	return out, nil
}

// rideAccepted lists a ride's accepted parcels to its driver only (they carry contacts).
func (s *Handlers) rideAccepted(c echo.Context) error {
	r, mine, err := s.rideParam(c)
	if err != nil {
		return err
	}
	if !mine {
		return echo.ErrNotFound
	}
	list, err := s.acceptedParcels(c, r.ID)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, list)
}

package views

import (
	"database/sql"

	"ridepost/store"
)

// Recipient is who receives a parcel; contacts only where docs/product.md §2 allows.
type Recipient struct {
	Name         string `json:"name"`
	LastName     string `json:"lastName"`
	PhoneNumber  string `json:"phoneNumber,omitempty"`
	EmailAddress string `json:"emailAddress,omitempty"`
}

// Parcel is a parcel as one user sees it.
type Parcel struct {
	ParcelID        int64        `json:"parcelId"`
	SenderID        int64        `json:"senderId"`
	Status          ParcelStatus `json:"status"`
	Type            ParcelType   `json:"type"`
	Size            ParcelSize   `json:"size"`
	Details         string       `json:"details"`
	Cost            int          `json:"cost"`
	ShippingAddress Address      `json:"shippingAddress"`
	ShippingDate    string       `json:"shippingDate"`
	DeliveryAddress Address      `json:"deliveryAddress"`
	DeliveryDate    *string      `json:"deliveryDate"`
	Recipient       Recipient    `json:"recipient"`
	RideID          *int64       `json:"rideId"`
	CreatedAt       string       `json:"createdAt"`
	Sender          *PublicCard  `json:"sender,omitempty"`
	// For the sender and the driver of an accepted parcel only.
	Driver           *PublicCard `json:"driver,omitempty"`
	DriverContact    *Contact    `json:"driverContact,omitempty"`
	SenderContact    *Contact    `json:"senderContact,omitempty"`
	ConfirmationLink string      `json:"confirmationLink,omitempty"`
	// For the sender while In Transit: what the recipient tells the driver.
	HandoverPIN string `json:"handoverPin,omitempty" pattern:"^[0-9]{4}$"`
	// For the sender: how many requests wait for an answer, and whether there are any.
	PendingRequests int  `json:"pendingRequests"`
	HasRequests     bool `json:"hasRequests"`
	// The handover, for the sender and the driver (docs/product.md §3).
	PickupPlan *PickupPlan    `json:"pickupPlan" nullable:"true" description:"When and where the driver picks the parcel up; null until set."`
	Timeline   []TimelineStep `json:"timeline" description:"What happened and when: empty but for the sender and the driver."`
	Photos     []Photo        `json:"photos" description:"The driver's photos at pickup and delivery: for the sender and the driver."`
	// What is inside (docs/product.md §5).
	DeclaredValue *int `json:"declaredValue,omitempty" minimum:"0" maximum:"100000" description:"What the sender declared the contents are worth, in UAH: for the sender and the driver carrying it, and only when declared."`
	ProhibitedAck bool `json:"prohibitedAck" description:"The sender ticked that nothing on the prohibited list is inside."`
	// When the ride passes the parcel's cities (docs/product.md §5 "Estimated times along a ride").
	PickupETA  *string `json:"pickupEta,omitempty" format:"date-time" description:"When the ride picks the parcel up: the driver's planned pickup time, else the estimate from the ride's departure at 70 km/h, rounded to 5 minutes. For the sender and the driver while the parcel is on a ride."`
	DropoffETA *string `json:"dropoffEta,omitempty" format:"date-time" description:"When the ride passes the parcel's delivery city, estimated as pickupEta (no sooner than the drive on from a planned pickup)."`
}

// NewParcel shows p to a: the recipient's contacts, the streets, the declared value and the handover only to one
// who SeesSides, its sender and the driver while it holds its place on the ride (docs/product.md §2, §5).
func NewParcel(p *store.Parcel, a Audience) Parcel {
	out := Parcel{
		ParcelID: p.ID, SenderID: p.SenderID, Status: ParcelStatus(p.Status), Type: ParcelType(p.Type), Size: ParcelSize(p.Size), Details: p.Details,
		Cost: p.Cost, ShippingAddress: NewAddress(p.FromPlaceID, p.FromStreet), ShippingDate: p.ShippingDate,
		DeliveryAddress: NewAddress(p.ToPlaceID, p.ToStreet), DeliveryDate: nullString(p.DeliveryDate),
		Recipient: Recipient{Name: p.RecipientName, LastName: p.RecipientLastName},
		RideID:    nullInt(p.RideID), CreatedAt: p.CreatedAt, Timeline: []TimelineStep{}, Photos: []Photo{},
		ProhibitedAck: p.ProhibitedAck,
	}
	if a.SeesSides() {
		out.Recipient.PhoneNumber, out.Recipient.EmailAddress = p.RecipientPhone, p.RecipientEmail
		out.DeclaredValue = nullIntValue(p.DeclaredValue)
		out.PickupPlan, out.Timeline = NewPickupPlan(p), NewTimeline(p)
	} else {
		out.Recipient.LastName = surnameInitial(p.RecipientLastName)
		out.ShippingAddress.Street, out.DeliveryAddress.Street = "", ""
	}
	return out
}

// Contact is a person with contacts, shown only where docs/product.md §2 allows.
type Contact struct {
	UserID  int64  `json:"userId,omitempty"`
	Name    string `json:"name"`
	Surname string `json:"surname"`
	Phone   string `json:"phone"`
	Email   string `json:"email"`
}

// NewContact is u's name and contacts.
func NewContact(u *store.User) Contact {
	return Contact{UserID: u.ID, Name: u.Name, Surname: u.Surname, Phone: u.Phone, Email: u.Email}
}

// Accepted is one parcel accepted onto a ride, as its driver sees it.
type Accepted struct {
	RideID          int64        `json:"rideId"`
	ParcelID        int64        `json:"parcelId"`
	Status          ParcelStatus `json:"status"`
	Type            ParcelType   `json:"type"`
	Size            ParcelSize   `json:"size"`
	Details         string       `json:"details"`
	Cost            int          `json:"cost"`
	ShippingAddress Address      `json:"shippingAddress"`
	DeliveryAddress Address      `json:"deliveryAddress"`
	ShippingDate    string       `json:"shippingDate"`
	DeliveryDate    *string      `json:"deliveryDate"`
	Sender          Contact      `json:"sender"`
	Recipient       Recipient    `json:"recipient"`
	SenderRated     bool         `json:"senderRated" description:"Whether I rated the sender already (once Delivered)."`
	PickupPlan      *PickupPlan  `json:"pickupPlan" nullable:"true" description:"When and where I pick the parcel up; null until I set it."`
	Photos          []Photo      `json:"photos" description:"My photos at pickup and delivery."`
	DeclaredValue   *int         `json:"declaredValue,omitempty" minimum:"0" maximum:"100000" description:"What the sender declared the contents are worth, in UAH, when declared."`
	PickupETA       *string      `json:"pickupEta,omitempty" format:"date-time" description:"When I pick the parcel up: my planned time, else the estimate from the ride's departure (docs/product.md §5)."`
	DropoffETA      *string      `json:"dropoffEta,omitempty" format:"date-time" description:"When I pass the parcel's delivery city, estimated."`
}

// NewAccepted shows parcel p of ride rideID to its driver, who is a to it, with its sender's contacts (nil: left
// empty) and its photos.
func NewAccepted(rideID int64, p *store.Parcel, a Audience, sender *store.User, rated bool, photos []store.ParcelPhoto) Accepted {
	pj := NewParcel(p, a)
	out := Accepted{RideID: rideID, ParcelID: p.ID, Status: ParcelStatus(p.Status), Type: ParcelType(p.Type), Size: ParcelSize(p.Size),
		Details: p.Details, Cost: p.Cost, ShippingAddress: pj.ShippingAddress, DeliveryAddress: pj.DeliveryAddress,
		ShippingDate: p.ShippingDate, DeliveryDate: pj.DeliveryDate, Recipient: pj.Recipient, SenderRated: rated,
		PickupPlan: pj.PickupPlan, Photos: NewPhotos(photos, ParcelBase(p.ID)), DeclaredValue: pj.DeclaredValue}
	if sender != nil && a.SeesSides() {
		out.Sender = NewContact(sender)
	}
	return out
}

func nullString(s sql.NullString) *string {
	if !s.Valid {
		return nil
	}
	return &s.String
}

func nullIntValue(n sql.NullInt64) *int {
	if !n.Valid {
		return nil
	}
	v := int(n.Int64)
	return &v
}

func nullInt(n sql.NullInt64) *int64 {
	if !n.Valid {
		return nil
	}
	return &n.Int64
}

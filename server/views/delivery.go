package views

import "ridepost/store"

// DeliveryState answers a step of the delivery.
type DeliveryState struct {
	ParcelID  int64        `json:"parcelId"`
	Status    ParcelStatus `json:"status"`
	EmailSent bool         `json:"emailSent,omitempty"`
}

// NewDeliveryState is p's status, and whether its recipient was e-mailed.
func NewDeliveryState(p *store.Parcel, emailSent bool) DeliveryState {
	return DeliveryState{ParcelID: p.ID, Status: ParcelStatus(p.Status), EmailSent: emailSent}
}

// Delivery is what the recipient's link shows: never the sender's or the driver's contacts.
type Delivery struct {
	ParcelID        int64          `json:"parcelId"`
	Type            ParcelType     `json:"type"`
	Size            ParcelSize     `json:"size"`
	Cost            int            `json:"cost"`
	Status          ParcelStatus   `json:"status"`
	ShippingAddress Address        `json:"shippingAddress"`
	DeliveryAddress Address        `json:"deliveryAddress"`
	RecipientName   string         `json:"recipientName"`
	Driver          *PublicCard    `json:"driver" nullable:"true"`
	Sender          *PublicCard    `json:"sender" nullable:"true"`
	FeedbackGiven   bool           `json:"feedbackGiven"`
	Timeline        []TimelineStep `json:"timeline"`
	Photos          []Photo        `json:"photos"`
	ExpectedArrival *string        `json:"expectedArrival" nullable:"true" format:"date-time" description:"The ride's arrival while In Transit, when the driver gave one."`
}

// NewDelivery shows parcel p to its recipient.
func NewDelivery(p *store.Parcel, r *store.Ride, driver, sender *PublicCard, feedbackGiven bool, photos []Photo) Delivery {
	d := Delivery{
		ParcelID: p.ID, Type: ParcelType(p.Type), Size: ParcelSize(p.Size), Cost: p.Cost, Status: ParcelStatus(p.Status),
		ShippingAddress: NewAddress(p.FromPlaceID, ""), DeliveryAddress: NewAddress(p.ToPlaceID, ""),
		RecipientName: p.RecipientName, Driver: driver, Sender: sender, FeedbackGiven: feedbackGiven,
		Timeline: NewTimeline(p), Photos: photos,
	}
	if p.Status == store.ParcelInTransit && r != nil {
		d.ExpectedArrival = nullString(r.ArrivalAt)
	}
	return d
}

// Feedback answers a rating stored.
type Feedback struct {
	ParcelID int64  `json:"parcelId"`
	DriverID int64  `json:"driverId"`
	Rating   int    `json:"rating"`
	Comment  string `json:"comment"`
}

// NewFeedback shows a stored rating of a driver.
func NewFeedback(fb *store.Feedback) Feedback {
	return Feedback{ParcelID: fb.ParcelID, DriverID: fb.DriverID, Rating: fb.Rating, Comment: fb.Comment}
}

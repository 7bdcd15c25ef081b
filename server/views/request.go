package views

import "ridepost/store"

// Request is a delivery request; its parcel and ride are always there (ON DELETE CASCADE).
type Request struct {
	RequestID int64            `json:"requestId"`
	ParcelID  int64            `json:"parcelId"`
	RideID    int64            `json:"rideId"`
	Direction RequestDirection `json:"direction"`
	Cost      int              `json:"cost"`
	Status    RequestStatus    `json:"status"`
	CreatedAt string           `json:"createdAt"`
	// Message is masked as the conversation's messages are.
	Message        string      `json:"message"`
	ConversationID int64       `json:"conversationId"`
	Counterpart    *PublicCard `json:"counterpart"`
	Parcel         *Parcel     `json:"parcel"`
	Ride           *Ride       `json:"ride"`
	FromMe         bool        `json:"fromMe"`
	AwaitingMe     bool        `json:"awaitingMe"`
	DetourKm       *int        `json:"detourKm,omitempty"`
	FreeCapacity   *int        `json:"freeCapacity,omitempty"`
}

// NewRequest shows q to me, with its parcel p and ride r (nil: left out).
func NewRequest(q *store.Request, me int64, p *store.Parcel, r *store.Ride, cards map[int64]*PublicCard) Request {
	v := Request{RequestID: q.ID, ParcelID: q.ParcelID, RideID: q.RideID, Direction: RequestDirection(q.Direction),
		Cost: q.Cost, Status: RequestStatus(q.Status), CreatedAt: q.CreatedAt}
	other := q.DriverID
	if me == q.DriverID {
		other = q.SenderID
	}
	v.Counterpart = cards[other]
	v.FromMe = (q.Direction == store.FromSender) == (me == q.SenderID)
	v.AwaitingMe = !v.FromMe && q.Status == store.RequestPending
	// The parcel's contacts and the ride's plate and total are shared while the parcel is on this ride.
	carried := p != nil && p.OnRide(q.RideID)
	if p != nil {
		pj := NewParcel(p, ParcelAudience(me, p, q.RideID, q.DriverID))
		v.Parcel = &pj
	}
	if r != nil {
		rj := NewRide(r, RideAudience(me, r, carried))
		v.Ride = &rj
	}
	v.ConversationID, v.Message = q.ConversationID, TextFor(me, q.Asker(), q.Message, Between(carried))
	return v
}

// ParcelRequests are a parcel's requests, as its sender sees them.
type ParcelRequests struct {
	FromDrivers []Request `json:"fromDrivers"`
	MyRequests  []Request `json:"myRequests"`
}

// RideRequests are a ride's requests, as its driver sees them.
type RideRequests struct {
	FromSenders []Request `json:"fromSenders"`
	MyRequests  []Request `json:"myRequests"`
}

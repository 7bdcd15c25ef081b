package views

import "ridepost/store"

// PendingPair is the pending request between a list item and the ride or
// parcel the list was asked for: the card offers "Approve" when the other
// side sent it.
type PendingPair struct {
	RequestID int64 `json:"requestId"`
	FromMe    bool  `json:"fromMe"`
}

// NewPendingPair words a pending request from my side: I sent it when I
// drive its ride and it is an offer, or I send its parcel and it is an ask.
func NewPendingPair(q store.Request, me int64) *PendingPair {
	return &PendingPair{RequestID: q.ID, FromMe: (q.Direction == store.FromDriver) == (q.DriverID == me)}
}

// AvailableParcel is a parcel of an available list, as drivers see it.
type AvailableParcel struct {
	Parcel
	Sender         *PublicCard  `json:"sender"` // always, unlike on a parcel of mine
	DetourKm       int          `json:"detourKm"`
	PendingRequest *PendingPair `json:"pendingRequest,omitempty"`
	FittingRideIDs []int64      `json:"fittingRideIds,omitempty"`
}

// NewAvailableParcel shows p without contacts, with its sender's card, the
// detour, and the pending request with my ride asked for or else which of
// my rides fit it.
func NewAvailableParcel(p *store.Parcel, detourKm int, sender *PublicCard, pending *PendingPair, fitting []int64) AvailableParcel {
	return AvailableParcel{Parcel: NewParcel(p, false), Sender: sender, DetourKm: detourKm,
		PendingRequest: pending, FittingRideIDs: fitting}
}

// AvailableRide is a ride of an available list, as senders see it.
type AvailableRide struct {
	Ride
	Driver           *PublicCard  `json:"driver"` // always, unlike on a ride of mine
	DetourKm         int          `json:"detourKm"`
	FreeCapacity     int          `json:"freeCapacity"`
	PendingRequest   *PendingPair `json:"pendingRequest,omitempty"`
	FittingParcelIDs []int64      `json:"fittingParcelIds,omitempty"`
}

// NewAvailableRide shows r without its plate, with its driver's card, the
// detour and its free places, and the pending request with my parcel asked
// for or else which of my parcels it fits.
func NewAvailableRide(r *store.Ride, detourKm int, driver *PublicCard, pending *PendingPair, fitting []int64) AvailableRide {
	return AvailableRide{Ride: NewRide(r, false), Driver: driver, DetourKm: detourKm,
		FreeCapacity: r.Capacity - r.Used, PendingRequest: pending, FittingParcelIDs: fitting}
}

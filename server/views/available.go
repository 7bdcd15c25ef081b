package views

import "ridepost/store"

// PendingPair is the request pending between a list item and mine: "Approve" when the other side sent it.
type PendingPair struct {
	RequestID int64 `json:"requestId"`
	FromMe    bool  `json:"fromMe"`
}

// NewPendingPair words q from my side: I sent an offer for my ride, or an ask for my parcel.
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

// NewAvailableParcel shows p without contacts.
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

// NewAvailableRide shows r without its plate.
func NewAvailableRide(r *store.Ride, detourKm int, driver *PublicCard, pending *PendingPair, fitting []int64) AvailableRide {
	return AvailableRide{Ride: NewRide(r, false), Driver: driver, DetourKm: detourKm,
		FreeCapacity: r.Capacity - r.Used, PendingRequest: pending, FittingParcelIDs: fitting}
}

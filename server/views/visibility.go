// Package views is the JSON the API answers, and who sees what (docs/product.md §2).
package views

import "ridepost/store"

// Audience is who a viewer is to a parcel or a ride. What they see of it (the streets, the recipient's contacts
// and surname, the declared value, the handover, the plate, the total of the prices, contacts written in text)
// follows from this value alone, and only ParcelAudience, RideAudience and Between make one from the facts.
type Audience uint8

// The audiences, from who sees least to who sees most.
const (
	Stranger  Audience = iota // anyone, signed in or out: a listing
	Requester                 // a side of a request or conversation whose parcel is not on that ride: as a stranger
	Party                     // the parcel holds its place on the ride: its sender, the ride's driver
	Owner                     // the parcel's sender, the ride's driver, whatever became of it
)

// SeesSides tells whether a sees the parcel's or ride's private side: streets, contacts, plate, handover.
func (a Audience) SeesSides() bool { return a >= Party }

// ParcelAudience is who me is to parcel p, where driverID drives ride rideID (0, 0: no ride known).
func ParcelAudience(me int64, p *store.Parcel, rideID, driverID int64) Audience {
	switch {
	case p.SenderID == me:
		return Owner
	case driverID == me && p.OnRide(rideID):
		return Party
	}
	return Stranger
}

// RideAudience is who me is to ride r; carriesMine: a parcel of mine holds its place on it.
func RideAudience(me int64, r *store.Ride, carriesMine bool) Audience {
	switch {
	case r.DriverID == me:
		return Owner
	case carriesMine:
		return Party
	}
	return Stranger
}

// Between is who the two sides of a request or a conversation are to each other: parties while its parcel
// holds its place on its ride (carried), else requesters.
func Between(carried bool) Audience {
	if carried {
		return Party
	}
	return Requester
}

// ConversationAudience is who the two sides of conversation c are to each other.
func ConversationAudience(c *store.Conversation) Audience { return Between(c.Carried()) }

// OnRide tells whether a parcel holds its place on its ride.
func OnRide(p *store.Parcel) bool { return p.RideID.Valid && p.OnRide(p.RideID.Int64) }

// TextFor is text as reader, who is a to it, reads it: as typed for its author or a party, otherwise masked.
func TextFor(reader, author int64, text string, a Audience) string {
	if reader == author || a.SeesSides() {
		return text
	}
	return MaskContacts(text)
}

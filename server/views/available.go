package views

import (
	"strconv"

	"ridepost/store"
)

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

// AppendAvailable appends one card of an available list to buf, as AvailableParcel or AvailableRide encode it:
// listing is what a stranger sees of the parcel or ride (its Parcel or Ride JSON, encoded once and kept), owner
// the owner's card under ownerKey (encoded once and kept; nil: null), then what belongs to this search and this
// reader (the detour, the pending request, which of mine fit under fittingKey); free is a ride's free capacity.
func AppendAvailable(buf, listing []byte, ownerKey string, owner []byte, detourKm int, free *int,
	pending *PendingPair, fittingKey string, fitting []int64) []byte {
	return AppendAvailableTail(append(buf, listing...), ownerKey, owner, detourKm, free, pending, fittingKey, fitting)
}

// AppendAvailableTail is AppendAvailable where buf ends with the listing already.
func AppendAvailableTail(buf []byte, ownerKey string, owner []byte, detourKm int, free *int,
	pending *PendingPair, fittingKey string, fitting []int64) []byte {
	buf = buf[:len(buf)-1] // the listing's closing brace
	buf = append(append(append(buf, `,"`...), ownerKey...), `":`...)
	if owner == nil {
		owner = []byte("null")
	}
	buf = append(append(buf, owner...), `,"detourKm":`...)
	buf = strconv.AppendInt(buf, int64(detourKm), 10)
	if free != nil {
		buf = strconv.AppendInt(append(buf, `,"freeCapacity":`...), int64(*free), 10)
	}
	if pending != nil {
		buf = strconv.AppendInt(append(buf, `,"pendingRequest":{"requestId":`...), pending.RequestID, 10)
		buf = strconv.AppendBool(append(buf, `,"fromMe":`...), pending.FromMe)
		buf = append(buf, '}')
	}
	if len(fitting) > 0 {
		buf = append(append(append(buf, `,"`...), fittingKey...), `":[`...)
		for i, id := range fitting {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = strconv.AppendInt(buf, id, 10)
		}
		buf = append(buf, ']')
	}
	return append(buf, '}')
}

// SearchPageStart begins a SearchPage's JSON; the cards follow, comma-separated, then AppendSearchPageEnd.
const SearchPageStart = `{"items":[`

// AppendSearchPageEnd ends a SearchPage begun with SearchPageStart.
func AppendSearchPageEnd(buf []byte, nextCursor *string, total int) []byte {
	buf = append(buf, `],"nextCursor":`...)
	if nextCursor == nil {
		buf = append(buf, "null"...)
	} else {
		buf = strconv.AppendQuote(buf, *nextCursor) // digits only
	}
	buf = strconv.AppendInt(append(buf, `,"total":`...), int64(total), 10)
	return append(buf, "}\n"...)
}

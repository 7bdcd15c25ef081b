package views

import (
	"strconv"
	"time"

	"ridepost/store"
)

// PendingPair is the request pending between a list item and mine: "Approve" when the other side sent it.
type PendingPair struct {
	RequestID int64 `json:"requestId"`
	FromMe    bool  `json:"fromMe"`
	Cost      int   `json:"cost" description:"The price the request names (UAH): on a ride's card, a driver's offer is what the sender would pay."`
}

// NewPendingPair words q from my side: I sent an offer for my ride, or an ask for my parcel.
func NewPendingPair(q store.Request, me int64) *PendingPair {
	return &PendingPair{RequestID: q.ID, FromMe: (q.Direction == store.FromDriver) == (q.DriverID == me), Cost: q.Cost}
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
	return AvailableParcel{Parcel: NewParcel(p, Stranger), Sender: sender, DetourKm: detourKm,
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
	// For a searched route (or my parcel's): docs/product.md §5 "Estimated times along a ride".
	PickupETA  *string  `json:"pickupEta,omitempty" format:"date-time" description:"When the ride passes the searched pickup city (or my parcel's): its departure plus the distance from its start at 70 km/h, rounded to 5 minutes. Absent without a pickup city."`
	DropoffETA *string  `json:"dropoffEta,omitempty" format:"date-time" description:"When the ride passes the searched drop-off city (or my parcel's), estimated as pickupEta. Absent without a drop-off city."`
	AlsoOn     []string `json:"alsoOn,omitempty" description:"Dates (YYYY-MM-DD). For a ride of a regular trip, listed once as its earliest that fits: the days (Kyiv's) of up to 6 later rides of the trip that fit too."`
}

// NewAvailableRide shows r without its plate.
func NewAvailableRide(r *store.Ride, detourKm int, driver *PublicCard, pending *PendingPair, fitting []int64) AvailableRide {
	return AvailableRide{Ride: NewRide(r, Stranger), Driver: driver, DetourKm: detourKm,
		FreeCapacity: r.Capacity - r.Used, PendingRequest: pending, FittingParcelIDs: fitting}
}

// CardTail is what a card of an available list carries beside its listing: the owner's card under OwnerKey
// (encoded once and kept; nil: null), then what belongs to this search and this reader (the detour, a ride's
// free capacity, the pending request, which of mine fit under FittingKey, the times the ride passes the
// searched cities, the later days of its series).
type CardTail struct {
	OwnerKey   string
	Owner      []byte
	DetourKm   int
	Free       *int
	Pending    *PendingPair
	FittingKey string
	Fitting    []int64
	// PickupETA and DropoffETA are left out when zero.
	PickupETA, DropoffETA time.Time
	// AlsoOn are days, each at its midnight UTC.
	AlsoOn []time.Time
}

// AppendAvailableTail appends the rest of one card of an available list to buf, which ends with its listing (what
// a stranger sees of the parcel or ride: its Parcel or Ride JSON, encoded once and kept), as AvailableParcel or
// AvailableRide encode it.
func AppendAvailableTail(buf []byte, t *CardTail) []byte {
	buf = buf[:len(buf)-1] // the listing's closing brace
	buf = append(append(append(buf, `,"`...), t.OwnerKey...), `":`...)
	owner := t.Owner
	if owner == nil {
		owner = []byte("null")
	}
	buf = append(append(buf, owner...), `,"detourKm":`...)
	buf = strconv.AppendInt(buf, int64(t.DetourKm), 10)
	if t.Free != nil {
		buf = strconv.AppendInt(append(buf, `,"freeCapacity":`...), int64(*t.Free), 10)
	}
	if t.Pending != nil {
		buf = strconv.AppendInt(append(buf, `,"pendingRequest":{"requestId":`...), t.Pending.RequestID, 10)
		buf = strconv.AppendBool(append(buf, `,"fromMe":`...), t.Pending.FromMe)
		buf = strconv.AppendInt(append(buf, `,"cost":`...), int64(t.Pending.Cost), 10)
		buf = append(buf, '}')
	}
	if len(t.Fitting) > 0 {
		buf = append(append(append(buf, `,"`...), t.FittingKey...), `":[`...)
		for i, id := range t.Fitting {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = strconv.AppendInt(buf, id, 10)
		}
		buf = append(buf, ']')
	}
	buf = appendTime(buf, `,"pickupEta":"`, t.PickupETA, time.RFC3339)
	buf = appendTime(buf, `,"dropoffEta":"`, t.DropoffETA, time.RFC3339)
	if len(t.AlsoOn) > 0 {
		buf = append(buf, `,"alsoOn":[`...)
		for i, d := range t.AlsoOn {
			if i > 0 {
				buf = append(buf, ',')
			}
			buf = append(d.AppendFormat(append(buf, '"'), time.DateOnly), '"')
		}
		buf = append(buf, ']')
	}
	return append(buf, '}')
}

func appendTime(buf []byte, key string, t time.Time, layout string) []byte {
	if t.IsZero() {
		return buf
	}
	return append(t.UTC().AppendFormat(append(buf, key...), layout), '"')
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

// ETA is an estimated time as the API writes it (RFC 3339, UTC); nil for the zero time.
func ETA(t time.Time) *string {
	if t.IsZero() {
		return nil
	}
	s := t.UTC().Format(time.RFC3339)
	return &s
}

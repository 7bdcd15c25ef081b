package store

import "database/sql"

// OnRide is the one rule of PRODUCT.md §2 on contacts: a parcel's sender and
// the driver of ride see each other's contacts (and the parcel's streets,
// the ride's plate and total) while the parcel holds its place on that ride,
// from approval to the recipient's answer (Accepted, In Transit, Delivered
// or Failed). A cancellation ends it. Every view, the export, the live
// events and the e-mails decide through it.
func OnRide(parcelStatus string, parcelRide sql.NullInt64, ride int64) bool {
	if !parcelRide.Valid || parcelRide.Int64 != ride {
		return false
	}
	switch parcelStatus {
	case ParcelAccepted, ParcelInTransit, ParcelDelivered, ParcelFailed:
		return true
	}
	return false
}

// OnRide tells whether p holds its place on ride (the package's OnRide).
func (p *Parcel) OnRide(ride int64) bool { return OnRide(p.Status, p.RideID, ride) }

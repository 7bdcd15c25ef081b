package store

import "database/sql"

// OnRide is docs/product.md §2's one rule on contacts, which every view, export, live event and e-mail decides through.
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

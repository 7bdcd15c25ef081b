// Package views is the JSON the API answers, made from the store's rows,
// and who sees what (PRODUCT.md §2): with store.OnRide, the one rule the
// answers, the export, the live events and the e-mails ask.
package views

import "ridepost/store"

// OnRide tells whether a parcel holds its place on its ride, so that its
// sender and that ride's driver see each other's side of it.
func OnRide(p *store.Parcel) bool { return p.RideID.Valid && p.OnRide(p.RideID.Int64) }

// TextFor is what reader reads of a text author wrote in a pair's
// conversation or request: as typed for its author, and for both once the
// parcel is on the ride (shared); otherwise with contacts masked.
func TextFor(reader, author int64, text string, shared bool) string {
	if reader == author || shared {
		return text
	}
	return MaskContacts(text)
}

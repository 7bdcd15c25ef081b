// Package views is the JSON the API answers, and who sees what (docs/product.md §2).
package views

import "ridepost/store"

// OnRide tells whether a parcel holds its place on its ride, so its sender and driver see each other's side.
func OnRide(p *store.Parcel) bool { return p.RideID.Valid && p.OnRide(p.RideID.Int64) }

// TextFor is text as reader reads it: as typed for its author or once shared, otherwise masked.
func TextFor(reader, author int64, text string, shared bool) string {
	if reader == author || shared {
		return text
	}
	return MaskContacts(text)
}

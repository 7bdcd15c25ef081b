package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// A member's open listings are what a stranger can still ask of them from their public card: Planned rides with a
// free place that have not departed, and New parcels. Both come soonest first, paged by offset.

// ListOpenRidesByDriver returns a page of the driver's Planned rides leaving after now with a free place.
func (s *Store) ListOpenRidesByDriver(ctx context.Context, driverID int64, now time.Time, offset, limit int) ([]Ride, error) {
	out := []Ride{}
	err := sqlx.SelectContext(ctx, s.q, &out, rideSelect+` WHERE r.driver_id = ? AND r.status = ? AND r.departure_at > ?
		AND (SELECT COUNT(*) FROM parcels p WHERE p.ride_id = r.id AND p.status IN `+acceptedStates+`) < r.capacity
		ORDER BY r.departure_at, r.id LIMIT ? OFFSET ?`, driverID, RidePlanned, departureTime(now), limit, offset)
	if err != nil {
		return nil, fmt.Errorf("store: list open rides: %w", err)
	}
	return out, nil
}

// ListNewParcelsBySender returns a page of the sender's New parcels.
func (s *Store) ListNewParcelsBySender(ctx context.Context, senderID int64, offset, limit int) ([]Parcel, error) {
	out := []Parcel{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT `+parcelColumns+` FROM parcels
		WHERE sender_id = ? AND status = ? ORDER BY shipping_date, id LIMIT ? OFFSET ?`, senderID, ParcelNew, limit, offset)
	if err != nil {
		return nil, fmt.Errorf("store: list new parcels: %w", err)
	}
	return out, nil
}

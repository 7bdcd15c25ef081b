package store

import (
	"context"
	"fmt"
	"slices"
)

// The available lists match every open parcel or ride against the gazetteer in Go. These
// queries read only what matching needs, from covering indexes; the caller loads the one page it
// shows with GetParcels or GetRides.

const openParcelsQuery = `SELECT id, sender_id, type, from_place_id, to_place_id, shipping_date,
	delivery_date FROM parcels WHERE status = ? AND sender_id <> ?`

// openRidesQuery leaves the rides that are full to the caller: filtering on
// "used" in SQL would count each ride's parcels twice.
const openRidesQuery = `SELECT r.id, r.driver_id, r.from_place_id, r.to_place_id, r.departure_at,
		r.capacity, r.parcel_types,
		(SELECT COUNT(*) FROM parcels p WHERE p.ride_id = r.id AND p.status IN ` + acceptedStates + `) AS used
	FROM rides r WHERE r.status = ? AND r.driver_id <> ? AND r.departure_at > ? ORDER BY r.departure_at`

// ListOpenParcels returns New parcels of other senders whose dates allow a
// pickup on day (YYYY-MM-DD; "" for any day), by pickup date. Only the id,
// sender, type, places and dates are filled in.
func (s *Store) ListOpenParcels(ctx context.Context, exceptSender int64, day string) ([]Parcel, error) {
	q := openParcelsQuery
	args := []any{ParcelNew, exceptSender}
	if day != "" {
		q += ` AND shipping_date <= ? AND (delivery_date IS NULL OR delivery_date >= ?)`
		args = append(args, day, day)
	}
	out := []Parcel{}
	if err := s.db.SelectContext(ctx, &out, q+` ORDER BY shipping_date, id`, args...); err != nil {
		return nil, fmt.Errorf("store: open parcels: %w", err)
	}
	return out, nil
}

// ListOpenRides returns Planned rides of other drivers leaving after `after`
// (RFC 3339) with a free place, by departure. Only the id, driver, places,
// departure, capacity, places used and parcel types are filled in.
func (s *Store) ListOpenRides(ctx context.Context, exceptDriver int64, after string) ([]Ride, error) {
	out := []Ride{}
	err := s.db.SelectContext(ctx, &out, openRidesQuery, RidePlanned, exceptDriver, after)
	if err != nil {
		return nil, fmt.Errorf("store: open rides: %w", err)
	}
	return slices.DeleteFunc(out, func(r Ride) bool { return r.Used >= r.Capacity }), nil
}

package store

import (
	"context"
	"fmt"
	"slices"
	"time"
)

// The available lists match every open parcel or ride against the gazetteer in Go. These
// queries read only what matching needs, from covering indexes; the caller loads the one page it
// shows with GetParcels or GetRides.

const openParcelsQuery = `SELECT id, sender_id, type, from_place_id, to_place_id, shipping_date,
	delivery_date FROM parcels WHERE status = ? AND sender_id <> ?`

// openRidesQuery leaves the rides that are full to the caller: filtering on
// "used" in SQL would count each ride's parcels twice. The caller orders the
// matches (by detour, then departure).
const openRidesQuery = `SELECT r.id, r.driver_id, r.from_place_id, r.to_place_id, r.departure_at,
		r.capacity, r.parcel_types,
		(SELECT COUNT(*) FROM parcels p WHERE p.ride_id = r.id AND p.status IN ` + acceptedStates + `) AS used
	FROM rides r WHERE r.status IN (?, ?) AND r.driver_id <> ? AND r.departure_at > ?`

// ListOpenParcels returns New parcels of other senders whose dates allow a
// pickup on day (YYYY-MM-DD; "" for any day from today on), by pickup date;
// those the housekeeping is about to expire are left out already. Only the
// id, sender, type, places and dates are filled in.
func (s *Store) ListOpenParcels(ctx context.Context, exceptSender int64, day, today string) ([]Parcel, error) {
	q, args := openParcelsSQL(exceptSender, day, today)
	out := []Parcel{}
	if err := s.db.SelectContext(ctx, &out, q, args...); err != nil {
		return nil, fmt.Errorf("store: open parcels: %w", err)
	}
	return out, nil
}

func openParcelsSQL(exceptSender int64, day, today string) (string, []any) {
	q := openParcelsQuery
	args := []any{ParcelNew, exceptSender}
	if day != "" {
		q += ` AND shipping_date <= ?`
		args = append(args, day)
	}
	q += ` AND (delivery_date IS NULL OR delivery_date >= ?)`
	args = append(args, max(day, today))
	if t, err := time.Parse(time.DateOnly, today); err == nil {
		q += ` AND shipping_date >= ?`
		args = append(args, t.AddDate(0, 0, -parcelExpiryDays).Format(time.DateOnly))
	}
	return q + ` ORDER BY shipping_date, id`, args
}

// ListOpenRides returns the rides of other drivers that take requests:
// Planned or In Progress, leaving after `after` (RFC 3339), with a free place.
// Only the id, driver, places, departure, capacity, places used and parcel
// types are filled in.
func (s *Store) ListOpenRides(ctx context.Context, exceptDriver int64, after string) ([]Ride, error) {
	out := []Ride{}
	err := s.db.SelectContext(ctx, &out, openRidesQuery, RidePlanned, RideInProgress, exceptDriver, after)
	if err != nil {
		return nil, fmt.Errorf("store: open rides: %w", err)
	}
	return slices.DeleteFunc(out, func(r Ride) bool { return r.Used >= r.Capacity }), nil
}

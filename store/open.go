package store

import (
	"context"
	"fmt"
)

// ListOpenParcels returns New parcels of other senders whose dates allow a
// pickup on day (YYYY-MM-DD; "" for any day), by pickup date. The route is
// matched by the caller, against the gazetteer.
func (s *Store) ListOpenParcels(ctx context.Context, exceptSender int64, day string) ([]Parcel, error) {
	q := `SELECT ` + parcelColumns + ` FROM parcels WHERE status = ? AND sender_id <> ?`
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

// ListOpenRides returns Planned rides of other drivers leaving after
// `after` (RFC 3339) with a free place, by departure.
func (s *Store) ListOpenRides(ctx context.Context, exceptDriver int64, after string) ([]Ride, error) {
	out := []Ride{}
	err := s.db.SelectContext(ctx, &out, `SELECT * FROM (`+rideSelect+`
		WHERE r.status = ? AND r.driver_id <> ? AND r.departure_at > ?) WHERE used < capacity
		ORDER BY departure_at, id`, RidePlanned, exceptDriver, after)
	if err != nil {
		return nil, fmt.Errorf("store: open rides: %w", err)
	}
	return out, nil
}

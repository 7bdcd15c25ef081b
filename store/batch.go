package store

import (
	"context"
	"fmt"

	"github.com/jmoiron/sqlx"
)

// selectIn runs a query with one "IN (?)" over ids; no ids, no query.
func selectIn[T any](ctx context.Context, db *sqlx.DB, what, query string, ids []int64) ([]T, error) {
	out := []T{}
	if len(ids) == 0 {
		return out, nil
	}
	q, args, err := sqlx.In(query, ids)
	if err != nil {
		return nil, err
	}
	if err := db.SelectContext(ctx, &out, q, args...); err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	return out, nil
}

// GetParcels loads several parcels at once, keyed by id.
func (s *Store) GetParcels(ctx context.Context, ids []int64) (map[int64]*Parcel, error) {
	list, err := selectIn[Parcel](ctx, s.db, "get parcels", `SELECT `+parcelColumns+` FROM parcels WHERE id IN (?)`, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*Parcel, len(list))
	for i := range list {
		out[list[i].ID] = &list[i]
	}
	return out, nil
}

// GetRides loads several rides at once, keyed by id.
func (s *Store) GetRides(ctx context.Context, ids []int64) (map[int64]*Ride, error) {
	list, err := selectIn[Ride](ctx, s.db, "get rides", rideSelect+` WHERE r.id IN (?)`, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*Ride, len(list))
	for i := range list {
		out[list[i].ID] = &list[i]
	}
	return out, nil
}

package store

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/jmoiron/sqlx"
)

// inIDs takes the ids as one JSON array, so a query's text and prepared statement do not vary with their count.
const inIDs = `IN (SELECT value FROM json_each(?) AS ids)`

func selectIn[T any](ctx context.Context, db queryer, what, query string, ids []int64, args ...any) ([]T, error) {
	// Sized up front: callers keep pointers into it, which would pin the slack of a grown array.
	out := make([]T, 0, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	list, err := json.Marshal(ids)
	if err != nil {
		return nil, err
	}
	if err := sqlx.SelectContext(ctx, db, &out, query, append(args, string(list))...); err != nil {
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	return out, nil
}

func getByIDs[T any](ctx context.Context, db queryer, what, query string, ids []int64, id func(*T) int64) (map[int64]*T, error) {
	list, err := selectIn[T](ctx, db, what, query, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*T, len(list))
	for i := range list {
		out[id(&list[i])] = &list[i]
	}
	return out, nil
}

// GetParcels loads several parcels at once, keyed by id.
func (s *Store) GetParcels(ctx context.Context, ids []int64) (map[int64]*Parcel, error) {
	return getByIDs(ctx, s.q, "get parcels", `SELECT `+parcelColumns+` FROM parcels WHERE id `+inIDs, ids,
		func(p *Parcel) int64 { return p.ID })
}

// GetRides loads several rides at once, keyed by id.
func (s *Store) GetRides(ctx context.Context, ids []int64) (map[int64]*Ride, error) {
	return getByIDs(ctx, s.q, "get rides", rideSelect+` WHERE r.id `+inIDs, ids, func(r *Ride) int64 { return r.ID })
}

// GetRequests loads several requests at once, keyed by id.
func (s *Store) GetRequests(ctx context.Context, ids []int64) (map[int64]*Request, error) {
	return getByIDs(ctx, s.q, "get requests", requestSelect+` WHERE q.id `+inIDs, ids, func(q *Request) int64 { return q.ID })
}

package store

import (
	"context"
	"fmt"
	"time"
)

// SetInstant turns instant booking on or off for the driver's ride id and, with series, for every later ride of
// its series still on (Planned or In Progress). Requests already made keep their state. It returns the rides
// changed (id first); ErrNotFound for another's ride, ErrInvalidState once the ride is over.
func (s *Store) SetInstant(ctx context.Context, driverID, id int64, instant, series bool) ([]int64, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	status, err := getOne[string](ctx, tx, "set instant", `SELECT status FROM rides WHERE id = ? AND driver_id = ?`, id, driverID)
	if err != nil {
		return nil, err
	}
	if *status != RidePlanned && *status != RideInProgress {
		return nil, ErrInvalidState
	}
	changed := []int64{id}
	if series {
		later, err := laterInSeries(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		for _, l := range later {
			changed = append(changed, l.ID)
		}
	}
	now := formatTime(time.Now())
	for _, r := range changed {
		if _, err := tx.ExecContext(ctx, `UPDATE rides SET instant = ?, updated_at = ? WHERE id = ?`, instant, now, r); err != nil {
			return nil, fmt.Errorf("store: set instant: %w", err)
		}
	}
	if err := s.commit(ctx, tx, Change{Rides: changed}); err != nil {
		return nil, err
	}
	return changed, nil
}

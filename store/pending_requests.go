package store

import (
	"context"
	"fmt"
)

// AllPendingRequests returns every pending request, for the market to keep in memory: they are few,
// since each expires with its ride's departure or its parcel's dates.
func (s *Store) AllPendingRequests(ctx context.Context) ([]Request, error) {
	out := []Request{}
	if err := s.db.SelectContext(ctx, &out, requestSelect+` WHERE q.status = ?`, RequestPending); err != nil {
		return nil, fmt.Errorf("store: pending requests: %w", err)
	}
	return out, nil
}

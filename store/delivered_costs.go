package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// TypicalWindow is how far back the typical price looks; TypicalMin is how many deliveries it needs.
const (
	TypicalWindow = 180 * 24 * time.Hour
	TypicalMin    = 5
)

// TypicalCost is the lowest and highest of the middle half of a route's delivered costs.
type TypicalCost struct {
	Low, High, Count int
}

// recordDeliveredCost keeps a delivered parcel's cost for the typical range, in the delivery's transaction.
func recordDeliveredCost(ctx context.Context, tx *sqlx.Tx, p *Parcel, at string) error {
	if _, err := tx.ExecContext(ctx, `INSERT INTO delivered_costs (from_place, to_place, size, cost, delivered_at)
		VALUES (?, ?, ?, ?, ?)`, p.FromPlaceID, p.ToPlaceID, p.Size, p.Cost, at); err != nil {
		return fmt.Errorf("store: record delivered cost: %w", err)
	}
	return nil
}

const typicalWhere = `FROM delivered_costs WHERE from_place = ? AND to_place = ? AND size = ? AND delivered_at >= ?`

// TypicalCost is the middle half of the costs of parcels of size delivered from → to in the
// TypicalWindow before now; nil with fewer than TypicalMin. It reads the count and two rows.
func (s *Store) TypicalCost(ctx context.Context, from, to int64, size string, now time.Time) (*TypicalCost, error) {
	args := []any{from, to, size, formatTime(now.Add(-TypicalWindow))}
	var n int
	if err := s.db.GetContext(ctx, &n, `SELECT COUNT(*) `+typicalWhere, args...); err != nil {
		return nil, fmt.Errorf("store: typical cost: %w", err)
	}
	if n < TypicalMin {
		return nil, nil
	}
	quarter := n / 4 // the middle half leaves out a quarter at each end
	out := TypicalCost{Count: n}
	for _, q := range []struct {
		dst    *int
		offset int
	}{{&out.Low, quarter}, {&out.High, n - 1 - quarter}} {
		if err := s.db.GetContext(ctx, q.dst, `SELECT cost `+typicalWhere+` ORDER BY cost LIMIT 1 OFFSET ?`,
			append(args, q.offset)...); err != nil {
			return nil, fmt.Errorf("store: typical cost: %w", err)
		}
	}
	return &out, nil
}

package store

import (
	"context"
	"fmt"

	"github.com/jmoiron/sqlx"
)

// Blocked tells whether a blocked b or b blocked a: such a pair cannot send each other requests or messages.
func (s *Store) Blocked(ctx context.Context, a, b int64) (bool, error) {
	return blockedIn(ctx, s.q, a, b)
}

func blockedIn(ctx context.Context, q sqlx.QueryerContext, a, b int64) (bool, error) {
	var n int
	err := sqlx.GetContext(ctx, q, &n, `SELECT COUNT(*) FROM blocks
		WHERE (blocker_id = ? AND blocked_id = ?) OR (blocker_id = ? AND blocked_id = ?)`, a, b, b, a)
	if err != nil {
		return false, fmt.Errorf("store: blocked: %w", err)
	}
	return n > 0, nil
}

// Block makes blocker block blocked and expires the requests between them, not naming the blocker; deliveries go on.
func (s *Store) Block(ctx context.Context, blocker, blocked int64) error {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := userExists(ctx, tx, blocked); err != nil {
		return err
	}
	n := newNotices(tx)
	if _, err := tx.ExecContext(ctx, `INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?)
		ON CONFLICT DO NOTHING`,
		blocker, blocked, n.now); err != nil {
		return fmt.Errorf("store: block: %w", err)
	}
	expired := []Request{}
	if err := tx.SelectContext(ctx, &expired, requestSelect+` WHERE q.status = ?
		AND ((p.sender_id = ? AND r.driver_id = ?) OR (p.sender_id = ? AND r.driver_id = ?))`,
		RequestPending, blocker, blocked, blocked, blocker); err != nil {
		return fmt.Errorf("store: block: %w", err)
	}
	var parcels, rides []int64
	for i := range expired {
		q := &expired[i]
		if _, err := tx.ExecContext(ctx, `UPDATE requests SET status = ?, updated_at = ? WHERE id = ?`,
			RequestExpired, n.now, q.ID); err != nil {
			return fmt.Errorf("store: block: %w", err)
		}
		q.Status = RequestExpired
		if err := n.request(ctx, blocked, NoticeRequestExpired, 0, q); err != nil {
			return err
		}
		parcels, rides = append(parcels, q.ParcelID), append(rides, q.RideID)
	}
	if err := s.commit(ctx, tx, Change{Parcels: parcels, Rides: rides, Users: []int64{blocker, blocked}, Notices: n.list, Requests: n.requests}); err != nil {
		return err
	}
	return nil
}

// Unblock ends blocker's block of blocked (if any); ErrNotFound for an unknown user.
func (s *Store) Unblock(ctx context.Context, blocker, blocked int64) error {
	if err := userExists(ctx, s.q, blocked); err != nil {
		return err
	}
	return s.inTx(ctx, func(tx *sqlx.Tx) (Change, error) {
		if _, err := tx.ExecContext(ctx, `DELETE FROM blocks WHERE blocker_id = ? AND blocked_id = ?`, blocker, blocked); err != nil {
			return Change{}, fmt.Errorf("store: unblock: %w", err)
		}
		return Change{Users: ids(blocker, blocked)}, nil
	})
}

func userExists(ctx context.Context, q sqlx.QueryerContext, id int64) error {
	_, err := getOne[int64](ctx, q, "user exists", `SELECT id FROM users WHERE id = ?`, id)
	return err
}

// Blocks tells whether blocker blocked blocked (one way only).
func (s *Store) Blocks(ctx context.Context, blocker, blocked int64) (bool, error) {
	var n int
	err := sqlx.GetContext(ctx, s.q, &n, `SELECT COUNT(*) FROM blocks WHERE blocker_id = ? AND blocked_id = ?`, blocker, blocked)
	if err != nil {
		return false, fmt.Errorf("store: blocks: %w", err)
	}
	return n > 0, nil
}

// ListBlocked returns the ids of the users blocker blocked, newest first.
func (s *Store) ListBlocked(ctx context.Context, blocker int64, limit int) ([]int64, error) {
	out := []int64{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT blocked_id FROM blocks WHERE blocker_id = ?
		ORDER BY created_at DESC, blocked_id DESC LIMIT ?`, blocker, limit)
	if err != nil {
		return nil, fmt.Errorf("store: list blocked: %w", err)
	}
	return out, nil
}

// BlockedWith returns the users user blocked or was blocked by, whose listings user neither sees nor hears of.
func (s *Store) BlockedWith(ctx context.Context, user int64) ([]int64, error) {
	return blockedWith(ctx, s.q, user)
}

func blockedWith(ctx context.Context, q sqlx.QueryerContext, user int64) ([]int64, error) {
	out := []int64{}
	err := sqlx.SelectContext(ctx, q, &out, `SELECT blocked_id FROM blocks WHERE blocker_id = ?
		UNION SELECT blocker_id FROM blocks WHERE blocked_id = ?`, user, user)
	if err != nil {
		return nil, fmt.Errorf("store: blocked with: %w", err)
	}
	return out, nil
}

func checkPair(ctx context.Context, tx *sqlx.Tx, sender, driver int64) error {
	var gone bool
	if err := tx.GetContext(ctx, &gone, `SELECT EXISTS (SELECT 1 FROM users WHERE id IN (?, ?)
		AND (suspended_at IS NOT NULL OR deleted_at IS NOT NULL))`, sender, driver); err != nil {
		return fmt.Errorf("store: check pair: %w", err)
	}
	if gone {
		return ErrNotFound
	}
	if blocked, err := blockedIn(ctx, tx, sender, driver); err != nil {
		return err
	} else if blocked {
		return ErrBlocked
	}
	return nil
}

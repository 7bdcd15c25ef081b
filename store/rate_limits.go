package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// Hit counts one call in bucket's fixed window of length window, as of now, in one statement that several
// servers may run at once: it returns the calls counted in the window, this one included, and when the window
// ends. A window that has ended starts afresh with this call.
func (s *Store) Hit(ctx context.Context, bucket string, window time.Duration, now time.Time) (int, time.Time, error) {
	var row struct {
		Hits  int    `db:"hits"`
		Start string `db:"window_start"`
	}
	ended := formatTime(now.Add(-window))
	err := sqlx.GetContext(ctx, s.db, &row, `INSERT INTO rate_limits (bucket, window_start, hits) VALUES (?, ?, 1)
		ON CONFLICT (bucket) DO UPDATE SET
			hits = CASE WHEN rate_limits.window_start <= ? THEN 1 ELSE rate_limits.hits + 1 END,
			window_start = CASE WHEN rate_limits.window_start <= ? THEN excluded.window_start ELSE rate_limits.window_start END
		RETURNING hits, window_start`, bucket, formatTime(now), ended, ended)
	if err != nil {
		return 0, time.Time{}, fmt.Errorf("store: rate limit: %w", err)
	}
	return row.Hits, parseTime(row.Start).Add(window), nil
}

// trimRateLimits forgets the windows that started before `before`.
func trimRateLimits(ctx context.Context, tx *sqlx.Tx, before time.Time) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM rate_limits WHERE window_start < ?`, formatTime(before)); err != nil {
		return fmt.Errorf("store: trim rate limits: %w", err)
	}
	return nil
}

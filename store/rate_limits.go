package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// Take takes one call from bucket's token bucket (burst calls at once, refilled at perMinute) as of now, in one
// statement that several servers may run at once: false when none is left. A bucket not used yet is full.
func (s *Store) Take(ctx context.Context, bucket string, perMinute float64, burst int, now time.Time) (bool, error) {
	// refill is the bucket's tokens at ?2: what it had, refilled since, at most the burst.
	const refill = `(CASE WHEN rate_limits.tokens + (CAST(?2 AS BIGINT) - rate_limits.at_ms) * CAST(?4 AS DOUBLE PRECISION) > CAST(?3 AS DOUBLE PRECISION)
		THEN CAST(?3 AS DOUBLE PRECISION)
		ELSE rate_limits.tokens + (CAST(?2 AS BIGINT) - rate_limits.at_ms) * CAST(?4 AS DOUBLE PRECISION) END)`
	var left float64
	err := sqlx.GetContext(ctx, s.db, &left, `INSERT INTO rate_limits (bucket, tokens, at_ms)
		VALUES (?1, CAST(?3 AS DOUBLE PRECISION) - 1, CAST(?2 AS BIGINT))
		ON CONFLICT (bucket) DO UPDATE SET tokens = `+refill+` - 1, at_ms = CAST(?2 AS BIGINT)
		WHERE `+refill+` >= 1
		RETURNING tokens`, bucket, now.UnixMilli(), float64(burst), perMinute/60_000)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("store: rate limit: %w", err)
	}
	return burst >= 1, nil
}

// trimRateLimits forgets the buckets last used before `before`: full again, as a bucket not used yet.
func trimRateLimits(ctx context.Context, tx *sqlx.Tx, before time.Time) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM rate_limits WHERE at_ms < ?`, before.UnixMilli()); err != nil {
		return fmt.Errorf("store: trim rate limits: %w", err)
	}
	return nil
}

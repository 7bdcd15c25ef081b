package store

import (
	"context"
	"errors"
	"time"

	"github.com/jackc/pgx/v5"
)

// feedBatch is how many entries one read of the feed takes.
const feedBatch = 500

// Follow calls fn with the feed's entries after the id after, in commit order, as they commit, until ctx ends.
// On PostgreSQL a LISTEN connection of its own wakes it at once; it reads every poll anyway, the safety net
// (NOTIFY is not queued for a listener that is gone), and after a lost connection it listens again within poll and
// reads the backlog from where it left off, so nothing falls between. On SQLite it reads every poll.
// fn runs on Follow's goroutine; the id of the last entry given to fn is where a restart would go on from.
// caughtUp (nil: none) is called each time the backlog is read through, on PostgreSQL only while listening.
func (s *Store) Follow(ctx context.Context, after int64, poll time.Duration, fn func([]FeedEntry), caughtUp func()) {
	for ctx.Err() == nil {
		var conn *pgx.Conn
		if s.pg {
			conn = s.listen(ctx)
		}
		after = s.followOn(ctx, conn, after, poll, fn, caughtUp)
		if conn != nil {
			_ = conn.Close(context.Background())
		}
	}
}

// listen opens the feed's LISTEN connection, or nil when it cannot (Follow then polls until it can).
func (s *Store) listen(ctx context.Context) *pgx.Conn {
	conn, err := pgx.Connect(ctx, s.source)
	if err != nil {
		return nil
	}
	if _, err := conn.Exec(ctx, "LISTEN "+feedChannel); err != nil {
		_ = conn.Close(context.Background())
		return nil
	}
	return conn
}

// followOn reads the backlog, then waits for the doorbell or the poll, until ctx ends or conn is lost.
func (s *Store) followOn(ctx context.Context, conn *pgx.Conn, after int64, poll time.Duration, fn func([]FeedEntry),
	caughtUp func()) int64 {
	for ctx.Err() == nil {
		for {
			list, err := s.ChangesAfter(ctx, after, feedBatch)
			if err != nil {
				break // a failed read is tried again at the next wake
			}
			if len(list) > 0 {
				fn(list)
				after = list[len(list)-1].ID
			}
			if len(list) < feedBatch {
				if caughtUp != nil && (conn != nil || !s.pg) {
					caughtUp()
				}
				break
			}
		}
		if conn == nil {
			select {
			case <-ctx.Done():
			case <-time.After(poll):
			}
			if s.pg {
				return after // listen again
			}
			continue
		}
		wait, cancel := context.WithTimeout(ctx, poll)
		_, err := conn.WaitForNotification(wait)
		cancel()
		if err != nil && !errors.Is(err, context.DeadlineExceeded) || conn.IsClosed() {
			return after
		}
	}
	return after
}

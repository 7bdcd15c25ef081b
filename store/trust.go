package store

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"time"

	"github.com/jmoiron/sqlx"
)

// Answer figures (docs/product.md §2): requests closed in the last answerWindow,
// at most answerRowsPerUser of them, and none shown under answerMinRequests.
const (
	answerWindow      = 90 * 24 * time.Hour
	answerRowsPerUser = 200
	answerMinRequests = 3
)

// Answers is how a user answers the requests sent to them.
type Answers struct {
	Rate        float64 // share answered before they expired, 0–1
	MedianHours float64 // median time to an answer
}

// recordAnswer notes that q's answerer approved or declined it (answered) or let it run out of time.
func recordAnswer(ctx context.Context, tx *sqlx.Tx, q *Request, answered bool, at time.Time) error {
	var seconds any
	if answered {
		seconds = max(0, int64(at.Sub(parseTime(q.CreatedAt)).Seconds()))
	}
	_, err := tx.ExecContext(ctx, `INSERT INTO request_answers (request_id, user_id, closed_at, answered, answer_seconds)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (request_id) DO UPDATE SET user_id = excluded.user_id,
		closed_at = excluded.closed_at, answered = excluded.answered, answer_seconds = excluded.answer_seconds`, q.ID, q.Answerer(), formatTime(at), answered, seconds)
	if err != nil {
		return fmt.Errorf("store: record answer: %w", err)
	}
	return nil
}

type answerRow struct {
	UserID   int64 `db:"user_id"`
	Answered bool  `db:"answered"`
	Seconds  int64 `db:"seconds"`
}

// GetAnswers returns the answer figures of several users as of now, keyed by id; users with too few requests are absent.
func (s *Store) GetAnswers(ctx context.Context, ids []int64, now time.Time) (map[int64]Answers, error) {
	out := map[int64]Answers{}
	if len(ids) == 0 {
		return out, nil
	}
	// Each user once: the join below gives a user's rows once for each time the user is asked for.
	ids = slices.Compact(slices.Sorted(slices.Values(ids)))
	list, err := json.Marshal(ids)
	if err != nil {
		return nil, err
	}
	rows := []answerRow{}
	err = sqlx.SelectContext(ctx, s.q, &rows, s.answersQuery(),
		string(list), formatTime(now.Add(-answerWindow)), answerRowsPerUser)
	if err != nil {
		return nil, fmt.Errorf("store: answers: %w", err)
	}
	byUser := map[int64][]answerRow{}
	for _, r := range rows {
		byUser[r.UserID] = append(byUser[r.UserID], r)
	}
	for id, rs := range byUser {
		if a, ok := answersOf(rs); ok {
			out[id] = a
		}
	}
	return out, nil
}

// answersSQL reads, per user asked for, the newest rows of the window through the (user_id, closed_at) index:
// SQLite walks the index once a user through the IN subquery.
const answersSQL = `SELECT a.user_id, a.answered, COALESCE(a.answer_seconds, 0) AS seconds
	FROM json_each(?) AS u JOIN request_answers a ON a.request_id IN (
		SELECT b.request_id FROM request_answers b WHERE b.user_id = u.value AND b.closed_at >= ?
		ORDER BY b.closed_at DESC LIMIT ?)`

// answersQuery is answersSQL in the engine's best words. PostgreSQL cannot pull a LIMIT-ed correlated subquery
// up: it reads every row of request_answers and runs the subquery for each, a plan whose cost passes
// jit_above_cost, so that every card would JIT-compile it again. A LATERAL join, which SQLite has not, says the
// same as one index range a user.
func (s *Store) answersQuery() string {
	if !s.pg {
		return answersSQL
	}
	return `SELECT u.value AS user_id, a.answered, COALESCE(a.answer_seconds, 0) AS seconds
	FROM json_each(?) AS u CROSS JOIN LATERAL (
		SELECT b.answered, b.answer_seconds FROM request_answers b WHERE b.user_id = u.value AND b.closed_at >= ?
		ORDER BY b.closed_at DESC LIMIT ?) AS a`
}

func answersOf(rows []answerRow) (Answers, bool) {
	if len(rows) < answerMinRequests {
		return Answers{}, false
	}
	var secs []int64
	for _, r := range rows {
		if r.Answered {
			secs = append(secs, r.Seconds)
		}
	}
	a := Answers{Rate: math.Round(float64(len(secs))/float64(len(rows))*100) / 100}
	if len(secs) > 0 {
		slices.Sort(secs)
		mid := float64(secs[len(secs)/2])
		if len(secs)%2 == 0 {
			mid = float64(secs[len(secs)/2-1]+secs[len(secs)/2]) / 2
		}
		a.MedianHours = math.Round(mid/360) / 10
	}
	return a, true
}

// countDelivery adds a delivered parcel to its driver's and its sender's counts, in the delivery's transaction.
func countDelivery(ctx context.Context, tx *sqlx.Tx, driverID, senderID int64) error {
	if _, err := tx.ExecContext(ctx, `UPDATE users SET deliveries_count = deliveries_count + 1 WHERE id = ?`, driverID); err != nil {
		return fmt.Errorf("store: count delivery: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET sent_count = sent_count + 1 WHERE id = ?`, senderID); err != nil {
		return fmt.Errorf("store: count delivery: %w", err)
	}
	return nil
}

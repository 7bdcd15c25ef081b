package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jmoiron/sqlx"
)

// OutboxEmail is one e-mail of the outbox: waiting, sent or failed.
type OutboxEmail struct {
	ID int64

	Key string

	Throttle    string
	To          string
	Subject     string
	Text        string
	Headers     map[string]string
	Attempts    int
	NextAttempt time.Time
	Created     time.Time
	Sent        time.Time // zero until sent
	Failed      time.Time // zero unless given up on
	LastError   string
}

type outboxRow struct {
	ID          int64          `db:"id"`
	Key         string         `db:"idempotency_key"`
	Throttle    sql.NullString `db:"throttle_key"`
	To          string         `db:"recipient"`
	Subject     string         `db:"subject"`
	Text        string         `db:"body"`
	Headers     string         `db:"headers"`
	Attempts    int            `db:"attempts"`
	NextAttempt string         `db:"next_attempt_at"`
	Created     string         `db:"created_at"`
	Sent        sql.NullString `db:"sent_at"`
	Failed      sql.NullString `db:"failed_at"`
	LastError   sql.NullString `db:"last_error"`
}

const outboxColumns = `id, idempotency_key, throttle_key, recipient, subject, body, headers, attempts,
	next_attempt_at, created_at, sent_at, failed_at, last_error`

func (r *outboxRow) email() (OutboxEmail, error) {
	e := OutboxEmail{ID: r.ID, Key: r.Key, Throttle: r.Throttle.String, To: r.To, Subject: r.Subject,
		Text: r.Text, Attempts: r.Attempts, NextAttempt: parseTime(r.NextAttempt), Created: parseTime(r.Created),
		LastError: r.LastError.String}
	if r.Sent.Valid {
		e.Sent = parseTime(r.Sent.String)
	}
	if r.Failed.Valid {
		e.Failed = parseTime(r.Failed.String)
	}
	if err := json.Unmarshal([]byte(r.Headers), &e.Headers); err != nil {
		return e, fmt.Errorf("store: e-mail %d headers: %w", r.ID, err)
	}
	return e, nil
}

// EnqueueEmail stores e unless its key is stored or its throttle key was used within window; it reports if it did.
func (s *Store) EnqueueEmail(ctx context.Context, e OutboxEmail, window time.Duration) (bool, error) {
	headers, err := json.Marshal(e.Headers)
	if err != nil || e.Headers == nil {
		headers = []byte("{}")
	}
	throttle := sql.NullString{String: e.Throttle, Valid: e.Throttle != ""}
	created := formatTime(e.Created)
	// One statement, so another writer cannot come between the throttle's check and the insert.
	const q = `INSERT INTO email_outbox (idempotency_key, throttle_key, recipient, subject, body, headers,
			next_attempt_at, created_at)
		SELECT ?, ?, ?, ?, ?, ?, ?, ?
		WHERE CAST(? AS TEXT) IS NULL OR NOT EXISTS (SELECT 1 FROM email_outbox WHERE throttle_key = ? AND created_at > ?)
		ON CONFLICT (idempotency_key) DO NOTHING`
	res, err := s.db.ExecContext(ctx, q, e.Key, throttle, e.To, e.Subject, e.Text, string(headers), created, created,
		throttle, throttle, formatTime(e.Created.Add(-window)))
	if err != nil {
		return false, fmt.Errorf("store: enqueue e-mail: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("store: enqueue e-mail: %w", err)
	}
	return n == 1, nil
}

// DueEmails returns up to limit unsent, not failed e-mails due at now, the earliest due first.
func (s *Store) DueEmails(ctx context.Context, now time.Time, limit int) ([]OutboxEmail, error) {
	const q = `SELECT ` + outboxColumns + ` FROM email_outbox
		WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?
		ORDER BY next_attempt_at, id LIMIT ?`
	var rows []outboxRow
	if err := sqlx.SelectContext(ctx, s.q, &rows, q, formatTime(now), limit); err != nil {
		return nil, fmt.Errorf("store: due e-mails: %w", err)
	}
	out := make([]OutboxEmail, 0, len(rows))
	for i := range rows {
		e, err := rows[i].email()
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// ClaimDueEmails takes up to limit unsent, not failed e-mails due at now, the earliest due first, and moves their
// next attempt to until: the lease. Workers on several servers claim at once, each e-mail goes to one of them,
// and one whose worker died unsent is due again when its lease ends. On PostgreSQL a claim skips the rows another
// worker's claim has locked; SQLite has one writer at a time.
func (s *Store) ClaimDueEmails(ctx context.Context, now, until time.Time, limit int) ([]OutboxEmail, error) {
	skip := s.skipLocked()
	// The CTE runs once: PostgreSQL may run an IN subquery again for each row it updates.
	const due = `sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= ?`
	q := `WITH picked AS (SELECT id FROM email_outbox WHERE ` + due + ` ORDER BY next_attempt_at, id LIMIT ?` + skip + `)
		UPDATE email_outbox SET next_attempt_at = ? WHERE ` + due + ` AND id IN (SELECT id FROM picked)
		RETURNING ` + outboxColumns
	var rows []outboxRow
	at := formatTime(now)
	if err := sqlx.SelectContext(ctx, s.db, &rows, q, at, limit, formatTime(until), at); err != nil {
		return nil, fmt.Errorf("store: claim due e-mails: %w", err)
	}
	slices.SortFunc(rows, func(a, b outboxRow) int { return cmp.Compare(a.ID, b.ID) })
	out := make([]OutboxEmail, 0, len(rows))
	for i := range rows {
		e, err := rows[i].email()
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}

// ReleaseEmails makes claimed e-mails due at `at` again, before their lease ends: a worker that stops gives back
// the ones it did not try.
func (s *Store) ReleaseEmails(ctx context.Context, ids []int64, at time.Time) error {
	if len(ids) == 0 {
		return nil
	}
	q, args, err := sqlx.In(`UPDATE email_outbox SET next_attempt_at = ? WHERE sent_at IS NULL AND failed_at IS NULL
		AND id IN (?)`, formatTime(at), ids)
	if err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx, q, args...); err != nil {
		return fmt.Errorf("store: release e-mails: %w", err)
	}
	return nil
}

// NextEmailDue returns when the next unsent e-mail is due; false when none waits.
func (s *Store) NextEmailDue(ctx context.Context) (time.Time, bool, error) {
	const q = `SELECT next_attempt_at FROM email_outbox WHERE sent_at IS NULL AND failed_at IS NULL
		ORDER BY next_attempt_at, id LIMIT 1`
	var next string
	err := sqlx.GetContext(ctx, s.q, &next, q)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return time.Time{}, false, nil
	case err != nil:
		return time.Time{}, false, fmt.Errorf("store: next e-mail: %w", err)
	}
	return parseTime(next), true, nil
}

// GetEmail returns the outbox's e-mail of key, or ErrNotFound.
func (s *Store) GetEmail(ctx context.Context, key string) (*OutboxEmail, error) {
	r, err := getOne[outboxRow](ctx, s.q, "get e-mail", `SELECT `+outboxColumns+` FROM email_outbox WHERE idempotency_key = ?`, key)
	if err != nil {
		return nil, err
	}
	e, err := r.email()
	return &e, err
}

// MarkEmailSent records a sent e-mail, and forgets its body and headers.
func (s *Store) MarkEmailSent(ctx context.Context, id int64, at time.Time) error {
	return s.updateEmail(ctx, "mark e-mail sent", `UPDATE email_outbox SET sent_at = ?, attempts = attempts + 1,
		body = '', headers = '{}', last_error = NULL WHERE id = ?`, formatTime(at), id)
}

// RetryEmail records a failed attempt, and when to try again.
func (s *Store) RetryEmail(ctx context.Context, id int64, next time.Time, cause string) error {
	return s.updateEmail(ctx, "retry e-mail", `UPDATE email_outbox SET attempts = attempts + 1,
		next_attempt_at = ?, last_error = ? WHERE id = ?`, formatTime(next), cause, id)
}

// FailEmail records the last attempt of an e-mail given up on, and forgets its body and headers.
func (s *Store) FailEmail(ctx context.Context, id int64, at time.Time, cause string) error {
	return s.updateEmail(ctx, "fail e-mail", `UPDATE email_outbox SET failed_at = ?, attempts = attempts + 1,
		body = '', headers = '{}', last_error = ? WHERE id = ?`, formatTime(at), cause, id)
}

func (s *Store) updateEmail(ctx context.Context, what, q string, args ...any) error {
	res, err := s.db.ExecContext(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("store: %s: %w", what, err)
	}
	n, err := res.RowsAffected()
	switch {
	case err != nil:
		return fmt.Errorf("store: %s: %w", what, err)
	case n == 0:
		return ErrNotFound
	}
	return nil
}

// PruneEmails deletes the sent and failed e-mails stored before `before`, keys included, and reports how many.
func (s *Store) PruneEmails(ctx context.Context, before time.Time) (int64, error) {
	res, err := s.db.ExecContext(ctx, `DELETE FROM email_outbox
		WHERE created_at < ? AND (sent_at IS NOT NULL OR failed_at IS NOT NULL)`, formatTime(before))
	if err != nil {
		return 0, fmt.Errorf("store: prune e-mails: %w", err)
	}
	return res.RowsAffected()
}

// CountUnsentEmails is the outbox's depth: the e-mails neither sent nor given up on.
func (s *Store) CountUnsentEmails(ctx context.Context) (int, error) {
	var n int
	err := sqlx.GetContext(ctx, s.q, &n, countUnsentEmails)
	if err != nil {
		return 0, fmt.Errorf("store: count unsent e-mails: %w", err)
	}
	return n, nil
}

const countUnsentEmails = `SELECT COUNT(*) FROM email_outbox WHERE sent_at IS NULL AND failed_at IS NULL`

package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// ErrSlotTaken means another server ran the job in this period already, or is running it.
var ErrSlotTaken = errors.New("store: the job's period is another server's")

// Slot is one period of a timed job. Every server ticks; the job runs once a slot, on the server whose
// transaction claims the slot first (job_runs), and the claim commits or rolls back with the job's own writes.
// The zero Slot claims nothing: the job runs whenever it is called.
type Slot struct {
	Job   string
	Start time.Time
}

// SlotOf is the slot of job, run every period, that t falls in.
func SlotOf(job string, every time.Duration, t time.Time) Slot {
	return Slot{Job: job, Start: t.UTC().Truncate(every)}
}

// claim takes slot inside tx, or returns ErrSlotTaken. On PostgreSQL a claim that another server's open
// transaction holds waits for that transaction: its commit keeps the slot, its rollback frees it.
func (s *Store) claim(ctx context.Context, tx *sqlx.Tx, slot Slot) error {
	if slot.Job == "" {
		return nil
	}
	var runner string
	err := tx.GetContext(ctx, &runner, `INSERT INTO job_runs (job, slot, runner, started_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (job, slot) DO NOTHING RETURNING runner`, slot.Job, formatTime(slot.Start), s.Origin(),
		formatTime(time.Now()))
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return ErrSlotTaken
	case err != nil:
		return fmt.Errorf("store: claim %s: %w", slot.Job, err)
	}
	return nil
}

// Once runs job in a write transaction that first claims slot: ErrSlotTaken when another server has it.
func (s *Store) Once(ctx context.Context, slot Slot, job func(tx *sqlx.Tx) (Change, error)) error {
	return s.inTx(ctx, func(tx *sqlx.Tx) (Change, error) {
		if err := s.claim(ctx, tx, slot); err != nil {
			return Change{}, err
		}
		return job(tx)
	})
}

// JobRun is one slot's record: which server ran it.
type JobRun struct {
	Job    string `db:"job"`
	Slot   string `db:"slot"`
	Runner string `db:"runner"`
}

// JobRuns lists the slots job ran in since `since`, oldest first.
func (s *Store) JobRuns(ctx context.Context, job string, since time.Time) ([]JobRun, error) {
	out := []JobRun{}
	if err := sqlx.SelectContext(ctx, s.q, &out, `SELECT job, slot, runner FROM job_runs
		WHERE job = ? AND slot >= ? ORDER BY slot`, job, formatTime(since)); err != nil {
		return nil, fmt.Errorf("store: job runs: %w", err)
	}
	return out, nil
}

// TrimJobRuns forgets the slots that started before `before`: no server claims one that old again.
func (s *Store) TrimJobRuns(ctx context.Context, tx *sqlx.Tx, before time.Time) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM job_runs WHERE slot < ?`, formatTime(before)); err != nil {
		return fmt.Errorf("store: trim job runs: %w", err)
	}
	return nil
}

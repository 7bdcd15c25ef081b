package store

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"time"

	"github.com/jmoiron/sqlx"
)

// FeedEntry is one committed write as the change feed keeps it: which parcels, rides, users, saved routes,
// notifications, messages and requests it changed, by id, and which server committed it.
type FeedEntry struct {
	ID       int64   `json:"-"`
	Origin   string  `json:"-"`
	Parcels  []int64 `json:"p,omitempty"`
	Rides    []int64 `json:"r,omitempty"`
	Users    []int64 `json:"u,omitempty"`
	Alerts   []int64 `json:"a,omitempty"`
	Notices  []int64 `json:"n,omitempty"`
	Messages []int64 `json:"m,omitempty"`
	Requests []int64 `json:"q,omitempty"`
}

// feedChannel is what PostgreSQL's NOTIFY rings when an entry commits: a doorbell, the table is the truth.
const feedChannel = "ridepost_changes"

// defaultOrigin names this process in the feed: its host and pid.
var defaultOrigin = func() string {
	host, _ := os.Hostname()
	return host + "-" + strconv.Itoa(os.Getpid())
}()

// Origin is the name this store's entries carry in the feed.
func (s *Store) Origin() string {
	if s.origin == "" {
		return defaultOrigin
	}
	return s.origin
}

// SetOrigin names this server in the feed (--replica-id); call it before the store is used.
func (s *Store) SetOrigin(name string) { s.origin = name }

// appendChange writes c to the feed inside tx, the transaction that made it, as its last write before the
// commit. On PostgreSQL it holds the write lock (re-entrant: write transactions take it at BEGIN) from here to
// the commit, so entries commit in the order of their ids and a follower's id cursor skips none; its NOTIFY
// reaches the listeners at the commit.
// It returns the entry's id, 0 when c changed nothing a follower follows.
func (s *Store) appendChange(ctx context.Context, tx *sqlx.Tx, c Change) (int64, error) {
	e := FeedEntry{Parcels: c.Parcels, Rides: c.Rides, Users: c.Users, Alerts: c.Alerts, Requests: c.Requests}
	for _, n := range c.Notices {
		e.Notices = append(e.Notices, n.ID)
	}
	for _, m := range c.Messages {
		e.Messages = append(e.Messages, m.ID)
	}
	payload, err := json.Marshal(e)
	if err != nil || string(payload) == "{}" {
		return 0, err
	}
	if s.pg {
		if _, err := tx.ExecContext(ctx, writeLockSQL); err != nil {
			return 0, fmt.Errorf("store: feed: %w", err)
		}
	}
	var id int64
	if err := tx.GetContext(ctx, &id, `INSERT INTO changes (origin, payload, created_at) VALUES (?, ?, ?) RETURNING id`,
		s.Origin(), string(payload), formatTime(time.Now())); err != nil {
		return 0, fmt.Errorf("store: feed: %w", err)
	}
	if s.pg {
		if _, err := tx.ExecContext(ctx, `SELECT pg_notify('`+feedChannel+`', '')`); err != nil {
			return 0, fmt.Errorf("store: feed: %w", err)
		}
	}
	return id, nil
}

type feedRow struct {
	ID      int64  `db:"id"`
	Origin  string `db:"origin"`
	Payload string `db:"payload"`
}

// ChangesAfter returns up to limit of the feed's entries after the id after, oldest first.
func (s *Store) ChangesAfter(ctx context.Context, after int64, limit int) ([]FeedEntry, error) {
	var rows []feedRow
	if err := sqlx.SelectContext(ctx, s.q, &rows, `SELECT id, origin, payload FROM changes WHERE id > ? ORDER BY id LIMIT ?`,
		after, limit); err != nil {
		return nil, fmt.Errorf("store: changes: %w", err)
	}
	out := make([]FeedEntry, len(rows))
	for i, r := range rows {
		if err := json.Unmarshal([]byte(r.Payload), &out[i]); err != nil {
			return nil, fmt.Errorf("store: change %d: %w", r.ID, err)
		}
		out[i].ID, out[i].Origin = r.ID, r.Origin
	}
	return out, nil
}

// LastChange is the id of the feed's newest entry, 0 when it has none: a server that loads everything afresh
// follows the feed from there.
func (s *Store) LastChange(ctx context.Context) (int64, error) {
	var id int64
	if err := sqlx.GetContext(ctx, s.q, &id, `SELECT COALESCE(MAX(id), 0) FROM changes`); err != nil {
		return 0, fmt.Errorf("store: last change: %w", err)
	}
	return id, nil
}

// TrimChanges deletes the entries written before `before` and reports how many; the newest one stays, so that
// the next id still follows it.
func (s *Store) TrimChanges(ctx context.Context, before time.Time) (int64, error) {
	return s.TrimChangesOnce(ctx, before, Slot{})
}

// TrimChangesOnce is TrimChanges in slot, which also forgets the job runs and rate limit windows older than
// before: ErrSlotTaken when another server has the slot.
func (s *Store) TrimChangesOnce(ctx context.Context, before time.Time, slot Slot) (int64, error) {
	var n int64
	err := s.Once(ctx, slot, func(tx *sqlx.Tx) (Change, error) {
		res, err := tx.ExecContext(ctx, `DELETE FROM changes WHERE created_at < ? AND id < (SELECT MAX(id) FROM changes)`,
			formatTime(before))
		if err != nil {
			return Change{}, fmt.Errorf("store: trim changes: %w", err)
		}
		if n, err = res.RowsAffected(); err != nil {
			return Change{}, err
		}
		if err := s.TrimJobRuns(ctx, tx, before); err != nil {
			return Change{}, err
		}
		return Change{}, trimRateLimits(ctx, tx, before)
	})
	return n, err
}

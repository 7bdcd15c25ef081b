package store

import (
	"context"
	"database/sql"
	"fmt"
)

// WriteWatch notices commits made to the database file by other connections:
// another process (`ridepost admin`, an operator's sqlite3) writes rows that
// Watch never hears of. It reads SQLite's PRAGMA data_version, which moves
// when any connection other than the one asking has committed, so it always
// asks on the same connection, its own (outside the pool, which stays whole).
// That includes this process's other connections: SQLite can not tell who
// wrote, so a change means "something was written, maybe from outside".
// A WriteWatch serves one goroutine.
type WriteWatch struct {
	db   *sql.DB
	conn *sql.Conn // nil after a failed check: the next one starts afresh
	stmt *sql.Stmt
	last int64
	// started: last was read once; a new connection's value compares with
	// nothing, so after a failure the first check counts as a change.
	started bool
}

// WatchWrites opens a WriteWatch on the store's file and reads where the file
// stands now: commits from then on are changes.
func (s *Store) WatchWrites(ctx context.Context) (*WriteWatch, error) {
	db, err := sql.Open("sqlite", s.source)
	if err != nil {
		return nil, fmt.Errorf("store: watch writes: %w", err)
	}
	db.SetMaxOpenConns(1)
	w := &WriteWatch{db: db}
	if _, err := w.Changed(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return w, nil
}

// Changed tells whether another connection committed since the last check.
// After a failed check the next one that succeeds says true: what happened
// in between can not be told.
func (w *WriteWatch) Changed(ctx context.Context) (bool, error) {
	fresh := w.conn == nil
	if fresh {
		if err := w.connect(ctx); err != nil {
			return false, err
		}
	}
	var v int64
	if err := w.stmt.QueryRowContext(ctx).Scan(&v); err != nil {
		w.disconnect()
		return false, fmt.Errorf("store: watch writes: %w", err)
	}
	changed := v != w.last
	if fresh {
		changed = w.started
	}
	w.last, w.started = v, true
	return changed, nil
}

func (w *WriteWatch) connect(ctx context.Context) error {
	conn, err := w.db.Conn(ctx)
	if err != nil {
		return fmt.Errorf("store: watch writes: %w", err)
	}
	stmt, err := conn.PrepareContext(ctx, "PRAGMA data_version")
	if err != nil {
		conn.Close()
		return fmt.Errorf("store: watch writes: %w", err)
	}
	w.conn, w.stmt = conn, stmt
	return nil
}

func (w *WriteWatch) disconnect() {
	if w.conn != nil {
		w.stmt.Close()
		w.conn.Close()
		w.conn, w.stmt = nil, nil
	}
}

// Close ends the watch.
func (w *WriteWatch) Close() error {
	w.disconnect()
	return w.db.Close()
}

package store

import (
	"context"
	"database/sql"
	"fmt"
)

// WriteWatch notices other connections' commits, other processes' too, by PRAGMA data_version; one goroutine only.
type WriteWatch struct {
	db   *sql.DB
	conn *sql.Conn // nil after a failed check: the next one starts afresh
	stmt *sql.Stmt
	last int64

	started bool
}

// WatchWrites opens a WriteWatch on the store's file: commits from now on are changes.
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

// Changed tells whether another connection committed since the last check; true after a failed one.
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

package store

import (
	"context"
	"database/sql"
	"fmt"
)

// WriteWatch notices other connections' commits, other processes' too, by PRAGMA data_version; one goroutine only.
// On PostgreSQL it notices any write to the database, other servers' too, by the position of its write-ahead log.
type WriteWatch struct {
	db    *sql.DB
	query string
	conn  *sql.Conn // nil after a failed check: the next one starts afresh
	stmt  *sql.Stmt
	last  string

	started bool
}

// WatchWrites opens a WriteWatch on the store's file: commits from now on are changes.
func (s *Store) WatchWrites(ctx context.Context) (*WriteWatch, error) {
	driver, query := "sqlite", "PRAGMA data_version"
	if s.pg {
		driver, query = pgDriver, "SELECT CAST(pg_current_wal_lsn() AS TEXT)"
	}
	db, err := sql.Open(driver, s.source)
	if err != nil {
		return nil, fmt.Errorf("store: watch writes: %w", err)
	}
	db.SetMaxOpenConns(1)
	w := &WriteWatch{db: db, query: query}
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
	var v string
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
	stmt, err := conn.PrepareContext(ctx, w.query)
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

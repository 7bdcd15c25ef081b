// Package store keeps Ridepost's data in one SQLite file, or in a PostgreSQL database that several servers share.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
	"modernc.org/sqlite" // registers the "sqlite" driver
	sqlite3 "modernc.org/sqlite/lib"
)

// Store wraps the database handle; every query of the app goes through it.
type Store struct {
	db       *sqlx.DB
	q        *preparedDB // reads (and single-statement writes) through prepared statements
	watchers []func(Change)

	source string
	pg     bool   // PostgreSQL, not SQLite
	origin string // this server's name in the change feed ("": host and pid)
}

// Open opens the SQLite file at path, creating it and its folder if needed, or the PostgreSQL database at a
// postgres:// URL, and applies pending migrations.
func Open(ctx context.Context, path string) (*Store, error) {
	if IsPostgres(path) {
		return openPostgres(ctx, path, true)
	}
	return open(ctx, "sqlite", path)
}

// open is Open through the database/sql driver registered as driver.
func open(ctx context.Context, driver, path string) (*Store, error) {
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o750); err != nil {
			return nil, folderError(dir, err)
		}
	}
	source := dsn(path)
	db, err := sqlx.Open(driver, source)
	if err != nil {
		return nil, fmt.Errorf("store: open: %w", err)
	}
	if err := pingWaiting(ctx, db); err != nil {
		db.Close()
		return nil, openError(path, err)
	}
	db.SetMaxOpenConns(DefaultMaxConns)
	db.SetMaxIdleConns(DefaultMaxConns)
	s := &Store{db: db, q: newPreparedDB(db), source: source}
	if err := s.migrate(ctx); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// DefaultMaxConns is the most connections a store opens to its database, unless SetMaxConns says otherwise.
const DefaultMaxConns = 8

// SetMaxConns sets the most connections the store opens to its database (at least 4: a write transaction waiting
// for another's lock must leave connections for the reads beside them). The change feed's listener (Follow) and
// the WriteWatch have connections of their own.
func (s *Store) SetMaxConns(n int) {
	n = max(n, 4)
	s.db.SetMaxOpenConns(n)
	s.db.SetMaxIdleConns(n)
}

// pingWaiting opens the first connection, waiting as long as busy_timeout while the file is busy: turning a new
// file to WAL takes its lock without waiting for it, so of processes started at once on a new file, one that
// meets another's lock there is told SQLITE_BUSY at once.
func pingWaiting(ctx context.Context, db *sqlx.DB) error {
	deadline := time.Now().Add(5 * time.Second)
	for {
		err := db.PingContext(ctx)
		var e *sqlite.Error
		if err == nil || !errors.As(err, &e) || e.Code()&0xff != sqlite3.SQLITE_BUSY || time.Now().After(deadline) {
			return err
		}
		select {
		case <-ctx.Done():
			return err
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// dsn's _txlock=immediate takes the write lock at BEGIN, so read-check-write transactions wait on busy_timeout.
func dsn(path string) string {
	q := url.Values{}
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "busy_timeout(5000)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Set("_txlock", "immediate")
	return "file:" + path + "?" + q.Encode()
}

// DB exposes the handle for the session store, which shares the file.
func (s *Store) DB() *sqlx.DB { return s.db }

// Close closes the database.
func (s *Store) Close() error {
	s.q.close()
	return s.db.Close()
}

// Ping checks that the database answers a query. It goes around the prepared statements, whose cache a statement
// waiting on a lock may hold: the health check answers whatever else waits.
func (s *Store) Ping(ctx context.Context) error {
	var one int
	return sqlx.GetContext(ctx, s.db, &one, "SELECT 1")
}

// Backup writes a consistent copy of the database to path, while it is in use.
func (s *Store) Backup(ctx context.Context, path string) error {
	if s.pg {
		return errors.New("store: backup: a PostgreSQL database is backed up by PostgreSQL's own tools (pg_dump, or the provider's)")
	}
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("store: backup: %s already exists", path)
	}
	if _, err := s.db.ExecContext(ctx, "VACUUM INTO ?", path); err != nil {
		return fmt.Errorf("store: backup: %w", err)
	}
	return nil
}

func getOne[T any](ctx context.Context, q sqlx.QueryerContext, what, query string, args ...any) (*T, error) {
	var out T
	if err := sqlx.GetContext(ctx, q, &out, query, args...); err != nil {
		if errors.Is(err, sql.ErrNoRows) {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("store: %s: %w", what, err)
	}
	return &out, nil
}

func pageBefore(before int64) int64 {
	if before <= 0 {
		return math.MaxInt64
	}
	return before
}

type queryer = sqlx.QueryerContext

func prefixed(alias, columns string) string {
	parts := strings.Split(columns, ",")
	for i, c := range parts {
		parts[i] = alias + "." + strings.TrimSpace(c)
	}
	return strings.Join(parts, ", ")
}

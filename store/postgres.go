package store

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"strings"
	"sync"

	"github.com/jackc/pgx/v5/stdlib"
	"github.com/jmoiron/sqlx"
	"github.com/ngrok/sqlmw"
)

// IsPostgres tells whether db names a PostgreSQL database (a postgres:// or postgresql:// URL) rather than a
// SQLite file.
func IsPostgres(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

// pgDriver is pgx's database/sql driver with the store's SQL adapted (postgres_sql.go).
const pgDriver = "ridepost-pgx"

var registerPG sync.Once

// Redacted is db fit for a log line or an error: a URL's password replaced by xxxxx, a path as it is.
func Redacted(db string) string {
	if !IsPostgres(db) {
		return db
	}
	u, err := url.Parse(db)
	if err != nil {
		return "postgres://…"
	}
	return u.Redacted()
}

// openPostgres opens the PostgreSQL database at dbURL; migrate applies pending migrations.
func openPostgres(ctx context.Context, dbURL string, migrate bool) (*Store, error) {
	registerPG.Do(func() { sql.Register(pgDriver, sqlmw.Driver(stdlib.GetDefaultDriver(), pgWriter{})) })
	raw, err := sql.Open(pgDriver, dbURL)
	if err != nil {
		return nil, fmt.Errorf("cannot open the database %s: %w", Redacted(dbURL), err)
	}
	db := sqlx.NewDb(raw, "pgx")
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		// One line, as the server's other start errors are: pgx gives a line per address tried.
		why := strings.Join(strings.Fields(strings.ReplaceAll(err.Error(), "\n", "; ")), " ")
		return nil, fmt.Errorf("cannot open the database %s: %s", Redacted(dbURL), why)
	}
	db.SetMaxOpenConns(DefaultMaxConns)
	db.SetMaxIdleConns(DefaultMaxConns)
	s := &Store{db: db, q: newPreparedDB(db), source: dbURL, pg: true}
	if migrate {
		if err := s.migrate(ctx); err != nil {
			db.Close()
			return nil, err
		}
	}
	return s, nil
}

// OnPostgres tells whether the store's database is PostgreSQL's.
func (s *Store) OnPostgres() bool { return s.pg }

// skipLocked ends a SELECT that claims rows: on PostgreSQL it locks them and skips those another transaction has
// locked, so that workers on several servers claim different rows; SQLite, one writer at a time, needs nothing.
func (s *Store) skipLocked() string {
	if s.pg {
		return " FOR UPDATE SKIP LOCKED"
	}
	return ""
}

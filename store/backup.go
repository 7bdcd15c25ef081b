package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"strings"

	"github.com/jmoiron/sqlx"
)

// ErrInUse means another connection, such as a running server's, has the database open.
var ErrInUse = errors.New("store: the database is in use")

// SchemaVersion is the last migration this binary knows.
func SchemaVersion() (int, error) {
	ms, err := loadMigrations()
	if err != nil {
		return 0, err
	}
	return len(ms), nil
}

// CheckBackup returns the version of a sound database at path, opened read-write to replay a -wal: pass a copy.
func CheckBackup(ctx context.Context, path string) (version int, err error) {
	if _, err := os.Stat(path); err != nil {
		return 0, fmt.Errorf("store: %w", err)
	}
	q := url.Values{}
	q.Set("mode", "rw")
	q.Add("_pragma", "busy_timeout(5000)")
	db, err := sqlx.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return 0, fmt.Errorf("store: open: %w", err)
	}
	defer db.Close()
	var problems []string
	if err := db.SelectContext(ctx, &problems, "PRAGMA integrity_check"); err != nil {
		return 0, fmt.Errorf("store: integrity check: %w", err)
	}
	if len(problems) != 1 || problems[0] != "ok" {
		return 0, fmt.Errorf("store: the integrity check fails: %s", strings.Join(problems, "; "))
	}
	var tables int
	if err := db.GetContext(ctx, &tables,
		"SELECT COUNT(*) FROM sqlite_schema WHERE type = 'table' AND name = 'schema_migrations'"); err != nil {
		return 0, fmt.Errorf("store: read schema: %w", err)
	}
	if tables == 0 {
		return 0, errors.New("store: not a Ridepost database (it has no schema_migrations table)")
	}
	if err := db.GetContext(ctx, &version, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"); err != nil {
		return 0, fmt.Errorf("store: read schema version: %w", err)
	}
	known, err := SchemaVersion()
	if err != nil {
		return 0, err
	}
	if version > known {
		return version, fmt.Errorf("store: schema version %d, newer than this binary's %d: use a newer ridepost", version, known)
	}
	return version, nil
}

// Checkpoint moves the write-ahead log into the main file, or fails at once with ErrInUse if anyone has it open.
func Checkpoint(ctx context.Context, path string) error {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("store: no database at %s", path)
	}
	q := url.Values{}
	q.Set("mode", "rw")
	q.Add("_pragma", "busy_timeout(0)")
	q.Add("_pragma", "locking_mode(EXCLUSIVE)")
	db, err := sqlx.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return fmt.Errorf("store: open: %w", err)
	}
	defer db.Close()
	conn, err := db.Connx(ctx)
	if err != nil {
		return fmt.Errorf("store: open %s: %w", path, err)
	}
	defer conn.Close()
	// In exclusive locking mode the lock taken here is kept until the close.
	if _, err := conn.ExecContext(ctx, "BEGIN EXCLUSIVE"); err != nil {
		if strings.Contains(err.Error(), "SQLITE_BUSY") {
			return fmt.Errorf("%w: %s is open in another process", ErrInUse, path)
		}
		return fmt.Errorf("store: lock %s: %w", path, err)
	}
	if _, err := conn.ExecContext(ctx, "COMMIT"); err != nil {
		return fmt.Errorf("store: lock %s: %w", path, err)
	}
	var busy, logged, moved int
	if err := conn.QueryRowxContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logged, &moved); err != nil {
		return fmt.Errorf("store: checkpoint %s: %w", path, err)
	}
	if busy != 0 {
		return fmt.Errorf("%w: %s: checkpoint blocked", ErrInUse, path)
	}
	return nil
}

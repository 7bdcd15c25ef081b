package store

// Migrations are the numbered files in migrations/, embedded in the binary and
// applied in order at start, each in its own transaction, with the version
// recorded in schema_migrations. They are append-only: never edit one that has
// shipped; add the next number instead. A migration whose first line is
// foreignKeysOff runs with foreign keys off (SQLite's way to rebuild a table
// that others reference) and is checked with foreign_key_check before commit.

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"math"
	"sort"
	"strconv"
	"strings"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

type migration struct {
	version int
	name    string
	sql     string
}

func loadMigrations() ([]migration, error) {
	files, err := fs.Glob(migrationFS, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var out []migration
	for _, f := range files {
		base := strings.TrimPrefix(f, "migrations/")
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil {
			return nil, fmt.Errorf("store: migration %s: name must be NNNN_name.sql", base)
		}
		body, err := migrationFS.ReadFile(f)
		if err != nil {
			return nil, err
		}
		out = append(out, migration{version: v, name: base, sql: string(body)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	return out, nil
}

func (s *Store) migrate(ctx context.Context) error { return s.migrateUpTo(ctx, math.MaxInt) }

// migrateUpTo applies the pending migrations up to version last.
func (s *Store) migrateUpTo(ctx context.Context, last int) error {
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY,
		applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
	)`); err != nil {
		return fmt.Errorf("store: migrations table: %w", err)
	}
	migrations, err := loadMigrations()
	if err != nil {
		return err
	}
	var current int
	if err := s.db.GetContext(ctx, &current, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"); err != nil {
		return fmt.Errorf("store: read schema version: %w", err)
	}
	for _, m := range migrations {
		if m.version <= current || m.version > last {
			continue
		}
		if err := s.apply(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// foreignKeysOff marks a migration that rebuilds referenced tables.
const foreignKeysOff = "-- ridepost:foreign-keys-off"

func (s *Store) apply(ctx context.Context, m migration) error {
	// The pragma is per connection and ignored inside a transaction: pin one connection for it.
	conn, err := s.db.Connx(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	rebuild := strings.HasPrefix(m.sql, foreignKeysOff)
	if rebuild {
		if _, err := conn.ExecContext(ctx, "PRAGMA foreign_keys = OFF"); err != nil {
			return fmt.Errorf("store: migration %s: %w", m.name, err)
		}
		defer func() { _, _ = conn.ExecContext(context.Background(), "PRAGMA foreign_keys = ON") }()
	}
	tx, err := conn.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, m.sql); err != nil {
		return fmt.Errorf("store: migration %s: %w", m.name, err)
	}
	if rebuild {
		var broken int
		if err := tx.GetContext(ctx, &broken, "SELECT COUNT(*) FROM pragma_foreign_key_check"); err != nil || broken > 0 {
			return fmt.Errorf("store: migration %s: foreign keys broken (%d rows): %v", m.name, broken, err)
		}
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version) VALUES (?)", m.version); err != nil {
		return fmt.Errorf("store: record migration %s: %w", m.name, err)
	}
	return tx.Commit()
}

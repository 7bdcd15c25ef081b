package store

// Migrations are append-only: never edit one that shipped, add the next number (1, 2, 3…, no gap).
// A migration is migrations/NNNN_name.sql, SQLite's; PostgreSQL runs the same file when both engines take its
// SQL, or its twin migrations/postgres/NNNN_name.sql when not (migrate_postgres.go). The schema comparison
// (schema_parity_test.go) fails until both engines' tables and columns agree.

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"math"
	"path"
	"sort"
	"strconv"
	"strings"
)

//go:embed migrations/*.sql migrations/postgres/*.sql
var migrationFS embed.FS

type migration struct {
	version int
	name    string
	sql     string
	from    int // a baseline's first version: it stands for from…version; 0 otherwise
}

func loadMigrations() ([]migration, error) { return loadMigrationsFrom(migrationFS) }

func loadMigrationsFrom(fsys fs.FS) ([]migration, error) {
	files, err := fs.Glob(fsys, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var out []migration
	for _, f := range files {
		m, err := readMigration(fsys, f)
		if err != nil {
			return nil, err
		}
		out = append(out, m)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	for i, m := range out {
		switch {
		case i > 0 && m.version == out[i-1].version:
			return nil, fmt.Errorf("store: migrations %s and %s have the same number", out[i-1].name, m.name)
		case m.version != i+1:
			return nil, fmt.Errorf("store: migration %s: want number %04d next, with no gap in the numbering", m.name, i+1)
		}
	}
	return out, nil
}

func readMigration(fsys fs.FS, f string) (migration, error) {
	base := path.Base(f)
	num, _, ok := strings.Cut(base, "_")
	v, err := strconv.Atoi(num)
	if !ok || err != nil {
		return migration{}, fmt.Errorf("store: migration %s: name must be NNNN_name.sql", base)
	}
	body, err := fs.ReadFile(fsys, f)
	if err != nil {
		return migration{}, err
	}
	return migration{version: v, name: base, sql: string(body)}, nil
}

func (s *Store) migrate(ctx context.Context) error { return s.migrateUpTo(ctx, math.MaxInt) }

func (s *Store) migrateUpTo(ctx context.Context, last int) error {
	return s.migrateFrom(ctx, migrationFS, last)
}

func (s *Store) migrateFrom(ctx context.Context, fsys fs.FS, last int) error {
	if s.pg {
		return s.migratePostgres(ctx, fsys, last)
	}
	if _, err := s.db.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version INTEGER PRIMARY KEY,
		applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now'))
	)`); err != nil {
		return fmt.Errorf("store: migrations table: %w", err)
	}
	migrations, err := loadMigrationsFrom(fsys)
	if err != nil {
		return err
	}
	var applied []int
	if err := s.db.SelectContext(ctx, &applied, "SELECT version FROM schema_migrations ORDER BY version"); err != nil {
		return fmt.Errorf("store: read schema version: %w", err)
	}
	pending, err := pendingOf(migrations, applied, last)
	if err != nil {
		return err
	}
	for _, m := range pending {
		if err := s.apply(ctx, m); err != nil {
			return err
		}
	}
	return nil
}

// pendingOf is what of migrations is to apply to a database with the versions applied, up to last.
func pendingOf(migrations []migration, applied []int, last int) ([]migration, error) {
	done := make(map[int]bool, len(applied))
	current := 0
	for _, v := range applied {
		done[v], current = true, v
	}
	if n := len(migrations); n > 0 && current > migrations[n-1].version {
		return nil, fmt.Errorf("store: the database is at schema version %d, newer than this binary's %d: "+
			"run the newer ridepost, or restore a backup taken before the upgrade", current, migrations[n-1].version)
	}
	var pending []migration
	for _, m := range migrations {
		switch {
		case done[m.version] || m.version > last: // applied, or not wanted yet
		case m.version < current:
			return nil, fmt.Errorf("store: migration %s was never applied to this database, which is already at version %d: "+
				"give it a number after the last applied one", m.name, current)
		default:
			pending = append(pending, m)
		}
	}
	return pending, nil
}

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
	// The transaction holds the write lock from BEGIN (_txlock=immediate): another process started at the same
	// time on a new file may have applied this migration while this one waited for it.
	var done int
	if err := tx.GetContext(ctx, &done, "SELECT COUNT(*) FROM schema_migrations WHERE version = ?", m.version); err != nil {
		return fmt.Errorf("store: migration %s: %w", m.name, err)
	}
	if done > 0 {
		return nil
	}
	if _, err := tx.ExecContext(ctx, m.sql); err != nil {
		return fmt.Errorf("store: migration %s: %w", m.name, err)
	}
	if rebuild {
		var broken int
		if err := tx.GetContext(ctx, &broken, "SELECT COUNT(*) FROM pragma_foreign_key_check"); err != nil {
			return fmt.Errorf("store: migration %s: foreign key check: %w", m.name, err)
		}
		if broken > 0 {
			return fmt.Errorf("store: migration %s: foreign keys broken (%d rows)", m.name, broken)
		}
	}
	if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version) VALUES (?)", m.version); err != nil {
		return fmt.Errorf("store: record migration %s: %w", m.name, err)
	}
	return tx.Commit()
}

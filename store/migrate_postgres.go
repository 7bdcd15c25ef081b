package store

import (
	"context"
	"fmt"
	"io/fs"
	"strings"
)

// PostgreSQL's migrations are SQLite's numbers with PostgreSQL's SQL. migrations/postgres/NNNN_baseline.sql
// is the whole schema at version NNNN, which a new database gets at once; after it, each number is the twin
// of the same number in migrations/ when one is there, and that file itself (SQL both engines take) when not.

const baselineSuffix = "_baseline.sql"

func loadPostgresMigrations(fsys fs.FS) ([]migration, error) {
	common, err := loadMigrationsFrom(fsys)
	if err != nil {
		return nil, err
	}
	files, err := fs.Glob(fsys, "migrations/postgres/*.sql")
	if err != nil {
		return nil, err
	}
	twins := map[int]migration{}
	var baseline *migration
	byVersion := map[int]bool{}
	for _, m := range common {
		byVersion[m.version] = true
	}
	for _, f := range files {
		m, err := readMigration(fsys, f)
		if err != nil {
			return nil, err
		}
		switch {
		case !byVersion[m.version]:
			return nil, fmt.Errorf("store: postgres migration %s has no SQLite migration of its number", m.name)
		case strings.HasSuffix(m.name, baselineSuffix):
			if baseline != nil {
				return nil, fmt.Errorf("store: postgres migrations %s and %s are both baselines", baseline.name, m.name)
			}
			m.from = 1
			baseline = &m
		default:
			twins[m.version] = m
		}
	}
	if baseline == nil {
		return nil, fmt.Errorf("store: no postgres baseline migration")
	}
	out := []migration{*baseline}
	for _, m := range common {
		switch twin, ok := twins[m.version]; {
		case m.version <= baseline.version && ok:
			return nil, fmt.Errorf("store: postgres migration %s is within the baseline %s", twin.name, baseline.name)
		case m.version <= baseline.version:
		case ok:
			out = append(out, twin)
		default:
			out = append(out, m)
		}
	}
	return out, nil
}

// migratePostgres applies the pending migrations in one transaction, which takes the write lock first: of
// several servers started at once on a new database, one migrates and the others then find it done.
func (s *Store) migratePostgres(ctx context.Context, fsys fs.FS, last int) error {
	migrations, err := loadPostgresMigrations(fsys)
	if err != nil {
		return err
	}
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: migrate: %w", err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
		version BIGINT PRIMARY KEY,
		applied_at TEXT NOT NULL DEFAULT (to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
	)`); err != nil {
		return fmt.Errorf("store: migrations table: %w", err)
	}
	var applied []int
	if err := tx.SelectContext(ctx, &applied, "SELECT version FROM schema_migrations ORDER BY version"); err != nil {
		return fmt.Errorf("store: read schema version: %w", err)
	}
	pending, err := pendingOf(migrations, applied, last)
	if err != nil {
		return err
	}
	for _, m := range pending {
		if _, err := tx.ExecContext(ctx, m.sql); err != nil {
			return fmt.Errorf("store: migration %s: %w", m.name, err)
		}
		for v := max(m.from, m.version); v <= m.version; v++ {
			if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version) VALUES (?)", v); err != nil {
				return fmt.Errorf("store: record migration %s: %w", m.name, err)
			}
		}
	}
	return tx.Commit()
}

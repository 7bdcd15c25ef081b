package store

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
)

// CopiedTable is one table Copy moved, and its rows.
type CopiedTable struct {
	Name string
	Rows int64
}

// copyBatchParams bounds one INSERT's parameters (PostgreSQL takes at most 65,535).
const copyBatchParams = 30_000

// CopyTo moves every row of this SQLite database into to, a PostgreSQL database migrated to the same version and
// empty, in one transaction (a failure leaves it empty): the tables in the order their foreign keys need, in
// batches; flags become booleans and the sessions' Julian-day expiry a timestamp; each identity continues after
// the largest id copied. The row counts of the two are compared at the end. Nothing may write either meanwhile.
func (s *Store) CopyTo(ctx context.Context, to *Store) ([]CopiedTable, error) {
	if s.pg || !to.pg {
		return nil, errors.New("store: copy: from a SQLite database to a PostgreSQL one")
	}
	var from, into int
	if err := s.db.GetContext(ctx, &from, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`); err != nil {
		return nil, fmt.Errorf("store: copy: %w", err)
	}
	if err := to.db.GetContext(ctx, &into, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`); err != nil {
		return nil, fmt.Errorf("store: copy: %w", err)
	}
	if from != into {
		return nil, fmt.Errorf("store: copy: the SQLite database is at schema version %d, the PostgreSQL one at %d: open both with this ridepost first", from, into)
	}
	tables, err := s.tablesInOrder(ctx)
	if err != nil {
		return nil, err
	}
	types, err := to.columnTypes(ctx)
	if err != nil {
		return nil, err
	}
	for _, t := range tables {
		var rows bool
		if err := to.db.GetContext(ctx, &rows, `SELECT EXISTS (SELECT 1 FROM `+quoteIdent(t)+`)`); err != nil {
			return nil, fmt.Errorf("store: copy: %s: %w", t, err)
		}
		if rows {
			return nil, fmt.Errorf("store: copy: the PostgreSQL database is not empty (%s has rows): copy into a new one", t)
		}
	}
	tx, err := to.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	out := make([]CopiedTable, 0, len(tables))
	for _, t := range tables {
		n, err := s.copyTable(ctx, tx, t, types[t])
		if err != nil {
			return nil, err
		}
		out = append(out, CopiedTable{t, n})
		if _, ok := types[t]["id"]; ok {
			var seq *string
			if err := tx.GetContext(ctx, &seq, `SELECT pg_get_serial_sequence(?, 'id')`, t); err != nil {
				return nil, fmt.Errorf("store: copy: %s: %w", t, err)
			}
			if seq != nil {
				if _, err := tx.ExecContext(ctx, `SELECT setval(?, GREATEST(COALESCE(MAX(id), 0), 1), MAX(id) IS NOT NULL) FROM `+quoteIdent(t), *seq); err != nil {
					return nil, fmt.Errorf("store: copy: %s: its identity: %w", t, err)
				}
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return nil, fmt.Errorf("store: copy: %w", err)
	}
	for _, c := range out {
		var there int64
		if err := to.db.GetContext(ctx, &there, `SELECT COUNT(*) FROM `+quoteIdent(c.Name)); err != nil {
			return nil, err
		}
		if there != c.Rows {
			return nil, fmt.Errorf("store: copy: %s: %d rows read, %d in the PostgreSQL database", c.Name, c.Rows, there)
		}
	}
	return out, nil
}

// copyTable copies table t's rows in batches into tx; types are the target's column types by name.
func (s *Store) copyTable(ctx context.Context, tx *sqlx.Tx, t string, types map[string]string) (int64, error) {
	var cols []string
	if err := s.db.SelectContext(ctx, &cols, `SELECT name FROM pragma_table_info(?) ORDER BY cid`, t); err != nil {
		return 0, fmt.Errorf("store: copy: %s: %w", t, err)
	}
	quoted := make([]string, len(cols))
	for i, c := range cols {
		if _, ok := types[c]; !ok {
			return 0, fmt.Errorf("store: copy: %s.%s is not in the PostgreSQL database", t, c)
		}
		quoted[i] = quoteIdent(c)
	}
	list := strings.Join(quoted, ", ")
	order, err := s.copyOrder(ctx, t)
	if err != nil {
		return 0, err
	}
	rows, err := s.db.QueryContext(ctx, `SELECT `+list+` FROM `+quoteIdent(t)+` ORDER BY `+order)
	if err != nil {
		return 0, fmt.Errorf("store: copy: read %s: %w", t, err)
	}
	defer rows.Close()
	per := max(1, min(1000, copyBatchParams/len(cols)))
	one := "(" + strings.TrimSuffix(strings.Repeat("?, ", len(cols)), ", ") + ")"
	var args []any
	var n int64
	flush := func() error {
		if len(args) == 0 {
			return nil
		}
		batch := len(args) / len(cols)
		q := `INSERT INTO ` + quoteIdent(t) + ` (` + list + `) VALUES ` + strings.TrimSuffix(strings.Repeat(one+", ", batch), ", ")
		if _, err := tx.ExecContext(ctx, q, args...); err != nil {
			return fmt.Errorf("store: copy: write %s: %w", t, err)
		}
		n += int64(batch)
		args = args[:0]
		return nil
	}
	values := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range values {
		ptrs[i] = &values[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return 0, fmt.Errorf("store: copy: read %s: %w", t, err)
		}
		for i, v := range values {
			if b, ok := v.([]byte); ok { // the driver's buffer: keep a copy
				v = slices.Clone(b)
			}
			v, err := copyValue(v, types[cols[i]])
			if err != nil {
				return 0, fmt.Errorf("store: copy: %s.%s: %w", t, cols[i], err)
			}
			args = append(args, v)
		}
		if len(args)/len(cols) >= per {
			if err := flush(); err != nil {
				return 0, err
			}
		}
	}
	if err := rows.Err(); err != nil {
		return 0, fmt.Errorf("store: copy: read %s: %w", t, err)
	}
	return n, flush()
}

// copyOrder is the order t's rows are read in, the order they were written: rowid, or a WITHOUT ROWID table's key.
func (s *Store) copyOrder(ctx context.Context, t string) (string, error) {
	var withoutRowid bool
	if err := s.db.GetContext(ctx, &withoutRowid, `SELECT EXISTS (SELECT 1 FROM sqlite_schema
		WHERE name = ? AND upper(sql) LIKE '%WITHOUT ROWID%')`, t); err != nil {
		return "", fmt.Errorf("store: copy: %s: %w", t, err)
	}
	if !withoutRowid {
		return "rowid", nil
	}
	var key []string
	if err := s.db.SelectContext(ctx, &key, `SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`, t); err != nil {
		return "", fmt.Errorf("store: copy: %s: %w", t, err)
	}
	for i, k := range key {
		key[i] = quoteIdent(k)
	}
	return strings.Join(key, ", "), nil
}

// tablesInOrder lists this SQLite database's tables (not the migrations' own), each after those it refers to.
func (s *Store) tablesInOrder(ctx context.Context) ([]string, error) {
	var names []string
	if err := s.db.SelectContext(ctx, &names, `SELECT name FROM sqlite_schema WHERE type = 'table'
		AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' ORDER BY name`); err != nil {
		return nil, fmt.Errorf("store: copy: tables: %w", err)
	}
	needs := map[string][]string{}
	for _, t := range names {
		var refs []string
		if err := s.db.SelectContext(ctx, &refs, `SELECT DISTINCT "table" FROM pragma_foreign_key_list(?)`, t); err != nil {
			return nil, fmt.Errorf("store: copy: %s: %w", t, err)
		}
		needs[t] = slices.DeleteFunc(refs, func(r string) bool { return r == t })
	}
	var order []string
	done := map[string]bool{}
	for len(order) < len(names) {
		progress := false
		for _, t := range names {
			if done[t] || slices.ContainsFunc(needs[t], func(r string) bool { return !done[r] }) {
				continue
			}
			order, done[t], progress = append(order, t), true, true
		}
		if !progress {
			return nil, errors.New("store: copy: the tables' foreign keys go round in a circle")
		}
	}
	return order, nil
}

// columnTypes are the PostgreSQL database's column types, by table and column.
func (s *Store) columnTypes(ctx context.Context) (map[string]map[string]string, error) {
	var cols []struct {
		Table  string `db:"table_name"`
		Column string `db:"column_name"`
		Type   string `db:"data_type"`
	}
	if err := s.db.SelectContext(ctx, &cols, `SELECT table_name, column_name, data_type FROM information_schema.columns
		WHERE table_schema = current_schema()`); err != nil {
		return nil, fmt.Errorf("store: copy: columns: %w", err)
	}
	out := map[string]map[string]string{}
	for _, c := range cols {
		if out[c.Table] == nil {
			out[c.Table] = map[string]string{}
		}
		out[c.Table][c.Column] = c.Type
	}
	return out, nil
}

// copyValue is a SQLite value as the PostgreSQL column of type typ takes it.
func copyValue(v any, typ string) (any, error) {
	switch typ {
	case "boolean":
		switch b := v.(type) {
		case int64:
			return b != 0, nil
		case nil, bool:
			return v, nil
		}
		return nil, fmt.Errorf("%v (%T) is no flag", v, v)
	case "timestamp with time zone":
		if days, ok := v.(float64); ok { // scs's SQLite store keeps a Julian day
			const unixEpoch = 2440587.5
			return time.UnixMilli(int64(math.Round((days - unixEpoch) * 86_400_000))).UTC(), nil
		}
	}
	return v, nil
}

func quoteIdent(name string) string { return `"` + strings.ReplaceAll(name, `"`, `""`) + `"` }

package store

import (
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// broadType is a column's kind as both engines can say it.
func broadType(declared string) string {
	switch t := strings.ToLower(declared); t {
	case "integer", "bigint", "smallint":
		return "integer"
	case "text", "character varying":
		return "text"
	case "blob", "bytea":
		return "bytes"
	case "real", "double precision":
		return "real"
	default:
		return t
	}
}

// sameOnBoth are the columns whose types differ on purpose: a flag is INTEGER 0/1 on SQLite and BOOLEAN on
// PostgreSQL; scs's session expiry is a Julian day on SQLite and a timestamp on PostgreSQL (each engine's scs store).
func sameOnBoth(table, column, sqliteType, pgType string) bool {
	if slices.Contains(flagColumns, column) {
		return sqliteType == "integer" && pgType == "boolean"
	}
	if table == "sessions" && column == "expiry" {
		return sqliteType == "real" && pgType == "timestamp with time zone"
	}
	return sqliteType == pgType
}

type schemaColumn struct {
	Table   string `db:"t"`
	Column  string `db:"c"`
	Type    string `db:"type"`
	NotNull bool   `db:"notnull"`
}

func schemaOf(t *testing.T, s *Store, query string) map[string]schemaColumn {
	t.Helper()
	var cols []schemaColumn
	if err := s.db.SelectContext(context.Background(), &cols, query); err != nil {
		t.Fatal(err)
	}
	out := map[string]schemaColumn{}
	for _, c := range cols {
		c.Type = broadType(c.Type)
		out[c.Table+"."+c.Column] = c
	}
	return out
}

// Both engines' migrated schemas have the same tables and columns, of the same broad types and nullability.
func TestMigratedSchemasAreTheSameOnBothEngines(t *testing.T) {
	t.Parallel()
	lite, err := Open(context.Background(), filepath.Join(t.TempDir(), "ridepost.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer lite.Close()
	pg := newPostgresStore(t)
	liteCols := schemaOf(t, lite, `SELECT m.name AS t, p.name AS c, p.type,
		p."notnull" <> 0 OR p.pk > 0 AS "notnull"
		FROM sqlite_schema m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'`)
	pgCols := schemaOf(t, pg, `SELECT table_name AS t, column_name AS c, data_type AS type, is_nullable = 'NO' AS "notnull"
		FROM information_schema.columns WHERE table_schema = current_schema()`)
	for key, l := range liteCols {
		p, ok := pgCols[key]
		switch {
		case !ok:
			t.Errorf("%s (%s) is on SQLite only: add it to PostgreSQL's twin migration", key, l.Type)
		case !sameOnBoth(l.Table, l.Column, l.Type, p.Type):
			t.Errorf("%s: %s on SQLite, %s on PostgreSQL", key, l.Type, p.Type)
		case l.NotNull != p.NotNull:
			t.Errorf("%s: NOT NULL %v on SQLite, %v on PostgreSQL", key, l.NotNull, p.NotNull)
		}
	}
	for key, p := range pgCols {
		if _, ok := liteCols[key]; !ok {
			t.Errorf("%s (%s) is on PostgreSQL only", key, p.Type)
		}
	}
	if len(liteCols) < 100 {
		t.Fatalf("SQLite's schema has %d columns: read wrong", len(liteCols))
	}
	// The account's export and erasure follow the foreign keys to users: the same on both.
	liteKeys, err := UserColumns(context.Background(), lite.db)
	if err != nil {
		t.Fatal(err)
	}
	pgKeys, err := UserColumns(context.Background(), pg.db)
	if err != nil {
		t.Fatal(err)
	}
	for _, keys := range [][]TableColumns{liteKeys, pgKeys} {
		for i := range keys {
			slices.Sort(keys[i].Columns)
		}
	}
	if !reflect.DeepEqual(liteKeys, pgKeys) {
		t.Errorf("foreign keys to users:\nSQLite     %v\nPostgreSQL %v", liteKeys, pgKeys)
	}
	if fmt.Sprint(pgKeys) == "[]" {
		t.Error("no foreign keys to users found")
	}
}

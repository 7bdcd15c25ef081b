package store

import (
	"context"
	"fmt"
	"math"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/jmoiron/sqlx"
)

// Migration 0008 rebuilds parcels and rides, which requests, feedback and
// each other reference: a database made before it keeps every row.
func TestExpiredStatesMigrationKeepsData(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := sqlx.Open("sqlite", dsn(filepath.Join(t.TempDir(), "old.db")))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s := &Store{db: db, q: newPreparedDB(db)}
	if err := s.migrateUpTo(ctx, 7); err != nil {
		t.Fatal(err)
	}
	const now = "2026-01-01T00:00:00.000Z"
	for _, q := range []string{
		`INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES (1, 'd@example.com', 'h', '` + now + `', '` + now + `'), (2, 's@example.com', 'h', '` + now + `', '` + now + `')`,
		`INSERT INTO vehicles (id, user_id, vehicle_type, created_at) VALUES (1, 1, 'car', '` + now + `')`,
		`INSERT INTO rides (id, driver_id, vehicle_id, status, from_place_id, to_place_id, departure_at, capacity, created_at, updated_at)
			VALUES (1, 1, 1, 'In Progress', 703448, 702550, '2026-01-02T08:00:00Z', 3, '` + now + `', '` + now + `')`,
		`INSERT INTO parcels (id, sender_id, status, type, size, cost, from_place_id, to_place_id, shipping_date, recipient_name,
			ride_id, created_at, updated_at, picked_up_at, delivered_at)
			VALUES (1, 2, 'Delivered', 'books', 'S', 150, 686967, 695594, '2026-01-02', 'Ivan', 1, '` + now + `', '` + now + `', '` + now + `', '` + now + `'),
			(2, 2, 'New', 'books', 'S', 100, 686967, 695594, '2026-01-02', 'Ivan', NULL, '` + now + `', '` + now + `', NULL, NULL)`,
		`INSERT INTO requests (parcel_id, ride_id, direction, cost, status, created_at, updated_at)
			VALUES (1, 1, 'fromSender', 150, 'approved', '` + now + `', '` + now + `'), (2, 1, 'fromDriver', 100, 'pending', '` + now + `', '` + now + `')`,
		`INSERT INTO feedback (parcel_id, driver_id, rating, comment, created_at) VALUES (1, 1, 5, 'great', '` + now + `')`,
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%v in %.60s", err, q)
		}
	}
	if err := s.migrate(ctx); err != nil {
		t.Fatal(err)
	}
	for table, want := range map[string]int{"users": 2, "vehicles": 1, "rides": 1, "parcels": 2, "requests": 2, "feedback": 1} {
		var n int
		if err := db.GetContext(ctx, &n, `SELECT COUNT(*) FROM `+table); err != nil || n != want {
			t.Errorf("%s: %d rows (%v), want %d", table, n, err, want)
		}
	}
	p, err := s.GetParcel(ctx, 1)
	if err != nil || p.Status != ParcelDelivered || p.RideID.Int64 != 1 {
		t.Fatalf("parcel after the migration: %+v %v", p, err)
	}
	var fk bool
	if err := db.GetContext(ctx, &fk, `PRAGMA foreign_keys`); err != nil || !fk {
		t.Fatalf("foreign keys are back on: %v %v", fk, err)
	}
	if _, err := db.ExecContext(ctx, `UPDATE parcels SET status = 'Expired' WHERE id = 2`); err != nil {
		t.Fatalf("the Expired state: %v", err)
	}
	if _, err := db.ExecContext(ctx, `UPDATE rides SET status = 'Expired' WHERE id = 1`); err != nil {
		t.Fatalf("the Expired state of rides: %v", err)
	}
	// The rebuilt tables still cascade and refuse orphans.
	if _, err := db.ExecContext(ctx, `INSERT INTO requests (parcel_id, ride_id, direction, cost, created_at, updated_at)
		VALUES (99, 1, 'fromSender', 1, '`+now+`', '`+now+`')`); err == nil {
		t.Fatal("a request for a missing parcel was stored")
	}
	if _, err := db.ExecContext(ctx, `DELETE FROM parcels WHERE id = 1`); err != nil {
		t.Fatal(err)
	}
	var left int
	_ = db.GetContext(ctx, &left, `SELECT COUNT(*) FROM feedback`)
	if left != 0 {
		t.Fatal("feedback of a deleted parcel stayed")
	}
}

// unmigratedStore opens a fresh SQLite file with no migration applied, and returns it with its path.
func unmigratedStore(t *testing.T) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "db.sqlite")
	db, err := sqlx.Open("sqlite", dsn(path))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return &Store{db: db, q: newPreparedDB(db)}, path
}

// migrationFiles makes a migrations/ folder of one CREATE TABLE t<n> per name.
func migrationFiles(names ...string) fstest.MapFS {
	fsys := fstest.MapFS{}
	for _, name := range names {
		num, _, _ := strings.Cut(name, "_")
		fsys["migrations/"+name] = &fstest.MapFile{Data: []byte("CREATE TABLE t" + num + " (id INTEGER PRIMARY KEY);")}
	}
	return fsys
}

func appliedVersions(t *testing.T, s *Store) []int {
	t.Helper()
	var got []int
	if err := s.db.Select(&got, "SELECT version FROM schema_migrations ORDER BY version"); err != nil {
		t.Fatal(err)
	}
	return got
}

func TestLoadMigrationsNumbering(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		files   []string
		wantErr string
	}{
		{"in order", []string{"0001_a.sql", "0002_b.sql", "0003_c.sql"}, ""},
		{"numbers past 9 sort as numbers", []string{"1_a.sql", "2_b.sql", "3_c.sql", "4_d.sql", "5_e.sql", "6_f.sql", "7_g.sql", "8_h.sql", "9_i.sql", "10_j.sql"}, ""},
		{"gap", []string{"0001_a.sql", "0002_b.sql", "0004_d.sql"}, "migration 0004_d.sql: want number 0003 next, with no gap"},
		{"not from 1", []string{"0002_b.sql", "0003_c.sql"}, "migration 0002_b.sql: want number 0001 next"},
		{"from 0", []string{"0000_z.sql", "0001_a.sql"}, "migration 0000_z.sql: want number 0001 next"},
		{"number used twice", []string{"0001_a.sql", "0002_b.sql", "0002_c.sql"}, "migrations 0002_b.sql and 0002_c.sql have the same number"},
		{"bad name", []string{"0001_a.sql", "two.sql"}, "migration two.sql: name must be NNNN_name.sql"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := loadMigrationsFrom(migrationFiles(tt.files...))
			switch {
			case tt.wantErr == "" && err != nil:
				t.Fatalf("got error %v, want none", err)
			case tt.wantErr == "" && len(got) != len(tt.files):
				t.Fatalf("got %d migrations, want %d", len(got), len(tt.files))
			case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
				t.Fatalf("got error %v, want one containing %q", err, tt.wantErr)
			}
			for i, m := range got {
				if m.version != i+1 {
					t.Errorf("migration %d: got version %d, want %d", i, m.version, i+1)
				}
			}
		})
	}
}

// A gap in the files is refused before any of them is applied; once it is
// filled, the database migrates.
func TestMigrateRefusesAGap(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, _ := unmigratedStore(t)
	err := s.migrateFrom(ctx, migrationFiles("0001_a.sql", "0002_b.sql", "0004_d.sql"), math.MaxInt)
	if err == nil || !strings.Contains(err.Error(), "0004_d.sql") || !strings.Contains(err.Error(), "gap") {
		t.Fatalf("got %v, want the gap before 0004_d.sql refused", err)
	}
	if got := appliedVersions(t, s); len(got) != 0 {
		t.Fatalf("applied %v, want none", got)
	}
	if err := s.migrateFrom(ctx, migrationFiles("0001_a.sql", "0002_b.sql", "0003_c.sql"), math.MaxInt); err != nil {
		t.Fatal(err)
	}
	if got := appliedVersions(t, s); !slices.Equal(got, []int{1, 2, 3}) {
		t.Fatalf("applied %v, want [1 2 3]", got)
	}
}

// A database at version 5 that never ran 3 (a 0003 merged in after 0004 and
// 0005 were deployed) is refused rather than given 3 out of order.
func TestMigrateRefusesANumberBelowTheVersion(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, path := unmigratedStore(t)
	if err := s.migrateFrom(ctx, migrationFiles("0001_a.sql", "0002_b.sql"), math.MaxInt); err != nil {
		t.Fatal(err)
	}
	// A binary that had no 0003 yet ran 0004 and 0005.
	for _, m := range []migration{
		{version: 4, name: "0004_d.sql", sql: "CREATE TABLE t0004 (id INTEGER PRIMARY KEY);"},
		{version: 5, name: "0005_e.sql", sql: "CREATE TABLE t0005 (id INTEGER PRIMARY KEY);"},
	} {
		if err := s.apply(ctx, m); err != nil {
			t.Fatal(err)
		}
	}
	all := migrationFiles("0001_a.sql", "0002_b.sql", "0003_c.sql", "0004_d.sql", "0005_e.sql", "0006_f.sql")
	err := s.migrateFrom(ctx, all, math.MaxInt)
	if err == nil || !strings.Contains(err.Error(), "0003_c.sql was never applied") || !strings.Contains(err.Error(), "already at version 5") {
		t.Fatalf("got %v, want 0003_c.sql refused below version 5", err)
	}
	// Nothing ran, not even 0006, which comes in order.
	if got := appliedVersions(t, s); !slices.Equal(got, []int{1, 2, 4, 5}) {
		t.Fatalf("applied %v, want [1 2 4 5]", got)
	}
	var tables []string
	if err := s.db.Select(&tables, "SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 't0%' ORDER BY name"); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(tables, []string{"t0001", "t0002", "t0004", "t0005"}) {
		t.Fatalf("tables in %s: %v", path, tables)
	}
}

// A newer binary migrated the database further: an older one refuses it
// rather than run on a schema it does not know.
func TestMigrateRefusesANewerDatabase(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, _ := unmigratedStore(t)
	if err := s.migrateFrom(ctx, migrationFiles("0001_a.sql", "0002_b.sql", "0003_c.sql"), math.MaxInt); err != nil {
		t.Fatal(err)
	}
	err := s.migrateFrom(ctx, migrationFiles("0001_a.sql", "0002_b.sql"), math.MaxInt)
	if err == nil || !strings.Contains(err.Error(), "schema version 3, newer than this binary's 2") {
		t.Fatalf("got %v, want the newer database refused", err)
	}
}

// Servers started at once on a new SQLite file migrate it once: each migration is applied by whichever takes the
// write lock first, and the others find it done. The file is turned to WAL by whichever connects first, the others
// waiting for it (a rare meeting: hence the rounds).
func TestSQLiteStartedTogetherMigratesOnce(t *testing.T) {
	t.Parallel()
	for round := range 25 {
		path := filepath.Join(t.TempDir(), fmt.Sprintf("together-%d.db", round))
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for i := range errs {
			wg.Go(func() {
				s, err := Open(context.Background(), path)
				if err == nil {
					s.Close()
				}
				errs[i] = err
			})
		}
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				t.Fatalf("round %d, server %d: %v", round, i, err)
			}
		}
		s, err := Open(context.Background(), path)
		if err != nil {
			t.Fatal(err)
		}
		var versions, distinct int
		if err := s.db.QueryRow(`SELECT COUNT(*), COUNT(DISTINCT version) FROM schema_migrations`).Scan(&versions, &distinct); err != nil {
			t.Fatal(err)
		}
		s.Close()
		if migrations, _ := loadMigrations(); versions != len(migrations) || distinct != versions {
			t.Fatalf("round %d: %d versions recorded (%d distinct), want each of %d once", round, versions, distinct, len(migrations))
		}
	}
}

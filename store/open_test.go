package store

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The match index's start-up queries read only covering indexes (a ride's parcels through theirs), in order, no sort.
func TestOpenListsReadCoveringIndexes(t *testing.T) {
	sqliteOnly(t) // SQLite's query plans
	t.Parallel()
	s := newTestStore(t)
	for _, c := range []struct {
		query string
		args  []any
		want  []string
	}{
		{openParcelsQuery, []any{ParcelNew, "2025-12-02", "2026-01-01"}, []string{"USING COVERING INDEX parcels_open_idx"}},
		{openRidesQuery, []any{RidePlanned, RideInProgress, "2026-01-01T00:00:00Z"},
			[]string{"USING COVERING INDEX rides_open_idx", "USING COVERING INDEX parcels_ride_idx"}},
	} {
		rows, err := s.db.QueryxContext(context.Background(), "EXPLAIN QUERY PLAN "+c.query, c.args...)
		if err != nil {
			t.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		all := strings.Join(plan, "\n")
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("plan of %.40q…: want %q in\n%s", c.query, w, all)
			}
		}
		if strings.Contains(all, "USE TEMP B-TREE FOR ORDER BY") {
			t.Errorf("plan of %.40q… sorts in a temp b-tree:\n%s", c.query, all)
		}
	}
}

func openRides(t *testing.T, s *Store, after time.Time) []Ride {
	t.Helper()
	var list []Ride
	if err := s.EachOpenRide(context.Background(), after, func(r *Ride) { list = append(list, *r) }); err != nil {
		t.Fatal(err)
	}
	return list
}

func TestEachOpenRideLeavesOutFullAndPastRides(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	driver := mustCreateUser(t, s, "driver@example.com")
	me := mustCreateUser(t, s, "me@example.com")
	full := newRide(t, s, driver.ID) // capacity 3
	roomy := newRide(t, s, driver.ID)
	mine := newRide(t, s, me.ID)
	for i := 0; i < 3; i++ {
		p := must(s.CreateParcel(ctx, newParcel(me.ID)))
		accept(t, s, p.ID, full.ID)
	}
	p := must(s.CreateParcel(ctx, newParcel(me.ID)))
	accept(t, s, p.ID, roomy.ID)

	list := openRides(t, s, time.Now())
	byID := map[int64]Ride{}
	for _, r := range list {
		byID[r.ID] = r
	}
	if len(list) != 2 || byID[roomy.ID].Used != 1 || byID[roomy.ID].Capacity != 3 || byID[mine.ID].ID == 0 {
		t.Fatalf("open rides: %+v (full %d)", list, full.ID)
	}
	if list := openRides(t, s, time.Now().Add(72*time.Hour)); len(list) != 0 {
		t.Fatalf("rides leaving before the given time: %+v", list)
	}
}

// schemaVersion reads the highest migration recorded in the file at path.
func schemaVersion(t *testing.T, path string) int {
	t.Helper()
	s, err := OpenNoMigrate(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var v int
	if err := s.db.Get(&v, "SELECT COALESCE(MAX(version), 0) FROM schema_migrations"); err != nil {
		t.Fatal(err)
	}
	return v
}

// A backup copies the database as it is: one left behind by an older binary
// is not migrated first, and one from a newer binary is copied too.
func TestOpenNoMigrateBacksUpAsIs(t *testing.T) {
	sqliteOnly(t) // a SQLite file and its backup
	t.Parallel()
	ctx := context.Background()
	old, oldPath := unmigratedStore(t)
	if err := old.migrateUpTo(ctx, 3); err != nil {
		t.Fatal(err)
	}
	old.Close()
	newer := newTestStore(t)
	if _, err := newer.db.Exec("INSERT INTO schema_migrations (version) VALUES (999)"); err != nil {
		t.Fatal(err)
	}
	var newerPath string
	if err := newer.db.Get(&newerPath, "SELECT file FROM pragma_database_list WHERE name = 'main'"); err != nil {
		t.Fatal(err)
	}
	backups := map[string]string{}
	for _, c := range []struct {
		name, path string
		version    int
	}{{"older", oldPath, 3}, {"newer", newerPath, 999}} {
		s, err := OpenNoMigrate(ctx, c.path)
		if err != nil {
			t.Fatal(err)
		}
		backup := filepath.Join(t.TempDir(), "backup.db")
		backups[c.name] = backup
		if err := s.Backup(ctx, backup); err != nil {
			t.Fatal(err)
		}
		s.Close()
		for _, p := range []string{c.path, backup} {
			if got := schemaVersion(t, p); got != c.version {
				t.Errorf("%s database, %s: schema version %d, want %d", c.name, filepath.Base(p), got, c.version)
			}
		}
	}
	// Migration 4 made the requests table: the older backup has none.
	b, err := OpenNoMigrate(ctx, backups["older"])
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	var n int
	if err := b.db.Get(&n, "SELECT COUNT(*) FROM sqlite_schema WHERE name = 'requests'"); err != nil || n != 0 {
		t.Fatalf("requests table in the older backup: %d, %v", n, err)
	}
}

func TestOpenNoMigrateCreatesNothing(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	missing := filepath.Join(dir, "data", "ridepost.db")
	if _, err := OpenNoMigrate(context.Background(), missing); err == nil || !strings.Contains(err.Error(), "no database at") {
		t.Fatalf("got %v, want no database", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("created %v", entries)
	}
	notDB := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(notDB, []byte(strings.Repeat("not a database ", 100)), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := OpenNoMigrate(context.Background(), notDB); err == nil || !strings.Contains(err.Error(), "not a database") {
		t.Fatalf("got %v, want not a database", err)
	}
}

// A PostgreSQL server that cannot be reached is one line that names the database without its password.
func TestOpenPostgresFailureIsOneLineWithoutThePassword(t *testing.T) {
	t.Parallel()
	_, err := Open(context.Background(), "postgres://ride:secret@127.0.0.1:1/ridepost?connect_timeout=2")
	if err == nil {
		t.Fatal("opened a database on port 1")
	}
	msg := err.Error()
	if strings.Contains(msg, "secret") || strings.Contains(msg, "\n") ||
		!strings.Contains(msg, "cannot open the database postgres://ride:xxxxx@127.0.0.1:1/ridepost") {
		t.Fatalf("got %q", msg)
	}
}

// SetMaxConns bounds the connections the store opens (--db-max-conns), never below what a write transaction and
// the reads beside it need.
func TestSetMaxConns(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	for _, c := range []struct{ set, want int }{{12, 12}, {1, 4}, {DefaultMaxConns, DefaultMaxConns}} {
		s.SetMaxConns(c.set)
		if got := s.db.Stats().MaxOpenConnections; got != c.want {
			t.Errorf("SetMaxConns(%d): at most %d connections, want %d", c.set, got, c.want)
		}
	}
}

package store

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"ridepost/store/pgtest"
)

// PostgreSQL's migrations reach the same last version as SQLite's: the baseline, then a file per number.
func TestPostgresMigrationsFollowSQLiteNumbers(t *testing.T) {
	lite, err := loadMigrations()
	if err != nil {
		t.Fatal(err)
	}
	pg, err := loadPostgresMigrations(migrationFS)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasSuffix(pg[0].name, baselineSuffix) || pg[0].from != 1 {
		t.Fatalf("first postgres migration: got %s from %d, want the baseline from 1", pg[0].name, pg[0].from)
	}
	for i, m := range pg[1:] {
		if m.version != pg[0].version+1+i {
			t.Fatalf("postgres migration %s: want number %d", m.name, pg[0].version+1+i)
		}
	}
	if got, want := pg[len(pg)-1].version, lite[len(lite)-1].version; got != want {
		t.Fatalf("last postgres migration %d, SQLite's %d", got, want)
	}
}

func TestPostgresMigrationsRefuseStrayFiles(t *testing.T) {
	base := fstest.MapFS{
		"migrations/0001_a.sql":                 {Data: []byte("CREATE TABLE a (x INTEGER);")},
		"migrations/0002_b.sql":                 {Data: []byte("CREATE TABLE b (x INTEGER);")},
		"migrations/0003_c.sql":                 {Data: []byte("ALTER TABLE b ADD COLUMN y TEXT;")},
		"migrations/postgres/0002_baseline.sql": {Data: []byte("CREATE TABLE a (x BIGINT); CREATE TABLE b (x BIGINT);")},
	}
	got, err := loadPostgresMigrations(base)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[1].name != "0003_c.sql" {
		t.Fatalf("without a twin the common file applies: got %v", got)
	}
	for name, file := range map[string]string{
		"a twin of no SQLite migration": "migrations/postgres/0004_d.sql",
		"a twin inside the baseline":    "migrations/postgres/0001_a.sql",
		"a second baseline":             "migrations/postgres/0003_baseline.sql",
	} {
		fsys := fstest.MapFS{file: {Data: []byte("SELECT 1;")}}
		for k, v := range base {
			fsys[k] = v
		}
		if _, err := loadPostgresMigrations(fsys); err == nil {
			t.Errorf("%s (%s): loaded, want an error", name, file)
		}
	}
}

// Servers started at once on a new database migrate it once: the others wait, then find it done.
func TestServersStartedTogetherMigrateOnce(t *testing.T) {
	t.Parallel()
	c := pgtest.Get(t)
	ctx := context.Background()
	name := fmt.Sprintf("empty_%p", t)
	if err := c.CreateDatabase(ctx, name, ""); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.DropDatabase(context.Background(), name) })
	var wg sync.WaitGroup
	errs := make([]error, 4)
	for i := range errs {
		wg.Go(func() {
			s, err := Open(ctx, c.URL(name))
			if err == nil {
				s.Close()
			}
			errs[i] = err
		})
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Errorf("server %d: %v", i, err)
		}
	}
}

package server

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"ridepost/store"
	"ridepost/store/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// testDB is where a test's server keeps its data: a fresh SQLite file, or in the PostgreSQL run
// (RIDEPOST_TEST_DB=postgres) the URL of a fresh copy of a migrated PostgreSQL database.
func testDB(t testing.TB) string {
	t.Helper()
	if !pgtest.OnPostgres() {
		return filepath.Join(t.TempDir(), "test.db")
	}
	return postgresTestDB(t)
}

// postgresTestDB is the URL of a fresh copy of a migrated PostgreSQL database, in either run.
func postgresTestDB(t testing.TB) string {
	t.Helper()
	return pgtest.Get(t).Database(t, "server_migrated", func(url string) error {
		st, err := store.Open(context.Background(), url)
		if err != nil {
			return err
		}
		return st.Close()
	})
}

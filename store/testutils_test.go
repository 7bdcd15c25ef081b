package store

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"ridepost/store/pgtest"
)

func TestMain(m *testing.M) { os.Exit(pgtest.Main(m)) }

// newTestStore opens a fresh, migrated database: a SQLite file in a temp dir, or in the PostgreSQL run
// (RIDEPOST_TEST_DB=postgres) a copy of a migrated PostgreSQL database.
func newTestStore(t *testing.T) *Store {
	t.Helper()
	if pgtest.OnPostgres() {
		return newPostgresStore(t)
	}
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "nested", "ridepost.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

// newPostgresStore opens a fresh copy of a migrated PostgreSQL database, on SQLite's run too.
func newPostgresStore(t *testing.T) *Store {
	t.Helper()
	url := pgtest.Get(t).Database(t, "store_migrated", migratePostgres)
	s, err := Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func migratePostgres(url string) error {
	s, err := Open(context.Background(), url)
	if err != nil {
		return err
	}
	return s.Close()
}

// sqliteOnly skips, in the PostgreSQL run, a test of what only SQLite has (its file, its pragmas, backups).
func sqliteOnly(t *testing.T) {
	t.Helper()
	if pgtest.OnPostgres() {
		t.Skip("SQLite only")
	}
}

func mustCreateUser(t *testing.T, s *Store, email string) *User {
	t.Helper()
	u, err := s.CreateUser(context.Background(), email, "hash", "en")
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// must is v, or a failed test (a panic) when a set-up step errs.
func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// race runs fn from n goroutines released at once and counts the nil results.
func race(n int, fn func(i int) error) (wins int, errs []error) {
	var wg sync.WaitGroup
	var mu sync.Mutex
	start := make(chan struct{})
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			err := fn(i)
			mu.Lock()
			defer mu.Unlock()
			if err == nil {
				wins++
			} else {
				errs = append(errs, err)
			}
		}()
	}
	close(start)
	wg.Wait()
	return wins, errs
}

// oneWinner races fn from n goroutines and fails unless exactly one wins and every other loses with loss.
func oneWinner(t *testing.T, n int, loss error, fn func(i int) error) {
	t.Helper()
	wins, errs := race(n, fn)
	if wins != 1 {
		t.Fatalf("winners: got %d, want 1 (%v)", wins, errs)
	}
	for _, err := range errs {
		if !errors.Is(err, loss) {
			t.Errorf("loser: got %v, want %v", err, loss)
		}
	}
}

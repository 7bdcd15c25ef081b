package store

import (
	"context"
	"path/filepath"
	"testing"
)

// newTestStore opens a fresh, migrated SQLite file in a temp dir.
func newTestStore(t *testing.T) *Store {
	t.Helper()
	s, err := Open(context.Background(), filepath.Join(t.TempDir(), "nested", "ridepost.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func mustCreateUser(t *testing.T, s *Store, email string) *User {
	t.Helper()
	u, err := s.CreateUser(context.Background(), email, "hash", "en")
	if err != nil {
		t.Fatal(err)
	}
	return u
}

package store

import (
	"context"
	"errors"
	"testing"
)

// Accounts erased before migration 0016 kept 'deleted-ID@deleted.invalid',
// an address anyone could take; the migration moves them to 'deleted:ID' and
// frees the old form for the sign-up that may hold it already.
func TestErasedAddressesMigration(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, _ := unmigratedStore(t)
	if err := s.migrateUpTo(ctx, 15); err != nil {
		t.Fatal(err)
	}
	const now = "2026-01-01T00:00:00.000Z"
	if _, err := s.db.ExecContext(ctx, `INSERT INTO users (id, email, password_hash, created_at, updated_at, deleted_at)
		VALUES (1, 'deleted-1@deleted.invalid', '', ?1, ?1, ?1), (2, 'live@example.com', 'h', ?1, ?1, NULL)`, now); err != nil {
		t.Fatal(err)
	}
	if err := s.migrate(ctx); err != nil {
		t.Fatal(err)
	}
	for id, want := range map[int64]string{1: "deleted:1", 2: "live@example.com"} {
		if u, err := s.GetUser(ctx, id); err != nil || u.Email != want {
			t.Errorf("user %d: %v %v, want %s", id, u, err, want)
		}
	}
	if _, err := s.GetUserByEmail(ctx, "deleted:1"); !errors.Is(err, ErrNotFound) {
		t.Errorf("an erased account found by its placeholder: %v", err)
	}
	if _, err := s.CreateUser(ctx, "deleted-1@deleted.invalid", "h", "en"); err != nil {
		t.Errorf("the old placeholder is free: %v", err)
	}
}

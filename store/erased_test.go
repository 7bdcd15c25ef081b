package store

import (
	"context"
	"errors"
	"fmt"
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

// Deleting an account erases what it said of itself and keeps its row; its export is readable until then.
func TestDeleteAccountErasesTheUser(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := newTestStore(t)
	u := mustCreateUser(t, s, "gone@example.com")
	export, err := s.Export(ctx, u.ID)
	if err != nil || len(export["users"]) != 1 {
		t.Fatalf("export: %v %v, want the user's row", export["users"], err)
	}
	if _, err := s.ListConversations(ctx, u.ID, 10); err != nil {
		t.Fatal(err)
	}
	if err := s.DeleteAccount(ctx, u.ID); err != nil {
		t.Fatal(err)
	}
	if got, err := s.GetUser(ctx, u.ID); err != nil || got.Email != fmt.Sprintf("deleted:%d", u.ID) || got.WantsToDrive {
		t.Fatalf("erased user: %+v %v", got, err)
	}
	if err := s.DeleteAccount(ctx, u.ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("deleted twice: got %v, want not found", err)
	}
}

package store

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"
)

func TestOpenMigratesOnceAndSetsPragmas(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "a", "b.db")
	ctx := context.Background()
	s, err := Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	mustCreateUser(t, s, "keep@example.com")
	s.Close()

	s, err = Open(ctx, path)
	if err != nil {
		t.Fatalf("second open: %v", err)
	}
	defer s.Close()
	if _, err := s.GetUserByEmail(ctx, "keep@example.com"); err != nil {
		t.Fatalf("data lost on reopen: %v", err)
	}
	var versions int
	if err := s.db.Get(&versions, "SELECT COUNT(*) FROM schema_migrations"); err != nil {
		t.Fatal(err)
	}
	if want, _ := loadMigrations(); versions != len(want) {
		t.Fatalf("schema_migrations: got %d rows, want %d", versions, len(want))
	}
	var mode string
	var fk int
	_ = s.db.Get(&mode, "PRAGMA journal_mode")
	_ = s.db.Get(&fk, "PRAGMA foreign_keys")
	if mode != "wal" || fk != 1 {
		t.Fatalf("pragmas: journal_mode %q, foreign_keys %d", mode, fk)
	}
}

func TestCreateUserConflict(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	mustCreateUser(t, s, "one@example.com")
	if _, err := s.CreateUser(context.Background(), "one@example.com", "h", "en"); !errors.Is(err, ErrConflict) {
		t.Fatalf("got %v, want ErrConflict", err)
	}
	if _, err := s.GetUser(context.Background(), 999); !errors.Is(err, ErrNotFound) {
		t.Fatalf("got %v, want ErrNotFound", err)
	}
}

func TestTokensAreSingleUseAndExpire(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	u := mustCreateUser(t, s, "t@example.com")
	if err := s.CreateEmailToken(ctx, u.ID, PurposeVerify, u.Email, "good", time.Hour); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateEmailToken(ctx, u.ID, PurposeVerify, u.Email, "expired", -time.Hour); err != nil {
		t.Fatal(err)
	}
	var stored []byte
	_ = s.db.Get(&stored, "SELECT token_hash FROM email_tokens WHERE purpose = 'verify' LIMIT 1")
	if string(stored) == "good" || len(stored) != 32 {
		t.Fatal("tokens must be stored as SHA-256 hashes")
	}
	tests := []struct {
		name, purpose, token string
		want                 error
	}{
		{"wrong purpose", PurposeReset, "good", ErrTokenInvalid},
		{"expired", PurposeVerify, "expired", ErrTokenExpired},
		{"unknown", PurposeVerify, "nope", ErrTokenInvalid},
	}
	for _, tt := range tests {
		var err error
		if tt.purpose == PurposeVerify {
			_, err = s.VerifyEmail(ctx, tt.token)
		} else {
			_, err = s.ResetPassword(ctx, tt.token, "new")
		}
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, err, tt.want)
		}
	}
	got, err := s.VerifyEmail(ctx, "good")
	if err != nil || !got.EmailVerified() {
		t.Fatalf("verify: %v, verified=%v", err, got != nil && got.EmailVerified())
	}
	if _, err := s.VerifyEmail(ctx, "good"); !errors.Is(err, ErrTokenInvalid) {
		t.Fatalf("reuse: got %v, want ErrTokenInvalid", err)
	}
}

// TestConcurrentTokenUseHasOneWinner spends one reset token from many
// goroutines at once: exactly one may succeed.
func TestConcurrentTokenUseHasOneWinner(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	u := mustCreateUser(t, s, "race@example.com")
	if err := s.CreateEmailToken(ctx, u.ID, PurposeReset, u.Email, "once", time.Hour); err != nil {
		t.Fatal(err)
	}
	oneWinner(t, 12, ErrTokenInvalid, func(int) error { _, err := s.ResetPassword(ctx, "once", "hash"); return err })
	after, _ := s.GetUser(ctx, u.ID)
	if after.AuthVersion != u.AuthVersion+1 {
		t.Fatalf("auth_version: got %d, want %d", after.AuthVersion, u.AuthVersion+1)
	}
}

func TestBackup(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	mustCreateUser(t, s, "backup@example.com")
	dst := filepath.Join(t.TempDir(), "copy.db")
	if err := s.Backup(ctx, dst); err != nil {
		t.Fatal(err)
	}
	if err := s.Backup(ctx, dst); err == nil {
		t.Fatal("backup overwrote an existing file")
	}
	c, err := Open(ctx, dst)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.GetUserByEmail(ctx, "backup@example.com"); err != nil {
		t.Fatalf("backup lacks the user: %v", err)
	}
}

func TestUpdateUser(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	u := mustCreateUser(t, s, "up@example.com")
	got, err := s.UpdateAboutYourself(ctx, u.ID, AboutYourself{Name: "Ivan", Surname: "Franko", Phone: "+380671234567", WantsToDrive: true})
	if err != nil || got.Name != "Ivan" || !got.WantsToDrive {
		t.Fatalf("about yourself: %+v, %v", got, err)
	}
	if got, err = s.UpdateLanguage(ctx, u.ID, "uk"); err != nil || got.Language != "uk" {
		t.Fatalf("language: %+v, %v", got, err)
	}
	if _, err := s.UpdateLanguage(ctx, u.ID, "de"); err == nil {
		t.Fatal("language outside en/uk was stored")
	}
	if _, err := s.UpdateLanguage(ctx, 4242, "en"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("missing user: got %v", err)
	}
}

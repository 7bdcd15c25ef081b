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
	if _, err := s.CreateUser(context.Background(), "one@example.com", "h", "en"); !errors.Is(err, ErrEmailTaken) {
		t.Fatalf("got %v, want ErrEmailTaken", err)
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

// TestConcurrentTokenUseHasOneWinner spends one reset token from many goroutines at once: exactly one succeeds.
func TestConcurrentTokenUseHasOneWinner(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	u := mustCreateUser(t, s, "race@example.com")
	if err := s.CreateEmailToken(ctx, u.ID, PurposeReset, u.Email, "once", time.Hour); err != nil {
		t.Fatal(err)
	}
	oneWinner(t, 12, ErrTokenInvalid, func(int) error { _, err := s.ResetPassword(ctx, "once", "hash"); return err })
	after := must(s.GetUser(ctx, u.ID))
	if after.AuthVersion != u.AuthVersion+1 {
		t.Fatalf("auth_version: got %d, want %d", after.AuthVersion, u.AuthVersion+1)
	}
}

func TestBackup(t *testing.T) {
	sqliteOnly(t) // PostgreSQL's backups are its own tools'
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

func TestRestoreAccount(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	owner := mustCreateUser(t, s, "owner@example.com")
	if err := s.MarkEmailVerified(ctx, owner.ID); err != nil {
		t.Fatal(err)
	}
	// Someone with the password moves the account to their address and asks for links there.
	if _, err := s.ChangeEmail(ctx, owner.ID, "thief@example.com"); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ purpose, email, token string }{
		{PurposeRestore, "owner@example.com", "restore"},
		{PurposeReset, "thief@example.com", "thief-reset"},
		{PurposeVerify, "thief@example.com", "thief-verify"},
	} {
		if err := s.CreateEmailToken(ctx, owner.ID, c.purpose, c.email, c.token, time.Hour); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.RestoreAccount(ctx, "thief-reset", "x"); !errors.Is(err, ErrTokenInvalid) {
		t.Fatalf("a reset token as a restore token: got %v", err)
	}
	u, err := s.RestoreAccount(ctx, "restore", "new-hash")
	if err != nil {
		t.Fatal(err)
	}
	if u.Email != "owner@example.com" || !u.EmailVerifiedAt.Valid || u.PasswordHash != "new-hash" || u.AuthVersion != owner.AuthVersion+1 {
		t.Fatalf("restored: %+v", u)
	}
	if _, err := s.RestoreAccount(ctx, "restore", "again"); !errors.Is(err, ErrTokenInvalid) {
		t.Fatalf("second use: got %v", err)
	}
	if _, err := s.ResetPassword(ctx, "thief-reset", "thief-hash"); !errors.Is(err, ErrTokenInvalid) {
		t.Fatalf("the thief's reset link after the restore: got %v", err)
	}
	if _, err := s.VerifyEmail(ctx, "thief-verify"); !errors.Is(err, ErrTokenInvalid) {
		t.Fatalf("the thief's verify link after the restore: got %v", err)
	}

	// The old address was taken by another account meanwhile: a conflict, and nothing changes.
	other := mustCreateUser(t, s, "moved@example.com")
	if _, err := s.ChangeEmail(ctx, other.ID, "elsewhere@example.com"); err != nil {
		t.Fatal(err)
	}
	if err := s.CreateEmailToken(ctx, other.ID, PurposeRestore, "moved@example.com", "restore-2", time.Hour); err != nil {
		t.Fatal(err)
	}
	mustCreateUser(t, s, "moved@example.com")
	if _, err := s.RestoreAccount(ctx, "restore-2", "h"); !errors.Is(err, ErrEmailTaken) {
		t.Fatalf("address taken: got %v, want ErrEmailTaken", err)
	}
}

// A reset link mailed to an address the account has left no longer works.
func TestResetLinkDiesWithItsAddress(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	u := mustCreateUser(t, s, "first@example.com")
	if err := s.CreateEmailToken(ctx, u.ID, PurposeReset, u.Email, "old-link", time.Hour); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ChangeEmail(ctx, u.ID, "second@example.com"); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ResetPassword(ctx, "old-link", "h"); !errors.Is(err, ErrTokenInvalid) {
		t.Fatalf("got %v, want ErrTokenInvalid", err)
	}
}

// Whoever changed the address may hold restore links of their own changes:
// using one must not void the owner's earlier link, and the owner's restore
// voids every later one.
func TestRestoreLinksFollowHistory(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	u := mustCreateUser(t, s, "owner@example.com")
	change := func(from, to, token string) {
		t.Helper()
		if _, err := s.ChangeEmail(ctx, u.ID, to); err != nil {
			t.Fatal(err)
		}
		if err := s.CreateEmailToken(ctx, u.ID, PurposeRestore, from, token, time.Hour); err != nil {
			t.Fatal(err)
		}
	}
	change("owner@example.com", "thief1@example.com", "owner-link")
	change("thief1@example.com", "thief2@example.com", "thief-link-1")
	change("thief2@example.com", "thief1@example.com", "thief-link-2")
	// The thief uses the newest link: thief-link-1, made before it, stays valid for now.
	if got, err := s.RestoreAccount(ctx, "thief-link-2", "thief"); err != nil || got.Email != "thief2@example.com" {
		t.Fatalf("the thief's restore: %v %+v", err, got)
	}
	got, err := s.RestoreAccount(ctx, "owner-link", "owner")
	if err != nil || got.Email != "owner@example.com" || got.PasswordHash != "owner" {
		t.Fatalf("the owner's earlier link after the thief's restore: %v %+v", err, got)
	}
	if _, err := s.RestoreAccount(ctx, "thief-link-1", "thief"); !errors.Is(err, ErrTokenInvalid) {
		t.Fatalf("a later link after the owner's restore: got %v, want ErrTokenInvalid", err)
	}
}

func TestPurgeEmailTokens(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	u := mustCreateUser(t, s, "purge@example.com")
	for token, ttl := range map[string]time.Duration{"expired": -time.Hour, "spent": time.Hour, "live": time.Hour} {
		if err := s.CreateEmailToken(ctx, u.ID, PurposeReset, u.Email, token, ttl); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.db.Exec(`UPDATE email_tokens SET used_at = ? WHERE token_hash = ?`, formatTime(time.Now().Add(-time.Minute)), HashToken("spent")); err != nil {
		t.Fatal(err)
	}
	n, err := s.PurgeEmailTokens(ctx, time.Now())
	if err != nil || n != 2 {
		t.Fatalf("purged %d (%v), want 2", n, err)
	}
	var left int
	if err := s.db.Get(&left, `SELECT COUNT(*) FROM email_tokens WHERE token_hash = ?`, HashToken("live")); err != nil || left != 1 {
		t.Fatalf("the live token: %d %v", left, err)
	}
}

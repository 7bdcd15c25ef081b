package store

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// Token purposes.
const (
	PurposeVerify  = "verify"
	PurposeReset   = "reset"
	PurposeRestore = "restore" // to the old address after a change: the owner takes the account back
)

// HashToken is how e-mailed tokens are stored: only their SHA-256.
func HashToken(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
}

// CreateEmailToken stores the hash of a new single-use token for the user's address.
func (s *Store) CreateEmailToken(ctx context.Context, userID int64, purpose, email, token string, ttl time.Duration) error {
	now := time.Now()
	const q = `INSERT INTO email_tokens (user_id, purpose, token_hash, email, expires_at, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`
	_, err := s.db.ExecContext(ctx, q, userID, purpose, HashToken(token), email, formatTime(now.Add(ttl)), formatTime(now))
	if err != nil {
		return fmt.Errorf("store: create token: %w", err)
	}
	return nil
}

type emailToken struct {
	ID        int64          `db:"id"`
	UserID    int64          `db:"user_id"`
	TokenHash []byte         `db:"token_hash"`
	Email     string         `db:"email"`
	ExpiresAt string         `db:"expires_at"`
	UsedAt    sql.NullString `db:"used_at"`
}

func readToken(ctx context.Context, q sqlx.QueryerContext, purpose, token string) (*emailToken, error) {
	hash := HashToken(token)
	var t emailToken
	err := sqlx.GetContext(ctx, q, &t, `SELECT id, user_id, token_hash, email, expires_at, used_at
		FROM email_tokens WHERE token_hash = ? AND purpose = ?`, hash, purpose)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrTokenInvalid
	}
	if err != nil {
		return nil, fmt.Errorf("store: read token: %w", err)
	}
	if subtle.ConstantTimeCompare(t.TokenHash, hash) != 1 || t.UsedAt.Valid {
		return nil, ErrTokenInvalid
	}
	if time.Now().After(parseTime(t.ExpiresAt)) {
		return nil, ErrTokenExpired
	}
	return &t, nil
}

func consumeToken(ctx context.Context, tx *sqlx.Tx, purpose, token string) (*emailToken, error) {
	t, err := readToken(ctx, tx, purpose, token)
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE email_tokens SET used_at = ?
		WHERE user_id = ? AND purpose = ? AND used_at IS NULL`, formatTime(time.Now()), t.UserID, purpose); err != nil {
		return nil, fmt.Errorf("store: spend token: %w", err)
	}
	return t, nil
}

// VerifyEmail spends a verification token and marks its address verified if it is still the user's.
func (s *Store) VerifyEmail(ctx context.Context, token string) (*User, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	t, err := consumeToken(ctx, tx, PurposeVerify, token)
	if err != nil {
		return nil, err
	}
	now := formatTime(time.Now())
	var u User
	err = tx.GetContext(ctx, &u, `UPDATE users SET email_verified_at = COALESCE(email_verified_at, ?), updated_at = ?
		WHERE id = ? AND email = ? AND deleted_at IS NULL RETURNING `+userColumns, now, now, t.UserID, t.Email)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrTokenInvalid
	}
	if err != nil {
		return nil, fmt.Errorf("store: verify email: %w", err)
	}
	return s.committedUser(ctx, tx, &u)
}

// ResetPassword spends a reset token, which proves the address too, sets the password and ends every session.
func (s *Store) ResetPassword(ctx context.Context, token, passwordHash string) (*User, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	t, err := consumeToken(ctx, tx, PurposeReset, token)
	if err != nil {
		return nil, err
	}
	var u User
	now := formatTime(time.Now())
	err = tx.GetContext(ctx, &u, `UPDATE users SET password_hash = ?, auth_version = auth_version + 1,
		email_verified_at = COALESCE(email_verified_at, ?), updated_at = ?
		WHERE id = ? AND email = ? AND deleted_at IS NULL RETURNING `+userColumns, passwordHash, now, now, t.UserID, t.Email)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrTokenInvalid
	}
	if err != nil {
		return nil, fmt.Errorf("store: reset password: %w", err)
	}
	return s.committedUser(ctx, tx, &u)
}

// CheckResetToken answers as ResetPassword would for the token, without spending it or taking the write lock:
// nil while it can still set a password, else ErrTokenInvalid (unknown, used, or its address no longer the
// user's) or ErrTokenExpired.
func (s *Store) CheckResetToken(ctx context.Context, token string) error {
	t, err := readToken(ctx, s.q, PurposeReset, token)
	if err != nil {
		return err
	}
	var alive bool
	err = sqlx.GetContext(ctx, s.q, &alive, `SELECT EXISTS (SELECT 1 FROM users
		WHERE id = ? AND email = ? AND deleted_at IS NULL)`, t.UserID, t.Email)
	if err != nil {
		return fmt.Errorf("store: check reset token: %w", err)
	}
	if !alive {
		return ErrTokenInvalid
	}
	return nil
}

// RestoreAccount spends a restore token: its address comes back verified, with passwordHash, unless ErrEmailTaken.
func (s *Store) RestoreAccount(ctx context.Context, token, passwordHash string) (*User, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	t, err := readToken(ctx, tx, PurposeRestore, token)
	if err != nil {
		return nil, err
	}
	now := formatTime(time.Now())
	var u User
	err = tx.GetContext(ctx, &u, `UPDATE users SET email = ?, email_verified_at = ?, password_hash = ?,
		auth_version = auth_version + 1, updated_at = ? WHERE id = ? AND deleted_at IS NULL RETURNING `+userColumns,
		t.Email, now, passwordHash, now, t.UserID)
	if isUniqueViolation(err) {
		return nil, ErrEmailTaken
	}
	if errors.Is(err, sql.ErrNoRows) { // erased since
		return nil, ErrTokenInvalid
	}
	if err != nil {
		return nil, fmt.Errorf("store: restore account: %w", err)
	}
	// Void verify, reset and later changes' restore links (their makers may hold them); earlier owners keep theirs.
	if _, err := tx.ExecContext(ctx, `UPDATE email_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL
		AND (purpose <> ? OR id >= ?)`, now, t.UserID, PurposeRestore, t.ID); err != nil {
		return nil, fmt.Errorf("store: void links: %w", err)
	}
	return s.committedUser(ctx, tx, &u)
}

// PurgeEmailTokens deletes the tokens spent or expired before cutoff, and reports how many.
func (s *Store) PurgeEmailTokens(ctx context.Context, cutoff time.Time) (int64, error) {
	return s.PurgeEmailTokensOnce(ctx, cutoff, Slot{})
}

// PurgeEmailTokensOnce is PurgeEmailTokens in slot: ErrSlotTaken when another server has it.
func (s *Store) PurgeEmailTokensOnce(ctx context.Context, cutoff time.Time, slot Slot) (int64, error) {
	c := formatTime(cutoff)
	var n int64
	err := s.Once(ctx, slot, func(tx *sqlx.Tx) (Change, error) {
		res, err := tx.ExecContext(ctx, `DELETE FROM email_tokens WHERE expires_at < ? OR used_at < ?`, c, c)
		if err != nil {
			return Change{}, fmt.Errorf("store: purge tokens: %w", err)
		}
		n, err = res.RowsAffected()
		return Change{}, err
	})
	return n, err
}

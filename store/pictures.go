package store

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"
)

// Picture is a user's stored profile picture, already re-encoded.
type Picture struct {
	ContentType string `db:"content_type"`
	Data        []byte `db:"data"`
	Version     string `db:"picture_version"`
}

// SetPicture stores the picture and gives it a new version (from its bytes).
func (s *Store) SetPicture(ctx context.Context, userID int64, contentType string, data []byte) (*User, error) {
	sum := sha256.Sum256(data)
	version := hex.EncodeToString(sum[:6])
	now := formatTime(time.Now())
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `INSERT INTO user_pictures (user_id, content_type, data, updated_at) VALUES (?, ?, ?, ?)
		ON CONFLICT (user_id) DO UPDATE SET content_type = excluded.content_type, data = excluded.data,
		updated_at = excluded.updated_at`, userID, contentType, data, now); err != nil {
		return nil, fmt.Errorf("store: save picture: %w", err)
	}
	var u User
	if err := tx.GetContext(ctx, &u, `UPDATE users SET picture_version = ?, updated_at = ? WHERE id = ?
		RETURNING `+userColumns, version, now, userID); err != nil {
		return nil, fmt.Errorf("store: save picture: %w", err)
	}
	return s.committedUser(ctx, tx, &u)
}

// DeletePicture removes the user's picture.
func (s *Store) DeletePicture(ctx context.Context, userID int64) (*User, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, "DELETE FROM user_pictures WHERE user_id = ?", userID); err != nil {
		return nil, fmt.Errorf("store: delete picture: %w", err)
	}
	var u User
	if err := tx.GetContext(ctx, &u, `UPDATE users SET picture_version = '', updated_at = ? WHERE id = ?
		RETURNING `+userColumns, formatTime(time.Now()), userID); err != nil {
		return nil, fmt.Errorf("store: delete picture: %w", err)
	}
	return s.committedUser(ctx, tx, &u)
}

// GetPicture returns the user's picture, or ErrNotFound.
func (s *Store) GetPicture(ctx context.Context, userID int64) (*Picture, error) {
	return getOne[Picture](ctx, s.q, "get picture", `SELECT p.content_type, p.data, u.picture_version
		FROM user_pictures p JOIN users u ON u.id = p.user_id WHERE p.user_id = ?`, userID)
}

package store

import (
	"github.com/jmoiron/sqlx"

	"context"
	"crypto/rand"
	"fmt"
)

// Secret returns the named server secret: 32 random bytes made the first time, the same ever after.
func (s *Store) Secret(ctx context.Context, name string) ([]byte, error) {
	fresh := make([]byte, 32)
	if _, err := rand.Read(fresh); err != nil {
		return nil, err
	}
	if _, err := s.db.ExecContext(ctx, `INSERT INTO app_secrets (name, value) VALUES (?, ?)
		ON CONFLICT (name) DO NOTHING`, name, fresh); err != nil {
		return nil, fmt.Errorf("store: secret: %w", err)
	}
	var value []byte
	if err := sqlx.GetContext(ctx, s.q, &value, `SELECT value FROM app_secrets WHERE name = ?`, name); err != nil {
		return nil, fmt.Errorf("store: secret: %w", err)
	}
	return value, nil
}

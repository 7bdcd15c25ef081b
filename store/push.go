package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// PushSubscription is one device's Web Push subscription.
type PushSubscription struct {
	UserID   int64  `db:"user_id"`
	Endpoint string `db:"endpoint"`
	P256dh   string `db:"p256dh"`
	Auth     string `db:"auth"`
}

// SavePushSubscription keeps a device's subscription for the user, taking it from any other account.
func (s *Store) SavePushSubscription(ctx context.Context, p PushSubscription) error {
	_, err := s.db.ExecContext(ctx, `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
		VALUES (?, ?, ?, ?, ?) ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id,
		p256dh = excluded.p256dh, auth = excluded.auth, created_at = excluded.created_at`,
		p.UserID, p.Endpoint, p.P256dh, p.Auth, formatTime(time.Now()))
	if err != nil {
		return fmt.Errorf("store: save push subscription: %w", err)
	}
	return nil
}

// DeletePushSubscription removes the user's subscription at endpoint; ErrNotFound when there is none.
func (s *Store) DeletePushSubscription(ctx context.Context, userID int64, endpoint string) error {
	res, err := s.db.ExecContext(ctx, `DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?`, userID, endpoint)
	if err != nil {
		return fmt.Errorf("store: delete push subscription: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	return nil
}

// DropPushEndpoint forgets a subscription its push service says is gone.
func (s *Store) DropPushEndpoint(ctx context.Context, endpoint string) error {
	if _, err := s.db.ExecContext(ctx, `DELETE FROM push_subscriptions WHERE endpoint = ?`, endpoint); err != nil {
		return fmt.Errorf("store: drop push endpoint: %w", err)
	}
	return nil
}

// PushSubscriptions lists the subscriptions of the given users.
func (s *Store) PushSubscriptions(ctx context.Context, userIDs []int64) ([]PushSubscription, error) {
	out := []PushSubscription{}
	if len(userIDs) == 0 {
		return out, nil
	}
	q, args, err := sqlx.In(`SELECT user_id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id IN (?)`, userIDs)
	if err != nil {
		return nil, err
	}
	if err := sqlx.SelectContext(ctx, s.q, &out, q, args...); err != nil {
		return nil, fmt.Errorf("store: push subscriptions: %w", err)
	}
	return out, nil
}

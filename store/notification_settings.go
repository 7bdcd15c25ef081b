package store

import (
	"context"
	"fmt"

	"github.com/jmoiron/sqlx"
)

// NotificationSettings are the e-mail kinds a user turned off and whether Web Push is on.
type NotificationSettings struct {
	EmailOff map[string]bool
	Push     bool
}

// GetNotificationSettings returns user's settings; by default every e-mail kind is on and push off.
func (s *Store) GetNotificationSettings(ctx context.Context, user int64) (NotificationSettings, error) {
	out := NotificationSettings{EmailOff: map[string]bool{}}
	var kinds []string
	if err := sqlx.SelectContext(ctx, s.q, &kinds, `SELECT kind FROM email_opt_outs WHERE user_id = ?`, user); err != nil {
		return out, fmt.Errorf("store: notification settings: %w", err)
	}
	for _, k := range kinds {
		out.EmailOff[k] = true
	}
	var push []bool
	if err := sqlx.SelectContext(ctx, s.q, &push, `SELECT push FROM notification_settings WHERE user_id = ?`, user); err != nil {
		return out, fmt.Errorf("store: notification settings: %w", err)
	}
	out.Push = len(push) == 1 && push[0]
	return out, nil
}

// UpdateNotificationSettings turns the named e-mail kinds on or off, and push when it is not nil.
func (s *Store) UpdateNotificationSettings(ctx context.Context, user int64, email map[string]bool, push *bool) error {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return fmt.Errorf("store: update notification settings: %w", err)
	}
	defer tx.Rollback()
	for kind, on := range email {
		if err := setEmailKind(ctx, tx, user, kind, on); err != nil {
			return err
		}
	}
	if push != nil {
		if _, err := tx.ExecContext(ctx, `INSERT INTO notification_settings (user_id, push) VALUES (?, ?)
			ON CONFLICT (user_id) DO UPDATE SET push = excluded.push`, user, *push); err != nil {
			return fmt.Errorf("store: update notification settings: %w", err)
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("store: update notification settings: %w", err)
	}
	return nil
}

// SetEmailKind turns one e-mail kind of user on or off.
func (s *Store) SetEmailKind(ctx context.Context, user int64, kind string, on bool) error {
	return setEmailKind(ctx, s.db, user, kind, on)
}

func setEmailKind(ctx context.Context, db sqlx.ExecerContext, user int64, kind string, on bool) error {
	q := `INSERT INTO email_opt_outs (user_id, kind) VALUES (?, ?) ON CONFLICT DO NOTHING`
	if on {
		q = `DELETE FROM email_opt_outs WHERE user_id = ? AND kind = ?`
	}
	if _, err := db.ExecContext(ctx, q, user, kind); err != nil {
		return fmt.Errorf("store: set e-mail kind: %w", err)
	}
	return nil
}

// EmailOptOuts returns the e-mail kinds each of users turned off, in one query for a whole fan-out.
func (s *Store) EmailOptOuts(ctx context.Context, users []int64) (map[int64]map[string]bool, error) {
	rows, err := selectIn[struct {
		User int64  `db:"user_id"`
		Kind string `db:"kind"`
	}](ctx, s.q, "e-mail opt-outs", `SELECT user_id, kind FROM email_opt_outs WHERE user_id `+inIDs, users)
	if err != nil {
		return nil, err
	}
	out := map[int64]map[string]bool{}
	for _, r := range rows {
		if out[r.User] == nil {
			out[r.User] = map[string]bool{}
		}
		out[r.User][r.Kind] = true
	}
	return out, nil
}

// PushOn returns those of users who turned Web Push on.
func (s *Store) PushOn(ctx context.Context, users []int64) (map[int64]bool, error) {
	ids, err := selectIn[int64](ctx, s.q, "push on", `SELECT user_id FROM notification_settings WHERE push AND user_id `+inIDs, users)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]bool, len(ids))
	for _, id := range ids {
		out[id] = true
	}
	return out, nil
}

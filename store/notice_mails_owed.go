package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// NoticesOwingMail lists the notifications written before t whose e-mails are still owed, oldest first.
func (s *Store) NoticesOwingMail(ctx context.Context, t time.Time, limit int) ([]Notification, error) {
	out := []Notification{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT `+prefixed("n", notificationColumns)+`
		FROM notice_outbox o JOIN notifications n ON n.id = o.notification_id
		WHERE o.created_at <= ? ORDER BY o.notification_id LIMIT ?`, formatTime(t), limit)
	if err != nil {
		return nil, fmt.Errorf("store: notices owing mail: %w", err)
	}
	return out, nil
}

// NoticeMailsDone clears the notifications' rows in notice_outbox once their e-mails are queued or not needed.
func (s *Store) NoticeMailsDone(ctx context.Context, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	q, args, err := sqlx.In(`DELETE FROM notice_outbox WHERE notification_id IN (?)`, ids)
	if err != nil {
		return err
	}
	if _, err := s.db.ExecContext(ctx, q, args...); err != nil {
		return fmt.Errorf("store: notice mails done: %w", err)
	}
	return nil
}

// DropStaleNoticeMails forgets the owed e-mails of notifications older than before: too late to send.
func (s *Store) DropStaleNoticeMails(ctx context.Context, before time.Time) error {
	_, err := s.db.ExecContext(ctx, `DELETE FROM notice_outbox WHERE created_at < ?`, formatTime(before))
	if err != nil {
		return fmt.Errorf("store: drop stale notice mails: %w", err)
	}
	return nil
}

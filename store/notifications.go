package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"time"

	"github.com/jmoiron/sqlx"
)

// Notification kinds (docs/product.md §5).
const (
	NoticeRequestReceived  = "request_received"
	NoticeRequestApproved  = "request_approved"
	NoticeRequestDeclined  = "request_declined"
	NoticeRequestCancelled = "request_cancelled"
	NoticeRequestExpired   = "request_expired"
	NoticeRequestReminder  = "request_reminder"
	NoticePickupPlanned    = "pickup_planned"
	NoticePickupRefused    = "pickup_refused"
	NoticeRideChanged      = "ride_changed"
	NoticeParcelPickedUp   = "parcel_picked_up"
	NoticeParcelDelivered  = "parcel_delivered"
	NoticeParcelFailed     = "parcel_failed"
	NoticeParcelExpired    = "parcel_expired"
	NoticeRideCancelled    = "ride_cancelled"
	NoticeMatchFound       = "match_found"
	NoticeMessageReceived  = "message_received"
	NoticeRatingReceived   = "rating_received"
)

// NoticeKinds lists the kinds in the API's order.
var NoticeKinds = []string{NoticeRequestReceived, NoticeRequestApproved, NoticeRequestDeclined, NoticeRequestCancelled,
	NoticeRequestExpired, NoticeRequestReminder, NoticePickupPlanned, NoticePickupRefused, NoticeRideChanged, NoticeParcelPickedUp, NoticeParcelDelivered, NoticeParcelFailed,
	NoticeParcelExpired, NoticeRideCancelled, NoticeMatchFound, NoticeMessageReceived, NoticeRatingReceived}

// Notification tells a user what happened to their parcel, ride or request, and who did it (ActorID).
type Notification struct {
	ID             int64          `db:"id"`
	UserID         int64          `db:"user_id"`
	Kind           string         `db:"kind"`
	ActorID        sql.NullInt64  `db:"actor_id"`
	ParcelID       sql.NullInt64  `db:"parcel_id"`
	RideID         sql.NullInt64  `db:"ride_id"`
	RequestID      sql.NullInt64  `db:"request_id"`
	ConversationID sql.NullInt64  `db:"conversation_id"`
	CreatedAt      string         `db:"created_at"`
	ReadAt         sql.NullString `db:"read_at"`

	// Feed is the id of the change feed entry of the commit that wrote it (0: not known): every server gives a
	// live stream the same id for it, so a stream resumed on any server goes on from there.
	Feed int64 `db:"-"`
}

const notificationColumns = `id, user_id, kind, actor_id, parcel_id, ride_id, request_id, conversation_id, created_at, read_at`

type notices struct {
	tx   *sqlx.Tx
	now  string
	list []Notification
	// requests are those whose status the transaction set: each is told to someone, through request.
	requests []int64
}

func newNotices(tx *sqlx.Tx) *notices { return &notices{tx: tx, now: formatTime(time.Now())} }

func (n *notices) add(ctx context.Context, user int64, kind string, actor, parcel, ride, request int64) error {
	if user == 0 || user == actor {
		return nil
	}
	return n.insert(ctx, Notification{UserID: user, Kind: kind, ActorID: nullID(actor),
		ParcelID: nullID(parcel), RideID: nullID(ride), RequestID: nullID(request)})
}

func (n *notices) insert(ctx context.Context, no Notification) error {
	no.CreatedAt = n.now
	err := n.tx.GetContext(ctx, &no.ID, `INSERT INTO notifications
		(user_id, kind, actor_id, parcel_id, ride_id, request_id, conversation_id, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, no.UserID, no.Kind, no.ActorID, no.ParcelID, no.RideID,
		no.RequestID, no.ConversationID, no.CreatedAt)
	if err != nil {
		return fmt.Errorf("store: notify %s: %w", no.Kind, err)
	}
	if _, err := n.tx.ExecContext(ctx, `INSERT INTO notice_outbox (notification_id, created_at) VALUES (?, ?)`,
		no.ID, no.CreatedAt); err != nil {
		return fmt.Errorf("store: notify %s: %w", no.Kind, err)
	}
	n.list = append(n.list, no)
	return nil
}

func (n *notices) request(ctx context.Context, user int64, kind string, actor int64, q *Request) error {
	if !slices.Contains(n.requests, q.ID) {
		n.requests = append(n.requests, q.ID)
	}
	return n.add(ctx, user, kind, actor, q.ParcelID, q.RideID, q.ID)
}

func (n *notices) bothSides(ctx context.Context, kind string, actor int64, q *Request) error {
	if err := n.request(ctx, q.SenderID, kind, actor, q); err != nil {
		return err
	}
	return n.request(ctx, q.DriverID, kind, actor, q)
}

// Asker is who sent the request: the parcel's sender or the ride's driver.
func (q *Request) Asker() int64 {
	if q.Direction == FromSender {
		return q.SenderID
	}
	return q.DriverID
}

// Answerer is who approves or declines the request.
func (q *Request) Answerer() int64 {
	if q.Direction == FromSender {
		return q.DriverID
	}
	return q.SenderID
}

func nullID(id int64) sql.NullInt64 { return sql.NullInt64{Int64: id, Valid: id != 0} }

// ListNotifications returns a page of user's notifications, newest first, below the id before (0: from the newest).
func (s *Store) ListNotifications(ctx context.Context, userID, before int64, limit int) ([]Notification, error) {
	out := []Notification{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT `+notificationColumns+` FROM notifications
		WHERE user_id = ? AND id < ? ORDER BY id DESC LIMIT ?`, userID, pageBefore(before), limit)
	if err != nil {
		return nil, fmt.Errorf("store: list notifications: %w", err)
	}
	return out, nil
}

// UnreadNotifications counts user's unread notifications.
func (s *Store) UnreadNotifications(ctx context.Context, userID int64) (int, error) {
	var n int
	err := sqlx.GetContext(ctx, s.q, &n, `SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL`, userID)
	if err != nil {
		return 0, fmt.Errorf("store: count notifications: %w", err)
	}
	return n, nil
}

// MarkNotificationsRead marks user's given notifications read (all for nil ids) and returns how many stay unread.
func (s *Store) MarkNotificationsRead(ctx context.Context, userID int64, ids []int64) (int, error) {
	q := `UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL`
	args := []any{formatTime(time.Now()), userID}
	if ids != nil {
		if len(ids) == 0 {
			return s.UnreadNotifications(ctx, userID)
		}
		var err error
		if q, args, err = sqlx.In(q+` AND id IN (?)`, append(args, ids)...); err != nil {
			return 0, err
		}
	}
	if _, err := s.db.ExecContext(ctx, q, args...); err != nil {
		return 0, fmt.Errorf("store: read notifications: %w", err)
	}
	return s.UnreadNotifications(ctx, userID)
}

// GetNotifications loads notifications by id, in id order (missing ones are absent).
func (s *Store) GetNotifications(ctx context.Context, ids []int64) ([]Notification, error) {
	list, err := selectIn[Notification](ctx, s.q, "get notifications", `SELECT `+notificationColumns+` FROM notifications
		WHERE id `+inIDs+` ORDER BY id`, ids)
	if err != nil {
		return nil, err
	}
	return list, nil
}

package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// ConversationGrace is how long a finished delivery's conversation stays open.
const ConversationGrace = 7 * 24 * time.Hour

// Conversation is the thread of one (parcel, ride) pair, with the parcel's state that decides if it is open.
type Conversation struct {
	ID            int64          `db:"id"`
	ParcelID      int64          `db:"parcel_id"`
	RideID        int64          `db:"ride_id"`
	SenderID      int64          `db:"sender_id"`
	DriverID      int64          `db:"driver_id"`
	LastMessageID sql.NullInt64  `db:"last_message_id"`
	LastAt        sql.NullString `db:"last_at"`
	SenderUnread  int            `db:"sender_unread"`
	DriverUnread  int            `db:"driver_unread"`

	ParcelStatus string         `db:"parcel_status"`
	ParcelRideID sql.NullInt64  `db:"parcel_ride_id"`
	DeliveredAt  sql.NullString `db:"delivered_at"`
	Pending      bool           `db:"pending"`
}

// Message is one line of a conversation, stored as typed.
type Message struct {
	ID             int64  `db:"id"`
	ConversationID int64  `db:"conversation_id"`
	AuthorID       int64  `db:"author_id"`
	Text           string `db:"text"`
	CreatedAt      string `db:"created_at"`

	To   int64 `db:"-"`
	Feed int64 `db:"-"` // as Notification.Feed
}

const conversationSelect = `SELECT c.id, c.parcel_id, c.ride_id, c.sender_id, c.driver_id, c.last_message_id,
	c.last_at, c.sender_unread, c.driver_unread, p.status AS parcel_status, p.ride_id AS parcel_ride_id,
	p.delivered_at, EXISTS (SELECT 1 FROM requests q WHERE q.parcel_id = c.parcel_id AND q.ride_id = c.ride_id
		AND q.status = 'pending') AS pending
	FROM conversations c JOIN parcels p ON p.id = c.parcel_id`

const messageColumns = `id, conversation_id, author_id, text, created_at`

// Has tells whether user is one of the conversation's two sides.
func (c *Conversation) Has(user int64) bool { return user == c.SenderID || user == c.DriverID }

// Other is the side that is not user.
func (c *Conversation) Other(user int64) int64 {
	if user == c.SenderID {
		return c.DriverID
	}
	return c.SenderID
}

// Unread is how many of the other side's messages user has not read.
func (c *Conversation) Unread(user int64) int {
	if user == c.SenderID {
		return c.SenderUnread
	}
	return c.DriverUnread
}

// Carried tells whether the parcel is on the conversation's ride (OnRide).
func (c *Conversation) Carried() bool { return OnRide(c.ParcelStatus, c.ParcelRideID, c.RideID) }

// Open tells whether the two sides may write at now.
func (c *Conversation) Open(now time.Time) bool {
	if c.Pending {
		return true
	}
	if !c.Carried() {
		return false
	}
	if c.ParcelStatus == ParcelAccepted || c.ParcelStatus == ParcelInTransit {
		return true
	}
	return c.DeliveredAt.Valid && now.Sub(parseTime(c.DeliveredAt.String)) < ConversationGrace
}

// GetConversation returns a conversation with its parcel's state.
func (s *Store) GetConversation(ctx context.Context, id int64) (*Conversation, error) {
	return getOne[Conversation](ctx, s.q, "get conversation", conversationSelect+` WHERE c.id = ?`, id)
}

// ListConversations returns up to limit of user's conversations with messages, newest activity first.
func (s *Store) ListConversations(ctx context.Context, user int64, limit int) ([]Conversation, error) {
	out := []Conversation{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT * FROM (`+conversationSelect+`
		WHERE c.sender_id = ? AND c.last_at IS NOT NULL ORDER BY c.last_at DESC LIMIT ?) AS as_sender
		UNION ALL SELECT * FROM (`+conversationSelect+`
		WHERE c.driver_id = ? AND c.last_at IS NOT NULL ORDER BY c.last_at DESC LIMIT ?) AS as_driver
		ORDER BY last_at DESC, id DESC LIMIT ?`, user, limit, user, limit, limit)
	if err != nil {
		return nil, fmt.Errorf("store: list conversations: %w", err)
	}
	return out, nil
}

// GetMessages returns messages by id.
func (s *Store) GetMessages(ctx context.Context, ids []int64) (map[int64]Message, error) {
	list, err := selectIn[Message](ctx, s.q, "get messages", `SELECT `+messageColumns+` FROM messages WHERE id `+inIDs, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]Message, len(list))
	for _, m := range list {
		out[m.ID] = m
	}
	return out, nil
}

// ListMessages returns a page of a conversation's messages, newest first, below the id before (0: from the newest).
func (s *Store) ListMessages(ctx context.Context, conversation, before int64, limit int) ([]Message, error) {
	out := []Message{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT `+messageColumns+` FROM messages
		WHERE conversation_id = ? AND id < ? ORDER BY id DESC LIMIT ?`, conversation, pageBefore(before), limit)
	if err != nil {
		return nil, fmt.Errorf("store: list messages: %w", err)
	}
	return out, nil
}

// SendMessage adds author's text to their open conversation, unless a side blocked or left, and tells the other.
func (s *Store) SendMessage(ctx context.Context, conversation, author int64, text string) (*Message, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	c, err := getOne[Conversation](ctx, tx, "send message", conversationSelect+` WHERE c.id = ?`, conversation)
	if err != nil {
		return nil, err
	}
	if !c.Has(author) {
		return nil, ErrNotFound
	}
	if err := checkPair(ctx, tx, c.SenderID, c.DriverID); err != nil {
		return nil, err
	}
	now := time.Now()
	if !c.Open(now) {
		return nil, ErrConversationClosed
	}
	m, err := addMessage(ctx, tx, c.ID, author, text, formatTime(now))
	if err != nil {
		return nil, err
	}
	n := newNotices(tx)
	if err := n.message(ctx, c, author); err != nil {
		return nil, err
	}
	if err := s.commit(ctx, tx, Change{Notices: n.list, Messages: []Message{*m}}); err != nil {
		return nil, err
	}
	return m, nil
}

func addMessage(ctx context.Context, tx *sqlx.Tx, conversation, author int64, text, now string) (*Message, error) {
	m := Message{ConversationID: conversation, AuthorID: author, Text: text, CreatedAt: now}
	err := tx.GetContext(ctx, &m.ID, `INSERT INTO messages (conversation_id, author_id, text, created_at)
		VALUES (?, ?, ?, ?) RETURNING id`, conversation, author, text, now)
	if err != nil {
		return nil, fmt.Errorf("store: add message: %w", err)
	}
	err = tx.GetContext(ctx, &m.To, `UPDATE conversations SET last_message_id = ?, last_at = ?,
		sender_unread = sender_unread + CASE WHEN sender_id <> ? THEN 1 ELSE 0 END,
		driver_unread = driver_unread + CASE WHEN driver_id <> ? THEN 1 ELSE 0 END
		WHERE id = ? RETURNING CASE WHEN sender_id = ? THEN driver_id ELSE sender_id END`,
		m.ID, now, author, author, conversation, author)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, fmt.Errorf("store: count message: %w", err)
	}
	return &m, nil
}

// ReadConversation marks user's conversation and its notifications read, and returns user's unread messages.
func (s *Store) ReadConversation(ctx context.Context, conversation, user int64) (int, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE conversations SET
		sender_unread = CASE WHEN sender_id = ? THEN 0 ELSE sender_unread END,
		driver_unread = CASE WHEN driver_id = ? THEN 0 ELSE driver_unread END
		WHERE id = ? AND (sender_id = ? OR driver_id = ?)`, user, user, conversation, user, user)
	if err != nil {
		return 0, fmt.Errorf("store: read conversation: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return 0, ErrNotFound
	}
	if _, err := tx.ExecContext(ctx, `UPDATE notifications SET read_at = ? WHERE user_id = ? AND read_at IS NULL
		AND conversation_id = ?`, formatTime(time.Now()), user, conversation); err != nil {
		return 0, fmt.Errorf("store: read conversation notices: %w", err)
	}
	if err := tx.Commit(); err != nil {
		return 0, err
	}
	return s.UnreadMessages(ctx, user)
}

// UnreadMessages counts the messages user has not read, in all their conversations.
func (s *Store) UnreadMessages(ctx context.Context, user int64) (int, error) {
	var n int
	err := sqlx.GetContext(ctx, s.q, &n, `SELECT
		COALESCE((SELECT SUM(sender_unread) FROM conversations WHERE sender_id = ? AND last_at IS NOT NULL), 0) +
		COALESCE((SELECT SUM(driver_unread) FROM conversations WHERE driver_id = ? AND last_at IS NOT NULL), 0)`,
		user, user)
	if err != nil {
		return 0, fmt.Errorf("store: unread messages: %w", err)
	}
	return n, nil
}

func (n *notices) message(ctx context.Context, c *Conversation, author int64) error {
	to := c.Other(author)
	var waiting int
	err := n.tx.GetContext(ctx, &waiting, `SELECT COUNT(*) FROM notifications WHERE user_id = ? AND read_at IS NULL
		AND conversation_id = ?`, to, c.ID)
	if err != nil {
		return fmt.Errorf("store: notify message: %w", err)
	}
	if waiting > 0 {
		return nil
	}
	return n.insert(ctx, Notification{UserID: to, Kind: NoticeMessageReceived, ActorID: nullID(author),
		ParcelID: nullID(c.ParcelID), RideID: nullID(c.RideID), ConversationID: nullID(c.ID)})
}

// GetConversations loads several conversations at once, keyed by id (missing ones are absent).
func (s *Store) GetConversations(ctx context.Context, ids []int64) (map[int64]*Conversation, error) {
	return getByIDs(ctx, s.q, "get conversations", conversationSelect+` WHERE c.id `+inIDs, ids,
		func(c *Conversation) int64 { return c.ID })
}

package store

import (
	"database/sql"
	"errors"
	"testing"
	"time"
)

func TestConversationWindow(t *testing.T) {
	t.Parallel()
	now := time.Now()
	ago := func(d time.Duration) sql.NullString {
		return sql.NullString{String: formatTime(now.Add(-d)), Valid: true}
	}
	onRide := sql.NullInt64{Int64: 7, Valid: true}
	for _, tc := range []struct {
		name         string
		c            Conversation
		open, shared bool
	}{
		{"a pending request", Conversation{RideID: 7, ParcelStatus: ParcelNew, Pending: true}, true, false},
		{"no request under way", Conversation{RideID: 7, ParcelStatus: ParcelNew}, false, false},
		{"accepted on this ride", Conversation{RideID: 7, ParcelStatus: ParcelAccepted, ParcelRideID: onRide}, true, true},
		{"accepted on another ride", Conversation{RideID: 7, ParcelStatus: ParcelAccepted, ParcelRideID: sql.NullInt64{Int64: 8, Valid: true}}, false, false},
		{"in transit", Conversation{RideID: 7, ParcelStatus: ParcelInTransit, ParcelRideID: onRide}, true, true},
		{"delivered 6 days ago", Conversation{RideID: 7, ParcelStatus: ParcelDelivered, ParcelRideID: onRide, DeliveredAt: ago(6 * 24 * time.Hour)}, true, true},
		{"failed 8 days ago", Conversation{RideID: 7, ParcelStatus: ParcelFailed, ParcelRideID: onRide, DeliveredAt: ago(8 * 24 * time.Hour)}, false, true},
		{"cancelled after approval", Conversation{RideID: 7, ParcelStatus: ParcelCancelled, ParcelRideID: onRide}, false, false},
	} {
		if got := tc.c.Open(now); got != tc.open {
			t.Errorf("%s: open %v, want %v", tc.name, got, tc.open)
		}
		if got := tc.c.Carried(); got != tc.shared {
			t.Errorf("%s: carried %v, want %v", tc.name, got, tc.shared)
		}
	}
}

// Both sides write at once, many times: every message is kept and counted
// unread for the other side exactly once.
func TestConcurrentMessagesCountUnread(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	q := must(s.CreateRequest(ctx, c.parcel.ID, c.ride.ID, FromSender, 100, "Hello", nil))
	wins, errs := race(20, func(i int) error {
		author := c.sender.ID
		if i%2 == 1 {
			author = c.driver.ID
		}
		_, err := s.SendMessage(ctx, q.ConversationID, author, "hi")
		return err
	})
	if wins != 20 {
		t.Fatalf("messages: %d sent, %v", wins, errs)
	}
	conv := must(s.GetConversation(ctx, q.ConversationID))
	if conv.DriverUnread != 11 || conv.SenderUnread != 10 {
		t.Fatalf("unread: driver %d (want 11: the request's and 10), sender %d (want 10)", conv.DriverUnread, conv.SenderUnread)
	}
	if n := must(s.UnreadMessages(ctx, c.driver.ID)); n != 11 {
		t.Fatalf("the driver's unread messages: %d", n)
	}
	if n := must(s.ReadConversation(ctx, q.ConversationID, c.driver.ID)); n != 0 {
		t.Fatalf("after reading: %d", n)
	}
	if n := must(s.UnreadMessages(ctx, c.sender.ID)); n != 10 {
		t.Fatalf("the sender's unread messages stay: %d", n)
	}
	if got := must(s.ListMessages(ctx, q.ConversationID, 0, 100)); len(got) != 21 {
		t.Fatalf("messages kept: %d", len(got))
	}
}

// A message and a block at once: the message is either in before the block
// or refused with ErrBlocked; a stranger never writes.
func TestMessagesBetweenBlockedPairAreRefused(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	q := must(s.CreateRequest(ctx, c.parcel.ID, c.ride.ID, FromSender, 100, "", nil))
	stranger := mustCreateUser(t, s, "stranger@example.com")
	if _, err := s.SendMessage(ctx, q.ConversationID, stranger.ID, "hi"); !errors.Is(err, ErrNotFound) {
		t.Fatalf("a stranger's message: %v", err)
	}
	if _, err := s.DB().Exec(`INSERT INTO blocks (blocker_id, blocked_id, created_at) VALUES (?, ?, ?)`,
		c.driver.ID, c.sender.ID, formatTime(time.Now())); err != nil {
		t.Fatal(err)
	}
	for _, author := range []int64{c.sender.ID, c.driver.ID} {
		if _, err := s.SendMessage(ctx, q.ConversationID, author, "hi"); !errors.Is(err, ErrBlocked) {
			t.Fatalf("a blocked pair's message: %v", err)
		}
	}
}

package mail

import (
	"context"
	"log/slog"
	netmail "net/mail"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ridepost/server/mail/smtptest"
	"ridepost/store"
)

var discard = slog.New(slog.DiscardHandler)

func openStore(t *testing.T, path string) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func closeDurable(t *testing.T, d *Durable) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := d.Close(ctx); err != nil {
		t.Fatalf("Close: %v", err)
	}
}

// waitFor polls cond until it holds, or fails the test after 10 s.
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting until %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// email reads the outbox row of key (a zero row while there is none).
func email(t *testing.T, st *store.Store, key string) store.OutboxEmail {
	t.Helper()
	e, err := st.GetEmail(context.Background(), key)
	if err != nil {
		return store.OutboxEmail{}
	}
	return *e
}

const unsubscribeLink = "https://ridepost.test/unsubscribe?token=7.request_declined.c2lnbmF0dXJl"

// TestDurableSurvivesARestartMidRetry: the mail server refuses the first
// try; the process stops before the retry; the next one sends the message,
// once, with its one-click unsubscribe headers on the wire.
func TestDurableSurvivesARestartMidRetry(t *testing.T) {
	t.Parallel()
	ts := smtptest.Start(t, func(ts *smtptest.Server) { ts.FailData = 1 })
	sender := newTestSMTP(t, ts, "", "")
	path := filepath.Join(t.TempDir(), "ridepost.db")
	m, err := Compose("en", KindRequestDeclined, "olena@example.com",
		Data{Name: "Olena", Other: "Petro D.", Route: "Kyiv → Lviv", Link: "https://ridepost.test/parcel/1", Unsubscribe: unsubscribeLink})
	if err != nil {
		t.Fatal(err)
	}
	m.Key = "request_declined:request:42:user:7"
	cfg := DurableConfig{FirstRetry: time.Second}

	st := openStore(t, path)
	first := NewDurable(st, sender, discard, cfg)
	first.Enqueue(m)
	waitFor(t, "the first try failed", func() bool { return email(t, st, m.Key).Attempts == 1 })
	closeDurable(t, first)
	st.Close()
	if ts.Offered() != 1 || len(ts.Messages()) != 0 {
		t.Fatalf("before the restart: %d offered, %d accepted; want 1 refused", ts.Offered(), len(ts.Messages()))
	}

	st = openStore(t, path)
	defer st.Close()
	second := NewDurable(st, sender, discard, cfg)
	waitFor(t, "the message was sent", func() bool { return !email(t, st, m.Key).Sent.IsZero() })
	closeDurable(t, second)

	msgs := ts.Messages()
	if len(msgs) != 1 {
		t.Fatalf("got %d messages, want 1", len(msgs))
	}
	got, err := netmail.ReadMessage(strings.NewReader(string(msgs[0].Data)))
	if err != nil {
		t.Fatal(err)
	}
	if h := got.Header.Get("List-Unsubscribe"); h != "<"+unsubscribeLink+">" {
		t.Errorf("List-Unsubscribe: got %q, want <%s>", h, unsubscribeLink)
	}
	if h := got.Header.Get("List-Unsubscribe-Post"); h != "List-Unsubscribe=One-Click" {
		t.Errorf("List-Unsubscribe-Post: got %q", h)
	}
	if e := email(t, st, m.Key); e.Attempts != 2 || e.Text != "" {
		t.Errorf("row: got %d attempts and body %q, want 2 and none kept", e.Attempts, e.Text)
	}
}

func TestDurableSendsAKeyOnce(t *testing.T) {
	t.Parallel()
	ts := smtptest.Start(t)
	st := openStore(t, filepath.Join(t.TempDir(), "ridepost.db"))
	defer st.Close()
	d := NewDurable(st, newTestSMTP(t, ts, "", ""), discard, DurableConfig{})
	defer closeDurable(t, d)
	key := "request_approved:request:42:user:7"
	d.Enqueue(Message{To: "olena@example.com", Subject: "Approved", Text: "Yes", Key: key})
	d.Enqueue(Message{To: "olena@example.com", Subject: "Approved again", Text: "Yes", Key: key})
	waitFor(t, "the message was sent", func() bool { return !email(t, st, key).Sent.IsZero() })
	d.Enqueue(Message{To: "olena@example.com", Subject: "Approved a third time", Text: "Yes", Key: key})
	if _, waiting, _ := st.NextEmailDue(context.Background()); waiting {
		t.Error("a message waits after the key was sent")
	}
	if msgs := ts.Messages(); len(msgs) != 1 || !strings.Contains(string(msgs[0].Data), "Subject: Approved\r\n") {
		t.Errorf("got %d messages, want the first one alone", len(msgs))
	}
}

// TestDurableGivesUpAfterADay: a message the server still refuses a day
// after it was stored is marked failed, and not tried again.
func TestDurableGivesUpAfterADay(t *testing.T) {
	t.Parallel()
	ts := smtptest.Start(t, func(ts *smtptest.Server) { ts.FailData = 1000 })
	st := openStore(t, filepath.Join(t.TempDir(), "ridepost.db"))
	defer st.Close()
	ctx := context.Background()
	_, err := st.EnqueueEmail(ctx, store.OutboxEmail{Key: "old", To: "olena@example.com", Subject: "Hi", Text: "Hello",
		Created: time.Now().Add(-25 * time.Hour)}, 0)
	if err != nil {
		t.Fatal(err)
	}
	d := NewDurable(st, newTestSMTP(t, ts, "", ""), discard, DurableConfig{FirstRetry: time.Millisecond})
	waitFor(t, "the message failed", func() bool { return !email(t, st, "old").Failed.IsZero() })
	closeDurable(t, d)
	e := email(t, st, "old")
	if e.Attempts != 1 || ts.Offered() != 1 || !strings.Contains(e.LastError, "451") {
		t.Errorf("got %d attempts, %d offered, error %q; want one try, refused with 451", e.Attempts, ts.Offered(), e.LastError)
	}
	if due, _ := st.DueEmails(ctx, time.Now().Add(48*time.Hour), 10); len(due) != 0 {
		t.Errorf("a failed message is due again: %+v", due)
	}
}

func TestDurableRefusedRecipientFailsAtOnce(t *testing.T) {
	t.Parallel()
	ts := smtptest.Start(t, func(ts *smtptest.Server) { ts.RejectRcpt = "nobody@example.com" })
	st := openStore(t, filepath.Join(t.TempDir(), "ridepost.db"))
	defer st.Close()
	d := NewDurable(st, newTestSMTP(t, ts, "", ""), discard, DurableConfig{})
	defer closeDurable(t, d)
	d.Enqueue(Message{To: "nobody@example.com", Subject: "Hi", Text: "Hello", Key: "k"})
	waitFor(t, "the message failed", func() bool { return !email(t, st, "k").Failed.IsZero() })
	if e := email(t, st, "k"); e.Attempts != 1 || !strings.Contains(e.LastError, "550") {
		t.Errorf("got %d attempts, error %q; want one, refused with 550", e.Attempts, e.LastError)
	}
}

func TestDurableSendsInOrder(t *testing.T) {
	t.Parallel()
	st := openStore(t, filepath.Join(t.TempDir(), "ridepost.db"))
	defer st.Close()
	out := NewMailbox(discard, 10)
	d := NewDurable(st, out, discard, DurableConfig{})
	for _, s := range []string{"one", "two", "three"} {
		d.Enqueue(Message{To: "olena@example.com", Subject: s, Text: s})
	}
	waitFor(t, "three were sent", func() bool { return len(out.List()) == 3 })
	closeDurable(t, d)
	var got []string
	for _, m := range out.List() { // newest first
		got = append(got, m.Subject)
	}
	if strings.Join(got, ",") != "three,two,one" {
		t.Errorf("sent: got %v (newest first), want one, two, three in order", got)
	}
}

// blockingSender holds every send until its context ends.
type blockingSender struct{ started chan struct{} }

func (b blockingSender) Send(ctx context.Context, _ Message) error {
	b.started <- struct{}{}
	<-ctx.Done()
	return ctx.Err()
}

// TestDurableCloseAbandonsAStuckSend: Close gives up when its context ends;
// the message stays to be sent after the next start.
func TestDurableCloseAbandonsAStuckSend(t *testing.T) {
	t.Parallel()
	st := openStore(t, filepath.Join(t.TempDir(), "ridepost.db"))
	defer st.Close()
	sender := blockingSender{started: make(chan struct{}, 1)}
	d := NewDurable(st, sender, discard, DurableConfig{})
	d.Enqueue(Message{To: "olena@example.com", Subject: "Hi", Text: "Hello", Key: "k"})
	<-sender.started
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if err := d.Close(ctx); err == nil {
		t.Fatal("Close: got nil, want the context's error")
	}
	if e := email(t, st, "k"); !e.Sent.IsZero() || !e.Failed.IsZero() || e.Attempts != 1 {
		t.Errorf("row: got %+v, want one attempt, waiting for a retry", e)
	}
}

func TestDurableBackoff(t *testing.T) {
	t.Parallel()
	d := &Durable{cfg: DurableConfig{FirstRetry: 30 * time.Second, MaxRetry: time.Hour}}
	tests := []struct {
		failed int
		want   time.Duration
	}{
		{0, 30 * time.Second}, {1, time.Minute}, {2, 2 * time.Minute}, {6, 32 * time.Minute},
		{7, time.Hour}, {100, time.Hour},
	}
	for _, tt := range tests {
		if got := d.backoff(tt.failed); got != tt.want {
			t.Errorf("backoff(%d): got %v, want %v", tt.failed, got, tt.want)
		}
	}
}

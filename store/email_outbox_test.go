package store

import (
	"context"
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func outboxEmail(key string, created time.Time) OutboxEmail {
	return OutboxEmail{Key: key, To: "olena@example.com", Subject: "Hi", Text: "Hello " + key,
		Headers: map[string]string{"List-Unsubscribe": "<https://r.test/unsubscribe?token=t>"}, Created: created}
}

func TestEnqueueEmailOncePerKey(t *testing.T) {
	t.Parallel()
	s, ctx := newTestStore(t), context.Background()
	now := time.Now()
	first := must(s.EnqueueEmail(ctx, outboxEmail("request_approved:request:42:user:7", now), 0))
	again := outboxEmail("request_approved:request:42:user:7", now.Add(time.Second))
	again.Subject = "Hi again"
	second := must(s.EnqueueEmail(ctx, again, 0))
	if !first || second {
		t.Fatalf("stored: got %v then %v, want true then false", first, second)
	}
	due := must(s.DueEmails(ctx, now.Add(time.Minute), 10))
	if len(due) != 1 || due[0].Subject != "Hi" {
		t.Fatalf("due: got %+v, want the first e-mail alone", due)
	}
	if got := due[0].Headers["List-Unsubscribe"]; got != "<https://r.test/unsubscribe?token=t>" {
		t.Errorf("headers: got %q", got)
	}
}

func TestDueEmailsInOrderAndOnlyDue(t *testing.T) {
	t.Parallel()
	s, ctx := newTestStore(t), context.Background()
	now := time.Now()
	for i, key := range []string{"b", "a", "later", "sent", "failed"} {
		created := now.Add(time.Duration(i) * time.Millisecond)
		if key == "later" {
			created = now.Add(time.Hour)
		}
		must(s.EnqueueEmail(ctx, outboxEmail(key, created), 0))
	}
	sent := must(s.GetEmail(ctx, "sent"))
	if err := s.MarkEmailSent(ctx, sent.ID, now); err != nil {
		t.Fatal(err)
	}
	failed := must(s.GetEmail(ctx, "failed"))
	if err := s.FailEmail(ctx, failed.ID, now, "550 no such user"); err != nil {
		t.Fatal(err)
	}
	var keys []string
	for _, e := range must(s.DueEmails(ctx, now.Add(time.Minute), 10)) {
		keys = append(keys, e.Key)
	}
	if got := strings.Join(keys, ","); got != "b,a" {
		t.Errorf("due: got %s, want b,a (in the order due)", got)
	}
	next, ok := must2(s.NextEmailDue(ctx))
	if !ok || !next.Equal(now.UTC().Truncate(time.Millisecond)) {
		t.Errorf("next due: got %v %v, want %v", next, ok, now)
	}
}

// TestDueEmailsReadTheIndex: the worker's reads never scan the sent rows.
func TestDueEmailsReadTheIndex(t *testing.T) {
	sqliteOnly(t) // SQLite's query plans
	t.Parallel()
	s := newTestStore(t)
	for _, q := range []string{
		`SELECT id FROM email_outbox WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= '' ORDER BY next_attempt_at, id LIMIT 5`,
		`SELECT next_attempt_at FROM email_outbox WHERE sent_at IS NULL AND failed_at IS NULL ORDER BY next_attempt_at, id LIMIT 1`,
	} {
		var plan []string
		rows, err := s.db.Query("EXPLAIN QUERY PLAN " + q)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var id, parent, notUsed int
			var detail string
			if err := rows.Scan(&id, &parent, &notUsed, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		rows.Close()
		if len(plan) != 1 || !strings.Contains(plan[0], "USING INDEX email_outbox_due_idx") {
			t.Errorf("plan of %q: got %+v, want one search of email_outbox_due_idx", q, plan)
		}
	}
}

func TestEmailRetryFailAndSent(t *testing.T) {
	t.Parallel()
	s, ctx := newTestStore(t), context.Background()
	now := time.Now()
	must(s.EnqueueEmail(ctx, outboxEmail("k", now), 0))
	e := must(s.GetEmail(ctx, "k"))
	if err := s.RetryEmail(ctx, e.ID, now.Add(30*time.Second), "451 try later"); err != nil {
		t.Fatal(err)
	}
	if due := must(s.DueEmails(ctx, now.Add(time.Second), 10)); len(due) != 0 {
		t.Errorf("due before its retry: %+v", due)
	}
	due := must(s.DueEmails(ctx, now.Add(time.Minute), 10))
	if len(due) != 1 || due[0].Attempts != 1 || due[0].LastError != "451 try later" {
		t.Fatalf("after a retry: got %+v, want one attempt and its error", due)
	}
	if err := s.MarkEmailSent(ctx, e.ID, now.Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	e = must(s.GetEmail(ctx, "k"))
	if e.Attempts != 2 || e.Sent.IsZero() || e.Text != "" || len(e.Headers) != 0 || e.LastError != "" {
		t.Errorf("sent: got %+v, want 2 attempts, sent, no body, headers or error", e)
	}
	if err := s.RetryEmail(ctx, 999, now, "x"); !errors.Is(err, ErrNotFound) {
		t.Errorf("retry of no e-mail: got %v, want ErrNotFound", err)
	}
}

func TestEnqueueEmailThrottled(t *testing.T) {
	t.Parallel()
	s, ctx := newTestStore(t), context.Background()
	now := time.Now()
	msg := func(key string, at time.Time) OutboxEmail {
		e := outboxEmail(key, at)
		e.Throttle = "message_received:conversation:3:user:7"
		return e
	}
	tests := []struct {
		key  string
		at   time.Time
		want bool
	}{
		{"m1", now, true},
		{"m2", now.Add(59 * time.Minute), false}, // within the hour of m1
		{"m3", now.Add(61 * time.Minute), true},
	}
	for _, tt := range tests {
		if got := must(s.EnqueueEmail(ctx, msg(tt.key, tt.at), time.Hour)); got != tt.want {
			t.Errorf("%s: stored %v, want %v", tt.key, got, tt.want)
		}
	}
	other := outboxEmail("other", now.Add(time.Minute)) // not throttled
	if !must(s.EnqueueEmail(ctx, other, time.Hour)) {
		t.Error("an e-mail without a throttle key was held back")
	}
}

func TestOutboxSurvivesReopen(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "ridepost.db")
	ctx := context.Background()
	s := must(Open(ctx, path))
	now := time.Now()
	must(s.EnqueueEmail(ctx, outboxEmail("k", now), 0))
	s.Close()
	s = must(Open(ctx, path))
	defer s.Close()
	due := must(s.DueEmails(ctx, now, 10))
	if len(due) != 1 || due[0].Key != "k" || due[0].Text != "Hello k" {
		t.Errorf("after reopening: got %+v, want the e-mail", due)
	}
}

func TestPruneEmails(t *testing.T) {
	t.Parallel()
	s, ctx := newTestStore(t), context.Background()
	old := time.Now().Add(-40 * 24 * time.Hour)
	for _, k := range []string{"old-sent", "old-waiting", "new-sent"} {
		created := old
		if k == "new-sent" {
			created = time.Now()
		}
		must(s.EnqueueEmail(ctx, outboxEmail(k, created), 0))
		if strings.HasSuffix(k, "sent") {
			if err := s.MarkEmailSent(ctx, must(s.GetEmail(ctx, k)).ID, created); err != nil {
				t.Fatal(err)
			}
		}
	}
	if n := must(s.PruneEmails(ctx, time.Now().Add(-30*24*time.Hour))); n != 1 {
		t.Errorf("pruned %d, want 1", n)
	}
	if _, err := s.GetEmail(ctx, "old-sent"); !errors.Is(err, ErrNotFound) {
		t.Errorf("old sent e-mail: got %v, want it gone", err)
	}
	for _, k := range []string{"old-waiting", "new-sent"} {
		if _, err := s.GetEmail(ctx, k); err != nil {
			t.Errorf("%s: %v", k, err)
		}
	}
}

// must2 is must for two results and an error.
func must2[A, B any](a A, b B, err error) (A, B) {
	if err != nil {
		panic(err)
	}
	return a, b
}

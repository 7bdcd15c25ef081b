package mail

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"testing"
	"time"
)

var discard = slog.New(slog.DiscardHandler)

// flakySender fails its first fails calls, then delivers to the outbox.
type flakySender struct {
	out   *Outbox
	mu    sync.Mutex
	fails int
	calls int
}

func (f *flakySender) Send(ctx context.Context, m Message) error {
	f.mu.Lock()
	f.calls++
	fail := f.calls <= f.fails
	f.mu.Unlock()
	if fail {
		return errors.New("temporary failure")
	}
	return f.out.Send(ctx, m)
}

// blockingSender holds every send until its context ends.
type blockingSender struct{ started chan struct{} }

func (b blockingSender) Send(ctx context.Context, _ Message) error {
	b.started <- struct{}{}
	<-ctx.Done()
	return ctx.Err()
}

func closeQueue(t *testing.T, q *Queue) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := q.Close(ctx); err != nil {
		t.Fatalf("Close: %v", err)
	}
}

func TestQueueDeliversAllAndDrains(t *testing.T) {
	t.Parallel()
	out := NewOutbox(discard, 1000)
	q := NewQueue(out, discard)
	const n = 100
	for i := range n {
		q.Enqueue(Message{To: "a@example.com", Subject: fmt.Sprintf("m%d", i)})
	}
	closeQueue(t, q)

	got := out.List()
	if len(got) != n {
		t.Fatalf("delivered: got %d, want %d", len(got), n)
	}
	for i, m := range got {
		if want := fmt.Sprintf("m%d", n-1-i); m.Subject != want {
			t.Fatalf("message %d: got %q, want %q", i, m.Subject, want)
		}
	}
	before := time.Now()
	q.Enqueue(Message{Subject: "late"})
	if time.Since(before) > time.Second || len(out.List()) != n {
		t.Errorf("Enqueue after Close: got %d messages, want %d and no wait", len(out.List()), n)
	}
}

func TestQueueKeepsSentAt(t *testing.T) {
	t.Parallel()
	out := NewOutbox(discard, 10)
	q := NewQueue(out, discard)
	at := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	q.Enqueue(Message{Subject: "given", SentAt: at})
	before := time.Now()
	q.Enqueue(Message{Subject: "zero"})
	closeQueue(t, q)

	got := out.List()
	if !got[1].SentAt.Equal(at) {
		t.Errorf("given SentAt: got %v, want %v", got[1].SentAt, at)
	}
	if got[0].SentAt.Before(before) {
		t.Errorf("zero SentAt: got %v, want at least %v", got[0].SentAt, before)
	}
}

func TestQueueRetries(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		fails     int
		wantCalls int
		wantSent  int
	}{
		{"first try", 0, 1, 1},
		{"fails twice", 2, 3, 1},
		{"fails three times", 3, 4, 1},
		{"always fails", 100, 1 + queueRetries, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			s := &flakySender{out: NewOutbox(discard, 10), fails: tt.fails}
			q := newQueue(s, discard, 10, time.Millisecond)
			q.Enqueue(Message{Subject: "retry me"})
			closeQueue(t, q)
			if s.calls != tt.wantCalls {
				t.Errorf("calls: got %d, want %d", s.calls, tt.wantCalls)
			}
			if got := len(s.out.List()); got != tt.wantSent {
				t.Errorf("delivered: got %d, want %d", got, tt.wantSent)
			}
		})
	}
}

func TestQueueDropsWhenFull(t *testing.T) {
	t.Parallel()
	s := blockingSender{started: make(chan struct{}, 10)}
	q := newQueue(s, discard, 2, time.Millisecond)
	q.Enqueue(Message{Subject: "in flight"})
	<-s.started

	done := make(chan struct{})
	go func() {
		for range 10 {
			q.Enqueue(Message{Subject: "more"})
		}
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Enqueue blocked on a full queue")
	}
	if got, want := len(q.ch), 2; got != want {
		t.Errorf("queued: got %d, want %d", got, want)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	q.Close(ctx)
	<-q.done
}

func TestQueueCloseExpired(t *testing.T) {
	t.Parallel()
	s := blockingSender{started: make(chan struct{}, 10)}
	q := newQueue(s, discard, 10, time.Millisecond)
	q.Enqueue(Message{Subject: "stuck"})
	q.Enqueue(Message{Subject: "waiting"})
	<-s.started

	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	if err := q.Close(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Close: got %v, want %v", err, context.DeadlineExceeded)
	}
	select {
	case <-q.done:
	case <-time.After(5 * time.Second):
		t.Fatal("worker still running after Close gave up")
	}
	if got := len(s.started); got != 0 {
		t.Errorf("sends after Close gave up: got %d, want 0", got)
	}
}

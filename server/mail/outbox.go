package mail

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"time"
)

const defaultOutboxSize = 100

// Outbox is a Sender that keeps the newest messages in memory: SMTP's stand-in and the dev mailbox.
type Outbox struct {
	logger *slog.Logger
	max    int

	mu   sync.Mutex
	msgs []Message // newest first
}

// NewOutbox returns an Outbox holding at most max messages (100 if max ≤ 0).
func NewOutbox(logger *slog.Logger, max int) *Outbox {
	if logger == nil {
		logger = slog.Default()
	}
	if max <= 0 {
		max = defaultOutboxSize
	}
	return &Outbox{logger: logger, max: max}
}

// Send stores m; the body, which may hold secret links, is logged only at Debug level.
func (o *Outbox) Send(ctx context.Context, m Message) error {
	if m.SentAt.IsZero() {
		m.SentAt = time.Now()
	}
	o.mu.Lock()
	o.msgs = slices.Insert(o.msgs, 0, m)
	if len(o.msgs) > o.max {
		clear(o.msgs[o.max:])
		o.msgs = o.msgs[:o.max]
	}
	o.mu.Unlock()

	o.logger.InfoContext(ctx, "mail: outbox", "to", m.To, "subject", m.Subject)
	o.logger.DebugContext(ctx, "mail: outbox text", "to", m.To, "text", m.Text)
	return nil
}

// List returns a copy, newest first; never nil, so it encodes as a JSON array.
func (o *Outbox) List() []Message {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append(make([]Message, 0, len(o.msgs)), o.msgs...)
}

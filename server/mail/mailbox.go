package mail

import (
	"context"
	"log/slog"
	"slices"
	"sync"
	"time"
)

const defaultMailboxSize = 100

// Mailbox is a Sender that keeps the newest messages in memory: SMTP's stand-in and the dev mailbox.
type Mailbox struct {
	logger   *slog.Logger
	max      int
	textInfo bool // LogText: the text at Info, for a log that is the only mailbox

	mu   sync.Mutex
	msgs []Message // newest first
}

// NewMailbox returns an Mailbox holding at most max messages (100 if max ≤ 0).
func NewMailbox(logger *slog.Logger, max int) *Mailbox {
	if logger == nil {
		logger = slog.Default()
	}
	if max <= 0 {
		max = defaultMailboxSize
	}
	return &Mailbox{logger: logger, max: max}
}

// LogText makes Send log each message's text at Info rather than Debug: without SMTP the log is where a
// laptop's user reads the links, and a plain run logs nothing at Debug.
func (o *Mailbox) LogText() *Mailbox {
	o.textInfo = true
	return o
}

// Send stores m; the body, which may hold secret links, is logged only at Debug level unless LogText.
func (o *Mailbox) Send(ctx context.Context, m Message) error {
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

	o.logger.InfoContext(ctx, "mail: dev mailbox", "to", m.To, "subject", m.Subject)
	level := slog.LevelDebug
	if o.textInfo {
		level = slog.LevelInfo
	}
	o.logger.Log(ctx, level, "mail: dev mailbox text", "to", m.To, "text", m.Text)
	return nil
}

// List returns a copy, newest first; never nil, so it encodes as a JSON array.
func (o *Mailbox) List() []Message {
	o.mu.Lock()
	defer o.mu.Unlock()
	return append(make([]Message, 0, len(o.msgs)), o.msgs...)
}

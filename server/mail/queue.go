package mail

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

const (
	queueSize    = 256
	queueRetries = 3
	queueBackoff = 500 * time.Millisecond // doubled before each further retry
	sendTimeout  = time.Minute
)

// Queue sends messages in the background so HTTP handlers never wait on SMTP.
// One worker sends them in order.
type Queue struct {
	sender  Sender
	logger  *slog.Logger
	backoff time.Duration

	mu     sync.RWMutex // guards closed against sends on a closed ch
	closed bool
	ch     chan Message

	ctx    context.Context // cancelled when Close gives up waiting
	cancel context.CancelFunc
	done   chan struct{}
}

// NewQueue starts a Queue delivering through s.
func NewQueue(s Sender, logger *slog.Logger) *Queue {
	return newQueue(s, logger, queueSize, queueBackoff)
}

func newQueue(s Sender, logger *slog.Logger, size int, backoff time.Duration) *Queue {
	if logger == nil {
		logger = slog.Default()
	}
	ctx, cancel := context.WithCancel(context.Background())
	q := &Queue{
		sender:  s,
		logger:  logger,
		backoff: backoff,
		ch:      make(chan Message, size),
		ctx:     ctx,
		cancel:  cancel,
		done:    make(chan struct{}),
	}
	go q.run()
	return q
}

// Enqueue schedules m for sending and returns at once. SentAt is set if zero.
// When the queue is full or closed the message is logged and dropped.
func (q *Queue) Enqueue(m Message) {
	if m.SentAt.IsZero() {
		m.SentAt = time.Now()
	}
	q.mu.RLock()
	defer q.mu.RUnlock()
	if q.closed {
		q.logger.Error("mail: queue closed, message dropped", "to", m.To, "subject", m.Subject)
		return
	}
	select {
	case q.ch <- m:
	default:
		q.logger.Error("mail: queue full, message dropped", "to", m.To, "subject", m.Subject)
	}
}

// Close stops accepting messages and waits until the queued ones are sent.
// If ctx ends first, Close abandons the rest and returns ctx.Err().
func (q *Queue) Close(ctx context.Context) error {
	q.mu.Lock()
	if !q.closed {
		q.closed = true
		close(q.ch)
	}
	q.mu.Unlock()

	select {
	case <-q.done:
		return nil
	case <-ctx.Done():
		q.cancel()
		return ctx.Err()
	}
}

func (q *Queue) run() {
	defer close(q.done)
	for m := range q.ch {
		if q.ctx.Err() != nil {
			q.logger.Error("mail: queue stopped, message dropped", "to", m.To, "subject", m.Subject)
			continue
		}
		q.deliver(m)
	}
}

// deliver sends m, retrying failures with exponential backoff.
func (q *Queue) deliver(m Message) {
	var err error
	wait := q.backoff
	for attempt := 0; attempt <= queueRetries; attempt++ {
		if attempt > 0 {
			select {
			case <-time.After(wait):
				wait *= 2
			case <-q.ctx.Done():
				q.logger.Error("mail: send abandoned", "to", m.To, "subject", m.Subject, "err", err)
				return
			}
		}
		ctx, cancel := context.WithTimeout(q.ctx, sendTimeout)
		err = q.sender.Send(ctx, m)
		cancel()
		if err == nil {
			return
		}
		q.logger.Warn("mail: send failed", "to", m.To, "subject", m.Subject, "attempt", attempt+1, "err", err)
	}
	q.logger.Error("mail: message not sent", "to", m.To, "subject", m.Subject, "err", err)
}

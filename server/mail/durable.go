package mail

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"log/slog"
	"sync"
	"time"

	"ridepost/store"
)

// ThrottleWindow is how long a message's Throttle key holds back others.
const ThrottleWindow = time.Hour

const (
	defaultFirstRetry = 30 * time.Second // doubled after each failure
	defaultMaxRetry   = time.Hour
	defaultGiveUp     = 24 * time.Hour // after a message's creation
	keepFinished      = 30 * 24 * time.Hour
	dueBatch          = 4               // claimed at once, leased for as long as sending them all may take
	idlePoll          = time.Minute     // a check even when nothing is due
	errorPause        = 5 * time.Second // after the database failed
	sendTimeout       = time.Minute
	storeTimeout      = 10 * time.Second
	// lease is how long a claimed message is this worker's: when its server dies, another sends it after that.
	lease = dueBatch*sendTimeout + storeTimeout
)

// DurableConfig tunes the retries; a zero field takes its default.
type DurableConfig struct {
	FirstRetry  time.Duration // 30 s, doubled after each failed attempt
	MaxRetry    time.Duration // 1 h: the longest wait between attempts
	GiveUpAfter time.Duration // 24 h: a message still unsent this long after it was stored fails
}

// Durable is the server's mailer: the outbox survives a restart, and a Key is stored
// once, so an event's e-mail is sent once (twice if the process dies mid-send). The workers
// of several servers on one database claim the messages they send (store.ClaimDueEmails).
type Durable struct {
	st     *store.Store
	sender Sender
	logger *slog.Logger
	cfg    DurableConfig

	wake     chan struct{} // a message was stored
	stop     chan struct{} // closed by Close
	stopOnce sync.Once
	ctx      context.Context // cancelled when Close gives up waiting
	cancel   context.CancelFunc
	done     chan struct{}
}

// NewDurable starts sending st's outbox through s, the messages left from before first.
func NewDurable(st *store.Store, s Sender, logger *slog.Logger, cfg DurableConfig) *Durable {
	if logger == nil {
		logger = slog.Default()
	}
	cfg.FirstRetry = cmp.Or(cfg.FirstRetry, defaultFirstRetry)
	cfg.MaxRetry = cmp.Or(cfg.MaxRetry, defaultMaxRetry)
	cfg.GiveUpAfter = cmp.Or(cfg.GiveUpAfter, defaultGiveUp)
	ctx, cancel := context.WithCancel(context.Background())
	d := &Durable{st: st, sender: s, logger: logger, cfg: cfg, wake: make(chan struct{}, 1),
		stop: make(chan struct{}), ctx: ctx, cancel: cancel, done: make(chan struct{})}
	go d.run()
	return d
}

// Enqueue stores m; a known key, a throttled message or a database error drops it.
func (d *Durable) Enqueue(m Message) {
	if m.Key == "" {
		m.Key = "once:" + rand.Text()
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	stored, err := d.st.EnqueueEmail(ctx, store.OutboxEmail{Key: m.Key, Throttle: m.Throttle, To: m.To,
		Subject: m.Subject, Text: m.Text, Headers: m.Headers, Created: time.Now()}, ThrottleWindow)
	switch {
	case err != nil:
		d.logger.Error("mail: not stored, message dropped", "to", m.To, "subject", m.Subject, "err", err)
		return
	case !stored:
		d.logger.Info("mail: sent once already, or throttled", "key", m.Key)
		return
	}
	select {
	case d.wake <- struct{}{}:
	default: // the worker is woken already
	}
}

// Close waits for the message being sent, or abandons it (retried later) when ctx ends.
func (d *Durable) Close(ctx context.Context) error {
	d.stopOnce.Do(func() { close(d.stop) })
	select {
	case <-d.done:
		return nil
	case <-ctx.Done():
		d.cancel()
		<-d.done
		return ctx.Err()
	}
}

func (d *Durable) stopping() bool {
	select {
	case <-d.stop:
		return true
	default:
		return false
	}
}

func (d *Durable) run() {
	defer close(d.done)
	var pruned time.Time
	for {
		wait := d.sendDue()
		if time.Since(pruned) > time.Hour {
			d.prune()
			pruned = time.Now()
		}
		timer := time.NewTimer(wait)
		select {
		case <-d.stop:
			timer.Stop()
			return
		case <-d.wake:
		case <-timer.C:
		}
		timer.Stop()
	}
}

func (d *Durable) sendDue() time.Duration {
	for !d.stopping() {
		due, err := d.dueEmails()
		if err != nil {
			d.logger.Error("mail: read the outbox", "err", err)
			return errorPause
		}
		for i, e := range due {
			if d.stopping() {
				d.release(due[i:])
				return 0
			}
			// A message sent but not recorded would be sent again at once: pause instead.
			if err := d.attempt(e); err != nil {
				d.logger.Error("mail: record an attempt", "key", e.Key, "err", err)
				return errorPause
			}
		}
		if len(due) < dueBatch {
			break
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	next, ok, err := d.st.NextEmailDue(ctx)
	switch {
	case err != nil:
		d.logger.Error("mail: read the outbox", "err", err)
		return errorPause
	case !ok:
		return idlePoll
	}
	return min(max(time.Until(next), 0), idlePoll)
}

func (d *Durable) dueEmails() ([]store.OutboxEmail, error) {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	now := time.Now()
	return d.st.ClaimDueEmails(ctx, now, now.Add(lease), dueBatch)
}

// release gives back the claimed messages not tried, due now: the next worker need not wait for their lease.
func (d *Durable) release(left []store.OutboxEmail) {
	ids := make([]int64, len(left))
	for i, e := range left {
		ids[i] = e.ID
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := d.st.ReleaseEmails(ctx, ids, time.Now()); err != nil {
		d.logger.Error("mail: give back claimed messages", "err", err)
	}
}

func (d *Durable) attempt(e store.OutboxEmail) error {
	m := Message{To: e.To, Subject: e.Subject, Text: e.Text, Headers: e.Headers, Key: e.Key, SentAt: time.Now()}
	ctx, cancel := context.WithTimeout(d.ctx, sendTimeout)
	err := d.sender.Send(ctx, m)
	cancel()

	now := time.Now()
	db, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err == nil {
		return d.st.MarkEmailSent(db, e.ID, now)
	}
	deadline := e.Created.Add(d.cfg.GiveUpAfter)
	if errors.Is(err, ErrRejected) || !now.Before(deadline) {
		d.logger.Error("mail: message not sent, given up", "to", e.To, "subject", e.Subject,
			"attempts", e.Attempts+1, "err", err)
		return d.st.FailEmail(db, e.ID, now, err.Error())
	}
	next := now.Add(d.backoff(e.Attempts))
	if next.After(deadline) {
		next = deadline // one last try when the time is up
	}
	d.logger.Warn("mail: send failed, will retry", "to", e.To, "subject", e.Subject,
		"attempt", e.Attempts+1, "next", next, "err", err)
	return d.st.RetryEmail(db, e.ID, next, err.Error())
}

func (d *Durable) backoff(failed int) time.Duration {
	wait := d.cfg.FirstRetry
	for range failed {
		if wait >= d.cfg.MaxRetry/2 {
			return d.cfg.MaxRetry
		}
		wait *= 2
	}
	return min(wait, d.cfg.MaxRetry)
}

func (d *Durable) prune() {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if _, err := d.st.PruneEmails(ctx, time.Now().Add(-keepFinished)); err != nil {
		d.logger.Error("mail: prune the outbox", "err", err)
	}
}

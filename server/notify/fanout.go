package notify

import (
	"context"
	"log/slog"
	"time"

	"ridepost/store"
)

// Told is one notification worded for its user, as a device shows it.
type Told struct {
	Notice store.Notification
	User   *store.User
	Title  string // the route it is about, or "Ridepost"
	Body   string
	Path   string // the screen it opens, e.g. "/parcel/41"
}

// Fanout sends each committed notification through every registered channel.
type Fanout struct {
	store    *store.Store
	logger   *slog.Logger
	channels []Channel
}

// New builds the fan-out over channels, told in their order.
func New(st *store.Store, logger *slog.Logger, channels ...Channel) *Fanout {
	if logger == nil {
		logger = slog.Default()
	}
	return &Fanout{store: st, logger: logger, channels: channels}
}

const sendTimeout = 10 * time.Second

// Send words a commit's notifications and tells the channels, off the writer's path.
func (f *Fanout) Send(list []store.Notification) {
	if len(list) == 0 {
		return
	}
	go func() {
		if err := f.deliver(list, false); err != nil {
			f.logger.Error("notify", "err", err) // their e-mails stay owed
		}
	}()
}

// deliver tells every channel, and marks the e-mails sent once none failed.
func (f *Fanout) deliver(list []store.Notification, resumed bool) error {
	ctx, cancel := context.WithTimeout(context.Background(), sendTimeout)
	defer cancel()
	a, err := load(ctx, f.store, list)
	if err != nil {
		return err
	}
	told := make([]Told, 0, len(list))
	for _, n := range list {
		u := a.users[n.UserID]
		if u == nil || u.DeletedAt.Valid {
			continue
		}
		title := a.route(n, u.Language)
		if title == "" {
			title = "Ridepost"
		}
		told = append(told, Told{Notice: n, User: u, Title: title, Path: a.path(n),
			Body: pushText(n, u.Language, a.other(n), a.toSender(n))})
	}
	b := &Batch{Told: told, Resumed: resumed, about: a}
	var failed error
	for _, ch := range f.channels {
		if err := ch.Tell(ctx, b); err != nil && failed == nil {
			failed = err
		}
	}
	if failed != nil {
		return failed
	}
	ids := make([]int64, len(list))
	for i, n := range list {
		ids[i] = n.ID
	}
	return f.store.NoticeMailsDone(ctx, ids)
}

const owedBatch = 100

const owedFor = 24 * time.Hour

// Resume sends the e-mails a crash or a failed read kept from their inboxes;
// not the pushes, whose news is stale by then.
func (f *Fanout) Resume(ctx context.Context, before time.Time) error {
	if err := f.store.DropStaleNoticeMails(ctx, time.Now().Add(-owedFor)); err != nil {
		return err
	}
	for {
		list, err := f.store.NoticesOwingMail(ctx, before, owedBatch)
		if err != nil || len(list) == 0 {
			return err
		}
		if err := f.deliver(list, true); err != nil {
			return err
		}
		if len(list) < owedBatch {
			return nil
		}
	}
}

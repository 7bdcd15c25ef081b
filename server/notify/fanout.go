package notify

import (
	"context"
	"log/slog"
	"time"

	"ridepost/server/mail"
	"ridepost/store"
)

// Mailer queues e-mail for delivery (mail.Durable).
type Mailer interface {
	Enqueue(m mail.Message)
}

// Told is one notification worded for its user, as a device shows it.
type Told struct {
	Notice store.Notification
	User   *store.User
	Title  string // the route it is about, or "Ridepost"
	Body   string
	Path   string // the screen it opens, e.g. "/parcel/41"
}

// Config is what the fan-out reads and where it sends.
type Config struct {
	Store   *store.Store
	Mailer  Mailer
	BaseURL string // e-mailed links start with it
	Logger  *slog.Logger
	// Unsubscribe is the one-click link that turns e-mail setting pref off for user.
	Unsubscribe func(user int64, pref string) string
	// Live sends committed notifications to their users' open streams, at once.
	Live func([]store.Notification)
	// Push sends the worded notifications to the users' devices.
	Push func([]Told)
}

// Fanout sends each committed notification everywhere it goes.
type Fanout struct{ cfg Config }

// New builds the fan-out.
func New(cfg Config) *Fanout {
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	return &Fanout{cfg: cfg}
}

const sendTimeout = 10 * time.Second

// Send tells live streams at once, then devices and inboxes off the writer's path.
func (f *Fanout) Send(list []store.Notification) {
	if len(list) == 0 {
		return
	}
	f.cfg.Live(list)
	go func() {
		if err := f.deliver(list, true); err != nil {
			f.cfg.Logger.Error("notify", "err", err) // their e-mails stay owed
		}
	}()
}

func (f *Fanout) deliver(list []store.Notification, push bool) error {
	ctx, cancel := context.WithTimeout(context.Background(), sendTimeout)
	defer cancel()
	a, err := load(ctx, f.cfg.Store, list)
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
	if push {
		f.cfg.Push(told)
	}
	if err := f.mail(ctx, a, told); err != nil {
		return err
	}
	ids := make([]int64, len(list))
	for i, n := range list {
		ids[i] = n.ID
	}
	return f.cfg.Store.NoticeMailsDone(ctx, ids)
}

const owedBatch = 100

const owedFor = 24 * time.Hour

// Resume sends the e-mails a crash or a failed read kept from their inboxes;
// not the pushes, whose news is stale by then.
func (f *Fanout) Resume(ctx context.Context, before time.Time) error {
	if err := f.cfg.Store.DropStaleNoticeMails(ctx, time.Now().Add(-owedFor)); err != nil {
		return err
	}
	for {
		list, err := f.cfg.Store.NoticesOwingMail(ctx, before, owedBatch)
		if err != nil || len(list) == 0 {
			return err
		}
		if err := f.deliver(list, false); err != nil {
			return err
		}
		if len(list) < owedBatch {
			return nil
		}
	}
}

// Package handlers answers every HTTP request of Ridepost: the JSON API, sign-in, links and the app.
package handlers

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	"github.com/alexedwards/scs/postgresstore"
	"github.com/alexedwards/scs/sqlite3store"
	"github.com/alexedwards/scs/v2"
	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"ridepost/server/live"
	"ridepost/server/mail"
	"ridepost/server/market"
	"ridepost/server/push"
	"ridepost/server/web"
	"ridepost/store"
)

// Mailer queues e-mail for delivery in the background.
type Mailer interface {
	Enqueue(m mail.Message)
}

// Config is what the handlers are given by the server that wires them.
type Config struct {
	BaseURL string
	Dev     bool
	Mailbox *mail.Mailbox // the dev mailbox's (nil: none)
	// Frontend is the built single-page app (index.html and assets/).
	Frontend fs.FS
	Mailer   Mailer
	Logger   *slog.Logger
	Limits   *RateLimits // nil: the defaults (relaxed with Dev)
	Store    *store.Store
	Market   *market.Market
	Events   *live.Hub
	Push     *push.Pusher
	// Stop ends the live streams when closed.
	Stop <-chan struct{}
	// Terms is the operator's Markdown terms and privacy text (nil: the default text, terms.go).
	Terms []byte
	// Ready is why the server should get no traffic yet, "" once it should (nil: always ready).
	Ready func() string
}

// Handlers holds what the handlers read and write.
type Handlers struct {
	cfg      Config
	secure   bool
	origin   string
	store    *store.Store
	sessions *scs.SessionManager
	sessDB   sessionDB
	lazy     *web.LazyStore // sessions.Store
	echo     *echo.Echo
	logger   *slog.Logger
	mailer   Mailer
	limits   RateLimits
	// termsPages is the /terms page by language.
	termsPages map[string][]byte

	deliveryKey []byte

	unsubscribeKey []byte

	confirmMails *middleware.RateLimiterMemoryStore
	market       *market.Market
	reads        *reads
	app          *appFiles
	events       *live.Hub
	push         *push.Pusher
	// previews are the shared links' PNGs, drawn once for what they show.
	previews *lru.Cache[string, []byte]
	stop     <-chan struct{}
}

// New builds the handlers and their routes on e.
func New(cfg Config, e *echo.Echo) (*Handlers, error) {
	u, err := url.Parse(cfg.BaseURL)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("server: base URL %q must be http(s)://host", cfg.BaseURL)
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Mailer == nil {
		return nil, fmt.Errorf("server: a mailer is required")
	}
	st := cfg.Store
	s := &Handlers{cfg: cfg, secure: u.Scheme == "https", origin: u.Scheme + "://" + u.Host, store: st, echo: e,
		logger: cfg.Logger, mailer: cfg.Mailer, limits: DefaultRateLimits(), confirmMails: newConfirmMailLimit(),
		app: newAppFiles(cfg.Frontend), market: cfg.Market, reads: newReads(), events: cfg.Events, push: cfg.Push,
		stop: cfg.Stop}
	if s.previews, err = lru.New[string, []byte](previewsKept); err != nil {
		return nil, err
	}
	if s.cfg.Ready == nil {
		s.cfg.Ready = func() string { return "" }
	}
	switch {
	case cfg.Limits != nil:
		s.limits = *cfg.Limits
	case cfg.Dev:
		s.limits = s.limits.Relaxed(20)
	}
	if s.limits.Search.PerMinute == 0 { // left out of the limits given: its default
		s.limits.Search = DefaultRateLimits().Search
	}
	if s.termsPages, err = termsPages(cfg.Terms); err != nil {
		return nil, err
	}
	if s.deliveryKey, err = st.Secret(context.Background(), "delivery-links"); err != nil {
		return nil, err
	}
	if s.unsubscribeKey, err = st.Secret(context.Background(), "unsubscribe-links"); err != nil {
		return nil, err
	}
	s.initSessions(st)
	e.HTTPErrorHandler = s.handleError
	if err := s.routes(); err != nil {
		return nil, err
	}
	return s, nil
}

// sessionDB is scs's store of sessions in the database: sqlite3store's, or postgresstore's.
type sessionDB interface {
	scs.Store
	StopCleanup()
}

func (s *Handlers) initSessions(st *store.Store) {
	findQuery := web.SessionFindQuery
	if st.OnPostgres() {
		s.sessDB, findQuery = postgresstore.NewWithCleanupInterval(st.DB().DB, 30*time.Minute), web.SessionFindQueryPostgres
	} else {
		s.sessDB = sqlite3store.NewWithCleanupInterval(st.DB().DB, 30*time.Minute)
	}
	sm := scs.New()
	sm.Codec = web.SessionCodec{}
	lazy := web.NewLazyStore(s.sessDB, web.SessionWriteEvery)
	// Other servers on the same database write sessions too (sign-out, a new password): read every one.
	lazy.Shared(st.OnPostgres())
	// The same query as the store's Find, prepared once, with the expiry for memory.
	if find, err := st.DB().Prepare(findQuery); err == nil {
		lazy.UseFind(find)
	}
	sm.Store = lazy
	s.lazy = lazy
	sm.Lifetime = 30 * 24 * time.Hour
	sm.IdleTimeout = 14 * 24 * time.Hour
	sm.Cookie.Name = sessionCookie
	sm.Cookie.HttpOnly = true
	sm.Cookie.SameSite = http.SameSiteLaxMode
	sm.Cookie.Secure = s.secure
	sm.Cookie.Persist = true
	sm.ErrorFunc = func(w http.ResponseWriter, r *http.Request, err error) {
		s.handleError(fmt.Errorf("session: %w", err), s.echo.NewContext(r, w))
	}
	s.sessions = sm
}

// Close stops the session sweep.
func (s *Handlers) Close() { s.sessDB.StopCleanup() }

// Follow keeps the read caches in step with a committed write (store.Watch).
func (s *Handlers) Follow(c store.Change) { s.reads.follow(c) }

// ForgetPeople drops the cached users, cards and blocks, which another process may have changed.
func (s *Handlers) ForgetPeople() { s.reads.forgetPeople() }

// ExpireDue applies the lifecycle's time rules as of t, in slot (the zero Slot: whenever called).
func (s *Handlers) ExpireDue(ctx context.Context, t time.Time, slot store.Slot) (*store.Expired, error) {
	return s.store.ExpireDueOnce(ctx, clockAt(t), slot)
}

// Package server serves Ridepost's JSON API and its embedded single-page app.
package server

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"time"

	"github.com/alexedwards/scs/sqlite3store"
	"github.com/alexedwards/scs/v2"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"

	"ridepost/server/jobs"
	"ridepost/server/live"
	"ridepost/server/mail"
	"ridepost/server/market"
	"ridepost/server/notify"
	"ridepost/server/push"
	"ridepost/server/web"
	"ridepost/store"
)

// Mailer queues e-mail for delivery in the background.
type Mailer interface {
	Enqueue(m mail.Message)
}

// Config is everything the server needs, parsed once at start.
type Config struct {
	// BaseURL is the public URL used in e-mailed links; https turns on Secure cookies and HSTS.
	BaseURL string
	// Dev turns on the dev mailbox at /dev/mail (read from Outbox), and lets
	// push go to any address (its tests run their own push service).
	Dev    bool
	Outbox *mail.Outbox
	// Frontend is the built single-page app (index.html and assets/).
	Frontend fs.FS
	Mailer   Mailer
	Logger   *slog.Logger
	// Limits override the default rate limits (tests use tight ones).
	Limits *RateLimits
	// TrustedProxies are the peers whose X-Forwarded-For is believed: behind
	// one, the client is the right-most address of the header that is not a
	// trusted proxy. Empty: the peer address is the client.
	TrustedProxies []*net.IPNet
	// ExternalWritesEvery is how often the database is checked for other
	// processes' writes (0: every second; tests use less).
	ExternalWritesEvery time.Duration
}

// Server is the HTTP face of Ridepost.
type Server struct {
	cfg      Config
	secure   bool
	origin   string
	store    *store.Store
	sessions *scs.SessionManager
	sessDB   *sqlite3store.SQLite3Store
	echo     *echo.Echo
	logger   *slog.Logger
	mailer   Mailer
	limits   RateLimits
	// deliveryKey signs the recipients' confirmation links.
	deliveryKey []byte
	// unsubscribeKey signs the e-mails' one-click unsubscribe links.
	unsubscribeKey []byte
	// confirmMails counts the "please confirm delivery" e-mails per parcel.
	confirmMails *middleware.RateLimiterMemoryStore
	// market is the match index of the open parcels and rides.
	market *market.Market
	// reads keeps hot rows in memory, in step with the store.
	reads *reads
	// app is the built web app (nil: none).
	app *appFiles
	// events holds the open live-update streams.
	events *live.Hub
	// push sends Web Push messages.
	push *push.Pusher
	// notify sends each committed notification to streams, devices and inboxes.
	notify *notify.Fanout
	// metrics counts requests for Prometheus (MetricsHandler).
	metrics *metrics
	// stop ends the live streams and Web Push; stopLoops all background work.
	stop      chan struct{}
	stopLoops func()
}

// New builds the server and its routes on top of an open store.
func New(cfg Config, st *store.Store) (*Server, error) {
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
	s := &Server{
		cfg:    cfg,
		secure: u.Scheme == "https",
		origin: u.Scheme + "://" + u.Host,
		store:  st,
		logger: cfg.Logger,
		mailer: cfg.Mailer,
		limits: DefaultRateLimits(),

		confirmMails: newConfirmMailLimit(),
		app:          newAppFiles(cfg.Frontend),
	}
	switch {
	case cfg.Limits != nil:
		s.limits = *cfg.Limits
	case cfg.Dev:
		s.limits = s.limits.relaxed(20)
	}
	if s.deliveryKey, err = st.Secret(context.Background(), "delivery-links"); err != nil {
		return nil, err
	}
	if s.unsubscribeKey, err = st.Secret(context.Background(), "unsubscribe-links"); err != nil {
		return nil, err
	}
	vapid, err := st.Secret(context.Background(), "vapid-key")
	if err != nil {
		return nil, err
	}
	if s.push, err = push.New(vapid, cfg.BaseURL, cfg.Dev, st, cfg.Logger); err != nil {
		return nil, err
	}
	s.initSessions(st)
	s.metrics = newMetrics(s)
	s.echo = echo.New()
	s.echo.HideBanner = true
	s.echo.HidePort = true
	// Rate limits and logs key on the client address (c.RealIP()).
	s.echo.IPExtractor = web.ClientIP(cfg.TrustedProxies)
	s.echo.HTTPErrorHandler = s.handleError
	s.echo.JSONSerializer = web.Serializer{}
	if err := s.routes(); err != nil {
		return nil, err
	}
	// Other processes' writes are seen from here on: before any request
	// fills a cache, and before the match index loads.
	watch, err := st.WatchWrites(context.Background())
	if err != nil {
		return nil, err
	}
	s.market = market.New(st, s.logger)
	s.reads = newReads()
	s.events = live.NewHub()
	s.notify = notify.New(notify.Config{Store: st, Mailer: cfg.Mailer, BaseURL: cfg.BaseURL, Logger: s.logger,
		Unsubscribe: s.unsubscribeLink, Live: s.publishLive, Push: s.push.Send})
	// Everything that follows the store's commits, in the order it is told.
	st.Watch(s.market.Changed) // the match index
	st.Watch(s.reads.follow)   // the read caches
	st.Watch(s.publish)        // the live streams' sessions, messages and the notifications' fan-out
	s.startLoops(watch)
	return s, nil
}

// startLoops starts the background work, which Close stops: Web Push, the
// match index's loading, and the timers.
func (s *Server) startLoops(watch *store.WriteWatch) {
	s.stop = make(chan struct{})
	go s.push.Run(s.stop)
	ctx, cancel := context.WithCancel(context.Background())
	loaded := make(chan struct{})
	go func() {
		defer close(loaded)
		s.market.Load(ctx)
	}()
	timers := jobs.Start(s.logger, s.timers(watch)...)
	s.stopLoops = func() {
		close(s.stop)
		timers.Stop()
		watch.Close()
		cancel()
		<-loaded
	}
}

func (s *Server) initSessions(st *store.Store) {
	s.sessDB = sqlite3store.NewWithCleanupInterval(st.DB().DB, 30*time.Minute)
	sm := scs.New()
	sm.Codec = web.SessionCodec{}
	lazy := web.NewLazyStore(s.sessDB, web.SessionWriteEvery)
	// The same query as sqlite3store's Find, prepared once, with the expiry for memory.
	if find, err := st.DB().Prepare(web.SessionFindQuery); err == nil {
		lazy.UseFind(find)
	}
	sm.Store = lazy
	sm.Lifetime = 30 * 24 * time.Hour
	sm.IdleTimeout = 14 * 24 * time.Hour
	sm.Cookie.Name = "ridepost_session"
	sm.Cookie.HttpOnly = true
	sm.Cookie.SameSite = http.SameSiteLaxMode
	sm.Cookie.Secure = s.secure
	sm.Cookie.Persist = true
	sm.ErrorFunc = func(w http.ResponseWriter, r *http.Request, err error) {
		s.handleError(fmt.Errorf("session: %w", err), s.echo.NewContext(r, w))
	}
	s.sessions = sm
}

// ServeHTTP makes the server an http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.echo.ServeHTTP(w, r) }

// Close stops the background work: the session sweep and the loops of startLoops.
func (s *Server) Close() {
	s.sessDB.StopCleanup()
	s.stopLoops()
}

// Package server wires Ridepost together: the store's watchers, the
// handlers, the live streams, Web Push, the notification fan-out and the
// timers, behind one http.Handler.
package server

import (
	"context"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/handlers"
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
type Mailer = handlers.Mailer

// RateLimits are the per-address limits on the calls worth guessing at.
type RateLimits = handlers.RateLimits

// Config is everything the server needs, parsed once at start.
type Config struct {
	// BaseURL is the public URL used in e-mailed links; https turns on Secure cookies and HSTS.
	BaseURL string
	// Dev turns on the dev mailbox at /dev/mail and lets push reach any address.
	Dev      bool
	Mailbox  *mail.Mailbox
	Frontend fs.FS
	Mailer   Mailer
	Logger   *slog.Logger
	Limits   *RateLimits
	// TrustedProxies are the peers whose X-Forwarded-For is believed.
	TrustedProxies []*net.IPNet
	// Terms is the operator's Markdown terms and privacy text for /terms (nil: the default text).
	Terms []byte
	// ExternalWritesEvery is how often other processes' writes are looked for (0: every second).
	ExternalWritesEvery time.Duration
	// HousekeepingEvery is the period of the time rules and purges (0: an hour).
	HousekeepingEvery time.Duration
}

// Server is the HTTP face of Ridepost.
type Server struct {
	cfg      Config
	store    *store.Store
	echo     *echo.Echo
	logger   *slog.Logger
	handlers *handlers.Handlers
	market   *market.Market
	events   *live.Hub
	push     *push.Pusher
	notify   *notify.Fanout
	metrics  *metrics
	// following is set once the change feed is read up to its end (PostgreSQL: while listening).
	following atomic.Bool
	// stop ends the live streams and Web Push; stopLoops all background work.
	stop      chan struct{}
	stopLoops func()
}

// New builds the server and its routes on top of an open store.
func New(cfg Config, st *store.Store) (*Server, error) {
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	s := &Server{cfg: cfg, store: st, logger: cfg.Logger, stop: make(chan struct{}),
		market: market.New(st, cfg.Logger), events: live.NewHub()}
	vapid, err := st.Secret(context.Background(), "vapid-key")
	if err != nil {
		return nil, err
	}
	if s.push, err = push.New(vapid, cfg.BaseURL, cfg.Dev, st, cfg.Logger); err != nil {
		return nil, err
	}
	s.metrics = newMetrics(s)
	s.echo = echo.New()
	s.echo.HideBanner = true
	s.echo.HidePort = true
	s.echo.IPExtractor = web.ClientIP(cfg.TrustedProxies)
	s.echo.JSONSerializer = web.Serializer{}
	s.echo.Use(s.metrics.observe) // outermost: every answer is counted
	s.handlers, err = handlers.New(handlers.Config{BaseURL: cfg.BaseURL, Dev: cfg.Dev, Mailbox: cfg.Mailbox,
		Frontend: cfg.Frontend, Mailer: cfg.Mailer, Logger: cfg.Logger, Limits: cfg.Limits, Store: st,
		Market: s.market, Events: s.events, Push: s.push, Stop: s.stop, Terms: cfg.Terms, Ready: s.notReady}, s.echo)
	if err != nil {
		return nil, err
	}
	// Other processes' writes are seen from here on: before any request
	// fills a cache, and before the match index loads.
	watch, err := st.WatchWrites(context.Background())
	if err != nil {
		return nil, err
	}
	// Other servers' commits, from the change feed: from the last one now on, before the match index loads.
	followFrom, err := st.LastChange(context.Background())
	if err != nil {
		return nil, err
	}
	// The notifications' channels, told in this order.
	s.notify = notify.New(st, s.logger,
		s.handlers.LiveStreams(), // open streams on this replica
		s.push,                   // devices
		&notify.Inbox{Store: st, Mailer: cfg.Mailer, BaseURL: cfg.BaseURL, Links: s.handlers, Logger: s.logger})
	// Everything that follows the store's commits, in the order it is told.
	st.Watch(s.market.Changed)                                  // the match index
	st.Watch(s.handlers.Follow)                                 // the read caches
	st.Watch(s.handlers.Publish)                                // the live streams: sessions rechecked, messages sent
	st.Watch(func(c store.Change) { s.notify.Send(c.Notices) }) // the notifications' fan-out
	s.startLoops(watch, followFrom)
	return s, nil
}

// startLoops starts Web Push, the match index's loading and the timers.
func (s *Server) startLoops(watch *store.WriteWatch, followFrom int64) {
	go s.push.Run(s.stop)
	ctx, cancel := context.WithCancel(context.Background())
	loaded, followed := make(chan struct{}), make(chan struct{})
	go func() {
		defer close(loaded)
		s.market.Load(ctx)
	}()
	go func() {
		defer close(followed)
		if s.store.OnPostgres() { // a SQLite file has one server, which notices other processes by data_version
			s.store.Follow(ctx, followFrom, followEvery, s.othersWrites, func() { s.following.Store(true) })
		}
	}()
	timers := jobs.Start(s.logger, s.timers(watch)...)
	s.stopLoops = func() {
		close(s.stop)
		timers.Stop()
		watch.Close()
		cancel()
		<-loaded
		<-followed
	}
}

// notReady is why the server should not get traffic yet ("": it is ready): its match index is loading, or it
// has not yet caught up with the writes other servers on the database made (a SQLite file has no others).
func (s *Server) notReady() string {
	switch {
	case !s.market.Loaded():
		return "loading the match index"
	case s.store.OnPostgres() && !s.following.Load():
		return "catching up with the change feed"
	}
	return ""
}

// ServeHTTP makes the server an http.Handler.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) { s.echo.ServeHTTP(w, r) }

// EndStreams closes every open event stream: a shutdown need not wait for them.
func (s *Server) EndStreams() { s.events.CloseAll() }

// Close stops the background work.
func (s *Server) Close() {
	s.handlers.Close()
	s.stopLoops()
}

// Limit is a token bucket: PerMinute refills, Burst at once.
type Limit = handlers.Limit

package ops

import (
	"context"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"time"

	"ridepost/server"
	"ridepost/store"
)

// Serve answers on the listeners of Listen, with scheduled backups and metrics, until ctx ends.
func Serve(ctx context.Context, cfg Config, ls *Listeners, st *store.Store, srv *server.Server, logger *slog.Logger) error {
	defer ls.Close()
	if cfg.backupDir != "" {
		b := &backups{st: st, dir: cfg.backupDir, every: cfg.backupEvery, keep: cfg.backupKeep, logger: logger, now: time.Now}
		backupCtx, stopBackups := context.WithCancel(ctx)
		backupsDone := make(chan struct{})
		go func() { defer close(backupsDone); b.run(backupCtx) }()
		defer func() { stopBackups(); <-backupsDone }() // before the store closes
	}
	if ls.metrics != nil {
		defer serveMetrics(ls.metrics, srv.MetricsHandler(), logger)()
	}
	return serve(ctx, cfg, ls, srv, srv.EndStreams, logger)
}

func newHTTPServer(addr string, h http.Handler) *http.Server {
	return &http.Server{
		Addr: addr, Handler: h,
		ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 60 * time.Second, IdleTimeout: 120 * time.Second,
	}
}

// serve answers on --addr; with --tls-domain the app is on --https-addr, and --addr
// only answers ACME http-01 challenges and redirects the rest to HTTPS.
func serve(ctx context.Context, cfg Config, ls *Listeners, app http.Handler, onShutdown func(), logger *slog.Logger) error {
	primary := newHTTPServer(cfg.addr, app)
	servers := []*http.Server{primary}
	listeners := []net.Listener{ls.app}
	if ls.redirect != nil {
		certs := certManager(cfg)
		primary.Addr, primary.TLSConfig = cfg.httpsAddr, certs.TLSConfig()
		primary.TLSConfig.GetCertificate = logCertErrors(certs.GetCertificate, cfg.domains(), logger)
		// Handshake errors are mostly scanners; those of our domains are logged above.
		primary.ErrorLog = slog.NewLogLogger(logger.Handler(), slog.LevelDebug)
		servers = append(servers, newHTTPServer(cfg.addr, withoutPort(certs.HTTPHandler(redirectHTTPS(cfg)))))
		listeners = append(listeners, ls.redirect)
	}
	primary.RegisterOnShutdown(onShutdown) // Shutdown waits for no live-update stream
	errc := make(chan error, len(servers))
	for i, s := range servers {
		go func() {
			if s.TLSConfig != nil {
				errc <- s.ServeTLS(listeners[i], "", "")
			} else {
				errc <- s.Serve(listeners[i])
			}
		}()
	}
	attrs := []any{"addr", cfg.addr, "db", store.Redacted(cfg.DB), "url", cfg.BaseURL, "dev", cfg.Dev}
	if cfg.tlsDomain != "" {
		attrs = append(attrs, "https-addr", cfg.httpsAddr, "domains", cfg.tlsDomain)
	}
	logger.Info("ridepost listening", attrs...)

	select {
	case err := <-errc:
		for _, s := range servers {
			_ = s.Close()
		}
		return err
	case <-ctx.Done():
	}
	logger.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var errs []error
	for _, s := range servers {
		if err := s.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
			errs = append(errs, err)
		}
	}
	return errors.Join(errs...)
}

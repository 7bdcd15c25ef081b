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

// Serve answers on the configured listeners, with scheduled backups and metrics, until ctx ends.
func Serve(ctx context.Context, cfg Config, st *store.Store, srv *server.Server, logger *slog.Logger) error {
	if cfg.backupDir != "" {
		b := &backups{st: st, dir: cfg.backupDir, every: cfg.backupEvery, keep: cfg.backupKeep, logger: logger, now: time.Now}
		backupCtx, stopBackups := context.WithCancel(ctx)
		backupsDone := make(chan struct{})
		go func() { defer close(backupsDone); b.run(backupCtx) }()
		defer func() { stopBackups(); <-backupsDone }() // before the store closes
	}
	if cfg.metricsAddr != "" {
		stopMetrics, err := serveMetrics(cfg.metricsAddr, srv.MetricsHandler(), logger)
		if err != nil {
			return err
		}
		defer stopMetrics()
	}
	return serve(ctx, cfg, srv, srv.EndStreams, logger)
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
func serve(ctx context.Context, cfg Config, app http.Handler, onShutdown func(), logger *slog.Logger) error {
	primary := newHTTPServer(cfg.addr, app)
	servers := []*http.Server{primary}
	if cfg.tlsDomain != "" {
		certs := certManager(cfg)
		primary.Addr, primary.TLSConfig = cfg.httpsAddr, certs.TLSConfig()
		primary.TLSConfig.GetCertificate = logCertErrors(certs.GetCertificate, cfg.domains(), logger)
		// Handshake errors are mostly scanners; those of our domains are logged above.
		primary.ErrorLog = slog.NewLogLogger(logger.Handler(), slog.LevelDebug)
		servers = append(servers, newHTTPServer(cfg.addr, withoutPort(certs.HTTPHandler(redirectHTTPS(cfg)))))
	}
	primary.RegisterOnShutdown(onShutdown) // Shutdown waits for no live-update stream
	errc, err := start(servers)
	if err != nil {
		return err
	}
	attrs := []any{"addr", cfg.addr, "db", cfg.DB, "url", cfg.BaseURL, "dev", cfg.Dev}
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

// start serves each server in the background; a failure to listen closes them all.
func start(servers []*http.Server) (errc chan error, err error) {
	errc = make(chan error, len(servers))
	for _, s := range servers {
		ln, err := net.Listen("tcp", s.Addr)
		if err != nil {
			for _, started := range servers {
				_ = started.Close()
			}
			return nil, err
		}
		go func() {
			if s.TLSConfig != nil {
				errc <- s.ServeTLS(ln, "", "")
			} else {
				errc <- s.Serve(ln)
			}
		}()
	}
	return errc, nil
}

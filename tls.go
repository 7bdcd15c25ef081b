package main

import (
	"context"
	"crypto/tls"
	"errors"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"golang.org/x/crypto/acme"
	"golang.org/x/crypto/acme/autocert"
)

// domains lists --tls-domain's comma-separated names, lowercased.
func (c *config) domains() []string {
	var out []string
	for d := range strings.SplitSeq(c.tlsDomain, ",") {
		if d = strings.ToLower(strings.TrimSpace(d)); d != "" {
			out = append(out, d)
		}
	}
	return out
}

// tlsBaseURL is the base URL when --tls-domain is set and --base-url is not:
// the first domain, with the HTTPS port unless it is 443.
func (c *config) tlsBaseURL() string {
	host := c.domains()[0]
	if _, port, err := net.SplitHostPort(c.httpsAddr); err == nil && port != "443" {
		host = net.JoinHostPort(host, port)
	}
	return "https://" + host
}

// certManager gets the domains' certificates from the ACME server (Let's
// Encrypt unless --acme-directory) and renews them, keeping them in the
// certs folder beside the database; another ACME server's are kept in a
// folder of their own, so that a test server's certificate is never served
// once Let's Encrypt's is wanted.
func certManager(cfg config) *autocert.Manager {
	cache := filepath.Join(filepath.Dir(cfg.db), "certs")
	directory := cfg.acmeDirectory
	if directory == "" {
		directory = acme.LetsEncryptURL
	} else if u, err := url.Parse(directory); err == nil {
		cache = filepath.Join(cache, strings.ReplaceAll(u.Host, ":", "_"))
	}
	return &autocert.Manager{
		Prompt:     autocert.AcceptTOS,
		HostPolicy: autocert.HostWhitelist(cfg.domains()...),
		Cache:      autocert.DirCache(cache),
		Client:     &acme.Client{DirectoryURL: directory, HTTPClient: cfg.acmeClient},
	}
}

func newHTTPServer(addr string, h http.Handler) *http.Server {
	return &http.Server{
		Addr: addr, Handler: h,
		ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 60 * time.Second, IdleTimeout: 120 * time.Second,
	}
}

// serve answers on --addr until ctx ends, then shuts down gracefully. With
// --tls-domain the app is served over HTTPS on --https-addr, and --addr
// only answers ACME http-01 challenges and redirects the rest to HTTPS.
func serve(ctx context.Context, cfg config, app http.Handler, onShutdown func(), logger *slog.Logger) error {
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
	attrs := []any{"addr", cfg.addr, "db", cfg.db, "url", cfg.baseURL, "dev", cfg.dev}
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

// start listens on every server's address, then serves each in the
// background, sending its end to errc. A failure to listen closes them all.
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

// logCertErrors logs the failures to get a certificate for one of the
// domains (the ACME server refused, a rate limit…), which would otherwise be
// only a handshake error.
func logCertErrors(get func(*tls.ClientHelloInfo) (*tls.Certificate, error), domains []string,
	logger *slog.Logger) func(*tls.ClientHelloInfo) (*tls.Certificate, error) {
	return func(hello *tls.ClientHelloInfo) (*tls.Certificate, error) {
		cert, err := get(hello)
		if err != nil && slices.Contains(domains, strings.ToLower(hello.ServerName)) {
			logger.Error("no TLS certificate", "domain", hello.ServerName, "err", err)
		}
		return cert, err
	}
}

// withoutPort drops the port from the Host of a request to the HTTP
// listener: autocert checks challenges' hosts against the domains, and an
// ACME server validating on another port than 80 (a test server) sends one.
func withoutPort(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if host, _, err := net.SplitHostPort(r.Host); err == nil {
			r.Host = host
		}
		h.ServeHTTP(w, r)
	})
}

// redirectHTTPS sends every plain-HTTP request to the same path over HTTPS
// with 308, which keeps the method and body. A host that is not one of the
// domains is sent to the first.
func redirectHTTPS(cfg config) http.Handler {
	domains := cfg.domains()
	_, port, _ := net.SplitHostPort(cfg.httpsAddr)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := strings.ToLower(strings.TrimSuffix(r.Host, "."))
		if !slices.Contains(domains, host) {
			host = domains[0]
		}
		if port != "443" {
			host = net.JoinHostPort(host, port)
		}
		http.Redirect(w, r, "https://"+host+r.URL.RequestURI(), http.StatusPermanentRedirect)
	})
}

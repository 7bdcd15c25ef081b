package ops

import (
	"crypto/tls"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"path/filepath"
	"slices"
	"strings"

	"golang.org/x/crypto/acme"
	"golang.org/x/crypto/acme/autocert"
)

func (c *Config) domains() []string {
	var out []string
	for d := range strings.SplitSeq(c.tlsDomain, ",") {
		if d = strings.ToLower(strings.TrimSpace(d)); d != "" {
			out = append(out, d)
		}
	}
	return out
}

func (c *Config) tlsBaseURL() string {
	host := c.domains()[0]
	if _, port, err := net.SplitHostPort(c.httpsAddr); err == nil && port != "443" {
		host = net.JoinHostPort(host, port)
	}
	return "https://" + host
}

// certManager keeps another ACME server's certificates in a folder of their own, so
// that a test server's certificate is never served once Let's Encrypt's is wanted.
func certManager(cfg Config) *autocert.Manager {
	cache := filepath.Join(filepath.Dir(cfg.DB), "certs")
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

// logCertErrors logs failures for our domains, which would otherwise be only a handshake error.
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

// withoutPort drops the Host's port: autocert checks challenges' hosts against the
// domains, and an ACME server validating on another port than 80 (a test server) sends one.
func withoutPort(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if host, _, err := net.SplitHostPort(r.Host); err == nil {
			r.Host = host
		}
		h.ServeHTTP(w, r)
	})
}

// redirectHTTPS redirects with 308, which keeps the method and body.
func redirectHTTPS(cfg Config) http.Handler {
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

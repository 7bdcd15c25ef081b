package ops

import (
	"net"
	"net/netip"
	"net/url"
	"os"
	"strconv"
	"strings"

	"ridepost/store"
)

// problem names the first flag whose value is wrong, and what a good value looks like.
func (c *Config) problem() (flagName, want string) {
	_, proxiesErr := parseTrustedProxies(c.trustedProxies)
	switch {
	case !validAddr(c.addr):
		return "addr", "want host:port, like :8080 or 127.0.0.1:8080"
	case strings.TrimSpace(c.DB) == "":
		return "db", "want the path of the SQLite file, or a postgres:// URL"
	case store.IsPostgres(c.DB) && !validDatabaseURL(c.DB):
		return "db", "want a PostgreSQL URL like postgres://user:password@host:5432/ridepost"
	case c.DBMaxConns < 4 || c.DBMaxConns > 1000:
		return "db-max-conns", "want a number of connections from 4 to 1000"
	case !validBaseURL(c.BaseURL):
		return "base-url", "want http:// or https:// and a host, with no path, like https://ridepost.example"
	case proxiesErr != nil:
		return "trusted-proxies", "want CIDRs separated by commas, like 10.0.0.0/8,fd00::/8 or 127.0.0.1"
	case c.metricsAddr != "" && !validAddr(c.metricsAddr):
		return "metrics-addr", "want host:port, like 127.0.0.1:9090"
	}
	if name, want := c.smtpProblem(); name != "" {
		return name, want
	}
	return c.operatorProblem()
}

func (c *Config) operatorProblem() (flagName, want string) {
	switch {
	case c.tlsDomain != "" && !validDomains(c.domains()):
		return "tls-domain", "want domain names separated by commas, like ridepost.example,www.ridepost.example"
	case !validAddr(c.httpsAddr):
		return "https-addr", "want host:port, like :443"
	case c.tlsDomain != "" && !strings.HasPrefix(c.BaseURL, "https://"):
		return "base-url", "want an https:// URL with --tls-domain"
	case c.acmeDirectory != "" && !validDirectoryURL(c.acmeDirectory):
		return "acme-directory", "want the https:// URL of an ACME directory"
	case c.backupDir != "" && strings.TrimSpace(c.backupDir) == "":
		return "backup-dir", "want a folder"
	case c.backupEvery < minBackupEvery:
		return "backup-every", "want a duration of a minute or more, like 24h or 6h"
	case c.backupKeep < 1:
		return "backup-keep", "want a number of backups from 1"
	case store.IsPostgres(c.DB) && c.backupDir != "":
		return "backup-dir", "want none with a PostgreSQL --db: back it up with PostgreSQL's tools (pg_dump, or the provider's backups)"
	case store.IsPostgres(c.DB) && c.tlsDomain != "":
		return "tls-domain", "want none with a PostgreSQL --db: the certificates would be one server's, not every replica's; end HTTPS at the load balancer"
	case c.LogFormat != "text" && c.LogFormat != "json":
		return "log-format", "want text or json"
	case c.TermsFile != "" && !readableFile(c.TermsFile):
		return "terms-file", "want a readable Markdown file"
	}
	return "", ""
}

func validDatabaseURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && strings.Trim(u.Path, "/") != "" && u.Fragment == ""
}

func validAddr(addr string) bool {
	host, port, err := net.SplitHostPort(addr)
	return err == nil && validPort(port) && (host == "" || validHost(host))
}

// validBaseURL takes no path: links are made by appending paths to it.
func validBaseURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && validHost(u.Hostname()) &&
		!strings.HasSuffix(u.Host, ":") && (u.Port() == "" || validPort(u.Port())) &&
		u.User == nil && u.RawQuery == "" && u.Fragment == "" && strings.Trim(u.Path, "/") == ""
}

func validPort(p string) bool {
	n, err := strconv.Atoi(p)
	return err == nil && n >= 0 && n <= 65535
}

// validHost allows "_", as Docker's service names have it.
func validHost(h string) bool {
	if _, err := netip.ParseAddr(h); err == nil {
		return true
	}
	if h == "" || len(h) > 253 {
		return false
	}
	const allowed = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"
	for _, label := range strings.Split(strings.TrimSuffix(h, "."), ".") {
		if label == "" || len(label) > 63 || label[0] == '-' || label[len(label)-1] == '-' ||
			strings.ContainsFunc(label, func(r rune) bool { return !strings.ContainsRune(allowed, r) }) {
			return false
		}
	}
	return true
}

// validDomains takes host names with a dot, as certificates are issued for.
func validDomains(domains []string) bool {
	for _, d := range domains {
		if _, err := netip.ParseAddr(d); err == nil || !validHost(d) || !strings.Contains(strings.Trim(d, "."), ".") {
			return false
		}
	}
	return len(domains) > 0
}

func validDirectoryURL(s string) bool {
	u, err := url.Parse(s)
	return err == nil && u.Scheme == "https" && u.Host != ""
}

func readableFile(path string) bool {
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	info, err := f.Stat()
	return err == nil && info.Mode().IsRegular()
}

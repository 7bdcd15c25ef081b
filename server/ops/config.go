package ops

import (
	"crypto/x509"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"strings"
	"time"

	"ridepost/store"
)

// Config is the server's configuration, from flags and RIDEPOST_ variables; the unexported fields are Serve's.
type Config struct {
	DB, BaseURL                                string
	DBMaxConns                                 int // the most connections to the database
	SMTPHost, SMTPUser, SMTPPassword, SMTPFrom string
	SMTPPort                                   int
	Dev, Demo, Version                         bool
	LogFormat                                  string
	// TermsFile is the operator's Markdown terms and privacy text for /terms ("": the default text).
	TermsFile string

	addr            string
	baseFollowsAddr bool // no --base-url: Listen makes it of the port got for --addr
	// HTTPS with ACME certificates (tls.go); acmeClient lets a test trust its ACME server.
	tlsDomain, httpsAddr, acmeDirectory string
	acmeClient                          *http.Client
	// smtpRoots lets a test trust its SMTP server's certificate.
	smtpRoots *x509.CertPool
	// Scheduled backups (backups.go).
	backupDir   string
	backupEvery time.Duration
	backupKeep  int
	// Behind a reverse proxy, and Prometheus (proxy_metrics.go).
	trustedProxies, metricsAddr string
}

func envName(flagName string) string {
	return "RIDEPOST_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

func env(name, def string) string {
	if v, ok := os.LookupEnv(envName(name)); ok {
		return v
	}
	return def
}

// ParseFlags reads the flags, then the variables of flags not given, and names the first bad value.
func ParseFlags(fs *flag.FlagSet, args []string) (Config, error) {
	var c Config
	fs.SetOutput(io.Discard) // main prints the error alone, and the usage on -h
	fs.StringVar(&c.addr, "addr", ":8080", "listen address (with --tls-domain default :80: ACME challenges and the redirect to HTTPS)")
	fs.StringVar(&c.DB, "db", "./data/ridepost.db", "SQLite file (created with its folder), or a postgres:// URL of a PostgreSQL database that several servers may share")
	fs.IntVar(&c.DBMaxConns, "db-max-conns", store.DefaultMaxConns, "the most connections this server opens to its database; "+
		"on PostgreSQL two more (the listener of the other servers' writes, the watch for writes made by hand): servers × (this + 2) must fit within max_connections")
	fs.StringVar(&c.BaseURL, "base-url", "", "public URL used in e-mailed links (default http://localhost and the port of --addr; with --tls-domain https://DOMAIN)")
	c.smtpFlags(fs)
	fs.BoolVar(&c.Dev, "dev", false, "for development and browser tests, never in production: the dev mailbox at /dev/mail, "+
		"POST /dev/housekeeping {\"now\": RFC 3339} (the hourly expiry rules as if at that time), POST /dev/admin (makes a user an admin), "+
		"verbose (Debug) logs, rate limits 20 times looser, Web Push to private addresses")
	fs.BoolVar(&c.Demo, "demo", false, "seed demo data into an empty database")
	fs.BoolVar(&c.Version, "version", false, "print the version and exit")
	fs.StringVar(&c.tlsDomain, "tls-domain", "", "comma-separated domains: HTTPS with Let's Encrypt certificates on --https-addr, --addr (default :80) redirecting to it")
	fs.StringVar(&c.httpsAddr, "https-addr", ":443", "HTTPS listen address, with --tls-domain")
	fs.StringVar(&c.acmeDirectory, "acme-directory", "", "advanced: directory URL of another ACME server than Let's Encrypt's")
	fs.StringVar(&c.backupDir, "backup-dir", "", "folder of scheduled backups; unset: none")
	fs.DurationVar(&c.backupEvery, "backup-every", 24*time.Hour, "time between scheduled backups")
	fs.IntVar(&c.backupKeep, "backup-keep", 7, "scheduled backups kept; older ones are deleted")
	fs.StringVar(&c.LogFormat, "log-format", "text", "log format: text or json")
	fs.StringVar(&c.trustedProxies, "trusted-proxies", "", "comma-separated CIDRs of reverse proxies whose X-Forwarded-For is believed")
	fs.StringVar(&c.TermsFile, "terms-file", "", "Markdown file with this instance's terms and privacy text, shown at /terms; unset: a default text")
	fs.StringVar(&c.metricsAddr, "metrics-addr", "", "serve Prometheus metrics at /metrics on this address, like 127.0.0.1:9090; unset: off")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if c.Version {
		return c, nil
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q: flags start with --, and the commands are backup, restore, admin, healthcheck, mail and db", fs.Arg(0))
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if err := setFromEnv(fs, given); err != nil {
		return c, err
	}
	c.tlsDefaults(given)
	c.addrDefaults(given)
	if name, want := c.problem(); name != "" {
		return c, flagError(fs, given, name, want)
	}
	if err := c.smtpError(fs, given); err != nil {
		return c, err
	}
	c.BaseURL = strings.TrimRight(c.BaseURL, "/")
	return c, nil
}

// flagError names a bad value and where it came from, the flag or its variable.
func flagError(fs *flag.FlagSet, given map[string]bool, name, want string) error {
	from := "--" + name
	if _, ok := os.LookupEnv(envName(name)); ok && !given[name] {
		from = envName(name)
	}
	value := fs.Lookup(name).Value.String()
	if name == "db" {
		value = store.Redacted(value) // a URL's password stays out of the message
	}
	return fmt.Errorf("invalid %s %q: %s", from, value, want)
}

func setFromEnv(fs *flag.FlagSet, given map[string]bool) error {
	var err error
	fs.VisitAll(func(f *flag.Flag) {
		v, ok := os.LookupEnv(envName(f.Name))
		if !ok || given[f.Name] || f.Name == "version" || err != nil {
			return
		}
		if fs.Set(f.Name, v) != nil {
			want := "want a whole number"
			switch f.Value.(flag.Getter).Get().(type) {
			case bool:
				want = "want true or false"
			case time.Duration:
				want = "want a duration, like 24h or 30m"
			}
			err = fmt.Errorf("invalid %s %q: %s", envName(f.Name), v, want)
		}
	})
	return err
}

// addrDefaults makes the base URL follow --addr when neither it nor --tls-domain
// set it, so that `--addr 127.0.0.1:9090` mails links to http://127.0.0.1:9090.
func (c *Config) addrDefaults(given map[string]bool) {
	if _, inEnv := os.LookupEnv(envName("base-url")); given["base-url"] || inEnv || c.BaseURL != "" || !validAddr(c.addr) {
		return
	}
	c.BaseURL, c.baseFollowsAddr = baseURLOf(c.addr), true
}

// baseURLOf is the http URL of a listen address: a server listening on every
// address (":9090", "0.0.0.0:9090") is reached as localhost.
func baseURLOf(addr string) string {
	host, port, _ := net.SplitHostPort(addr)
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "localhost"
	}
	if port == "80" {
		return "http://" + strings.TrimSuffix(net.JoinHostPort(host, port), ":80")
	}
	return "http://" + net.JoinHostPort(host, port)
}

// tlsDefaults makes --tls-domain's defaults, unless set: --addr :80 (ACME challenges, the redirect) and an https base URL.
func (c *Config) tlsDefaults(given map[string]bool) {
	if c.tlsDomain == "" || !validDomains(c.domains()) {
		return
	}
	set := func(name string) bool {
		_, inEnv := os.LookupEnv(envName(name))
		return given[name] || inEnv
	}
	if !set("addr") {
		c.addr = ":80"
	}
	if !set("base-url") && validAddr(c.httpsAddr) {
		c.BaseURL = c.tlsBaseURL()
	}
}

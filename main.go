// Command ridepost serves the Ridepost web app: the JSON API, the embedded
// single-page app and the SQLite database, in one process.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	netmail "net/mail"
	"net/netip"
	"net/url"
	"os"
	"os/signal"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"
	_ "time/tzdata" // dates are read in Europe/Kyiv wherever the binary runs

	"ridepost/server"
	"ridepost/server/mail"
	"ridepost/server/places"
	"ridepost/store"
)

type config struct {
	addr, db, baseURL                          string
	smtpHost, smtpUser, smtpPassword, smtpFrom string
	smtpPort                                   int
	dev, demo, version                         bool

	// HTTPS with ACME certificates (tls.go); acmeClient lets a test trust its ACME server.
	tlsDomain, httpsAddr, acmeDirectory string
	acmeClient                          *http.Client
	// Scheduled backups (backups.go).
	backupDir   string
	backupEvery time.Duration
	backupKeep  int
	logFormat   string
	// Behind a reverse proxy, and Prometheus (proxy_metrics.go).
	trustedProxies, metricsAddr string
}

// envName is the variable that can set a flag: RIDEPOST_<NAME>, dashes
// becoming underscores.
func envName(flagName string) string {
	return "RIDEPOST_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

// env reads a flag's variable, or def when it is unset.
func env(name, def string) string {
	if v, ok := os.LookupEnv(envName(name)); ok {
		return v
	}
	return def
}

// parseFlags reads the flags, then the variables of the flags not given, and
// checks every value: a bad one stops the start with one line naming it,
// rather than failing later or being ignored.
func parseFlags(fs *flag.FlagSet, args []string) (config, error) {
	var c config
	fs.SetOutput(io.Discard) // main prints the error alone, and the usage on -h
	fs.StringVar(&c.addr, "addr", ":8080", "listen address (with --tls-domain default :80: ACME challenges and the redirect to HTTPS)")
	fs.StringVar(&c.db, "db", "./data/ridepost.db", "SQLite file (created with its folder)")
	fs.StringVar(&c.baseURL, "base-url", "http://localhost:8080", "public URL used in e-mailed links (with --tls-domain default https://DOMAIN)")
	fs.StringVar(&c.smtpHost, "smtp-host", "", "SMTP server; unset: local outbox in the log")
	fs.IntVar(&c.smtpPort, "smtp-port", 0, "SMTP port (default 587)")
	fs.StringVar(&c.smtpUser, "smtp-user", "", "SMTP user name")
	fs.StringVar(&c.smtpPassword, "smtp-password", "", "SMTP password")
	fs.StringVar(&c.smtpFrom, "smtp-from", "Ridepost <noreply@localhost>", "sender address of e-mails")
	fs.BoolVar(&c.dev, "dev", false, "dev mailbox at /dev/mail, verbose logs")
	fs.BoolVar(&c.demo, "demo", false, "seed demo data into an empty database")
	fs.BoolVar(&c.version, "version", false, "print the version and exit")
	fs.StringVar(&c.tlsDomain, "tls-domain", "", "comma-separated domains: HTTPS with Let's Encrypt certificates on --https-addr, --addr (default :80) redirecting to it")
	fs.StringVar(&c.httpsAddr, "https-addr", ":443", "HTTPS listen address, with --tls-domain")
	fs.StringVar(&c.acmeDirectory, "acme-directory", "", "advanced: directory URL of another ACME server than Let's Encrypt's")
	fs.StringVar(&c.backupDir, "backup-dir", "", "folder of scheduled backups; unset: none")
	fs.DurationVar(&c.backupEvery, "backup-every", 24*time.Hour, "time between scheduled backups")
	fs.IntVar(&c.backupKeep, "backup-keep", 7, "scheduled backups kept; older ones are deleted")
	fs.StringVar(&c.logFormat, "log-format", "text", "log format: text or json")
	fs.StringVar(&c.trustedProxies, "trusted-proxies", "", "comma-separated CIDRs of reverse proxies whose X-Forwarded-For is believed")
	fs.StringVar(&c.metricsAddr, "metrics-addr", "", "serve Prometheus metrics at /metrics on this address, like 127.0.0.1:9090; unset: off")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if c.version {
		return c, nil
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q: flags start with --, and the commands are backup, restore, admin and healthcheck", fs.Arg(0))
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if err := setFromEnv(fs, given); err != nil {
		return c, err
	}
	c.tlsDefaults(given)
	if name, want := c.problem(); name != "" {
		from := "--" + name
		if _, ok := os.LookupEnv(envName(name)); ok && !given[name] {
			from = envName(name)
		}
		return c, fmt.Errorf("invalid %s %q: %s", from, fs.Lookup(name).Value.String(), want)
	}
	c.baseURL = strings.TrimRight(c.baseURL, "/")
	return c, nil
}

// setFromEnv sets each flag not given on the command line from its variable,
// so a flag wins over the environment.
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

// problem names the first flag whose value is wrong, and says what a good
// value looks like.
func (c *config) problem() (flagName, want string) {
	_, fromErr := netmail.ParseAddress(c.smtpFrom)
	_, proxiesErr := parseTrustedProxies(c.trustedProxies)
	switch {
	case !validAddr(c.addr):
		return "addr", "want host:port, like :8080 or 127.0.0.1:8080"
	case strings.TrimSpace(c.db) == "":
		return "db", "want the path of the SQLite file"
	case !validBaseURL(c.baseURL):
		return "base-url", "want http:// or https:// and a host, with no path, like https://ridepost.example"
	case c.smtpHost != "" && !validHost(c.smtpHost):
		return "smtp-host", "want a host name or IP address, without a port (that is --smtp-port)"
	case c.smtpPort < 0 || c.smtpPort > 65535:
		return "smtp-port", "want a port from 1 to 65535, or 0 for the default"
	case fromErr != nil:
		return "smtp-from", "want an e-mail address, like Ridepost <noreply@example.com>"
	case proxiesErr != nil:
		return "trusted-proxies", "want CIDRs separated by commas, like 10.0.0.0/8,fd00::/8 or 127.0.0.1"
	case c.metricsAddr != "" && !validAddr(c.metricsAddr):
		return "metrics-addr", "want host:port, like 127.0.0.1:9090"
	}
	return c.operatorProblem()
}

func validAddr(addr string) bool {
	host, port, err := net.SplitHostPort(addr)
	return err == nil && validPort(port) && (host == "" || validHost(host))
}

// validBaseURL takes only a scheme and a host: links are made by appending
// paths to it, and the app is served from the root.
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

// validHost takes an IP address or a host name; "_" too, as Docker's
// service names have it.
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

// version describes the build from what go build recorded: the module
// version ("dev" when there is none), the commit, "-dirty" when the tree
// had uncommitted changes, and the commit's time.
func version(info *debug.BuildInfo, ok bool) string {
	v := "dev"
	if ok && info.Main.Version != "" && info.Main.Version != "(devel)" {
		v = info.Main.Version
	}
	var rev, at string
	var dirty bool
	if ok {
		for _, s := range info.Settings {
			switch s.Key {
			case "vcs.revision":
				rev = s.Value
			case "vcs.modified":
				dirty = s.Value == "true"
			case "vcs.time":
				at = s.Value
			}
		}
	}
	var build []string
	if rev != "" {
		if len(rev) > 12 {
			rev = rev[:12]
		}
		if dirty {
			rev += "-dirty"
		}
		build = append(build, rev)
	}
	if at != "" {
		build = append(build, at)
	}
	if len(build) == 0 {
		return "ridepost " + v
	}
	return "ridepost " + v + " (" + strings.Join(build, ", ") + ")"
}

func main() {
	// Most of the heap is the long-lived match index, and Go's default
	// (GOGC=100) lets the heap grow to twice what is live: half of that keeps
	// a server of 100k open parcels near 140 MB instead of 175, for a few per
	// cent more collector time. GOGC in the environment wins.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
	if len(os.Args) > 1 && os.Args[1] == "backup" {
		if err := backup(os.Args[2:]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if len(os.Args) > 1 && os.Args[1] == "admin" {
		if err := adminCmd(os.Args[2:], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if len(os.Args) > 1 && os.Args[1] == "healthcheck" {
		if err := healthcheck(os.Args[2:], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	if len(os.Args) > 1 && os.Args[1] == "restore" {
		if err := restoreCmd(os.Args[2:]); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	fs := flag.NewFlagSet("ridepost", flag.ContinueOnError)
	cfg, err := parseFlags(fs, os.Args[1:])
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.SetOutput(os.Stderr)
		fmt.Fprintln(os.Stderr, "usage: ridepost [flags]\n       ridepost backup [--db PATH] FILE\n       ridepost restore [--db PATH] FILE   (server stopped)\n       ridepost healthcheck [--url URL]\n       ridepost admin grant|revoke [--db PATH] EMAIL\n\nEach flag can also be set as RIDEPOST_<FLAG>, e.g. RIDEPOST_BASE_URL.")
		fs.PrintDefaults()
		return
	case err != nil:
		fmt.Fprintln(os.Stderr, "ridepost:", err)
		os.Exit(2)
	case cfg.version:
		fmt.Println(version(debug.ReadBuildInfo()))
		return
	}
	logger := newLogger(os.Stderr, cfg.logFormat, cfg.dev)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err = run(ctx, cfg, logger)
	stop()
	if err != nil {
		logger.Error("ridepost stopped", "err", err)
		os.Exit(1)
	}
}

// run serves until ctx ends.
func run(ctx context.Context, cfg config, logger *slog.Logger) error {
	st, err := store.Open(ctx, cfg.db)
	if err != nil {
		return err
	}
	defer st.Close()
	if cfg.demo {
		if err := server.SeedDemo(ctx, st, logger); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
	}
	go places.Default() // load the gazetteer while the server starts
	sender, outbox, err := newSender(cfg, logger)
	if err != nil {
		return err
	}
	// E-mails wait in the database's outbox, sent with retries; those left
	// unsent at the end go out after the next start.
	mailer := mail.NewDurable(st, sender, logger, mail.DurableConfig{})
	defer func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := mailer.Close(ctx); err != nil {
			logger.Warn("mail sending cut short: the rest waits for the next start", "err", err)
		}
	}()
	srv, err := server.New(server.Config{
		BaseURL: cfg.baseURL, Dev: cfg.dev, Outbox: outbox, Frontend: frontendFS(),
		Mailer: mailer, Logger: logger, TrustedProxies: cfg.proxies(),
	}, st)
	if err != nil {
		return err
	}
	defer srv.Close()

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

// newSender picks SMTP when configured, else the local outbox, whose
// messages (links included) go to the log so a laptop user can follow them.
// With --dev the outbox is also kept for /dev/mail.
func newSender(cfg config, logger *slog.Logger) (mail.Sender, *mail.Outbox, error) {
	var outbox *mail.Outbox
	if cfg.dev || cfg.smtpHost == "" {
		verbose := newLevelLogger(os.Stderr, cfg.logFormat, slog.LevelDebug)
		outbox = mail.NewOutbox(verbose, 200)
	}
	if cfg.smtpHost == "" {
		logger.Warn("no SMTP server configured: e-mails are written to the log")
		return outbox, outbox, nil
	}
	smtp, err := mail.NewSMTP(mail.SMTPConfig{Host: cfg.smtpHost, Port: cfg.smtpPort,
		User: cfg.smtpUser, Password: cfg.smtpPassword, From: cfg.smtpFrom})
	if err != nil {
		return nil, nil, err
	}
	if outbox != nil {
		return teeSender{smtp, outbox}, outbox, nil
	}
	return smtp, nil, nil
}

// teeSender delivers over SMTP and keeps a copy in the dev outbox.
type teeSender struct {
	primary mail.Sender
	copy    *mail.Outbox
}

func (t teeSender) Send(ctx context.Context, m mail.Message) error {
	if err := t.primary.Send(ctx, m); err != nil {
		return err
	}
	return t.copy.Send(ctx, m)
}

// backup runs `ridepost backup [--db PATH] FILE`.
func backup(args []string) error {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	db := fs.String("db", env("db", "./data/ridepost.db"), "SQLite file to copy")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: ridepost backup [--db PATH] FILE")
	}
	ctx := context.Background()
	// As it is: an older database is not migrated first, nor is a newer one refused.
	st, err := store.OpenNoMigrate(ctx, *db)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.Backup(ctx, fs.Arg(0)); err != nil {
		return err
	}
	fmt.Println("backup written to", fs.Arg(0))
	return nil
}

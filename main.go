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
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"
	"time"
	_ "time/tzdata" // dates are read in Europe/Kyiv wherever the binary runs

	"ridepost/server"
	"ridepost/server/mail"
	"ridepost/server/ops"
	"ridepost/server/places"
	"ridepost/store"
)

// commands are the operator's subcommands, named by the first argument.
var commands = map[string]func(args []string, out io.Writer) error{
	"backup":      ops.BackupCmd,
	"restore":     ops.RestoreCmd,
	"admin":       ops.AdminCmd,
	"healthcheck": ops.HealthcheckCmd,
	"mail":        ops.MailCmd,
	"db":          ops.DBCmd,
}

const usage = `usage: ridepost [flags]
       ridepost backup [--db PATH] FILE
       ridepost restore [--db PATH] FILE   (server stopped)
       ridepost healthcheck [--url URL]
       ridepost admin grant|revoke [--db PATH] EMAIL
       ridepost mail test [--smtp-host HOST --smtp-from ADDRESS …] TO
       ridepost db copy --from PATH --to postgres://…   (server stopped; into a new, empty database)

Each flag can also be set as RIDEPOST_<FLAG>, e.g. RIDEPOST_BASE_URL.`

func main() {
	// Most of the heap is the long-lived match index, and Go's default
	// (GOGC=100) lets the heap grow to twice what is live: half of that keeps
	// a server of 100k open parcels near 140 MB instead of 175, for a few per
	// cent more collector time. GOGC in the environment wins.
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(50)
	}
	if len(os.Args) > 1 && commands[os.Args[1]] != nil {
		if err := commands[os.Args[1]](os.Args[2:], os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	fs := flag.NewFlagSet("ridepost", flag.ContinueOnError)
	cfg, err := ops.ParseFlags(fs, os.Args[1:])
	switch {
	case errors.Is(err, flag.ErrHelp):
		fs.SetOutput(os.Stderr)
		fmt.Fprintln(os.Stderr, usage)
		fs.PrintDefaults()
		return
	case err != nil:
		fmt.Fprintln(os.Stderr, "ridepost:", err)
		os.Exit(2)
	case cfg.Version:
		fmt.Println(ops.Version())
		return
	}
	logs := ops.NewLogWriter(os.Stderr)
	logger := ops.NewLogger(logs, cfg.LogFormat, cfg.Dev)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err = run(ctx, cfg, logger)
	stop()
	_ = logs.Flush()
	var cannot startError
	switch {
	case errors.As(err, &cannot):
		fmt.Fprintln(os.Stderr, "ridepost:", err)
		os.Exit(1)
	case err != nil:
		logger.Error("ridepost stopped", "err", err)
		_ = logs.Flush()
		os.Exit(1)
	}
}

// startError is a start that cannot happen (a taken port, a database it cannot open or another server
// holds), said on one line as the flags' errors are.
type startError struct{ error }

func (e startError) Unwrap() error { return e.error }

// run serves until ctx ends. It listens first: a taken port is all a failed start says. Then it takes
// the database's lock, held while it serves: one server per SQLite file (a PostgreSQL database has several).
func run(ctx context.Context, cfg ops.Config, logger *slog.Logger) error {
	listeners, err := ops.Listen(&cfg)
	if err != nil {
		return startError{err}
	}
	defer listeners.Close()
	if !store.IsPostgres(cfg.DB) {
		unlock, err := store.LockServer(cfg.DB)
		if err != nil {
			return startError{err}
		}
		defer unlock()
	}
	st, err := store.Open(ctx, cfg.DB)
	if err != nil {
		return startError{err}
	}
	defer st.Close()
	st.SetMaxConns(cfg.DBMaxConns)
	if cfg.Demo {
		if err := server.SeedDemo(ctx, st, logger); err != nil {
			return fmt.Errorf("demo: %w", err)
		}
	}
	go places.Default() // load the gazetteer while the server starts
	sender, mailbox, err := newSender(cfg, logger)
	if err != nil {
		return err
	}
	// E-mails wait in the database's queue, sent with retries; those left
	// unsent at the end go out after the next start.
	mailer := mail.NewDurable(st, sender, logger, mail.DurableConfig{})
	defer func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := mailer.Close(ctx); err != nil {
			logger.Warn("mail sending cut short: the rest waits for the next start", "err", err)
		}
	}()
	var terms []byte
	if cfg.TermsFile != "" {
		if terms, err = os.ReadFile(cfg.TermsFile); err != nil {
			return fmt.Errorf("terms file: %w", err)
		}
	}
	srv, err := server.New(server.Config{
		BaseURL: cfg.BaseURL, Dev: cfg.Dev, Mailbox: mailbox, Frontend: frontendFS(),
		Mailer: mailer, Logger: logger, TrustedProxies: cfg.Proxies(), Terms: terms,
	}, st)
	if err != nil {
		return err
	}
	defer srv.Close()
	return ops.Serve(ctx, cfg, listeners, st, srv, logger)
}

// newSender picks SMTP when configured, else the local mailbox, whose
// messages (links included) go to the log so a laptop user can follow them.
// With --dev the mailbox is also kept for /dev/mail.
func newSender(cfg ops.Config, logger *slog.Logger) (mail.Sender, *mail.Mailbox, error) {
	var mailbox *mail.Mailbox
	if cfg.Dev || cfg.SMTPHost == "" {
		mailbox = mail.NewMailbox(logger, 200)
	}
	if cfg.SMTPHost == "" {
		logger.Warn("no SMTP server configured: e-mails are written to the log")
		mailbox.LogText()
		return mailbox, mailbox, nil
	}
	smtp, err := mail.NewSMTP(cfg.SMTP())
	if err != nil {
		return nil, nil, err
	}
	if mailbox != nil {
		return teeSender{smtp, mailbox}, mailbox, nil
	}
	return smtp, nil, nil
}

// teeSender delivers over SMTP and keeps a copy in the dev mailbox.
type teeSender struct {
	primary mail.Sender
	copy    *mail.Mailbox
}

func (t teeSender) Send(ctx context.Context, m mail.Message) error {
	if err := t.primary.Send(ctx, m); err != nil {
		return err
	}
	return t.copy.Send(ctx, m)
}

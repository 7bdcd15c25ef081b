// Command ridepost serves the Ridepost web app: the JSON API, the embedded
// single-page app and the SQLite database, in one process.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net/http"
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
	dev, demo                                  bool
}

// env reads RIDEPOST_<NAME> (dashes become underscores) as a flag's default.
func env(name, def string) string {
	if v, ok := os.LookupEnv("RIDEPOST_" + strings.ToUpper(strings.ReplaceAll(name, "-", "_"))); ok {
		return v
	}
	return def
}

func envBool(name string) bool {
	b, _ := strconv.ParseBool(env(name, "false"))
	return b
}

func parseFlags(fs *flag.FlagSet, args []string) (config, error) {
	var c config
	fs.StringVar(&c.addr, "addr", env("addr", ":8080"), "listen address")
	fs.StringVar(&c.db, "db", env("db", "./data/ridepost.db"), "SQLite file (created with its folder)")
	fs.StringVar(&c.baseURL, "base-url", env("base-url", "http://localhost:8080"), "public URL used in e-mailed links")
	fs.StringVar(&c.smtpHost, "smtp-host", env("smtp-host", ""), "SMTP server; unset: local outbox in the log")
	port, _ := strconv.Atoi(env("smtp-port", "0"))
	fs.IntVar(&c.smtpPort, "smtp-port", port, "SMTP port (default 587)")
	fs.StringVar(&c.smtpUser, "smtp-user", env("smtp-user", ""), "SMTP user name")
	fs.StringVar(&c.smtpPassword, "smtp-password", env("smtp-password", ""), "SMTP password")
	fs.StringVar(&c.smtpFrom, "smtp-from", env("smtp-from", "Ridepost <noreply@localhost>"), "sender address of e-mails")
	fs.BoolVar(&c.dev, "dev", envBool("dev"), "dev mailbox at /dev/mail, verbose logs")
	fs.BoolVar(&c.demo, "demo", envBool("demo"), "seed demo data into an empty database")
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	c.baseURL = strings.TrimRight(c.baseURL, "/")
	return c, nil
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
	cfg, err := parseFlags(flag.CommandLine, os.Args[1:])
	if err != nil {
		os.Exit(2)
	}
	level := slog.LevelInfo
	if cfg.dev {
		level = slog.LevelDebug
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))
	if err := run(cfg, logger); err != nil {
		logger.Error("ridepost stopped", "err", err)
		os.Exit(1)
	}
}

func run(cfg config, logger *slog.Logger) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

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
	queue := mail.NewQueue(sender, logger)
	srv, err := server.New(server.Config{
		BaseURL: cfg.baseURL, Dev: cfg.dev, Outbox: outbox, Frontend: frontendFS(),
		Mailer: queue, Logger: logger,
	}, st)
	if err != nil {
		return err
	}
	defer srv.Close()

	hs := &http.Server{
		Addr: cfg.addr, Handler: srv,
		ReadHeaderTimeout: 5 * time.Second, ReadTimeout: 30 * time.Second,
		WriteTimeout: 60 * time.Second, IdleTimeout: 120 * time.Second,
	}
	errc := make(chan error, 1)
	go func() { errc <- hs.ListenAndServe() }()
	logger.Info("ridepost listening", "addr", cfg.addr, "db", cfg.db, "url", cfg.baseURL, "dev", cfg.dev)

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	logger.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	err = hs.Shutdown(shutdownCtx)
	if qerr := queue.Close(shutdownCtx); qerr != nil {
		logger.Warn("mail queue not drained", "err", qerr)
	}
	if errors.Is(err, http.ErrServerClosed) {
		err = nil
	}
	return err
}

// newSender picks SMTP when configured, else the local outbox, whose
// messages (links included) go to the log so a laptop user can follow them.
// With --dev the outbox is also kept for /dev/mail.
func newSender(cfg config, logger *slog.Logger) (mail.Sender, *mail.Outbox, error) {
	var outbox *mail.Outbox
	if cfg.dev || cfg.smtpHost == "" {
		verbose := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelDebug}))
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
	st, err := store.Open(ctx, *db)
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

package ops

import (
	"context"
	"crypto/x509"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	netmail "net/mail"
	"strconv"
	"time"

	"ridepost/server/mail"
)

// smtpFlags are the SMTP server's flags, of the server and of `ridepost mail test` alike.
func (c *Config) smtpFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.SMTPHost, "smtp-host", "", "SMTP server; unset: e-mails are kept in the dev mailbox and logged")
	fs.IntVar(&c.SMTPPort, "smtp-port", 0, "SMTP port (default 587 with STARTTLS; 465: implicit TLS)")
	fs.StringVar(&c.SMTPUser, "smtp-user", "", "SMTP user name")
	fs.StringVar(&c.SMTPPassword, "smtp-password", "", "SMTP password")
	fs.StringVar(&c.SMTPFrom, "smtp-from", "", "sender address of e-mails, like 'Ridepost <noreply@ridepost.example>' (required with --smtp-host)")
}

// smtpProblem names the first SMTP flag whose value is wrong, and what a good value looks like.
func (c *Config) smtpProblem() (flagName, want string) {
	_, fromErr := netmail.ParseAddress(c.SMTPFrom)
	switch {
	case c.SMTPHost != "" && !validHost(c.SMTPHost):
		return "smtp-host", "want a host name or IP address, without a port (that is --smtp-port)"
	case c.SMTPPort < 0 || c.SMTPPort > 65535:
		return "smtp-port", "want a port from 1 to 65535, or 0 for the default"
	case c.SMTPFrom != "" && fromErr != nil:
		return "smtp-from", "want an e-mail address, like Ridepost <noreply@example.com>"
	}
	return "", ""
}

// errNoSMTPFrom: mail servers refuse a sender of a domain they do not send for, such as noreply@localhost.
var errNoSMTPFrom = errors.New("--smtp-from (RIDEPOST_SMTP_FROM) is required with --smtp-host: " +
	"the sender address of e-mails, on a domain the SMTP server sends for, like 'Ridepost <noreply@ridepost.example>'")

// SMTP is the configuration of the SMTP server to send through; its Host is empty when none is set.
func (c *Config) SMTP() mail.SMTPConfig {
	return mail.SMTPConfig{Host: c.SMTPHost, Port: c.SMTPPort, User: c.SMTPUser, Password: c.SMTPPassword,
		From: c.SMTPFrom, RootCAs: c.smtpRoots}
}

const mailUsage = "usage: ridepost mail test [--smtp-host HOST --smtp-from ADDRESS …] TO"

// MailCmd runs `ridepost mail test TO`: it sends one e-mail to TO through the
// SMTP settings the server would use (the same flags and RIDEPOST_ variables)
// and says whether the SMTP server took it.
func MailCmd(args []string, out io.Writer) error { return mailCmd(args, out, nil) }

// mailCmd lets a test trust its SMTP server's certificate.
func mailCmd(args []string, out io.Writer, roots *x509.CertPool) error {
	if len(args) == 0 || args[0] != "test" {
		return errors.New(mailUsage)
	}
	fs := flag.NewFlagSet("mail test", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	c := Config{smtpRoots: roots}
	c.smtpFlags(fs)
	if err := fs.Parse(args[1:]); err != nil {
		return fmt.Errorf("%w\n%s", err, mailUsage)
	}
	if fs.NArg() != 1 {
		return errors.New(mailUsage)
	}
	to := fs.Arg(0)
	if _, err := netmail.ParseAddress(to); err != nil {
		return fmt.Errorf("%q is no e-mail address: give the one to send the test to, like you@example.com", to)
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	if err := setFromEnv(fs, given); err != nil {
		return err
	}
	if err := c.smtpError(fs, given); err != nil {
		return err
	}
	if c.SMTPHost == "" {
		return errors.New("no SMTP server is configured: give --smtp-host and --smtp-from (or RIDEPOST_SMTP_HOST and RIDEPOST_SMTP_FROM), as to the server")
	}
	sender, err := mail.NewSMTP(c.SMTP())
	if err != nil {
		return err
	}
	port := c.SMTPPort
	if port == 0 {
		port = 587
	}
	server := net.JoinHostPort(c.SMTPHost, strconv.Itoa(port))
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	err = sender.Send(ctx, mail.Message{To: to, Subject: "Ridepost: test e-mail", SentAt: time.Now(),
		Text: "This is a test e-mail from Ridepost (ridepost mail test).\n\nIt came through " + server +
			": the server's e-mails (sign-up, password resets, notifications) can go out the same way.\n"})
	if err != nil {
		return fmt.Errorf("the test e-mail was not sent through %s: %w", server, err)
	}
	fmt.Fprintf(out, "sent: %s took a test e-mail from %s to %s; if it does not arrive, look in the spam folder\n", server, c.SMTPFrom, to)
	return nil
}

// smtpError is the first SMTP flag's problem as the error a start fails with.
func (c *Config) smtpError(fs *flag.FlagSet, given map[string]bool) error {
	if name, want := c.smtpProblem(); name != "" {
		return flagError(fs, given, name, want)
	}
	if c.SMTPHost != "" && c.SMTPFrom == "" {
		return errNoSMTPFrom
	}
	return nil
}

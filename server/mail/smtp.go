package mail

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/tls"
	"crypto/x509"
	"encoding/hex"
	"errors"
	"fmt"
	"maps"
	netmail "net/mail"
	"slices"
	"strings"
	"time"

	gomail "github.com/wneessen/go-mail"
)

const smtpTimeout = 15 * time.Second

// ErrRejected marks a message no retry can send: a bad address or a 5xx refusal.
var ErrRejected = errors.New("mail: rejected")

// SMTPConfig describes the mail server to deliver through.
type SMTPConfig struct {
	Host     string
	Port     int    // 0 picks 587 (STARTTLS), or 25 with NoTLS; 465 uses implicit TLS
	User     string // when set, authenticate with PLAIN or LOGIN
	Password string
	From     string // e.g. "Ridepost <noreply@example.com>"
	// NoTLS sends in plain text. Only for tests and trusted local relays.
	NoTLS bool
	// RootCAs are the roots trusted for the server's certificate; nil: the system's.
	RootCAs *x509.CertPool
}

// SMTP is a Sender that delivers each message over a fresh SMTP connection.
type SMTP struct {
	host     string
	from     string
	idDomain string // right-hand side of Message-IDs
	opts     []gomail.Option
}

// NewSMTP checks cfg and returns a Sender for it. It does not connect.
func NewSMTP(cfg SMTPConfig) (*SMTP, error) {
	if cfg.Host == "" {
		return nil, errors.New("mail: smtp host is required")
	}
	if cfg.Port < 0 || cfg.Port > 65535 {
		return nil, fmt.Errorf("mail: invalid smtp port %d", cfg.Port)
	}
	from, err := netmail.ParseAddress(cfg.From)
	if err != nil {
		return nil, fmt.Errorf("mail: invalid from address %q: %w", cfg.From, err)
	}

	opts := []gomail.Option{gomail.WithTimeout(smtpTimeout)}
	if cfg.RootCAs != nil {
		opts = append(opts, gomail.WithTLSConfig(&tls.Config{ServerName: cfg.Host, RootCAs: cfg.RootCAs, MinVersion: tls.VersionTLS12}))
	}
	switch {
	case cfg.NoTLS:
		opts = append(opts, gomail.WithTLSPortPolicy(gomail.NoTLS))
	case cfg.Port == 465:
		opts = append(opts, gomail.WithSSL())
	default:
		opts = append(opts, gomail.WithTLSPortPolicy(gomail.TLSMandatory))
	}
	if cfg.Port != 0 {
		opts = append(opts, gomail.WithPort(cfg.Port))
	}
	if cfg.User != "" {
		mechs := []gomail.SMTPAuthType{gomail.SMTPAuthPlain, gomail.SMTPAuthLogin}
		if cfg.NoTLS {
			// go-mail refuses PLAIN/LOGIN without TLS unless told explicitly.
			mechs = []gomail.SMTPAuthType{gomail.SMTPAuthPlainNoEnc, gomail.SMTPAuthLoginNoEnc}
		}
		opts = append(opts,
			gomail.WithOpportunisticSMTPAuth(mechs...),
			gomail.WithUsername(cfg.User),
			gomail.WithPassword(cfg.Password),
		)
	}
	if _, err := gomail.NewClient(cfg.Host, opts...); err != nil {
		return nil, fmt.Errorf("mail: smtp client: %w", err)
	}
	_, domain, _ := strings.Cut(from.Address, "@")
	return &SMTP{host: cfg.Host, from: from.String(), idDomain: domain, opts: opts}, nil
}

// Send delivers m as a UTF-8 plain-text e-mail, with m's headers.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	msg := gomail.NewMsg()
	if err := msg.From(s.from); err != nil {
		return fmt.Errorf("mail: from: %w", err)
	}
	if err := msg.To(m.To); err != nil {
		return fmt.Errorf("mail: to %q: %w: %w", m.To, ErrRejected, err)
	}
	msg.Subject(m.Subject)
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	if m.SentAt.IsZero() {
		msg.SetDate()
	} else {
		msg.SetDateWithValue(m.SentAt)
	}
	msg.SetMessageIDWithValue(s.messageID(m.Key))
	msg.SetGenHeader("Auto-Submitted", "auto-generated") // RFC 3834: no auto-replies
	for _, name := range slices.Sorted(maps.Keys(m.Headers)) {
		msg.SetGenHeader(gomail.Header(name), m.Headers[name])
	}

	client, err := gomail.NewClient(s.host, s.opts...)
	if err != nil {
		return fmt.Errorf("mail: smtp client: %w", err)
	}
	if err := client.DialAndSendWithContext(ctx, msg); err != nil {
		if refused(err) {
			return fmt.Errorf("mail: send to %s: %w: %w", m.To, ErrRejected, err)
		}
		return fmt.Errorf("mail: send to %s: %w", m.To, err)
	}
	return nil
}

// messageID is stable per key, so a mail client can tell a copy sent twice from a new e-mail.
func (s *SMTP) messageID(key string) string {
	if key == "" {
		return rand.Text() + "@" + s.idDomain
	}
	sum := sha256.Sum256([]byte(key))
	return hex.EncodeToString(sum[:16]) + "@" + s.idDomain
}

// refused is a permanent refusal; a refused sender or login is the server's set-up, retried.
func refused(err error) bool {
	var se *gomail.SendError
	if !errors.As(err, &se) || se.ErrorCode() < 500 || se.ErrorCode() > 599 {
		return false
	}
	return se.Reason == gomail.ErrSMTPRcptTo || se.Reason == gomail.ErrSMTPDataClose
}

package mail

import (
	"context"
	"io"
	"mime"
	"mime/quotedprintable"
	netmail "net/mail"
	"strings"
	"testing"
	"time"

	"ridepost/server/mail/smtptest"
)

// decoded is a received message with headers and body decoded.
type decoded struct {
	From, To, Subject, Body, MessageID string
	Date                               time.Time
}

func decode(t *testing.T, raw []byte) decoded {
	t.Helper()
	msg, err := netmail.ReadMessage(strings.NewReader(string(raw)))
	if err != nil {
		t.Fatalf("parse message: %v", err)
	}
	var dec mime.WordDecoder
	subject, err := dec.DecodeHeader(msg.Header.Get("Subject"))
	if err != nil {
		t.Fatalf("decode subject: %v", err)
	}
	from, err := msg.Header.AddressList("From")
	if err != nil || len(from) != 1 {
		t.Fatalf("From: got %v (%v), want one address", from, err)
	}
	to, err := msg.Header.AddressList("To")
	if err != nil || len(to) != 1 {
		t.Fatalf("To: got %v (%v), want one address", to, err)
	}
	mediaType, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || mediaType != "text/plain" || !strings.EqualFold(params["charset"], "utf-8") {
		t.Fatalf("Content-Type: got %q, want text/plain; charset=UTF-8", msg.Header.Get("Content-Type"))
	}
	body := msg.Body
	if strings.EqualFold(msg.Header.Get("Content-Transfer-Encoding"), "quoted-printable") {
		body = quotedprintable.NewReader(body)
	}
	b, err := io.ReadAll(body)
	if err != nil {
		t.Fatalf("read body: %v", err)
	}
	text := strings.ReplaceAll(string(b), "\r\n", "\n")
	date, err := msg.Header.Date()
	if err != nil {
		t.Fatalf("Date: %v", err)
	}
	return decoded{From: from[0].Address, To: to[0].Address, Subject: subject, Body: text,
		MessageID: msg.Header.Get("Message-Id"), Date: date}
}

func newTestSMTP(t *testing.T, ts *smtptest.Server, user, password string) *SMTP {
	t.Helper()
	s, err := NewSMTP(SMTPConfig{
		Host: ts.Host, Port: ts.Port, User: user, Password: password,
		From: "Ridepost <noreply@ridepost.test>", NoTLS: true,
	})
	if err != nil {
		t.Fatalf("NewSMTP: %v", err)
	}
	return s
}

func TestSMTPSend(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, lang, user, password string
	}{
		{"english", "en", "", ""},
		{"ukrainian", "uk", "", ""},
		{"auth plain", "uk", "mailer", "s3cret"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			ts := smtptest.Start(t, func(ts *smtptest.Server) { ts.User, ts.Password = tt.user, tt.password })
			link := "http://localhost:8080/signup/verified-email?token=" + strings.Repeat("abc123", 20)
			m, err := Compose(tt.lang, KindVerifyEmail, "olena@example.com", Data{Name: "Олена", Link: link})
			if err != nil {
				t.Fatal(err)
			}
			m.SentAt = time.Date(2026, 3, 1, 12, 30, 0, 0, time.UTC)
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			if err := newTestSMTP(t, ts, tt.user, tt.password).Send(ctx, m); err != nil {
				t.Fatalf("Send: %v", err)
			}

			msgs := ts.Messages()
			if len(msgs) != 1 {
				t.Fatalf("got %d messages, want 1", len(msgs))
			}
			if got, want := msgs[0].From, "noreply@ridepost.test"; got != want {
				t.Errorf("MAIL FROM: got %q, want %q", got, want)
			}
			if got, want := strings.Join(msgs[0].To, ","), "olena@example.com"; got != want {
				t.Errorf("RCPT TO: got %q, want %q", got, want)
			}
			d := decode(t, msgs[0].Data)
			if d.From != "noreply@ridepost.test" || d.To != "olena@example.com" {
				t.Errorf("headers: got From %q To %q, want noreply@ridepost.test and olena@example.com", d.From, d.To)
			}
			if d.Subject != m.Subject {
				t.Errorf("Subject: got %q, want %q", d.Subject, m.Subject)
			}
			if d.Body != m.Text {
				t.Errorf("body: got %q, want %q", d.Body, m.Text)
			}
			if !d.Date.Equal(m.SentAt) {
				t.Errorf("Date: got %v, want %v", d.Date, m.SentAt)
			}
			if !strings.HasSuffix(d.MessageID, "@ridepost.test>") {
				t.Errorf("Message-ID: got %q, want it on the sender's domain", d.MessageID)
			}
			if !strings.Contains(d.Body, link) {
				t.Errorf("body: got %q, want it to contain %q", d.Body, link)
			}
		})
	}
}

func TestSMTPSendErrors(t *testing.T) {
	t.Parallel()
	ts := smtptest.Start(t, func(ts *smtptest.Server) { ts.RejectRcpt = "nobody@example.com" })
	authTS := smtptest.Start(t, func(ts *smtptest.Server) { ts.User, ts.Password = "mailer", "s3cret" })
	tlsOnly, err := NewSMTP(SMTPConfig{Host: ts.Host, Port: ts.Port, From: "noreply@ridepost.test"})
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name    string
		sender  *SMTP
		to      string
		wantErr string
	}{
		{"rejected recipient", newTestSMTP(t, ts, "", ""), "nobody@example.com", "550"},
		{"invalid recipient", newTestSMTP(t, ts, "", ""), "not an address", "not an address"},
		{"wrong password", newTestSMTP(t, authTS, "mailer", "wrong"), "olena@example.com", "AUTH"},
		{"auth required", newTestSMTP(t, authTS, "", ""), "olena@example.com", "authenticate"},
		{"TLS is the default", tlsOnly, "olena@example.com", "STARTTLS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			err := tt.sender.Send(ctx, Message{To: tt.to, Subject: "Hi", Text: "Hello"})
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("Send: got error %v, want one containing %q", err, tt.wantErr)
			}
		})
	}
	if got := len(ts.Messages()) + len(authTS.Messages()); got != 0 {
		t.Errorf("got %d delivered messages, want 0", got)
	}
}

// STARTTLS, which is mandatory by default, is checked against the roots given
// (the system's when none are): an untrusted certificate sends nothing.
func TestSMTPSendSTARTTLS(t *testing.T) {
	t.Parallel()
	ts := smtptest.Start(t, func(ts *smtptest.Server) { ts.TLS, ts.User, ts.Password = true, "mailer", "s3cret" })
	cfg := SMTPConfig{Host: ts.Host, Port: ts.Port, User: "mailer", Password: "s3cret", From: "noreply@ridepost.test"}
	untrusted, err := NewSMTP(cfg)
	if err != nil {
		t.Fatal(err)
	}
	cfg.RootCAs = ts.Roots
	trusted, err := NewSMTP(cfg)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := untrusted.Send(ctx, Message{To: "olena@example.com", Subject: "Hi", Text: "Hello"}); err == nil || !strings.Contains(err.Error(), "certificate") {
		t.Errorf("an untrusted certificate: got %v, want a certificate error", err)
	}
	if err := trusted.Send(ctx, Message{To: "olena@example.com", Subject: "Hi", Text: "Hello"}); err != nil {
		t.Fatalf("Send over STARTTLS: %v", err)
	}
	if msgs := ts.Messages(); len(msgs) != 1 || strings.Join(msgs[0].To, ",") != "olena@example.com" {
		t.Errorf("delivered %+v, want one message to olena@example.com", msgs)
	}
}

func TestNewSMTPValidates(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		cfg     SMTPConfig
		wantErr bool
	}{
		{"ok", SMTPConfig{Host: "smtp.example.com", Port: 587, From: "noreply@example.com"}, false},
		{"ok with name and default port", SMTPConfig{Host: "smtp.example.com", From: "Ridepost <noreply@example.com>"}, false},
		{"no from", SMTPConfig{Host: "smtp.example.com", Port: 587}, true},
		{"bad from", SMTPConfig{Host: "smtp.example.com", Port: 587, From: "noreply"}, true},
		{"no host", SMTPConfig{Port: 587, From: "noreply@example.com"}, true},
		{"bad port", SMTPConfig{Host: "smtp.example.com", Port: 70000, From: "noreply@example.com"}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := NewSMTP(tt.cfg)
			if gotErr := err != nil; gotErr != tt.wantErr {
				t.Errorf("NewSMTP(%+v): got error %v, want error %v", tt.cfg, err, tt.wantErr)
			}
		})
	}
}

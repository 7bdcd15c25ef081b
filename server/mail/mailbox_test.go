package mail

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"testing"
)

func TestMailbox(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name      string
		max, sent int
		want      []string // subjects, newest first
	}{
		{"empty", 3, 0, []string{}},
		{"under cap", 3, 2, []string{"m1", "m0"}},
		{"at cap", 3, 3, []string{"m2", "m1", "m0"}},
		{"over cap", 3, 5, []string{"m4", "m3", "m2"}},
		{"default cap", 0, 2, []string{"m1", "m0"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			o := NewMailbox(slog.New(slog.DiscardHandler), tt.max)
			for i := range tt.sent {
				if err := o.Send(context.Background(), Message{To: "a@example.com", Subject: fmt.Sprintf("m%d", i)}); err != nil {
					t.Fatalf("Send: %v", err)
				}
			}
			got := o.List()
			subjects := make([]string, 0, len(got))
			for _, m := range got {
				subjects = append(subjects, m.Subject)
				if m.SentAt.IsZero() {
					t.Errorf("%s: got zero SentAt, want it set", m.Subject)
				}
			}
			if fmt.Sprint(subjects) != fmt.Sprint(tt.want) {
				t.Errorf("List: got %v, want %v", subjects, tt.want)
			}
			if got == nil {
				t.Errorf("List: got nil, want an empty slice")
			}
		})
	}
}

func TestMailboxListIsCopy(t *testing.T) {
	t.Parallel()
	o := NewMailbox(slog.New(slog.DiscardHandler), 10)
	if err := o.Send(context.Background(), Message{Subject: "original"}); err != nil {
		t.Fatal(err)
	}
	o.List()[0].Subject = "changed"
	if got := o.List()[0].Subject; got != "original" {
		t.Errorf("after changing the copy: got %q, want %q", got, "original")
	}
}

func TestMailboxLogsTextOnlyAtDebug(t *testing.T) {
	t.Parallel()
	for _, level := range []slog.Level{slog.LevelInfo, slog.LevelDebug} {
		t.Run(level.String(), func(t *testing.T) {
			var buf bytes.Buffer
			o := NewMailbox(slog.New(slog.NewTextHandler(&buf, &slog.HandlerOptions{Level: level})), 10)
			if err := o.Send(context.Background(), Message{To: "olena@example.com", Subject: "Hello", Text: "secret-link"}); err != nil {
				t.Fatal(err)
			}
			out := buf.String()
			if !strings.Contains(out, "olena@example.com") || !strings.Contains(out, "Hello") {
				t.Errorf("log: got %q, want the recipient and subject", out)
			}
			if got, want := strings.Contains(out, "secret-link"), level == slog.LevelDebug; got != want {
				t.Errorf("log has the text: got %v, want %v", got, want)
			}
		})
	}
}

// LogText puts the text at Info: a plain run's log, where the links are read without SMTP.
func TestMailboxLogText(t *testing.T) {
	t.Parallel()
	var buf bytes.Buffer
	o := NewMailbox(slog.New(slog.NewTextHandler(&buf, nil)), 10).LogText()
	if err := o.Send(context.Background(), Message{To: "olena@example.com", Subject: "Hello", Text: "secret-link"}); err != nil {
		t.Fatal(err)
	}
	if out := buf.String(); !strings.Contains(out, "level=INFO msg=\"mail: dev mailbox text\"") || !strings.Contains(out, "secret-link") {
		t.Errorf("log: got %q, want the text at Info", out)
	}
}

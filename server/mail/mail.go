// Package mail composes Ridepost's e-mails from embedded templates and
// delivers them over SMTP or into an in-memory outbox, through a background
// queue so that HTTP handlers never wait on a mail server.
package mail

import (
	"context"
	"time"
)

// Message is one e-mail. Text is the plain-text body, holding links in full.
type Message struct {
	To      string    `json:"to"`
	Subject string    `json:"subject"`
	Text    string    `json:"text"`
	SentAt  time.Time `json:"sentAt"`
}

// Sender delivers one message.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

// Package mail composes Ridepost's e-mails and sends them through the database's
// outbox, so handlers never wait on a mail server and no e-mail is lost to a restart.
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
	// Headers are further header fields, such as List-Unsubscribe.
	Headers map[string]string `json:"headers,omitempty"`
	// Key names the event and addressee ("request_approved:request:42:user:7"); a key is sent once.
	Key string `json:"-"`
	// Throttle drops all but one message per key within ThrottleWindow.
	Throttle string `json:"-"`
}

// Sender delivers one message.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

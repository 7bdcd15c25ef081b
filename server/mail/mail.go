// Package mail composes Ridepost's e-mails from embedded templates and
// delivers them over SMTP or into an in-memory outbox, through the durable
// outbox of the database so that HTTP handlers never wait on a mail server
// and no e-mail is lost to a restart.
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
	// Key names the event and the addressee (e.g.
	// "request_approved:request:42:user:7"): a key is sent once. Empty: a
	// new event, given a random key.
	Key string `json:"-"`
	// Throttle, when set, sends at most one message per throttle key within
	// ThrottleWindow; the others are dropped (a conversation's message e-mails).
	Throttle string `json:"-"`
}

// Sender delivers one message.
type Sender interface {
	Send(ctx context.Context, m Message) error
}

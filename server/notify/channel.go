package notify

import (
	"context"

	"ridepost/store"
)

// A Channel is one way a committed notification reaches its user: the live streams, the devices, the inbox.
// server.go registers each once; the fan-out tells them, in that order, every batch it has worded.
type Channel interface {
	// Tell takes one batch; an error leaves the batch's e-mails owed, to be sent again.
	Tell(ctx context.Context, b *Batch) error
}

// Batch is the notifications of one commit, worded for their users (deleted accounts left out).
type Batch struct {
	Told []Told
	// Resumed: e-mails owed since a crash or a failed read, sent late: stale news for a stream or a device.
	Resumed bool
	about   *about
}

// Notices are the batch's notifications as committed.
func (b *Batch) Notices() []store.Notification {
	out := make([]store.Notification, len(b.Told))
	for i, t := range b.Told {
		out[i] = t.Notice
	}
	return out
}

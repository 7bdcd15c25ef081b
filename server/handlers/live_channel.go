package handlers

import (
	"context"

	"ridepost/server/notify"
)

// LiveStreams is the notifications' live channel: each to its user's open streams on this replica (the other
// replicas send theirs as they follow the change feed).
type LiveStreams struct{ h *Handlers }

// LiveStreams is the live channel of these handlers, for the fan-out's registry.
func (s *Handlers) LiveStreams() LiveStreams { return LiveStreams{s} }

// Tell sends a fresh batch; a resumed one is stale news for a stream.
func (l LiveStreams) Tell(_ context.Context, b *notify.Batch) error {
	if !b.Resumed {
		l.h.SendLive(b.Notices())
	}
	return nil
}

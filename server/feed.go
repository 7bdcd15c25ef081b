package server

import (
	"context"
	"time"

	"ridepost/store"
)

// followEvery is how often the change feed is read when no NOTIFY rings (PostgreSQL), or at all (SQLite).
const followEvery = time.Second

// othersWrites tells the watchers what other servers on the database (and `ridepost admin`) committed, from the
// change feed: the match index, the read caches and the live streams follow their writes as they follow this
// server's own. Their e-mails and pushes are the committing server's to send, so only the live part of the
// fan-out runs here.
func (s *Server) othersWrites(list []store.FeedEntry) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, e := range list {
		if e.Origin == s.store.Origin() {
			continue // told when it committed
		}
		c := store.Change{Parcels: e.Parcels, Rides: e.Rides, Users: e.Users, Alerts: e.Alerts, Requests: e.Requests}
		var err error
		if len(e.Notices) > 0 {
			if c.Notices, err = s.store.GetNotifications(ctx, e.Notices); err != nil {
				s.logger.Error("change feed: notifications", "change", e.ID, "err", err)
			}
		}
		if len(e.Messages) > 0 {
			messages, err := s.store.GetMessages(ctx, e.Messages)
			if err != nil {
				s.logger.Error("change feed: messages", "change", e.ID, "err", err)
			}
			for _, id := range e.Messages {
				if m, ok := messages[id]; ok {
					c.Messages = append(c.Messages, m)
				}
			}
		}
		c.SetFeed(e.ID)
		s.market.Changed(c)
		s.handlers.Follow(c)
		s.handlers.Publish(c)
		s.handlers.SendLive(c.Notices)
	}
}

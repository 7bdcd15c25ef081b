package handlers

import (
	"context"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/live"
	"ridepost/store"
)

// Live updates (GET /api/events): each notification and message goes, as
// JSON, to its user's open streams (server/live) once its change commits.

// Publish has streams recheck their session when sign-in changed, and sends new messages (store.Watch).
func (s *Handlers) Publish(c store.Change) {
	for _, id := range c.Users {
		s.events.Recheck(id)
	}
	if len(c.Messages) > 0 {
		s.publishMessages(c.Messages)
	}
}

// SendLive sends notifications, as their JSON, to their users' open streams.
func (s *Handlers) SendLive(list []store.Notification) {
	var open []store.Notification
	for _, n := range list {
		if s.events.Open(n.UserID) {
			open = append(open, n)
		}
	}
	if len(open) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	items, err := s.notificationsJSON(ctx, open)
	if err != nil {
		s.logger.Error("live notifications", "err", err)
		return
	}
	for i, n := range items {
		b, err := marshalJSON(n)
		if err != nil {
			s.logger.Error("live notification", "err", err)
			continue
		}
		s.events.Send(open[i].UserID, live.Event("notification", b))
	}
}

func (s *Handlers) eventsStream(c echo.Context) error {
	ctx := c.Request().Context()
	st := live.NewStream(currentUser(c).ID, s.sessions.Token(ctx))
	s.events.Serve(ctx, c.Response(), st, s.stop, s.sessionStands)
	return nil
}

// sessionStands: the session is not ended, the password unchanged since, and the user not suspended.
func (s *Handlers) sessionStands(ctx context.Context, st *live.Stream) bool {
	b, found, err := s.sessions.Store.Find(st.Token)
	if err != nil || !found {
		return false
	}
	_, values, err := s.sessions.Codec.Decode(b)
	if err != nil {
		return false
	}
	id, _ := values[sessUserID].(int64)
	version, _ := values[sessAuthVersion].(int64)
	u, err := s.user(ctx, st.User)
	return err == nil && id == st.User && u.AuthVersion == version && !u.Suspended()
}

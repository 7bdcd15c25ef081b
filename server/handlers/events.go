package handlers

import (
	"cmp"
	"context"
	"slices"
	"strconv"
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
		s.events.Send(open[i].UserID, live.Event(open[i].Feed, "notification", b))
	}
}

func (s *Handlers) eventsStream(c echo.Context) error {
	last := c.QueryParam("lastEventId")
	if h := c.Request().Header.Get("Last-Event-ID"); h != "" {
		last = h // the browser's own reconnection
	}
	after, err := strconv.ParseInt(last, 10, 64)
	if last != "" && (err != nil || after < 0) {
		return fieldErrors{"lastEventId": "invalid"}.err()
	}
	ctx := c.Request().Context()
	me := currentUser(c).ID
	st := live.NewStream(me, s.sessions.Token(ctx))
	var replay live.Replay
	if after > 0 {
		replay = func(ctx context.Context) ([]live.Item, int64) { return s.missed(ctx, me, after) }
	}
	s.events.Serve(ctx, c.Response(), st, s.stop, s.sessionStands, replay)
	return nil
}

// eventsQuery resumes a stream (read by eventsStream, described in the OpenAPI): a client that opens a new stream,
// rather than the browser reconnecting on its own with the Last-Event-ID header, passes the last event's id.
type eventsQuery struct {
	LastEventID string `query:"lastEventId" description:"The id of the last event seen (as the Last-Event-ID header): the stream first sends what came after it, whichever server the last stream was on."`
}

// replayEntries bounds a replay; a client away longer reads its lists again, as it does after any gap.
const replayEntries = 2000

// missed is what user's streams were sent after the change feed entry after: the notifications and messages of
// the entries since, each as its live event, and the last entry read.
func (s *Handlers) missed(ctx context.Context, user, after int64) ([]live.Item, int64) {
	entries, err := s.store.ChangesAfter(ctx, after, replayEntries)
	if err != nil || len(entries) == 0 {
		return nil, after
	}
	var notices, messages []int64
	feedOf := map[[2]int64]int64{} // {0, notification} or {1, message} → entry
	for _, e := range entries {
		for _, id := range e.Notices {
			notices, feedOf[[2]int64{0, id}] = append(notices, id), e.ID
		}
		for _, id := range e.Messages {
			messages, feedOf[[2]int64{1, id}] = append(messages, id), e.ID
		}
	}
	var out []live.Item
	if len(notices) > 0 {
		out = append(out, s.missedNotices(ctx, user, notices, feedOf)...)
	}
	if len(messages) > 0 {
		out = append(out, s.missedMessages(ctx, user, messages, feedOf)...)
	}
	slices.SortStableFunc(out, func(a, b live.Item) int { return cmp.Compare(a.ID, b.ID) })
	return out, entries[len(entries)-1].ID
}

func (s *Handlers) missedNotices(ctx context.Context, user int64, ids []int64, feedOf map[[2]int64]int64) []live.Item {
	all, err := s.store.GetNotifications(ctx, ids)
	if err != nil {
		s.logger.Error("live replay", "err", err)
		return nil
	}
	var mine []store.Notification
	for _, n := range all {
		if n.UserID == user {
			n.Feed = feedOf[[2]int64{0, n.ID}]
			mine = append(mine, n)
		}
	}
	if len(mine) == 0 {
		return nil
	}
	items, err := s.notificationsJSON(ctx, mine)
	if err != nil {
		s.logger.Error("live replay", "err", err)
		return nil
	}
	out := make([]live.Item, 0, len(items))
	for i, n := range items {
		if b, err := marshalJSON(n); err == nil {
			out = append(out, live.Event(mine[i].Feed, "notification", b))
		}
	}
	return out
}

func (s *Handlers) missedMessages(ctx context.Context, user int64, ids []int64, feedOf map[[2]int64]int64) []live.Item {
	all, err := s.store.GetMessages(ctx, ids)
	if err != nil {
		s.logger.Error("live replay", "err", err)
		return nil
	}
	var out []live.Item
	for _, id := range ids {
		m, ok := all[id]
		if !ok {
			continue
		}
		conv, err := s.store.GetConversation(ctx, m.ConversationID)
		if err != nil || (conv.SenderID != user && conv.DriverID != user) {
			continue
		}
		m.Feed = feedOf[[2]int64{1, id}]
		if ev, ok := s.messageEvent(&m, conv, user); ok {
			out = append(out, ev)
		}
	}
	return out
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

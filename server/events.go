package server

import (
	"context"
	"net/http"
	"sync"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/store"
)

// Live updates (GET /api/events): one Server-Sent Events stream per
// signed-in tab. Each notification is sent, as JSON, to its user's open
// streams once the change that wrote it has committed; a comment line every
// 25 s keeps proxies from closing an idle stream, and is when the stream
// checks that its session still stands. Signing out closes that session's
// streams at once; a change of the user's sign-in (a new password ends the
// other sessions, a suspension all of them) has them checked at once, and so
// does any write by another process, which may be such a change.

// eventPing is how often an idle stream gets a comment line.
const eventPing = 25 * time.Second

// eventBuffer is how many events a slow stream may fall behind by before it
// is closed (the client reconnects and reads the list again).
const eventBuffer = 32

// stream is one open event stream.
type stream struct {
	user  int64
	token string      // its session's
	out   chan []byte // events, each a whole "event: …\ndata: …\n\n"
	check chan struct{}
	done  chan struct{} // closed to end the stream
	once  sync.Once
}

func (st *stream) close() { st.once.Do(func() { close(st.done) }) }

// eventHub holds the open streams by user.
type eventHub struct {
	mu    sync.Mutex
	users map[int64]map[*stream]struct{}
}

func newEventHub() *eventHub { return &eventHub{users: map[int64]map[*stream]struct{}{}} }

func (h *eventHub) add(st *stream) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.users[st.user] == nil {
		h.users[st.user] = map[*stream]struct{}{}
	}
	h.users[st.user][st] = struct{}{}
}

func (h *eventHub) remove(st *stream) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.users[st.user], st)
	if len(h.users[st.user]) == 0 {
		delete(h.users, st.user)
	}
}

// streams lists user's open streams.
func (h *eventHub) streams(user int64) []*stream {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]*stream, 0, len(h.users[user]))
	for st := range h.users[user] {
		out = append(out, st)
	}
	return out
}

// open tells whether user has a stream open.
func (h *eventHub) open(user int64) bool {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.users[user]) > 0
}

// Count is how many streams are open.
func (h *eventHub) Count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, set := range h.users {
		n += len(set)
	}
	return n
}

// send queues an event on each of user's streams; a stream that has
// fallen eventBuffer behind is closed.
func (h *eventHub) send(user int64, event []byte) {
	for _, st := range h.streams(user) {
		select {
		case st.out <- event:
		default:
			st.close()
		}
	}
}

// endSession closes the streams of a session that ended.
func (h *eventHub) endSession(user int64, token string) {
	for _, st := range h.streams(user) {
		if st.token == token {
			st.close()
		}
	}
}

// EndStreams closes every open event stream (the clients reconnect): a
// graceful shutdown need not wait for them.
func (s *Server) EndStreams() { s.events.closeAll() }

func (h *eventHub) closeAll() { h.each((*stream).close) }

// each calls fn with every open stream, under the hub's lock.
func (h *eventHub) each(fn func(*stream)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, set := range h.users {
		for st := range set {
			fn(st)
		}
	}
}

// recheck asks user's streams to check their session now.
func (h *eventHub) recheck(user int64) {
	for _, st := range h.streams(user) {
		st.recheck()
	}
}

// recheckAll asks every open stream to check its session now: another
// process may have changed anyone's sign-in (externalWrite).
func (h *eventHub) recheckAll() { h.each((*stream).recheck) }

func (st *stream) recheck() {
	select {
	case st.check <- struct{}{}:
	default: // a check is pending already
	}
}

// publish has the streams of users whose sign-in changed check their
// session, sends new messages to the streams, and hands the notifications to
// the fan-out. It runs on the store's watch, after the commit.
func (s *Server) publish(c store.Change) {
	for _, id := range c.Users {
		s.events.recheck(id)
	}
	if len(c.Messages) > 0 {
		s.publishMessages(c.Messages)
	}
	s.notify.Send(c.Notices)
}

// publishLive sends notifications, as their JSON, to their users' open streams.
func (s *Server) publishLive(list []store.Notification) {
	var live []store.Notification
	for _, n := range list {
		if s.events.open(n.UserID) {
			live = append(live, n)
		}
	}
	if len(live) == 0 {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	items, err := s.notificationsJSON(ctx, live)
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
		s.events.send(live[i].UserID, append(append([]byte("event: notification\ndata: "), b...), "\n\n"...))
	}
}

// eventsStream serves GET /api/events until the client goes, the session
// ends, or the server shuts down.
func (s *Server) eventsStream(c echo.Context) error {
	req := c.Request()
	ctx := req.Context()
	st := &stream{user: currentUser(c).ID, token: s.sessions.Token(ctx), out: make(chan []byte, eventBuffer),
		check: make(chan struct{}, 1), done: make(chan struct{})}
	w := c.Response()
	rc := http.NewResponseController(w)
	_ = rc.SetWriteDeadline(time.Time{}) // a stream outlives the server's write timeout
	h := w.Header()
	h.Set(echo.HeaderContentType, "text/event-stream")
	h.Set("X-Accel-Buffering", "no") // nginx: pass each event on at once
	// Registered before the first byte: an event committed while the client
	// reads "connected" waits in st.out rather than being missed.
	s.events.add(st)
	defer s.events.remove(st)
	w.WriteHeader(http.StatusOK)
	// The client waits 3 s before reconnecting (it adds its own backoff).
	if _, err := w.Write([]byte("retry: 3000\n: connected\n\n")); err != nil {
		return nil
	}
	if err := rc.Flush(); err != nil {
		return nil
	}
	ping := time.NewTicker(eventPing)
	defer ping.Stop()
	for {
		var b []byte
		select {
		case <-ctx.Done():
			return nil
		case <-st.done:
			return nil
		case <-s.stop:
			return nil
		case b = <-st.out:
		case <-st.check:
			if !s.sessionStands(ctx, st) {
				return nil
			}
			continue
		case <-ping.C:
			if !s.sessionStands(ctx, st) {
				return nil
			}
			b = []byte(": ping\n\n")
		}
		if _, err := w.Write(b); err != nil {
			return nil
		}
		if err := rc.Flush(); err != nil {
			return nil
		}
	}
}

// sessionStands tells whether the stream's session still signs its user in:
// not ended, made since the user's last change of password, and the user
// not suspended.
func (s *Server) sessionStands(ctx context.Context, st *stream) bool {
	b, found, err := s.sessions.Store.Find(st.token)
	if err != nil || !found {
		return false
	}
	_, values, err := s.sessions.Codec.Decode(b)
	if err != nil {
		return false
	}
	id, _ := values[sessUserID].(int64)
	version, _ := values[sessAuthVersion].(int64)
	u, err := s.user(ctx, st.user)
	return err == nil && id == st.user && u.AuthVersion == version && !u.Suspended()
}

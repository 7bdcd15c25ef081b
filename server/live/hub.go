// Package live holds the open Server-Sent Events streams of signed-in tabs
// (GET /api/events) and sends each its user's events.
package live

import (
	"strconv"
	"sync"
)

// Buffer is how many events a slow stream may fall behind by before it is
// closed (the client reconnects and reads its lists again).
const Buffer = 32

// Stream is one open event stream.
type Stream struct {
	User  int64
	Token string // its session's
	out   chan Item
	check chan struct{}
	done  chan struct{}
	once  sync.Once
}

// NewStream makes the stream of user's session token.
func NewStream(user int64, token string) *Stream {
	return &Stream{User: user, Token: token, out: make(chan Item, Buffer), check: make(chan struct{}, 1), done: make(chan struct{})}
}

// Close ends the stream.
func (st *Stream) Close() { st.once.Do(func() { close(st.done) }) }

func (st *Stream) recheck() {
	select {
	case st.check <- struct{}{}:
	default: // a check is pending already
	}
}

// Item is one event for a stream: its id in the change feed (0: none), and its wire format.
type Item struct {
	ID    int64
	Bytes []byte
}

// Event is the event name with data, of the change feed entry id (0: none); a client that reconnects, to any
// server, with the last id it saw as Last-Event-ID is sent what it missed (Serve's replay).
func Event(id int64, name string, data []byte) Item {
	b := make([]byte, 0, len(name)+len(data)+40)
	if id > 0 {
		b = append(strconv.AppendInt(append(b, "id: "...), id, 10), '\n')
	}
	b = append(append(append(b, "event: "+name+"\ndata: "...), data...), "\n\n"...)
	return Item{ID: id, Bytes: b}
}

// Hub holds the open streams by user.
type Hub struct {
	mu    sync.Mutex
	users map[int64]map[*Stream]struct{}
}

// NewHub makes an empty hub.
func NewHub() *Hub { return &Hub{users: map[int64]map[*Stream]struct{}{}} }

// Add registers st.
func (h *Hub) Add(st *Stream) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.users[st.User] == nil {
		h.users[st.User] = map[*Stream]struct{}{}
	}
	h.users[st.User][st] = struct{}{}
}

// Remove forgets st.
func (h *Hub) Remove(st *Stream) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.users[st.User], st)
	if len(h.users[st.User]) == 0 {
		delete(h.users, st.User)
	}
}

func (h *Hub) streams(user int64) []*Stream {
	h.mu.Lock()
	defer h.mu.Unlock()
	out := make([]*Stream, 0, len(h.users[user]))
	for st := range h.users[user] {
		out = append(out, st)
	}
	return out
}

// Open tells whether user has a stream open.
func (h *Hub) Open(user int64) bool { return h.CountOf(user) > 0 }

// CountOf is how many streams user has open.
func (h *Hub) CountOf(user int64) int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.users[user])
}

// Count is how many streams are open.
func (h *Hub) Count() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	n := 0
	for _, set := range h.users {
		n += len(set)
	}
	return n
}

// Send queues event on each of user's streams; one Buffer behind is closed.
func (h *Hub) Send(user int64, event Item) {
	for _, st := range h.streams(user) {
		select {
		case st.out <- event:
		default:
			st.Close()
		}
	}
}

// EndSession closes the streams of a session that ended.
func (h *Hub) EndSession(user int64, token string) {
	for _, st := range h.streams(user) {
		if st.Token == token {
			st.Close()
		}
	}
}

// CloseAll closes every stream (the clients reconnect).
func (h *Hub) CloseAll() { h.each((*Stream).Close) }

// Recheck asks user's streams to check their session now.
func (h *Hub) Recheck(user int64) {
	for _, st := range h.streams(user) {
		st.recheck()
	}
}

// RecheckAll asks every stream to check its session now.
func (h *Hub) RecheckAll() { h.each((*Stream).recheck) }

func (h *Hub) each(fn func(*Stream)) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, set := range h.users {
		for st := range set {
			fn(st)
		}
	}
}

package live

import (
	"context"
	"net/http"
	"time"
)

// Ping is how often an idle stream gets a comment line: proxies keep it
// open, and it is when the stream checks that its session still stands.
const Ping = 25 * time.Second

// Replay is what a resumed stream missed: the events of the change feed entries after the client's Last-Event-ID
// up to the entry upTo, in order. Events queued for the stream meanwhile with an id up to upTo are in it already.
type Replay func(ctx context.Context) (events []Item, upTo int64)

// Serve writes st to w until the client goes, st is closed, stop is closed,
// or stands says the session no longer signs the user in. st is registered
// before the first byte, so an event committed meanwhile waits in its buffer;
// replay (nil: none) is written first.
func (h *Hub) Serve(ctx context.Context, w http.ResponseWriter, st *Stream, stop <-chan struct{},
	stands func(context.Context, *Stream) bool, replay Replay) {
	rc := http.NewResponseController(w)
	_ = rc.SetWriteDeadline(time.Time{}) // a stream outlives the server's write timeout
	hd := w.Header()
	hd.Set("Content-Type", "text/event-stream")
	hd.Set("X-Accel-Buffering", "no") // nginx: pass each event on at once
	h.Add(st)
	defer h.Remove(st)
	w.WriteHeader(http.StatusOK)
	// The client waits 3 s before reconnecting (it adds its own backoff).
	if _, err := w.Write([]byte("retry: 3000\n: connected\n\n")); err != nil {
		return
	}
	if err := rc.Flush(); err != nil {
		return
	}
	var upTo int64
	if replay != nil {
		var missed []Item
		missed, upTo = replay(ctx)
		for _, it := range missed {
			if _, err := w.Write(it.Bytes); err != nil {
				return
			}
		}
		if err := rc.Flush(); err != nil {
			return
		}
	}
	ping := time.NewTicker(Ping)
	defer ping.Stop()
	for {
		var b []byte
		select {
		case <-ctx.Done():
			return
		case <-st.done:
			return
		case <-stop:
			return
		case it := <-st.out:
			if it.ID > 0 && it.ID <= upTo {
				continue // replayed
			}
			b = it.Bytes
		case <-st.check:
			if !stands(ctx, st) {
				return
			}
			continue
		case <-ping.C:
			if !stands(ctx, st) {
				return
			}
			b = []byte(": ping\n\n")
		}
		if _, err := w.Write(b); err != nil {
			return
		}
		if err := rc.Flush(); err != nil {
			return
		}
	}
}

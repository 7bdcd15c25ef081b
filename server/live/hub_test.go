package live

import "testing"

func closed(st *Stream) bool {
	select {
	case <-st.done:
		return true
	default:
		return false
	}
}

func TestSlowStreamIsClosedAndSessionsEndAlone(t *testing.T) {
	h := NewHub()
	a, b := NewStream(1, "a"), NewStream(1, "b")
	h.Add(a)
	h.Add(b)
	if h.CountOf(1) != 2 || !h.Open(1) || h.Open(2) {
		t.Fatalf("counts: %d of user 1, open(2) = %v", h.CountOf(1), h.Open(2))
	}
	h.EndSession(1, "a")
	if !closed(a) || closed(b) {
		t.Fatalf("ending session a closed a: %v, b: %v", closed(a), closed(b))
	}
	for range Buffer {
		h.Send(1, Event(0, "notification", []byte("{}")))
	}
	if closed(b) {
		t.Fatal("a stream with a full buffer is closed too early")
	}
	h.Send(1, Event(0, "notification", []byte("{}")))
	if !closed(b) {
		t.Fatal("a stream that fell Buffer behind stays open")
	}
	if got := string((<-b.out).Bytes); got != "event: notification\ndata: {}\n\n" {
		t.Fatalf("event = %q", got)
	}
	h.Remove(a)
	h.Remove(b)
	if h.Count() != 0 {
		t.Fatalf("Count = %d after removing both", h.Count())
	}
}

// An event of a change feed entry carries its id, for the client's Last-Event-ID.
func TestEventCarriesItsFeedID(t *testing.T) {
	if got := string(Event(42, "message", []byte(`{"a":1}`)).Bytes); got != "id: 42\nevent: message\ndata: {\"a\":1}\n\n" {
		t.Fatalf("got %q", got)
	}
}

package server

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"
)

// sseEvent is one event of a live stream as the client sees it.
type sseEvent struct {
	id         int64
	name, data string
}

// streamOn opens c's live stream on app, resuming after the event id last (header: as Last-Event-ID, else as the
// query parameter; "": a fresh stream). It returns the events as they come, and the hang-up.
func streamOn(t *testing.T, app *testApp, c *client, last string, header bool) (<-chan sseEvent, func()) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	url := app.ts.URL + "/api/events"
	if last != "" && !header {
		url += "?lastEventId=" + last
	}
	req, _ := http.NewRequestWithContext(ctx, "GET", url, nil)
	if last != "" && header {
		req.Header.Set("Last-Event-ID", last)
	}
	for _, ck := range c.http.Jar.Cookies(mustParseURL(t, c.app.ts.URL)) {
		req.AddCookie(ck)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK {
		t.Fatalf("events on %s: %d", app.store.Origin(), res.StatusCode)
	}
	out := make(chan sseEvent, 16)
	go func() {
		defer res.Body.Close()
		var ev sseEvent
		for sc := bufio.NewScanner(res.Body); sc.Scan(); {
			line := sc.Text()
			switch {
			case line == "":
				if ev.name != "" {
					out <- ev
				}
				ev = sseEvent{}
			case strings.HasPrefix(line, "id: "):
				ev.id, _ = strconv.ParseInt(line[4:], 10, 64)
			case strings.HasPrefix(line, "event: "):
				ev.name = line[7:]
			case strings.HasPrefix(line, "data: "):
				ev.data = line[6:]
			}
		}
	}()
	return out, cancel
}

// next is the stream's next event, or a failed test after a second.
func next(t *testing.T, events <-chan sseEvent, what string) sseEvent {
	t.Helper()
	select {
	case ev := <-events:
		return ev
	case <-time.After(2 * time.Second):
		t.Fatalf("%s: no event", what)
		return sseEvent{}
	}
}

// expireNow expires a new parcel of the sender's, through the housekeeping pass of app (--dev).
func expireNow(t *testing.T, app *testApp, sender *client) int64 {
	t.Helper()
	id := expiredParcel(t, app, sender)
	expectStatus(t, app.client().do("POST", "/dev/housekeeping", map[string]string{"now": time.Now().Format(time.RFC3339)}),
		http.StatusOK)
	return id
}

// A live stream that drops and reconnects to the other server with its last event's id is sent what it missed,
// once, then goes on live: event ids are the change feed's, the same on every server.
func TestLiveStreamResumesOnAnotherServer(t *testing.T) {
	t.Parallel()
	url := postgresTestDB(t)
	a, b := replica(t, url, "a"), replica(t, url, "b")
	sender := a.verifiedUser("sender@example.com")
	parcel := func(id int64) string { return `"parcelId":` + fmt.Sprint(id) }

	onA, hangUp := streamOn(t, a, sender, "", false)
	first := expireNow(t, a, sender)
	seen := next(t, onA, "the first expiry on a")
	if seen.name != "notification" || seen.id == 0 || !strings.Contains(seen.data, parcel(first)) {
		t.Fatalf("first event: %+v", seen)
	}
	hangUp()
	// Away: committed on a, told to no stream.
	missed := expireNow(t, a, sender)
	time.Sleep(50 * time.Millisecond) // b's feed has it too: its live copy must not come twice

	onB, hangUpB := streamOn(t, b, sender, strconv.FormatInt(seen.id, 10), true)
	got := next(t, onB, "the missed expiry, on b")
	if got.name != "notification" || got.id <= seen.id || !strings.Contains(got.data, parcel(missed)) {
		t.Fatalf("resumed on b after %d: %+v", seen.id, got)
	}
	// Then live, from a's commits through b's feed, with a's ids.
	live := expireNow(t, a, sender)
	ev := next(t, onB, "a live expiry, on b")
	if !strings.Contains(ev.data, parcel(live)) || ev.id <= got.id {
		t.Fatalf("live on b: %+v (after %d)", ev, got.id)
	}
	select {
	case dup := <-onB:
		t.Fatalf("an event twice: %+v", dup)
	case <-time.After(200 * time.Millisecond):
	}
	hangUpB()
	// A new stream (the app's own reconnection) passes the id as a parameter; nothing after it: nothing replayed.
	again, _ := streamOn(t, a, sender, strconv.FormatInt(ev.id, 10), false)
	select {
	case dup := <-again:
		t.Fatalf("replayed after the last event: %+v", dup)
	case <-time.After(200 * time.Millisecond):
	}
	if r := sender.do("GET", "/api/events?lastEventId=x", nil); r.status != http.StatusBadRequest {
		t.Fatalf("a bad lastEventId: %d %s", r.status, r.body)
	}
}

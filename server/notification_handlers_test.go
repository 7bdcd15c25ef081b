package server

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"ridepost/server/mail"
)

// notices is a user's first page of notifications: kinds newest first, the
// items and the unread count.
func (c *client) notices(t *testing.T) (kinds []string, items []map[string]any, unread int) {
	t.Helper()
	r := c.do("GET", "/api/notifications", nil)
	expectStatus(t, r, http.StatusOK)
	for _, it := range r.json["items"].([]any) {
		m := it.(map[string]any)
		items = append(items, m)
		kinds = append(kinds, m["kind"].(string))
	}
	return kinds, items, int(toNumber(jsonNumber(r.json["unread"])))
}

// mails lists the dev mailbox, newest first, once the notifications written so
// far are mailed.
func (a *testApp) mails() []mail.Message {
	a.noticesMailed()
	return a.mailbox.List()
}

// noticesMailed waits, up to a few seconds, until the fan-out has handed
// on the e-mail of every notification written so far (notice_outbox empty).
func (a *testApp) noticesMailed() {
	a.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		var owed int
		if err := a.store.DB().Get(&owed, `SELECT COUNT(*) FROM notice_outbox`); err != nil {
			a.t.Fatal(err)
		}
		if owed == 0 {
			return
		}
		if time.Now().After(deadline) {
			a.t.Fatalf("%d notifications still owe their e-mails", owed)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// awaitMails counts the e-mails to addr whose subject has subject in it,
// waiting up to a few seconds for one (some are sent off the request's path).
func (a *testApp) awaitMails(t *testing.T, addr, subject string) int {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		n := 0
		for _, m := range a.mails() {
			if m.To == addr && strings.Contains(m.Subject, subject) {
				n++
			}
		}
		if n > 0 || time.Now().After(deadline) {
			return n
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func expectKinds(t *testing.T, who string, got []string, want ...string) {
	t.Helper()
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Fatalf("%s's notifications: %v, want %v", who, got, want)
	}
}

func TestNotificationsFollowARequest(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	ask := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID), "cost": 220})
	expectStatus(t, ask, http.StatusCreated)
	reqID := jsonNumber(ask.json["requestId"])

	kinds, items, unread := w.driver.notices(t)
	expectKinds(t, "driver", kinds, "request_received")
	got := items[0]
	if unread != 1 || got["readAt"] != nil || jsonNumber(got["parcelId"]) != w.parcelID || jsonNumber(got["rideId"]) != w.rideID ||
		jsonNumber(got["requestId"]) != reqID || got["actor"].(map[string]any)["name"] != "Olena" {
		t.Fatalf("the driver is told who asked, of what: %v (unread %d)", got, unread)
	}
	if kinds, _, unread := w.sender.notices(t); len(kinds) != 0 || unread != 0 {
		t.Fatalf("the asker is not told of their own request: %v", kinds)
	}

	expectStatus(t, w.driver.do("POST", "/api/requests/"+reqID+"/approve", nil), http.StatusOK)
	kinds, items, _ = w.sender.notices(t)
	expectKinds(t, "sender", kinds, "request_approved")
	if items[0]["actor"].(map[string]any)["name"] != "Petro" {
		t.Fatalf("approved by: %v", items[0])
	}
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	token := w.confirmToken(t)
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": true}), http.StatusOK)
	kinds, items, _ = w.sender.notices(t)
	expectKinds(t, "sender", kinds, "parcel_delivered", "parcel_picked_up", "request_approved")
	if _, ok := items[0]["actor"]; ok {
		t.Fatalf("the recipient is nobody's card: %v", items[0])
	}
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/feedback", map[string]any{"rating": 5}), http.StatusCreated)
	kinds, _, unread = w.driver.notices(t)
	expectKinds(t, "driver", kinds, "rating_received", "parcel_delivered", "request_received")
	if unread != 3 {
		t.Fatalf("driver's unread: %d", unread)
	}
	if n := w.app.awaitMails(t, "driver@example.com", "You got a new rating"); n != 1 {
		t.Fatalf("%d rating e-mails", n)
	}

	// Reading: my own by id (another's id changes nothing), then all.
	first := toNumber(jsonNumber(items[0]["notificationId"])) // the sender's newest
	r := w.driver.do("POST", "/api/notifications/read", map[string]any{"ids": []int64{first}})
	expectStatus(t, r, http.StatusOK)
	if jsonNumber(r.json["unread"]) != "3" {
		t.Fatalf("another's notification read: %s", r.body)
	}
	_, mine, _ := w.driver.notices(t)
	r = w.driver.do("POST", "/api/notifications/read", map[string]any{"ids": []any{mine[0]["notificationId"]}})
	if jsonNumber(r.json["unread"]) != "2" {
		t.Fatalf("one read: %s", r.body)
	}
	if _, mine, _ = w.driver.notices(t); mine[0]["readAt"] == nil || mine[1]["readAt"] != nil {
		t.Fatalf("read marks: %v", mine)
	}
	if r = w.driver.do("POST", "/api/notifications/read", map[string]any{"all": true}); jsonNumber(r.json["unread"]) != "0" {
		t.Fatalf("all read: %s", r.body)
	}
	if _, _, unread = w.sender.notices(t); unread != 3 {
		t.Fatalf("the driver's reading touched the sender's: %d unread", unread)
	}
}

func TestNotificationsBadInput(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("reader@example.com")
	for _, tc := range []struct {
		body  any
		field string
	}{
		{map[string]any{}, "ids"},
		{map[string]any{"ids": []int{}}, "ids"},
		{map[string]any{"ids": []int{1}, "all": true}, "ids"},
		{map[string]any{"ids": make([]int, 101)}, "ids"},
		{`{"ids": "1"}`, ""},
	} {
		r := c.do("POST", "/api/notifications/read", tc.body)
		expectStatus(t, r, http.StatusBadRequest)
		if tc.field != "" && r.field(tc.field) == "" {
			t.Fatalf("%v: %s", tc.body, r.body)
		}
	}
	for _, cursor := range []string{"x", "0", "-3"} {
		expectStatus(t, c.do("GET", "/api/notifications?cursor="+cursor, nil), http.StatusBadRequest)
	}
	expectStatus(t, app.client().do("GET", "/api/events", nil), http.StatusUnauthorized)
}

func TestNotificationsArePaged(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("paged@example.com")
	var me int64
	if err := app.store.DB().Get(&me, `SELECT id FROM users WHERE email = 'paged@example.com'`); err != nil {
		t.Fatal(err)
	}
	for i := range 45 {
		if _, err := app.store.DB().Exec(`INSERT INTO notifications (user_id, kind, created_at) VALUES (?, 'parcel_expired', ?)`,
			me, fmt.Sprintf("2026-01-01T00:00:%02d.000Z", i)); err != nil {
			t.Fatal(err)
		}
	}
	seen, cursor, pages := map[string]bool{}, "", 0
	for {
		r := c.do("GET", "/api/notifications?cursor="+cursor, nil)
		expectStatus(t, r, http.StatusOK)
		pages++
		last := int64(1 << 62)
		for _, it := range r.json["items"].([]any) {
			id := jsonNumber(it.(map[string]any)["notificationId"])
			if seen[id] || toNumber(id) >= last {
				t.Fatalf("page %d: %s repeated or out of order", pages, id)
			}
			seen[id], last = true, toNumber(id)
		}
		if jsonNumber(r.json["unread"]) != "45" {
			t.Fatalf("unread: %s", r.body[:100])
		}
		next, _ := r.json["nextCursor"].(string)
		if next == "" {
			break
		}
		cursor = next
	}
	if len(seen) != 45 || pages != 3 {
		t.Fatalf("%d notifications over %d pages", len(seen), pages)
	}
}

// A refused change writes no notification: of two approvals racing for the
// ride's last place, only the winner's asker is told.
func TestRacingApprovalsTellOnlyTheWinner(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	// The ride has one place: a second parcel, by the stranger, asks for it too.
	second := w.strangerParcel(t)
	ride := w.driver.do("GET", "/api/rides/"+w.rideID, nil)
	if jsonNumber(ride.json["capacity"]) != "1" {
		w.app.store.DB().MustExec(`UPDATE rides SET capacity = 1 WHERE id = ?`, toNumber(w.rideID))
	}
	var ids []string
	for _, a := range []struct {
		c      *client
		parcel string
	}{{w.sender, w.parcelID}, {w.stranger, second}} {
		r := a.c.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(a.parcel)})
		expectStatus(t, r, http.StatusCreated)
		ids = append(ids, jsonNumber(r.json["requestId"]))
	}
	var wg sync.WaitGroup
	statuses := make([]int, 2)
	for i, id := range ids {
		wg.Go(func() { statuses[i] = w.driver.doNoFatal("POST", "/api/requests/"+id+"/approve") })
	}
	wg.Wait()
	approved := 0
	for _, c := range []*client{w.sender, w.stranger} {
		kinds, _, _ := c.notices(t)
		for _, k := range kinds {
			if k == "request_approved" {
				approved++
			}
		}
	}
	if approved != 1 || statuses[0]+statuses[1] != http.StatusOK+http.StatusConflict {
		t.Fatalf("approvals %v, %d told of an approval", statuses, approved)
	}
}

func TestHousekeepingTellsOfExpiriesAndReminds(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	ask := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	expectStatus(t, ask, http.StatusCreated)

	w.housekeepAt(t, time.Now().Add(2*time.Hour))
	kinds, _, _ := w.driver.notices(t)
	expectKinds(t, "driver", kinds, "request_received")
	// A day on, the driver (who answers) is reminded, once.
	w.housekeepAt(t, time.Now().Add(25*time.Hour))
	w.housekeepAt(t, time.Now().Add(26*time.Hour))
	kinds, _, _ = w.driver.notices(t)
	expectKinds(t, "driver", kinds, "request_reminder", "request_received")
	if n := w.app.awaitMails(t, "driver@example.com", "Waiting for your answer"); n != 1 {
		t.Fatalf("%d reminder e-mails", n)
	}
	if kinds, _, _ := w.sender.notices(t); len(kinds) != 0 {
		t.Fatalf("the asker is not reminded: %v", kinds)
	}
	// The ride leaves: the request expires, and both sides are told; the
	// ride, which took no parcel, expires too, a listing of the driver's.
	w.housekeepAt(t, time.Now().Add(72*time.Hour))
	kinds, items, _ := w.driver.notices(t)
	expectKinds(t, "driver", kinds, "parcel_expired", "request_expired", "request_reminder", "request_received")
	if jsonNumber(items[0]["rideId"]) != w.rideID || items[0]["parcelId"] != nil {
		t.Fatalf("the ride's expiry names %v", items[0])
	}
	if n := w.app.awaitMails(t, "driver@example.com", "Your ride expired: Kyiv → Lviv"); n != 1 {
		t.Fatalf("%d ride expiry e-mails", n)
	}
	kinds, _, _ = w.sender.notices(t)
	if len(kinds) == 0 || kinds[len(kinds)-1] != "request_expired" {
		t.Fatalf("sender told of the expiry: %v", kinds)
	}
}

func TestCancellationsTellTheOtherSide(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	second := w.strangerParcel(t)
	expectStatus(t, w.stranger.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(second)}), http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/rides/"+w.rideID+"/cancel", nil), http.StatusOK)
	kinds, items, _ := w.sender.notices(t)
	expectKinds(t, "sender", kinds, "ride_cancelled", "request_approved")
	if jsonNumber(items[0]["parcelId"]) != w.parcelID || items[0]["actor"].(map[string]any)["name"] != "Petro" {
		t.Fatalf("ride cancelled: %v", items[0])
	}
	kinds, _, _ = w.stranger.notices(t)
	expectKinds(t, "stranger", kinds, "request_expired")
	kinds, _, _ = w.driver.notices(t)
	expectKinds(t, "driver", kinds, "request_received", "request_received")

	// The sender's parcel, accepted on another ride, is cancelled: that driver is told.
	w2 := approvedWorld(t)
	expectStatus(t, w2.sender.do("POST", "/api/parcels/"+w2.parcelID+"/cancel", nil), http.StatusOK)
	kinds, _, _ = w2.driver.notices(t)
	expectKinds(t, "driver", kinds, "request_cancelled", "request_received")
}

// sseStream reads a signed-in client's event stream, line by line.
type sseStream struct {
	res      *http.Response
	events   chan string // each notification event's data
	messages chan string // each message event's data
	closed   chan struct{}
	stop     context.CancelFunc // hangs up
}

func (c *client) openEvents(t *testing.T) *sseStream {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", c.app.ts.URL+"/api/events", nil)
	res, err := c.http.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %d %s", res.StatusCode, res.Header.Get("Content-Type"))
	}
	s := &sseStream{res: res, events: make(chan string, 16), messages: make(chan string, 16), closed: make(chan struct{}), stop: cancel}
	go func() {
		defer close(s.closed)
		defer res.Body.Close()
		buf := make([]byte, 0, 4096)
		chunk := make([]byte, 4096)
		for {
			n, err := res.Body.Read(chunk)
			buf = append(buf, chunk[:n]...)
			for {
				end := indexOf(buf, "\n\n")
				if end < 0 {
					break
				}
				block := string(buf[:end])
				buf = buf[end+2:]
				if data, ok := eventData(block, "notification"); ok {
					s.events <- data
				}
				if data, ok := eventData(block, "message"); ok {
					s.messages <- data
				}
			}
			if err != nil {
				return
			}
		}
	}()
	return s
}

func indexOf(b []byte, sep string) int {
	for i := 0; i+len(sep) <= len(b); i++ {
		if string(b[i:i+len(sep)]) == sep {
			return i
		}
	}
	return -1
}

// eventData is the data of an event block of the given name.
func eventData(block, name string) (string, bool) {
	var event, data string
	for _, line := range splitLines(block) {
		switch {
		case len(line) > 7 && line[:7] == "event: ":
			event = line[7:]
		case len(line) > 6 && line[:6] == "data: ":
			data = line[6:]
		}
	}
	return data, event == name
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := range len(s) {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func TestEventsStreamNotificationsLive(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	stream := w.driver.openEvents(t)
	other := w.sender.openEvents(t) // the sender's own stream hears nothing of their own ask

	start := time.Now()
	expectStatus(t, w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)}), http.StatusCreated)
	select {
	case data := <-stream.events:
		var n map[string]any
		if err := jsonUnmarshal([]byte(data), &n); err != nil || n["kind"] != "request_received" ||
			jsonNumber(n["rideId"]) != w.rideID || n["actor"].(map[string]any)["name"] != "Olena" {
			t.Fatalf("event: %s", data)
		}
		t.Logf("the notification reached the stream %v after the request was sent", time.Since(start))
	case <-time.After(10 * time.Second):
		t.Fatal("no event")
	}
	select {
	case data := <-other.events:
		t.Fatalf("the asker heard of their own ask: %s", data)
	default:
	}

	// Signing out ends that session's stream; the other user's stays.
	expectStatus(t, w.driver.do("POST", "/auth/signout", nil), http.StatusNoContent)
	select {
	case <-stream.closed:
	case <-time.After(10 * time.Second):
		t.Fatal("the stream outlived its session")
	}
	select {
	case <-other.closed:
		t.Fatal("another user's stream closed")
	default:
	}
}

func TestNewPasswordEndsTheOtherSessionsStreams(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	phone := app.signUp("two@example.com")
	laptop := app.client()
	r := laptop.do("POST", "/auth/signin", map[string]string{"email": "two@example.com", "password": "correct horse"})
	expectStatus(t, r, http.StatusOK)
	laptop.token, _ = r.json["token"].(string)
	stream := laptop.openEvents(t)
	expectStatus(t, phone.do("POST", "/api/profile/password", map[string]string{"currentPassword": "correct horse", "newPassword": "another-horse-2"}), http.StatusNoContent)
	select {
	case <-stream.closed:
	case <-time.After(10 * time.Second):
		t.Fatal("the other session's stream outlived the new password")
	}
	expectStatus(t, laptop.do("GET", "/api/events", nil), http.StatusUnauthorized)
	phone.openEvents(t) // the session that changed it goes on
}

func TestShutdownEndsTheStreams(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	stream := app.signUp("live@example.com").openEvents(t)
	if n := app.srv.events.Count(); n != 1 {
		t.Fatalf("%d streams open", n)
	}
	app.srv.EndStreams()
	select {
	case <-stream.closed:
	case <-time.After(10 * time.Second):
		t.Fatal("the stream outlived the shutdown")
	}
}

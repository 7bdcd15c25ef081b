package server

import (
	"fmt"
	"maps"
	"slices"
	"testing"
	"time"

	"ridepost/server/notify"
	"ridepost/store"
)

// effectsWait bounds the wait for what a call causes off its request's
// path: live events, e-mails sent by the outbox's worker.
const effectsWait = 10 * time.Second

// sideEffects is what a row's side effects are measured from, taken just
// before its call: each actor's newest notification, their open event
// streams, and where the e-mail outbox stood.
type sideEffects struct {
	w       *scenarioWorld
	sc      scenario
	who     map[string]*client
	newest  map[string]int64 // actor → id of their newest notification
	streams map[string]*liveStream
	mail    mailMark
}

// before checks that the row names real actors, and takes its marks.
func (w *scenarioWorld) before(t *testing.T, sc scenario, who map[string]*client) *sideEffects {
	t.Helper()
	fx := &sideEffects{w: w, sc: sc, who: who, newest: map[string]int64{}, streams: map[string]*liveStream{}}
	actors := slices.Concat(slices.Collect(maps.Keys(sc.notifies)), slices.Collect(maps.Keys(sc.live)),
		slices.Collect(maps.Keys(sc.mails)))
	slices.Sort(actors)
	for _, kind := range slices.Concat(slices.Collect(maps.Values(sc.notifies)), slices.Collect(maps.Values(sc.live))) {
		if kind != "" && !slices.Contains(store.NoticeKinds, kind) {
			t.Fatalf("%s: no notification kind %q", sc.name, kind)
		}
	}
	for _, actor := range slices.Compact(actors) {
		_, notified := sc.notifies[actor]
		_, listening := sc.live[actor]
		if actor == "recipient" && !notified && !listening {
			continue // has no account: e-mails only
		}
		if who[actor] == nil || actor == "anonymous" {
			t.Fatalf("%s: no one called %q to tell", sc.name, actor)
		}
		_, fx.newest[actor] = noticesAfter(t, who[actor], 0)
	}
	for actor := range sc.live {
		fx.streams[actor] = w.listen(t, actor, who[actor])
	}
	if len(sc.mails) > 0 {
		fx.mail = w.mail.mark(t, w.app)
	}
	return fx
}

// check checks the row's side effects: first those that must happen, then,
// once they did, those that must not ("").
func (fx *sideEffects) check(t *testing.T) {
	t.Helper()
	name := fx.sc.name
	for actor, kind := range fx.sc.notifies {
		kinds := fx.told(t, actor)
		switch {
		case kind == "" && len(kinds) > 0:
			t.Errorf("%s: %s was told %v, want nothing", name, actor, kinds)
		case kind != "" && !slices.Contains(kinds, kind):
			t.Errorf("%s: %s was told %v, want %s", name, actor, kinds, kind)
		}
	}
	for _, actor := range slices.Sorted(maps.Keys(fx.sc.live)) {
		if kind := fx.sc.live[actor]; kind != "" && !fx.streams[actor].await(kind, fx.newest[actor]) {
			t.Errorf("%s: %s's event stream carried %v, want %s", name, actor, fx.streams[actor].heard, kind)
		}
	}
	for _, actor := range slices.Sorted(maps.Keys(fx.sc.mails)) {
		if kind := fx.sc.mails[actor]; kind != "" {
			if got, ok := fx.w.mail.await(t, fx.w.app, fx.w.address(t, actor, fx.who), kind, fx.mail); !ok {
				t.Errorf("%s: %s was mailed %q, want a %s e-mail", name, actor, got, kind)
			}
		}
	}
	for actor, kind := range fx.sc.live {
		if kind == "" {
			// Events come of notifications: none in the list, none due.
			if told, heard := fx.told(t, actor), fx.streams[actor].drain(fx.newest[actor]); len(told)+len(heard) > 0 {
				t.Errorf("%s: %s was told %v and heard %v live, want nothing", name, actor, told, heard)
			}
		}
	}
	for actor, kind := range fx.sc.mails {
		if kind == "" {
			fx.noMail(t, actor)
		}
	}
}

// noMail checks that actor was mailed nothing, once every e-mail due to what
// the call told them (docs/product.md §6: an e-mailed kind, maybe throttled) was
// queued: with the throttle's ruling, the outbox then holds all it will send.
func (fx *sideEffects) noMail(t *testing.T, actor string) {
	t.Helper()
	var due []string
	if actor != "recipient" {
		mailed := slices.Collect(maps.Values(notify.MailPreferences()))
		for _, kind := range fx.told(t, actor) {
			if slices.Contains(mailed, kind) {
				due = append(due, kind)
			}
		}
	}
	addr := fx.w.address(t, actor, fx.who)
	if n := fx.w.mail.awaitQueued(addr, len(due), fx.mail); n < len(due) {
		t.Errorf("%s: %s was told %v, all e-mailed, but %d e-mails were queued", fx.sc.name, actor, due, n)
		return
	}
	if got := fx.w.mail.stored(t, fx.w.app, addr, fx.mail); len(got) > 0 {
		t.Errorf("%s: %s was mailed %q, want nothing", fx.sc.name, actor, got)
	}
}

// told is the kinds of the notifications actor got since the mark.
func (fx *sideEffects) told(t *testing.T, actor string) []string {
	t.Helper()
	kinds, _ := noticesAfter(t, fx.who[actor], fx.newest[actor])
	return kinds
}

// hangUp closes the row's event streams.
func (fx *sideEffects) hangUp(t *testing.T) {
	t.Helper()
	for actor, s := range fx.streams {
		s.stop()
		if !waitFor(func() bool { return fx.w.app.srv.events.CountOf(s.user) <= s.held }) {
			t.Fatalf("%s: %s's event stream stays open", fx.sc.name, actor)
		}
	}
}

// noticesAfter returns the kinds of c's newest notifications (first page)
// with an id above after, and the newest id.
func noticesAfter(t *testing.T, c *client, after int64) (kinds []string, newest int64) {
	t.Helper()
	_, items, _ := c.notices(t)
	for _, it := range items {
		id := toNumber(jsonNumber(it["notificationId"]))
		newest = max(newest, id)
		if id > after {
			kinds = append(kinds, it["kind"].(string))
		}
	}
	return kinds, newest
}

// liveStream is an actor's event stream, opened for one row.
type liveStream struct {
	*sseStream
	user  int64
	held  int      // how many streams the user had open before
	heard []string // the kinds of the notification events read
}

// listen opens actor's event stream and waits until the server holds it
// (its first bytes are sent before), so that no event of the call is missed.
func (w *scenarioWorld) listen(t *testing.T, actor string, c *client) *liveStream {
	t.Helper()
	id, ok := w.userIDs[actor]
	if !ok {
		id = toNumber(c.userID(t))
		w.userIDs[actor] = id
	}
	s := &liveStream{user: id, held: w.app.srv.events.CountOf(id)}
	s.sseStream = c.openEvents(t)
	if !waitFor(func() bool { return w.app.srv.events.CountOf(id) > s.held }) {
		t.Fatalf("%s's event stream was not held", actor)
	}
	return s
}

// await reads notification events until one of kind newer than after.
func (s *liveStream) await(kind string, after int64) bool {
	deadline := time.After(effectsWait)
	for {
		select {
		case data := <-s.events:
			if k, id := s.note(data); k == kind && id > after {
				return true
			}
		case <-deadline:
			return false
		}
	}
}

// drain is the kinds of the events newer than after that have come.
func (s *liveStream) drain(after int64) []string {
	var kinds []string
	for {
		select {
		case data := <-s.events:
			if k, id := s.note(data); id > after {
				kinds = append(kinds, k)
			}
		default:
			return kinds
		}
	}
}

// note records an event's kind, and returns it with its notification id.
func (s *liveStream) note(data string) (string, int64) {
	var n struct {
		Kind string `json:"kind"`
		ID   int64  `json:"notificationId"`
	}
	if err := jsonUnmarshal([]byte(data), &n); err != nil {
		n.Kind = fmt.Sprintf("unreadable %q", data)
	}
	s.heard = append(s.heard, n.Kind)
	return n.Kind, n.ID
}

// waitFor polls ok until it holds or effectsWait passes.
func waitFor(ok func() bool) bool {
	deadline := time.Now().Add(effectsWait)
	for !ok() {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(5 * time.Millisecond)
	}
	return true
}

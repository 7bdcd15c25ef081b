package server

import (
	"context"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"ridepost/server/mail"
)

// mailWatch is a scenario world's mailer. It sends synchronously while the
// world is seeded (helpers read the links at once), then, from its first
// row on, through the durable outbox, keys and throttles as in production,
// to the test outbox; and it keeps the addressee of each e-mail queued,
// since a throttled one is queued, then dropped.
type mailWatch struct {
	mu      sync.Mutex
	inner   Mailer
	durable bool
	queued  []string
}

// Enqueue passes m on, and records it once its fate is sealed.
func (m *mailWatch) Enqueue(msg mail.Message) {
	m.mu.Lock()
	inner := m.inner
	m.mu.Unlock()
	inner.Enqueue(msg)
	m.mu.Lock()
	m.queued = append(m.queued, msg.To)
	m.mu.Unlock()
}

// sendDurably sends the e-mails from now on through a durable outbox, once
// those owed to what came before (the world's setup) are queued where they
// were bound: else they land in the first row's outbox as its own.
func (m *mailWatch) sendDurably(t *testing.T, app *testApp) {
	t.Helper()
	if !noMailOwed(t, app) {
		t.Fatal("the setup's e-mails stay owed")
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.durable {
		return
	}
	durable := mail.NewDurable(app.store, app.mailbox, discardLogger(), mail.DurableConfig{})
	t.Cleanup(func() { _ = durable.Close(context.Background()) })
	m.inner, m.durable = durable, true
}

// mailMark is where the outbox stood before a call: its last row, and how
// many e-mails had been queued.
type mailMark struct {
	row    int64
	queued int
}

// noMailOwed waits until the fan-out queued the e-mails of every notification committed so far.
func noMailOwed(t *testing.T, app *testApp) bool {
	t.Helper()
	return waitFor(func() bool {
		var owed int
		if err := app.store.DB().Get(&owed, `SELECT COUNT(*) FROM notice_outbox`); err != nil {
			t.Error(err)
			return true
		}
		return owed == 0
	})
}

// mark is taken once the e-mails of earlier rows are queued: else one of them, late, would count as this row's.
func (m *mailWatch) mark(t *testing.T, app *testApp) mailMark {
	t.Helper()
	if !noMailOwed(t, app) {
		t.Fatal("earlier rows' e-mails stay owed")
	}
	var mk mailMark
	if err := app.store.DB().Get(&mk.row, `SELECT COALESCE(MAX(id), 0) FROM email_outbox`); err != nil {
		t.Fatal(err)
	}
	m.mu.Lock()
	mk.queued = len(m.queued)
	m.mu.Unlock()
	return mk
}

// outboxMail is an e-mail the outbox stored.
type outboxMail struct {
	Subject string `db:"subject"`
	Sent    bool   `db:"sent"`
}

// stored is the subjects of the e-mails to addr stored since the mark.
func (m *mailWatch) stored(t *testing.T, app *testApp, addr string, since mailMark) []string {
	t.Helper()
	var subjects []string
	if err := app.store.DB().Select(&subjects, `SELECT subject FROM email_outbox WHERE id > ? AND recipient = ? ORDER BY id`,
		since.row, addr); err != nil {
		t.Fatal(err)
	}
	return subjects
}

// await waits until an e-mail of kind to addr, stored since the mark, is
// sent; it returns the subjects of those stored, with those not sent yet.
func (m *mailWatch) await(t *testing.T, app *testApp, addr, kind string, since mailMark) ([]string, bool) {
	t.Helper()
	pattern := mailSubjects()[kind]
	if pattern == nil {
		t.Fatalf("no e-mail kind %q", kind)
	}
	var got []string
	ok := waitFor(func() bool {
		var list []outboxMail
		if err := app.store.DB().Select(&list, `SELECT subject, sent_at IS NOT NULL AS sent FROM email_outbox
			WHERE id > ? AND recipient = ? ORDER BY id`, since.row, addr); err != nil {
			t.Error(err)
			return true
		}
		got = got[:0]
		for _, e := range list {
			if e.Sent && pattern.MatchString(e.Subject) {
				return true
			}
			if !e.Sent {
				e.Subject += " (not sent yet)"
			}
			got = append(got, e.Subject)
		}
		return false
	})
	return got, ok
}

// awaitQueued waits until n e-mails to addr are queued since the mark, and
// says how many were.
func (m *mailWatch) awaitQueued(addr string, n int, since mailMark) int {
	count := func() int {
		m.mu.Lock()
		defer m.mu.Unlock()
		k := 0
		for _, to := range m.queued[since.queued:] {
			if to == addr {
				k++
			}
		}
		return k
	}
	waitFor(func() bool { return count() >= n })
	return count()
}

// address is actor's e-mail address, read from their profile once.
func (w *scenarioWorld) address(t *testing.T, actor string, who map[string]*client) string {
	t.Helper()
	if addr, ok := w.addresses[actor]; ok {
		return addr
	}
	c := who[actor]
	if c == nil || actor == "anonymous" {
		t.Fatalf("no one called %q to mail", actor)
	}
	r := c.do("GET", "/api/profile", nil)
	expectStatus(t, r, http.StatusOK)
	addr, _ := r.json["email"].(string)
	w.addresses[actor] = addr
	return addr
}

// mailSubjects matches the subject of each kind of e-mail, in each language,
// whatever route or name it holds: the templates' subject lines, with every
// field a wildcard.
var mailSubjects = sync.OnceValue(func() map[string]*regexp.Regexp {
	const field = "\x00"
	var d mail.Data
	d.Name, d.Link, d.NewEmail, d.Other, d.Route, d.Cost, d.PIN = field, field, field, field, field, field, field
	out := map[string]*regexp.Regexp{}
	for _, kind := range mail.Kinds() {
		var alts []string
		for _, lang := range []string{"en", "uk"} {
			m, err := mail.Compose(lang, kind, "someone@example.com", d)
			if err != nil {
				panic(err)
			}
			alts = append(alts, strings.ReplaceAll(regexp.QuoteMeta(m.Subject), field, ".+"))
		}
		out[string(kind)] = regexp.MustCompile("^(" + strings.Join(slices.Compact(alts), "|") + ")$")
	}
	return out
})

// TestScenarioMailSubjectsTellKindsApart: each kind's subject, filled in, matches
// its own pattern only, so a row's e-mail is told by its subject.
func TestScenarioMailSubjectsTellKindsApart(t *testing.T) {
	t.Parallel()
	d := mail.Data{Name: "Olena", Other: "Petro D.", Route: "Kyiv → Lviv", Cost: "₴150", PIN: "1234", Link: "http://x"}
	for _, kind := range mail.Kinds() {
		for _, lang := range []string{"en", "uk"} {
			m, err := mail.Compose(lang, kind, "someone@example.com", d)
			if err != nil {
				t.Fatal(err)
			}
			var matched []string
			for k, re := range mailSubjects() {
				if re.MatchString(m.Subject) {
					matched = append(matched, k)
				}
			}
			if fmt.Sprint(matched) != fmt.Sprint([]string{string(kind)}) {
				t.Errorf("%s in %s, %q: matches %v", kind, lang, m.Subject, matched)
			}
		}
	}
}

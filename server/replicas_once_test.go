package server

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"ridepost/server/handlers"
	"ridepost/server/mail"
	"ridepost/server/mail/smtptest"
	"ridepost/store"
)

// jobsRun is how many times the server ran job, from its metrics.
func (a *testApp) jobsRun(job string) int {
	a.t.Helper()
	rec := httptest.NewRecorder()
	a.srv.MetricsHandler().ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	prefix := `ridepost_jobs_run_total{job="` + job + `"} `
	for sc := bufio.NewScanner(rec.Body); sc.Scan(); {
		if v, ok := strings.CutPrefix(sc.Text(), prefix); ok {
			n, _ := strconv.Atoi(v)
			return n
		}
	}
	return 0
}

// expiredParcel posts a parcel through c and moves its dates into the past: the next pass of the time rules
// expires it.
func expiredParcel(t *testing.T, a *testApp, c *client) int64 {
	t.Helper()
	r := c.do("POST", "/api/parcels", validParcel())
	expectStatus(t, r, http.StatusCreated)
	id := int64(r.json["parcelId"].(float64))
	if _, err := a.store.DB().Exec(`UPDATE parcels SET shipping_date = '2020-01-01', delivery_date = '2020-01-02'
		WHERE id = ?`, id); err != nil {
		t.Fatal(err)
	}
	return id
}

// Two servers on one database both tick the time rules (every 100 ms here): each period runs on one of them,
// and a parcel past its dates expires, and its sender is told, once.
func TestTwoServersRunTheTimeRulesOnce(t *testing.T) {
	t.Parallel()
	url := postgresTestDB(t)
	start := time.Now()
	fast := func(cfg *Config) { cfg.HousekeepingEvery = 100 * time.Millisecond }
	a, b := replicaWith(t, url, "a", fast), replicaWith(t, url, "b", fast)
	sender := a.verifiedUser("sender@example.com")
	mailedBefore := len(a.mailbox.List()) + len(b.mailbox.List())
	id := expiredParcel(t, a, sender)
	if !waitFor(func() bool {
		var status string
		_ = a.store.DB().Get(&status, `SELECT status FROM parcels WHERE id = ?`, id)
		return status == store.ParcelExpired
	}) {
		t.Fatal("the parcel did not expire")
	}
	time.Sleep(600 * time.Millisecond) // a few more periods on both
	var told int
	if err := a.store.DB().Get(&told, `SELECT COUNT(*) FROM notifications WHERE kind = ?`, store.NoticeParcelExpired); err != nil {
		t.Fatal(err)
	}
	if told != 1 {
		t.Fatalf("the sender was told %d times of the expiry", told)
	}
	if !waitFor(func() bool { return len(a.mailbox.List())+len(b.mailbox.List()) == mailedBefore+1 }) {
		t.Fatalf("e-mails of the expiry: %d", len(a.mailbox.List())+len(b.mailbox.List())-mailedBefore)
	}
	runs, err := a.store.JobRuns(context.Background(), "lifecycle", start.Add(-time.Second))
	if err != nil {
		t.Fatal(err)
	}
	onA, onB := a.jobsRun("lifecycle"), b.jobsRun("lifecycle")
	// A run may be under way: its row is not committed yet, or its count not yet made.
	if diff := len(runs) - (onA + onB); len(runs) < 8 || diff < -2 || diff > 2 {
		t.Fatalf("%d periods claimed, a ran %d and b %d", len(runs), onA, onB)
	}
	seen := map[string]bool{}
	for _, r := range runs {
		if seen[r.Slot] {
			t.Fatalf("period %s ran twice", r.Slot)
		}
		seen[r.Slot] = true
	}
	t.Logf("%d periods: a ran %d, b %d", len(runs), onA, onB)
}

// bothSenders sends each message to the SMTP server and to the tests' mailbox (which reads the links).
type bothSenders struct {
	smtp    mail.Sender
	mailbox *mail.Mailbox
}

func (s bothSenders) Send(ctx context.Context, m mail.Message) error {
	if err := s.smtp.Send(ctx, m); err != nil {
		return err
	}
	return s.mailbox.Send(ctx, m)
}

// Two servers' outbox workers on one database, both sending to one SMTP server: every e-mail arrives once, those
// waiting when both start and a notification's.
func TestTwoServersSendEachEmailOnce(t *testing.T) {
	t.Parallel()
	url := postgresTestDB(t)
	relay := smtptest.Start(t)
	smtp, err := mail.NewSMTP(mail.SMTPConfig{Host: relay.Host, Port: relay.Port, From: "Ridepost <noreply@ridepost.test>", NoTLS: true})
	if err != nil {
		t.Fatal(err)
	}
	mailbox := mail.NewMailbox(discardLogger(), 200)
	stA, stB := openReplicaStore(t, url, "a"), openReplicaStore(t, url, "b")
	const waiting = 100
	for i := range waiting {
		if _, err := stA.EnqueueEmail(context.Background(), store.OutboxEmail{Key: fmt.Sprint("waiting:", i),
			To: "olena@example.com", Subject: fmt.Sprint("Waiting ", i), Text: "Hello", Created: time.Now()}, 0); err != nil {
			t.Fatal(err)
		}
	}
	// Both workers start at once, on the waiting e-mails.
	durable := func(st *store.Store) *mail.Durable {
		d := mail.NewDurable(st, bothSenders{smtp, mailbox}, discardLogger(), mail.DurableConfig{})
		t.Cleanup(func() { _ = d.Close(context.Background()) })
		return d
	}
	durA, durB := durable(stA), durable(stB)
	serve := func(st *store.Store, d *mail.Durable) *testApp {
		return serveConfig(t, st, mailbox, func(cfg *Config) { cfg.Dev, cfg.Mailer = true, d })
	}
	a, b := serve(stA, durA), serve(stB, durB)
	// The sign-up's e-mail is queued on b, the expiry's on a.
	sender := b.verifiedUser("sender@example.com")
	expiredParcel(t, a, sender)
	expectStatus(t, a.client().do("POST", "/dev/housekeeping", map[string]string{"now": time.Now().Format(time.RFC3339)}), http.StatusOK)
	subjects := func() map[string]int {
		out := map[string]int{}
		for _, m := range relay.Messages() {
			for _, line := range strings.Split(string(m.Data), "\r\n") {
				if s, ok := strings.CutPrefix(line, "Subject: "); ok {
					out[s]++
				}
			}
		}
		return out
	}
	// The waiting ones, the sign-up's and the expiry's.
	if !waitFor(func() bool { return len(relay.Messages()) >= waiting+2 }) {
		t.Fatalf("%d e-mails arrived, want %d", len(relay.Messages()), waiting+2)
	}
	time.Sleep(300 * time.Millisecond) // an e-mail sent twice would arrive by now
	got := subjects()
	if len(relay.Messages()) != waiting+2 || len(got) != waiting+2 {
		t.Fatalf("%d e-mails arrived, %d different; want %d: %v", len(relay.Messages()), len(got), waiting+2, got)
	}
	for subject, n := range got {
		if n != 1 {
			t.Fatalf("%q arrived %d times", subject, n)
		}
	}
}

// The sign-in limit (10 a minute an address) holds across two servers: ten attempts spread over both pass, the
// eleventh is refused on either.
func TestTwoServersShareTheSignInLimit(t *testing.T) {
	t.Parallel()
	url := postgresTestDB(t)
	limits := handlers.DefaultRateLimits()
	strict := func(cfg *Config) { cfg.Limits = &limits }
	a, b := replicaWith(t, url, "a", strict), replicaWith(t, url, "b", strict)
	a.verifiedUser("olena@example.com")
	signIn := func(app *testApp) response {
		return app.client().do("POST", "/auth/signin", map[string]string{"email": "olena@example.com", "password": "wrong horse"})
	}
	for i := range 10 {
		app := a
		if i%2 == 1 {
			app = b
		}
		if r := signIn(app); r.status == http.StatusTooManyRequests {
			t.Fatalf("attempt %d refused: %s", i+1, r.body)
		}
	}
	for _, app := range []*testApp{a, b} {
		r := signIn(app)
		if r.status != http.StatusTooManyRequests || r.header.Get("Retry-After") == "" {
			t.Fatalf("the eleventh attempt: %d %s (Retry-After %q)", r.status, r.body, r.header.Get("Retry-After"))
		}
	}
}

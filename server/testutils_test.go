package server

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"ridepost/server/mail"
	"ridepost/server/match"
	"ridepost/store"
)

// syncMailer hands messages straight to the dev mailbox so tests can read them at once.
type syncMailer struct{ mailbox *mail.Mailbox }

func (m syncMailer) Enqueue(msg mail.Message) { _ = m.mailbox.Send(context.Background(), msg) }

type testApp struct {
	t       testing.TB
	srv     *Server
	store   *store.Store
	mailbox *mail.Mailbox
	ts      *httptest.Server
}

var testFrontend = fstest.MapFS{
	"index.html":         {Data: []byte("<!doctype html><title>Ridepost</title>")},
	"assets/app-abc1.js": {Data: []byte("console.log('ridepost')")},
	"favicon.svg":        {Data: []byte("<svg xmlns='http://www.w3.org/2000/svg'/>")},
}

// newTestApp runs the real router with --dev on a fresh SQLite file; limits may be nil.
func newTestApp(t testing.TB, limits *RateLimits) *testApp {
	t.Helper()
	return newAppWith(t, func(cfg *Config) { cfg.Dev, cfg.Limits = true, limits })
}

// newAppWith runs the real router on a fresh SQLite file, set changing the
// test config (without --dev unless it sets Dev).
func newAppWith(t testing.TB, set func(*Config)) *testApp {
	t.Helper()
	st, err := store.Open(context.Background(), testDB(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	mailbox := mail.NewMailbox(slog.New(slog.NewTextHandler(io.Discard, nil)), 50)
	return serveConfig(t, st, mailbox, set)
}

// serveStore runs a server with --dev on st, stopped when the test ends.
func serveStore(t testing.TB, st *store.Store, mailbox *mail.Mailbox, limits *RateLimits) *testApp {
	t.Helper()
	return serveConfig(t, st, mailbox, func(cfg *Config) { cfg.Dev, cfg.Limits = true, limits })
}

func serveConfig(t testing.TB, st *store.Store, mailbox *mail.Mailbox, set func(*Config)) *testApp {
	t.Helper()
	cfg := Config{
		BaseURL: "http://ridepost.test", Mailbox: mailbox, Frontend: testFrontend,
		Mailer: syncMailer{mailbox}, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)),
	}
	set(&cfg)
	srv, err := New(cfg, st)
	if err != nil {
		t.Fatal(err)
	}
	ts := httptest.NewServer(checkAnswers(t, srv))
	t.Cleanup(func() {
		ts.Close()
		srv.Close()
	})
	// Ready, as a load balancer would wait for: the index loaded, the feed followed.
	for deadline := time.Now().Add(10 * time.Second); srv.notReady() != "" && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
	}
	return &testApp{t: t, srv: srv, store: st, mailbox: mailbox, ts: ts}
}

// restart serves the same database with a new server, as after a restart:
// nothing in memory.
func (a *testApp) restart() *testApp { return serveStore(a.t, a.store, a.mailbox, nil) }

// client is one browser: a cookie jar plus the anti-CSRF token it was given.
type client struct {
	app   *testApp
	http  *http.Client
	token string
}

func (a *testApp) client() *client {
	jar, _ := cookiejar.New(nil)
	return &client{app: a, http: &http.Client{Jar: jar}}
}

type response struct {
	status int
	header http.Header
	body   string
	json   map[string]any
}

// fileBody is a multipart upload: data as the file field, with the form's other fields.
type fileBody struct {
	field  string
	data   []byte
	fields map[string]string
}

// do sends body as JSON (a string is sent as is, a fileBody as a multipart form) with the client's CSRF
// token on unsafe calls; extra is header name, value pairs.
func (c *client) do(method, path string, body any, extra ...string) response {
	c.app.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case fileBody:
		return c.uploadFile(method, path, b.field, b.data, b.fields)
	case nil:
	case string:
		r = strings.NewReader(b)
	default:
		buf, _ := json.Marshal(b)
		r = bytes.NewReader(buf)
	}
	req, err := http.NewRequest(method, c.app.ts.URL+path, r)
	if err != nil {
		c.app.t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	if c.token != "" && method != http.MethodGet {
		req.Header.Set("X-CSRF-Token", c.token)
	}
	for i := 0; i+1 < len(extra); i += 2 {
		req.Header.Set(extra[i], extra[i+1])
	}
	res, err := c.http.Do(req)
	if err != nil {
		c.app.t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	out := response{status: res.StatusCode, header: res.Header, body: string(raw)}
	_ = json.Unmarshal(raw, &out.json)
	return out
}

// errorCode returns the envelope's error code.
func (r response) errorCode() string {
	e, _ := r.json["error"].(map[string]any)
	code, _ := e["code"].(string)
	return code
}

// field returns the envelope's per-field code.
func (r response) field(name string) string {
	e, _ := r.json["error"].(map[string]any)
	fields, _ := e["fields"].(map[string]any)
	code, _ := fields[name].(string)
	return code
}

func (r response) profile() map[string]any {
	p, _ := r.json["profile"].(map[string]any)
	return p
}

func expectStatus(t testing.TB, r response, want int) {
	t.Helper()
	if r.status != want {
		t.Fatalf("status: got %d, want %d (body %s)", r.status, want, r.body)
	}
}

// signUp creates an account on a new client and keeps its token.
func (a *testApp) signUp(email string) *client {
	a.t.Helper()
	c := a.client()
	r := c.do("POST", "/auth/signup", map[string]string{"email": email, "password": "correct horse"})
	expectStatus(a.t, r, http.StatusCreated)
	c.token, _ = r.json["token"].(string)
	return c
}

var tokenInLink = regexp.MustCompile(`\?token=([A-Za-z0-9_%-]+)`)

// lastLinkToken returns the token of the newest mail to addr whose link has
// path, waiting a few seconds for one (a durable mailer sends off the
// request's path).
func (a *testApp) lastLinkToken(addr, path string) string {
	a.t.Helper()
	for deadline := time.Now().Add(5 * time.Second); time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		for _, m := range a.mails() {
			if m.To != addr || !strings.Contains(m.Text, path+"?token=") {
				continue
			}
			_, rest, _ := strings.Cut(m.Text, path+"?token=")
			if mm := tokenInLink.FindStringSubmatch(path + "?token=" + rest); mm != nil {
				return mm[1]
			}
		}
	}
	a.t.Fatalf("no mail to %s with a %s link", addr, path)
	return ""
}

// serve runs one request through h without a network.
func serve(h http.Handler, method, path string) *httptest.ResponseRecorder {
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(method, path, nil))
	return rec
}

// jsonNumber prints a JSON number (decoded as float64) as an integer.
func jsonNumber(v any) string {
	f, _ := v.(float64)
	return strconv.FormatInt(int64(f), 10)
}

func jsonUnmarshal(raw []byte, v any) error { return json.Unmarshal(raw, v) }

// decodeList decodes a JSON array of objects.
func decodeList(t testing.TB, body string) []map[string]any {
	t.Helper()
	var out []map[string]any
	if err := json.Unmarshal([]byte(body), &out); err != nil {
		t.Fatalf("not a JSON list: %q", body)
	}
	return out
}

// toNumber turns a jsonNumber string back into a JSON number.
func toNumber(s string) int64 {
	n, _ := strconv.ParseInt(s, 10, 64)
	return n
}

// doNoFatal sends a call, with an optional JSON body, from any goroutine and returns its status (0 on a
// transport error).
func (c *client) doNoFatal(method, path string, body ...string) int {
	req, err := http.NewRequest(method, c.app.ts.URL+path, strings.NewReader(strings.Join(body, "")))
	if err != nil {
		return 0
	}
	req.Header.Set("X-CSRF-Token", c.token)
	if len(body) > 0 {
		req.Header.Set("Content-Type", "application/json")
	}
	res, err := c.http.Do(req)
	if err != nil {
		return 0
	}
	res.Body.Close()
	return res.StatusCode
}

// Dates as the handlers read them: Kyiv's calendar.
const dateLayout = time.DateOnly

var kyiv = match.Kyiv

func todayDay() match.Day { return match.Today() }

// clockAt is the lifecycle's clock at t.
func clockAt(t time.Time) store.Clock {
	return store.Clock{Now: t, Today: t.In(kyiv).Format(dateLayout)}
}

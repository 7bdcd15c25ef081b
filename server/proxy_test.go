package server

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"ridepost/server/mail"
	"ridepost/store"
)

// logBuffer collects a server's log lines; the housekeeping logs from its
// own goroutine, hence the lock.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (l *logBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.Write(p)
}

func (l *logBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.buf.String()
}

// newProxiedServer is the real router trusting the given CIDRs, with
// sign-in limited to two calls, logging into the returned buffer.
func newProxiedServer(t *testing.T, trusted ...string) (http.Handler, *logBuffer) {
	t.Helper()
	st, err := store.Open(context.Background(), testDB(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	var nets []*net.IPNet
	for _, cidr := range trusted {
		_, n, err := net.ParseCIDR(cidr)
		if err != nil {
			t.Fatal(err)
		}
		nets = append(nets, n)
	}
	logs := &logBuffer{}
	mailbox := mail.NewMailbox(slog.New(slog.NewTextHandler(io.Discard, nil)), 10)
	two := Limit{PerMinute: 1, Burst: 2}
	srv, err := New(Config{
		BaseURL: "http://ridepost.test", Frontend: testFrontend, Mailer: syncMailer{mailbox},
		Logger: slog.New(slog.NewTextHandler(logs, nil)), TrustedProxies: nets,
		Limits: &RateLimits{SignIn: two, SignUp: two, Resend: two, Restore: two},
	}, st)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return checkAnswers(t, srv), logs
}

// signInFrom sends a wrong sign-in from the peer address with the headers
// (name, value pairs) and returns the status.
func signInFrom(h http.Handler, peer string, headers ...string) int {
	req := httptest.NewRequest(http.MethodPost, "/auth/signin",
		strings.NewReader(`{"email":"olena@example.com","password":"wrong password"}`))
	req.Header.Set("Content-Type", "application/json")
	req.RemoteAddr = peer
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Add(headers[i], headers[i+1])
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec.Code
}

// useUp makes the two sign-ins a bucket holds and checks that a third is refused.
func useUp(t *testing.T, h http.Handler, peer string, headers ...string) {
	t.Helper()
	for i := range 2 {
		if got := signInFrom(h, peer, headers...); got == http.StatusTooManyRequests {
			t.Fatalf("limited after %d sign-ins", i)
		}
	}
	if got := signInFrom(h, peer, headers...); got != http.StatusTooManyRequests {
		t.Fatalf("third sign-in: got %d, want 429", got)
	}
}

// Behind a trusted proxy each client has its own bucket, found right to
// left in X-Forwarded-For past the trusted hops; what a client wrote on the
// left of the header changes nothing, and the log names the client.
func TestTrustedProxyClientsHaveTheirOwnLimits(t *testing.T) {
	t.Parallel()
	h, logs := newProxiedServer(t, "10.0.0.0/24", "fd00::/8")
	const proxy = "10.0.0.2:41000"
	useUp(t, h, proxy, "X-Forwarded-For", "203.0.113.5")

	tests := []struct {
		name, peer string
		headers    []string
		want       int // 429, or 0 for any other answer
	}{
		{"another client", proxy, []string{"X-Forwarded-For", "203.0.113.6"}, 0},
		{"the same client, a made-up address on the left", proxy,
			[]string{"X-Forwarded-For", "198.51.100.99, 203.0.113.5"}, http.StatusTooManyRequests},
		{"the same client, made-up addresses in a second header", proxy,
			[]string{"X-Forwarded-For", "198.51.100.98", "X-Forwarded-For", "203.0.113.5"}, http.StatusTooManyRequests},
		{"the same client through two trusted proxies", "[fd00::1]:41000",
			[]string{"X-Forwarded-For", "203.0.113.5, 10.0.0.3"}, http.StatusTooManyRequests},
		{"another client through two trusted proxies", proxy,
			[]string{"X-Forwarded-For", "203.0.113.7, 10.0.0.3"}, 0},
		{"X-Real-IP is not read", proxy,
			[]string{"X-Forwarded-For", "203.0.113.5", "X-Real-IP", "203.0.113.8"}, http.StatusTooManyRequests},
	}
	for _, tt := range tests {
		got := signInFrom(h, tt.peer, tt.headers...)
		if limited := got == http.StatusTooManyRequests; limited != (tt.want == http.StatusTooManyRequests) {
			t.Errorf("%s: got %d, want limited %v", tt.name, got, tt.want == http.StatusTooManyRequests)
		}
	}
	log := logs.String()
	for _, want := range []string{"ip=203.0.113.5", "ip=203.0.113.6", "ip=203.0.113.7"} {
		if !strings.Contains(log, want) {
			t.Errorf("the request log has no %q:\n%s", want, log)
		}
	}
	for _, never := range []string{"ip=10.0.0.2", "ip=198.51.100.99", "ip=203.0.113.8"} {
		if strings.Contains(log, never) {
			t.Errorf("the request log names %q, not the client:\n%s", never, log)
		}
	}
}

// A peer that is no trusted proxy stays in its own bucket whatever
// X-Forwarded-For or X-Real-IP it sends, with or without trusted proxies
// configured, and private or loopback peers are not trusted unless listed.
func TestUntrustedPeerCannotChangeItsAddress(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, peer string
		trusted    []string
	}{
		{"public peer, no proxy configured", "198.51.100.7:50000", nil},
		{"private peer, no proxy configured", "10.0.0.2:50000", nil},
		{"public peer, another proxy configured", "198.51.100.7:50000", []string{"10.0.0.0/24"}},
		{"private peer outside the proxies", "192.168.1.9:50000", []string{"10.0.0.0/24"}},
		{"loopback peer outside the proxies", "127.0.0.1:50000", []string{"10.0.0.0/24"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			h, logs := newProxiedServer(t, tt.trusted...)
			for i, spoof := range []string{"203.0.113.1", "203.0.113.2", "203.0.113.3"} {
				got := signInFrom(h, tt.peer, "X-Forwarded-For", spoof, "X-Real-IP", spoof)
				if limited := got == http.StatusTooManyRequests; limited != (i == 2) {
					t.Fatalf("sign-in %d claiming %s: got %d", i+1, spoof, got)
				}
			}
			peer, _, _ := net.SplitHostPort(tt.peer)
			if log := logs.String(); strings.Contains(log, "ip=203.0.113.") || !strings.Contains(log, "ip="+peer) {
				t.Errorf("the request log must name the peer %s:\n%s", peer, log)
			}
		})
	}
}

func (l *logBuffer) Reset() {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.buf.Reset()
}

package server

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"fmt"
	"log/slog"
	"math/big"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"ridepost/server/handlers"
	"ridepost/server/push"
	"ridepost/server/push/pushtest"
)

// loopbackToo is the address rule widened to this machine, for tests that
// must reach their own push service without --dev.
func loopbackToo(a netip.Addr) bool { return a.IsLoopback() || push.PublicAddr(a) }

func TestPushEndpointMustBeAPublicName(t *testing.T) {
	t.Parallel()
	app := newAppWith(t, func(*Config) {}) // without --dev
	dns := &pushtest.Resolver{}
	app.srv.push.Dial.Resolver = dns
	me := app.signUp("me@example.com")
	keys := newPushDevice(t).keys()
	for _, endpoint := range []string{
		"https://localhost./x", "https://127.0.0.1./x", "https://127.1/x", "https://0177.0.0.1/x", "https://0x7f.0.0.1/x",
		"https://[::1]/x", "https://[::ffff:127.0.0.1]/x", "https://[fe80::1%25eth0]/x", "https://2130706433/x",
		"https://0x7f000001/x", "https://127.0.0.1/x", "https://10.0.0.8/x", "https://169.254.169.254/x",
		"https://localhost/x", "https://a.localhost./x", "https://a.localhost/x", "https://LOCALHOST/x",
		"https://push.example.com./x", "https://printer.local/x", "https://intranet/x", "https://push_1.example.com/x",
		"https://-push.example.com/x", "https://push.example.com@127.0.0.1/x", "https://user:pw@push.example.com/x",
		"http://push.example.com/x", "ftp://push.example.com/x", "https:push.example.com/x", "https://push.example.com:99999/x",
	} {
		r := me.do("POST", "/api/push/subscriptions", map[string]any{"endpoint": endpoint, "keys": keys})
		if r.status != http.StatusBadRequest || r.field("endpoint") != "invalid" {
			t.Errorf("%s: got %d %s, want 400 endpoint: invalid", endpoint, r.status, r.body)
		}
	}
	for _, endpoint := range []string{"https://fcm.googleapis.com/fcm/send/abc", "https://updates.push.services.mozilla.com:443/wpush/v2/x"} {
		r := me.do("POST", "/api/push/subscriptions", map[string]any{"endpoint": endpoint, "keys": keys})
		if r.status != http.StatusCreated {
			t.Errorf("%s: got %d %s, want 201", endpoint, r.status, r.body)
		}
	}
	if asked := dns.Lookups(); len(asked) != 0 {
		t.Errorf("subscribing looked up %v: it should not dial", asked)
	}
}

// resolvedPush: a server without --dev whose resolver sends
// push.example.com to the loopback address where a TLS push service
// listens, and a driver whose device subscribed there and is sent a push.
type resolvedPush struct {
	w      *requestWorld
	device *pushService
	conns  *atomic.Int32
	dns    *pushtest.Resolver
	logs   *logBuffer
}

func newResolvedPush(t *testing.T, allow func(netip.Addr) bool) *resolvedPush {
	t.Helper()
	p := &resolvedPush{logs: &logBuffer{}}
	relaxed := handlers.DefaultRateLimits().Relaxed(20)
	app := newAppWith(t, func(cfg *Config) {
		cfg.Limits, cfg.Logger = &relaxed, slog.New(slog.NewTextHandler(p.logs, nil))
	})
	var roots *x509.CertPool
	p.device, roots, p.conns = newTLSPushService(t, "push.example.com")
	at := netip.MustParseAddrPort(p.device.ts.Listener.Addr().String())
	p.dns = &pushtest.Resolver{Hosts: map[string][]netip.Addr{"push.example.com": {at.Addr()}}}
	dial := app.srv.push.Dial
	dial.Resolver, dial.TLS.RootCAs = p.dns, roots
	if allow != nil {
		dial.Allow = allow
	}
	p.w = requestWorldOn(t, app)
	sub := with(p.device.subscription(), "endpoint", fmt.Sprintf("https://push.example.com:%d/push/device-1", at.Port()))
	expectStatus(t, p.w.driver.do("POST", "/api/push/subscriptions", sub), http.StatusCreated)
	expectStatus(t, p.w.driver.do("PUT", "/api/profile/notifications", map[string]any{"push": true}), http.StatusOK)
	expectStatus(t, p.w.sender.do("POST", "/api/rides/"+p.w.rideID+"/requests", map[string]any{"parcelId": toNumber(p.w.parcelID)}), http.StatusCreated)
	return p
}

func (p *resolvedPush) lookedUp(t *testing.T) {
	t.Helper()
	if asked := p.dns.Lookups(); !slices.Contains(asked, "push.example.com") {
		t.Errorf("the server's resolver was asked %v, not push.example.com", asked)
	}
}

// newTLSPushService is a push service on https with a certificate for
// name, trusted by the returned pool, counting the connections it accepts.
func newTLSPushService(t *testing.T, name string) (*pushService, *x509.CertPool, *atomic.Int32) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: name}, DNSNames: []string{name},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		KeyUsage:    x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth}, BasicConstraintsValid: true, IsCA: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		t.Fatal(err)
	}
	leaf, err := x509.ParseCertificate(der)
	if err != nil {
		t.Fatal(err)
	}
	roots := x509.NewCertPool()
	roots.AddCert(leaf)
	var conns atomic.Int32
	p := newPushDevice(t)
	p.ts = httptest.NewUnstartedServer(http.HandlerFunc(p.serve))
	p.ts.TLS = &tls.Config{Certificates: []tls.Certificate{{Certificate: [][]byte{der}, PrivateKey: key, Leaf: leaf}}}
	p.ts.Config.ConnState = func(_ net.Conn, state http.ConnState) {
		if state == http.StateNew {
			conns.Add(1)
		}
	}
	p.ts.StartTLS()
	t.Cleanup(p.ts.Close)
	return p, roots, &conns
}

// A public name that resolves to this machine is refused when dialled:
// the push service never sees a connection, and the server carries on.
func TestPushIsNotDialledToAPrivateAddress(t *testing.T) {
	t.Parallel()
	p := newResolvedPush(t, nil)
	deadline := time.Now().Add(10 * time.Second)
	for !strings.Contains(p.logs.String(), "msg=push") && p.conns.Load() == 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := p.conns.Load(); n != 0 {
		t.Fatalf("the push service behind a private address got %d connections", n)
	}
	if !strings.Contains(p.logs.String(), push.ErrNotPublic.Error()) {
		t.Fatalf("no refused push in the log: %s", p.logs.String())
	}
	p.lookedUp(t)
	expectStatus(t, p.w.driver.do("GET", "/api/notifications", nil), http.StatusOK)
	var kept int
	if err := p.w.app.store.DB().Get(&kept, `SELECT COUNT(*) FROM push_subscriptions`); err != nil || kept != 1 {
		t.Fatalf("subscriptions: %d (%v): a refused dial is not the push service saying it is gone", kept, err)
	}
}

// The same setup with loopback allowed delivers the push: what is dialled
// is what the server's resolver answered.
func TestPushDialsWhatTheResolverAnswers(t *testing.T) {
	t.Parallel()
	p := newResolvedPush(t, loopbackToo)
	select {
	case m := <-p.device.got:
		if m["kind"] != "request_received" {
			t.Fatalf("push: %v", m)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("no push; log: %s", p.logs.String())
	}
	p.lookedUp(t)
}

package push

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"ridepost/server/push/pushtest"
)

// loopbackToo is the address rule widened to this machine.
func loopbackToo(a netip.Addr) bool { return a.IsLoopback() || PublicAddr(a) }

func TestPublicAddr(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		addr string
		want bool
	}{
		{"8.8.8.8", true}, {"1.1.1.1", true}, {"2606:4700::1", true}, {"2001:4860:4860::8888", true},
		{"100.63.255.255", true}, {"100.128.0.1", true}, {"172.32.0.1", true}, {"11.0.0.1", true},
		{"::ffff:8.8.8.8", true}, {"64:ff9b::808:808", true}, {"2002:808:808::1", true},

		{"127.0.0.1", false}, {"127.255.255.254", false}, {"::1", false},
		{"10.0.0.1", false}, {"172.16.0.1", false}, {"172.31.255.255", false}, {"192.168.1.1", false},
		{"fc00::1", false}, {"fd12:3456::1", false},
		{"169.254.169.254", false}, {"fe80::1", false}, {"fe80::1%eth0", false},
		{"100.64.0.1", false}, {"100.127.255.255", false},
		{"224.0.0.1", false}, {"239.255.255.250", false}, {"ff02::1", false}, {"ff05::2", false}, {"ff0e::1", false},
		{"0.0.0.0", false}, {"::", false}, {"0.1.2.3", false},
		{"255.255.255.255", false}, {"240.0.0.1", false}, {"192.0.0.8", false}, {"198.18.0.1", false}, {"fec0::1", false},
		{"::ffff:127.0.0.1", false}, {"::ffff:10.0.0.1", false}, {"::ffff:169.254.169.254", false},
		{"::ffff:100.64.0.1", false}, {"::ffff:0.0.0.0", false}, {"::ffff:255.255.255.255", false},
		{"::127.0.0.1", false}, {"::10.0.0.1", false}, {"::8.8.8.8", true},
		{"64:ff9b::7f00:1", false}, {"64:ff9b::10.0.0.1", false}, {"64:ff9b::169.254.169.254", false}, {"64:ff9b::100.64.0.1", false},
		{"64:ff9b:1::808:808", false}, {"2002:7f00:1::1", false}, {"2002:a00:1::", false},
	} {
		t.Run(tc.addr, func(t *testing.T) {
			if got := PublicAddr(netip.MustParseAddr(tc.addr)); got != tc.want {
				t.Errorf("PublicAddr(%s): got %v, want %v", tc.addr, got, tc.want)
			}
		})
	}
	if PublicAddr(netip.Addr{}) {
		t.Error("PublicAddr(zero Addr): got true, want false")
	}
}

func TestPushDialerChecksTheAddressDialled(t *testing.T) {
	t.Parallel()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	var accepted atomic.Int32
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			accepted.Add(1)
			c.Close()
		}
	}()
	t.Cleanup(func() { ln.Close() })
	port := netip.MustParseAddrPort(ln.Addr().String()).Port()
	d := NewDialer(false)
	d.Resolver = &pushtest.Resolver{Hosts: map[string][]netip.Addr{
		"rebind.example.com": {netip.MustParseAddr("::ffff:127.0.0.1"), netip.MustParseAddr("127.0.0.1")},
	}}
	for _, host := range []string{"rebind.example.com", "127.0.0.1", "::ffff:127.0.0.1"} {
		conn, err := d.dial(context.Background(), "tcp", net.JoinHostPort(host, fmt.Sprint(port)))
		if err == nil {
			conn.Close()
		}
		if !errors.Is(err, ErrNotPublic) {
			t.Errorf("dial %s: got %v, want %v", host, err, ErrNotPublic)
		}
	}
	d.Allow = loopbackToo
	conn, err := d.dial(context.Background(), "tcp", net.JoinHostPort("rebind.example.com", fmt.Sprint(port)))
	if err != nil {
		t.Fatalf("dial with loopback allowed: %v", err)
	}
	conn.Close()
	deadline := time.Now().Add(5 * time.Second)
	for accepted.Load() != 1 && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if n := accepted.Load(); n != 1 {
		t.Fatalf("the listener accepted %d connections, want only the allowed one", n)
	}
}

func TestPushClientNeitherRedirectsNorProxies(t *testing.T) {
	t.Parallel()
	var elsewhere atomic.Int32
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/elsewhere" {
			elsewhere.Add(1)
		}
		http.Redirect(w, r, "/elsewhere", http.StatusTemporaryRedirect)
	}))
	t.Cleanup(ts.Close)
	d := NewDialer(false)
	d.Allow = loopbackToo
	client := d.Client()
	res, err := client.Post(ts.URL+"/push", "application/octet-stream", strings.NewReader("x"))
	if err == nil {
		res.Body.Close()
	}
	if !errors.Is(err, ErrRedirect) || elsewhere.Load() != 0 {
		t.Errorf("redirect: got %v and %d calls elsewhere, want %v and none", err, elsewhere.Load(), ErrRedirect)
	}
	if client.Transport.(*http.Transport).Proxy != nil {
		t.Error("the push client would dial through a proxy from the environment, past the address check")
	}
}

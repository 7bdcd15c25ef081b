// Package push sends Web Push messages (RFC 8030, payloads encrypted per RFC
// 8291, the server named per RFC 8292 VAPID) through webpush-go, and guards
// the addresses it posts to.
package push

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// A browser names the push endpoint, which could aim the server at its own
// network (SSRF): CheckEndpoint refuses what is not https on a public name,
// and, since a name can resolve (or rebind) anywhere, the dialer checks every
// address it connects to. With --dev neither applies.

// Errors of the push client's guards.
var (
	errEndpoint  = errors.New("invalid")
	ErrNotPublic = errors.New("not a public address")
	ErrRedirect  = errors.New("push services do not redirect")
)

// CheckEndpoint wants a push service's address: https on a public host
// name, no user info (with dev, any http(s) URL). The dialer checks again
// what the name resolves to.
func CheckEndpoint(raw string, dev bool) error {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || len(raw) > 2048 {
		return errEndpoint
	}
	if dev && (u.Scheme == "http" || u.Scheme == "https") {
		return nil
	}
	if u.Scheme != "https" || u.User != nil || !publicHostName(u.Hostname()) {
		return errEndpoint
	}
	if port := u.Port(); port != "" {
		if n, err := strconv.ParseUint(port, 10, 16); err != nil || n == 0 {
			return errEndpoint
		}
	}
	return nil
}

// specialTLDs never lead to a public push service (RFC 6761, 6762, 7686,
// and .internal for private networks).
var specialTLDs = map[string]bool{"localhost": true, "local": true, "localdomain": true, "internal": true,
	"arpa": true, "test": true, "invalid": true, "example": true, "onion": true}

// publicHostName wants a DNS name of two labels or more whose top-level
// label starts with a letter, as every real one does: that refuses IP
// literals and all a resolver might read as an IPv4 address (127.1,
// 0177.0.0.1, 0x7f.0.0.1, 2130706433), a trailing dot (which slips past
// suffix checks) and localhost.
func publicHostName(host string) bool {
	host = strings.ToLower(host)
	labels := strings.Split(host, ".")
	if len(host) > 253 || len(labels) < 2 {
		return false
	}
	for _, l := range labels {
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' ||
			strings.Trim(l, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
			return false
		}
	}
	tld := labels[len(labels)-1]
	return tld[0] >= 'a' && tld[0] <= 'z' && !specialTLDs[tld]
}

// Ranges netip has no method for: refused outright, or (carriers) read as
// the IPv4 address they reach.
var (
	refusedRanges = []netip.Prefix{
		netip.MustParsePrefix("0.0.0.0/8"),      // this network
		netip.MustParsePrefix("100.64.0.0/10"),  // shared address space (carrier NAT)
		netip.MustParsePrefix("192.0.0.0/24"),   // IETF protocol assignments
		netip.MustParsePrefix("198.18.0.0/15"),  // benchmarking
		netip.MustParsePrefix("240.0.0.0/4"),    // reserved, and the broadcast 255.255.255.255
		netip.MustParsePrefix("64:ff9b:1::/48"), // local-use NAT64
		netip.MustParsePrefix("fec0::/10"),      // site-local, deprecated
	}
	ipv4Compatible = netip.MustParsePrefix("::/96")
	nat64          = netip.MustParsePrefix("64:ff9b::/96")
	sixToFour      = netip.MustParsePrefix("2002::/16")
)

// PublicAddr tells whether the server may post to a: not this machine, its
// networks, or a group. An IPv6 address that carries an IPv4 one (mapped,
// compatible, NAT64, 6to4) is judged by the IPv4 address it reaches.
func PublicAddr(a netip.Addr) bool {
	a = a.WithZone("").Unmap()
	if a.Is6() {
		b := a.As16()
		switch {
		case ipv4Compatible.Contains(a), nat64.Contains(a):
			a = netip.AddrFrom4([4]byte(b[12:]))
		case sixToFour.Contains(a):
			a = netip.AddrFrom4([4]byte(b[2:6]))
		}
	}
	if !a.IsValid() || a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsMulticast() || a.IsUnspecified() {
		return false
	}
	for _, p := range refusedRanges {
		if p.Contains(a) {
			return false
		}
	}
	return true
}

// Resolver looks push services' names up: net.DefaultResolver, which tests
// replace so that no name goes to the network.
type Resolver interface {
	LookupNetIP(ctx context.Context, network, host string) ([]netip.Addr, error)
}

// Dialer is how the push client reaches push services; its fields are read at each dial.
type Dialer struct {
	Resolver Resolver
	// Allow is the address rule (PublicAddr); tests widen it to loopback.
	Allow func(netip.Addr) bool
	// TLS is the push client's TLS config; tests trust their own push service.
	TLS    *tls.Config
	dialer net.Dialer
}

// NewDialer makes the dialer; with dev it may reach any address.
func NewDialer(dev bool) *Dialer {
	d := &Dialer{Resolver: net.DefaultResolver, Allow: PublicAddr, TLS: &tls.Config{MinVersion: tls.VersionTLS12}}
	d.dialer = net.Dialer{Timeout: 10 * time.Second, KeepAlive: 30 * time.Second}
	if !dev {
		d.dialer.Control = d.control
	}
	return d
}

// Client posts to push services. It uses no proxy, since a proxy would
// connect on its behalf, past the check, and follows no redirect.
func (d *Dialer) Client() *http.Client {
	return &http.Client{
		Timeout: 15 * time.Second,
		Transport: &http.Transport{
			Proxy:               nil,
			DialContext:         d.dial,
			TLSClientConfig:     d.TLS,
			ForceAttemptHTTP2:   true,
			TLSHandshakeTimeout: 10 * time.Second,
			MaxIdleConns:        32,
			IdleConnTimeout:     90 * time.Second,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return ErrRedirect },
	}
}

// dial resolves the host through d.Resolver and connects to its addresses
// in turn, each one passing control on the way.
func (d *Dialer) dial(ctx context.Context, network, address string) (net.Conn, error) {
	host, port, err := net.SplitHostPort(address)
	if err != nil {
		return nil, err
	}
	addrs, err := d.lookup(ctx, host)
	if err != nil {
		return nil, err
	}
	var errs []error
	for _, a := range addrs {
		conn, err := d.dialer.DialContext(ctx, network, net.JoinHostPort(a.String(), port))
		if err == nil {
			return conn, nil
		}
		errs = append(errs, err)
		if ctx.Err() != nil {
			break
		}
	}
	return nil, fmt.Errorf("%s: %w", host, errors.Join(errs...))
}

func (d *Dialer) lookup(ctx context.Context, host string) ([]netip.Addr, error) {
	if a, err := netip.ParseAddr(host); err == nil {
		return []netip.Addr{a}, nil
	}
	addrs, err := d.Resolver.LookupNetIP(ctx, "ip", host)
	if err == nil && len(addrs) == 0 {
		err = &net.DNSError{Err: "no address", Name: host, IsNotFound: true}
	}
	return addrs, err
}

// control sees the address the socket is about to connect to, whatever
// named it: the one place the rule is applied.
func (d *Dialer) control(_, address string, _ syscall.RawConn) error {
	ap, err := netip.ParseAddrPort(address)
	if err != nil {
		return err
	}
	if !d.Allow(ap.Addr()) {
		return fmt.Errorf("%s: %w", ap.Addr(), ErrNotPublic)
	}
	return nil
}

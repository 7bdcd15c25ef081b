// Package pushtest helps test code that posts to push services.
package pushtest

import (
	"context"
	"net"
	"net/netip"
	"slices"
	"sync"
)

// Resolver answers from its table and notes what it was asked, so that no
// test looks a name up on the network.
type Resolver struct {
	Hosts map[string][]netip.Addr
	mu    sync.Mutex
	asked []string
}

// LookupNetIP answers host from the table.
func (r *Resolver) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.asked = append(r.asked, host)
	if addrs, ok := r.Hosts[host]; ok {
		return addrs, nil
	}
	return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
}

// Lookups lists the names asked, in order.
func (r *Resolver) Lookups() []string {
	r.mu.Lock()
	defer r.mu.Unlock()
	return slices.Clone(r.asked)
}

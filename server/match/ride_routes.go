package match

// DefaultRideRoutes bounds the searched routes whose fitting ride pairs are kept: some 1 kB each. A full
// cache forgets one route at random for each new one, which keeps a cycle of busy searches mostly hits.
const DefaultRideRoutes = 8192

// pairFit is a ride pair that takes a searched route, and the detour it makes.
type pairFit struct{ seq, detour int32 }

// rideRoute is what a search for rides from p to s finds among the ride pairs, whichever their rides:
// the pairs near both places that fit the route, by seq, over the first n pairs. Pairs are only ever
// added (a pair keeps its seq when its rides are gone), so a kept route is made current by looking at
// the pairs added since.
type rideRoute struct {
	n    int
	fits []pairFit
}

// rideRouteOf's callers hold mu for reading: the pairs hold still meanwhile.
func (x *Index) rideRouteOf(p, s Point) []pairFit {
	k := pair{p.ID, s.ID}
	n := len(x.rides.pairs)
	x.cacheMu.Lock()
	r := x.rideRoutes[k]
	if r != nil && r.n < n { // pairs added since: a writer's append happened under mu, so none is added now
		for _, b := range x.rides.pairs[r.n:n] {
			if d, ok := x.pairTakes(b, p, s); ok {
				r.fits = append(r.fits, pairFit{b.seq, int32(d)})
			}
		}
		r.n = n
	}
	x.cacheMu.Unlock()
	if r != nil {
		return r.fits[:len(r.fits):len(r.fits)]
	}
	near, other := x.nearOf(p), x.nearOf(s)
	r = &rideRoute{n: n}
	for i, j := 0, 0; i < len(near) && j < len(other); {
		switch {
		case near[i] < other[j]:
			i++
		case near[i] > other[j]:
			j++
		default:
			b := x.rides.pairs[near[i]]
			if d, ok := routeFit(b.a, b.b, b.ab, p, s); ok {
				r.fits = append(r.fits, pairFit{b.seq, int32(d)})
			}
			i, j = i+1, j+1
		}
	}
	x.cacheMu.Lock()
	defer x.cacheMu.Unlock()
	if other := x.rideRoutes[k]; other != nil && other.n >= r.n { // another search made it meanwhile
		return other.fits[:len(other.fits):len(other.fits)]
	}
	limit := x.RideRoutes
	if limit <= 0 {
		limit = DefaultRideRoutes
	}
	if len(x.rideRoutes) >= limit {
		for key := range x.rideRoutes { // a random one
			delete(x.rideRoutes, key)
			break
		}
	}
	x.rideRoutes[k] = r
	return r.fits[:len(r.fits):len(r.fits)]
}

// pairTakes tells whether pair b fits the route p → s as a search finds it: near both places (nearOf's
// test), then within the detour.
func (x *Index) pairTakes(b *rideBucket, p, s Point) (int, bool) {
	if !mayStop(Km(b.a, p), Km(p, b.b), b.ab) || !mayStop(Km(b.a, s), Km(s, b.b), b.ab) {
		return 0, false
	}
	return routeFit(b.a, b.b, b.ab, p, s)
}

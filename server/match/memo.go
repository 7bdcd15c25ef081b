package match

import "sync"

// memoMinRides is the fewest rides the memo is for: fewer are checked faster than looked up.
const memoMinRides = 16

const memoEntries = 1 << 15

// fitMemo remembers which of a busy owner's rides each parcel route fits. A key holds
// the revision of the owner's list, so an old answer is never found again.
type fitMemo struct {
	mu       sync.Mutex
	new, old map[memoKey][]int32
}

type memoKey struct {
	owner, rev int64
	route      pair
}

func (m *fitMemo) getLocked(k memoKey) ([]int32, bool) {
	if v, ok := m.new[k]; ok {
		return v, true
	}
	v, ok := m.old[k]
	if ok {
		m.putLocked(k, v)
	}
	return v, ok
}

func (m *fitMemo) putLocked(k memoKey, v []int32) {
	if m.new == nil || len(m.new) >= memoEntries/2 {
		m.old, m.new = m.new, make(map[memoKey][]int32, memoEntries/8)
	}
	m.new[k] = v
}

// ownerFitsAll lists, for each parcel, which of rides (the owner's) its route fits, as numbers in
// rides; the memo is locked once for the reading and once for what was missing. Its callers hold mu
// for reading.
func (x *Index) ownerFitsAll(owner int64, rides []ownedRide, parcels []Parcel) [][]int32 {
	rev := int64(x.rides.revs[owner])
	out := make([][]int32, len(parcels))
	missing := make([]bool, len(parcels))
	anyMissing := false
	x.memo.mu.Lock()
	for i, p := range parcels {
		var ok bool
		if out[i], ok = x.memo.getLocked(memoKey{owner, rev, pair{p.From, p.To}}); !ok {
			missing[i], anyMissing = true, true
		}
	}
	x.memo.mu.Unlock()
	if !anyMissing {
		return out
	}
	for i, p := range parcels {
		if missing[i] {
			out[i] = x.routeFits(rides, pair{p.From, p.To})
		}
	}
	x.memo.mu.Lock()
	defer x.memo.mu.Unlock()
	for i, p := range parcels {
		if missing[i] {
			x.memo.putLocked(memoKey{owner, rev, pair{p.From, p.To}}, out[i])
		}
	}
	return out
}

// routeFits lists which of rides the route k fits.
func (x *Index) routeFits(rides []ownedRide, k pair) []int32 {
	var fit []int32
	if p, q, known := x.routePlaces(k); known {
		for j, r := range rides {
			b := r.bucket
			fits, sure := boundFit(b.a, b.b, b.ab, p, q)
			if !sure {
				_, fits = routeFit(b.a, b.b, b.ab, p, q)
			}
			if fits {
				fit = append(fit, int32(j))
			}
		}
	}
	return fit
}

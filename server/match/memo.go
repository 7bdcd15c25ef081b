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

func (m *fitMemo) get(k memoKey) ([]int32, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if v, ok := m.new[k]; ok {
		return v, true
	}
	v, ok := m.old[k]
	if ok {
		m.putLocked(k, v)
	}
	return v, ok
}

func (m *fitMemo) put(k memoKey, v []int32) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.putLocked(k, v)
}

func (m *fitMemo) putLocked(k memoKey, v []int32) {
	if m.new == nil || len(m.new) >= memoEntries/2 {
		m.old, m.new = m.new, make(map[memoKey][]int32, memoEntries/8)
	}
	m.new[k] = v
}

// ownerFits's callers hold mu for reading.
func (x *Index) ownerFits(owner int64, rides []ownedRide, k pair) []int32 {
	key := memoKey{owner: owner, rev: int64(x.rides.revs[owner]), route: k}
	if v, ok := x.memo.get(key); ok {
		return v
	}
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
	x.memo.put(key, fit)
	return fit
}

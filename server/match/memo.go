package match

import "sync"

// memoMinRides is how many open rides an owner needs before the fit memo
// keeps their answers: fewer are checked faster than looked up.
const memoMinRides = 16

// memoEntries bounds the memo: about 64 bytes an entry.
const memoEntries = 1 << 15

// fitMemo remembers which of a busy owner's rides each parcel route fits
// (by route only: dates and types are checked on every call). A driver with
// many rides searching page after page asks the same routes of the same
// rides. An entry names the owner's list of rides by its number, which
// changes with the list, so an old answer is never found again; entries
// age out in two generations of at most memoEntries/2 each.
type fitMemo struct {
	mu       sync.Mutex
	new, old map[memoKey][]int32
}

type memoKey struct {
	owner, rev int64
	route      pair
}

// get answers from the memo: the positions in the owner's list of the
// rides that fit the route.
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

// ownerFits lists the positions of the rides in owner's list (as it is
// now: callers hold mu for reading) whose route takes the route k.
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

package places

import (
	"slices"
	"sort"
	"strings"
)

type entry struct {
	key   string
	place int32
	alt   bool // from an alternate name, not the English or Ukrainian one
}

// altDiscount lowers a place matched by an alternate name only, so former or foreign
// names (Жданов, Novorossiysk) do not crowd out the places really called so.
const altDiscount = 50

// keyIndex finds places by key prefix: sorted keys make a prefix a contiguous range, and
// a segment tree of the entries' scores yields its best places without scanning it.
type keyIndex struct {
	keys []string
	size int     // leaves of tree, a power of two
	tree []int64 // tree[size+i] is entry i's score, tree[n] the max of its children
}

// A score packs, from the top: a Ukrainian town by its own name, the ranking
// population, and the place's index, which breaks ties (a smaller one is bigger).
const (
	placeBits = 24
	placeMask = 1<<placeBits - 1
	homeBit   = int64(1) << 62
	noScore   = -1 // pads the tree past the last entry
)

// countryWeight favours Ukraine and its neighbours, where Ridepost's rides start and end.
var countryWeight = map[string]int64{"UA": 20, "PL": 3, "SK": 3, "HU": 3, "RO": 3, "MD": 3}

func score(g *Gazetteer, e entry) int64 {
	p := g.places[e.place]
	pop := int64(p.Population) * max(1, countryWeight[p.Country])
	home := int64(0)
	if e.alt {
		pop /= altDiscount
	} else if p.Country == "UA" {
		home = homeBit
	}
	return home | pop<<placeBits | (placeMask - int64(e.place))
}

func scorePlace(s int64) int32 { return int32(placeMask - s&placeMask) }

// sortEntries leaves ties unordered: the tree, not the order, ranks a key's places.
func sortEntries(entries []entry) {
	slices.SortFunc(entries, func(a, b entry) int { return strings.Compare(a.key, b.key) })
}

func mergeRuns(runs [][]entry) []entry {
	for len(runs) > 1 {
		var next [][]entry
		for i := 0; i < len(runs); i += 2 {
			if i+1 == len(runs) {
				next = append(next, runs[i])
				continue
			}
			a, b := runs[i], runs[i+1]
			merged := make([]entry, 0, len(a)+len(b))
			for len(a) > 0 && len(b) > 0 {
				if b[0].key < a[0].key {
					merged, b = append(merged, b[0]), b[1:]
				} else {
					merged, a = append(merged, a[0]), a[1:]
				}
			}
			next = append(next, append(append(merged, a...), b...))
		}
		runs = next
	}
	if len(runs) == 0 {
		return nil
	}
	return runs[0]
}

func newKeyIndex(g *Gazetteer, entries []entry) keyIndex {
	x := keyIndex{keys: make([]string, len(entries)), size: 1}
	for x.size < len(entries) {
		x.size *= 2
	}
	x.tree = make([]int64, 2*x.size)
	for i := range x.tree[x.size:] {
		x.tree[x.size+i] = noScore
	}
	for i, e := range entries {
		x.keys[i] = e.key
		x.tree[x.size+i] = score(g, e)
	}
	for n := x.size - 1; n > 0; n-- {
		x.tree[n] = max(x.tree[2*n], x.tree[2*n+1])
	}
	return x
}

// prefixRange returns the keys starting with q as [lo, hi), those equal to q first, in [lo, eq).
func (x *keyIndex) prefixRange(q string) (lo, eq, hi int) {
	lo = sort.SearchStrings(x.keys, q)
	rest := x.keys[lo:]
	hi = lo + sort.Search(len(rest), func(i int) bool { return !strings.HasPrefix(rest[i], q) })
	eq = lo + sort.Search(hi-lo, func(i int) bool { return rest[i] != q })
	return lo, eq, hi
}

func (x *keyIndex) collect(lo, hi int, res []int32, limit int) []int32 {
	if lo >= hi || len(res) >= limit {
		return res
	}
	h := nodeHeap{tree: x.tree, nodes: make([]int32, 0, 64)}
	for l, r := lo+x.size, hi+x.size; l < r; l, r = l/2, r/2 {
		if l&1 == 1 {
			h.push(int32(l))
			l++
		}
		if r&1 == 1 {
			r--
			h.push(int32(r))
		}
	}
	for len(h.nodes) > 0 && len(res) < limit {
		n := h.pop()
		if int(n) < x.size {
			h.push(2 * n)
			h.push(2*n + 1)
			continue
		}
		if p := scorePlace(x.tree[n]); !slices.Contains(res, p) {
			res = append(res, p)
		}
	}
	return res
}

type nodeHeap struct {
	tree  []int64
	nodes []int32
}

func (h *nodeHeap) push(n int32) {
	if h.tree[n] == noScore {
		return
	}
	h.nodes = append(h.nodes, n)
	for i := len(h.nodes) - 1; i > 0; {
		parent := (i - 1) / 2
		if h.tree[h.nodes[parent]] >= h.tree[h.nodes[i]] {
			break
		}
		h.nodes[parent], h.nodes[i] = h.nodes[i], h.nodes[parent]
		i = parent
	}
}

func (h *nodeHeap) pop() int32 {
	top := h.nodes[0]
	last := len(h.nodes) - 1
	h.nodes[0] = h.nodes[last]
	h.nodes = h.nodes[:last]
	for i := 0; ; {
		big, l, r := i, 2*i+1, 2*i+2
		if l < last && h.tree[h.nodes[l]] > h.tree[h.nodes[big]] {
			big = l
		}
		if r < last && h.tree[h.nodes[r]] > h.tree[h.nodes[big]] {
			big = r
		}
		if big == i {
			return top
		}
		h.nodes[i], h.nodes[big] = h.nodes[big], h.nodes[i]
		i = big
	}
}

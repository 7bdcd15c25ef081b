package match

import (
	"slices"
)

// cand is one group's candidates: every item makes the same detour, sorted by (date, id).
type cand[T any] struct {
	detour int
	items  []T // the range the query's dates allow; keep filters the rest
	count  int // how many of items match, before exclusions
	src    any // the group, for finding an excluded owner's items
}

// page orders by detour, then (date, id), and copies only the page: groups wholly before
// the offset are skipped by their counts. excluded counts, by detour, the matches keep drops.
func page[T any](cands []cand[T], excluded map[int]int, total, offset, limit int,
	key func(T) (int64, int64), keep func(T) bool, mark func(T, *Hit)) ([]Hit, int) {
	cands = byDetour(cands)
	hits := make([]Hit, 0, pageCap(limit, total, offset))
	for i := 0; i < len(cands) && len(hits) < limit; {
		j := i
		n := -excluded[cands[i].detour]
		for j < len(cands) && cands[j].detour == cands[i].detour {
			n += cands[j].count
			j++
		}
		if offset >= n {
			offset -= n
		} else {
			hits = mergeGroup(cands[i:j], hits, &offset, limit, key, keep, mark)
		}
		i = j
	}
	return hits, total
}

// byDetour orders cands by detour, keeping the order within one, by counting: detours are whole km
// within a route's tolerance, and a comparison sort moved these structs about for a fifth of a search.
func byDetour[T any](cands []cand[T]) []cand[T] {
	most := 0
	for _, c := range cands {
		most = max(most, c.detour)
	}
	if len(cands) < 2 || most > 4*len(cands)+1024 { // far detours: sorting is cheaper than counting
		slices.SortStableFunc(cands, func(a, b cand[T]) int { return a.detour - b.detour })
		return cands
	}
	at := make([]int, most+2)
	for _, c := range cands {
		at[c.detour+1]++
	}
	for d := 1; d < len(at); d++ {
		at[d] += at[d-1]
	}
	out := make([]cand[T], len(cands))
	for _, c := range cands {
		out[at[c.detour]] = c
		at[c.detour]++
	}
	return out
}

// pageCap is the most hits a page can hold, so that it is allocated once (a Hit carries a series' days).
func pageCap(limit, total, offset int) int { return max(0, min(limit, total-offset)) }

// mark, when not nil, adds to each hit what its item tells beside its id.
func mergeGroup[T any](group []cand[T], hits []Hit, offset *int, limit int,
	key func(T) (int64, int64), keep func(T) bool, mark func(T, *Hit)) []Hit {
	type cursor struct {
		items []T
		d, id int64
	}
	less := func(a, b cursor) bool { return a.d < b.d || (a.d == b.d && a.id < b.id) }
	var h []cursor
	push := func(items []T) {
		for len(items) > 0 && !keep(items[0]) {
			items = items[1:]
		}
		if len(items) == 0 {
			return
		}
		d, id := key(items[0])
		h = append(h, cursor{items, d, id})
		for i := len(h) - 1; i > 0; {
			p := (i - 1) / 2
			if !less(h[i], h[p]) {
				break
			}
			h[i], h[p] = h[p], h[i]
			i = p
		}
	}
	pop := func() cursor {
		top := h[0]
		last := len(h) - 1
		h[0] = h[last]
		h = h[:last]
		for i := 0; ; {
			l, r, m := 2*i+1, 2*i+2, i
			if l < len(h) && less(h[l], h[m]) {
				m = l
			}
			if r < len(h) && less(h[r], h[m]) {
				m = r
			}
			if m == i {
				break
			}
			h[i], h[m] = h[m], h[i]
			i = m
		}
		return top
	}
	for _, c := range group {
		push(c.items)
	}
	for len(h) > 0 && len(hits) < limit {
		top := pop()
		if *offset > 0 {
			*offset--
		} else {
			hits = append(hits, Hit{ID: top.id, DetourKm: group[0].detour})
			if mark != nil {
				mark(top.items[0], &hits[len(hits)-1])
			}
		}
		push(top.items[1:])
	}
	return hits
}

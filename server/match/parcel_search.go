package match

import "slices"

// ParcelQuery asks for open parcels.
type ParcelQuery struct {
	From, To int64 // the route asked (both), or one end of it; 0: any
	Day      Day   // the day a ride would leave; 0: any day
	Types    Types // the ride's accepted types; 0: any
	Today    Day
	Exclude  []int64 // owners whose parcels are left out (the asker, later blocked users)
	Offset   int
	Limit    int
}

// Parcels answers one page of hits by detour, pickup date, then id, and the total.
func (x *Index) Parcels(q ParcelQuery) (hits []Hit, total int) {
	x.readLocked(q.Today, func() { hits, total = x.searchParcels(q) })
	return hits, total
}

func (x *Index) searchParcels(q ParcelQuery) ([]Hit, int) {
	px := &x.parcels
	a, okA := x.pts(q.From)
	b, okB := x.pts(q.To)
	keep := func(i int32) bool {
		r := px.slab.at(i)
		return q.Types.takes(r.typ) && (q.Day == 0 || r.deliver == 0 || r.deliver >= q.Day) && !slices.Contains(q.Exclude, r.owner)
	}
	switch {
	case q.From != 0 && !okA, q.To != 0 && !okB:
		return nil, 0
	case okA && okB:
		return x.searchRoute(q, x.corridorOf(a, b, true), keep)
	}
	type group struct {
		detour int
		days   []*dayIndex
	}
	var groups []group
	var fits func(p Parcel) (int, bool)
	switch {
	case okA || okB:
		city, byPlace, end := a, px.fromDays, func(p Parcel) int64 { return p.From }
		if !okA {
			city, byPlace, end = b, px.toDays, func(p Parcel) int64 { return p.To }
		}
		c := x.corridorOf(city, Point{}, false)
		for id, s := range c.stops {
			d := byPlace[id]
			if d == nil {
				continue
			}
			if n := len(groups); n > 0 && groups[n-1].detour == wholeKm(s.as) {
				groups[n-1].days = append(groups[n-1].days, d)
			} else {
				groups = append(groups, group{wholeKm(s.as), []*dayIndex{d}})
			}
		}
		slices.SortFunc(groups, func(u, v group) int { return u.detour - v.detour })
		// Map order put places at the same whole distance apart: join equal neighbours.
		joined := groups[:0]
		for _, g := range groups {
			if n := len(joined); n > 0 && joined[n-1].detour == g.detour {
				joined[n-1].days = append(joined[n-1].days, g.days...)
			} else {
				joined = append(joined, g)
			}
		}
		groups = joined
		fits = func(p Parcel) (int, bool) {
			s, ok := c.stops[end(p)]
			return wholeKm(s.as), ok
		}
	default:
		groups = []group{{0, []*dayIndex{px.all}}}
		fits = func(Parcel) (int, bool) { return 0, true }
	}
	excluded, total := x.excludedParcels(q, fits)
	counts := make([]int, len(groups))
	for i, g := range groups {
		for _, d := range g.days {
			counts[i] += d.count(q.Day, q.Types)
		}
		total += counts[i]
	}
	hits := make([]Hit, 0, pageCap(q.Limit, total, q.Offset))
	offset := q.Offset
	for i, g := range groups {
		if len(hits) >= q.Limit {
			break
		}
		if n := counts[i] - excluded[g.detour]; offset >= n {
			offset -= n
			continue
		}
		hits = pageDays(&px.slab, g.days, q.Day, g.detour, hits, &offset, q.Limit, keep)
	}
	return hits, total
}

// excludedParcels counts, by detour, the excluded owners' parcels the query would match.
func (x *Index) excludedParcels(q ParcelQuery, fits func(Parcel) (int, bool)) (map[int]int, int) {
	var excluded map[int]int
	total := 0
	for _, owner := range q.Exclude {
		for _, i := range x.parcels.owners[owner] {
			p := x.parcels.parcel(i)
			if d, ok := fits(p); ok && q.Types.takes(p.Type) && (q.Day == 0 || p.onDay(q.Day)) {
				if excluded == nil {
					excluded = map[int]int{}
				}
				excluded[d]++
				total--
			}
		}
	}
	return excluded, total
}

package match

import (
	"slices"
)

// dayIndex holds parcels by pickup day, for searches by place rather than pair.
type dayIndex struct {
	days  []Day     // the pickup days held, sorted
	slots [][]int32 // each day's parcels (slab numbers) by id
	ships typeTally // how many are picked up on each day, by type
	dues  typeTally // how many are due on each deliver-by day, by type
	size  int
}

func newDayIndex() *dayIndex { return &dayIndex{} }

func (x *dayIndex) add(s *slab, i int32) {
	r := s.at(i)
	d, found := slices.BinarySearch(x.days, r.ship)
	if !found {
		x.days = slices.Insert(x.days, d, r.ship)
		x.slots = slices.Insert(x.slots, d, nil)
	}
	at, _ := s.find(x.slots[d], r.ship, r.id)
	x.slots[d] = slices.Insert(x.slots[d], at, i)
	x.ships.add(r.ship, r.typ, 1)
	if r.deliver != 0 {
		x.dues.add(r.deliver, r.typ, 1)
	}
	x.size++
}

// uncount leaves the parcel in the lists, for unlist or a sweep.
func (x *dayIndex) uncount(r *parcelRec) {
	x.ships.add(r.ship, r.typ, -1)
	if r.deliver != 0 {
		x.dues.add(r.deliver, r.typ, -1)
	}
	x.size--
}

func (x *dayIndex) unlist(s *slab, i int32) {
	r := s.at(i)
	d, found := slices.BinarySearch(x.days, r.ship)
	if !found {
		return
	}
	at, found := s.find(x.slots[d], r.ship, r.id)
	if !found {
		return
	}
	if x.slots[d] = slices.Delete(x.slots[d], at, at+1); len(x.slots[d]) == 0 {
		x.days = slices.Delete(x.days, d, d+1)
		x.slots = slices.Delete(x.slots, d, d+1)
	}
}

func (x *dayIndex) sweep(gone func(int32) bool) {
	days, slots := x.days[:0], x.slots[:0]
	for d, slot := range x.slots {
		if slot = slices.DeleteFunc(slot, gone); len(slot) > 0 {
			days, slots = append(days, x.days[d]), append(slots, slot)
		}
	}
	clear(x.slots[len(slots):])
	x.days, x.slots = days, slots
}

// count is those picked up by day, less those due before it.
func (x *dayIndex) count(day Day, types Types) int {
	if day == 0 {
		if types == 0 {
			return x.size
		}
		return x.ships.count(0, types)
	}
	return x.ships.count(day+1, types) - x.dues.count(day, types)
}

type typeDelta struct {
	key int32 // day<<8 | type, in the order of (day, type)
	n   int32
}

type typeTally []typeDelta

func (t *typeTally) add(day Day, typ Types, n int32) {
	key := int32(day)<<8 | int32(typ)
	at, found := slices.BinarySearchFunc(*t, key, func(e typeDelta, k int32) int { return cmpInt(e.key, k) })
	switch {
	case !found:
		*t = slices.Insert(*t, at, typeDelta{key, n})
	case (*t)[at].n+n == 0:
		*t = slices.Delete(*t, at, at+1)
	default:
		(*t)[at].n += n
	}
}

func (t typeTally) count(before Day, types Types) int {
	n := 0
	for _, e := range t {
		if before != 0 && Day(e.key>>8) >= before {
			break
		}
		if types.takes(Types(uint8(e.key))) {
			n += int(e.n)
		}
	}
	return n
}

func pageDays(s *slab, group []*dayIndex, day Day, detour int, hits []Hit, offset *int, limit int,
	keep func(int32) bool) []Hit {
	var days []Day
	for _, x := range group {
		days = append(days, x.days...)
	}
	if len(group) > 1 {
		slices.Sort(days)
		days = slices.Compact(days)
	}
	var runs []cand[int32]
	for _, d := range days {
		if (day != 0 && d > day) || len(hits) >= limit {
			break
		}
		runs = runs[:0]
		for _, x := range group {
			if i, ok := slices.BinarySearch(x.days, d); ok {
				runs = append(runs, cand[int32]{detour: detour, items: x.slots[i]})
			}
		}
		hits = mergeGroup(runs, hits, offset, limit, s.key, keep, nil)
	}
	return hits
}

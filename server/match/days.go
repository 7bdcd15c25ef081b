package match

import (
	"slices"
)

// dayIndex holds parcels by pickup day, for the searches that take whole
// places rather than pairs: every open parcel (a search with no city), or
// those leaving or reaching one place (a search with one city). It lists
// them in (pickup, id) order and counts those open on a day without
// visiting them.
type dayIndex struct {
	slots   map[Day]*daySlot
	days    []Day       // the pickup days held, sorted
	due     map[Day]int // how many parcels are due on each deliver-by day
	dueDays []Day       // sorted
	size    int
}

// daySlot holds one pickup day's parcels in lists by type and span class,
// each by id.
type daySlot struct {
	lists []*parcelList
	n     int
}

func newDayIndex() *dayIndex {
	return &dayIndex{slots: map[Day]*daySlot{}, due: map[Day]int{}}
}

func (x *dayIndex) add(p Parcel) {
	s := x.slots[p.Ship]
	if s == nil {
		s = &daySlot{}
		x.slots[p.Ship] = s
		x.days = insertSorted(x.days, p.Ship)
	}
	putInList(&s.lists, p)
	s.n++
	if p.Deliver != 0 {
		if x.due[p.Deliver] == 0 {
			x.dueDays = insertSorted(x.dueDays, p.Deliver)
		}
		x.due[p.Deliver]++
	}
	x.size++
}

// remove takes out a parcel that add put in.
func (x *dayIndex) remove(p Parcel) {
	s := x.slots[p.Ship]
	takeFromList(&s.lists, p)
	if s.n--; s.n == 0 {
		delete(x.slots, p.Ship)
		x.days = deleteSorted(x.days, p.Ship)
	}
	if p.Deliver != 0 {
		if x.due[p.Deliver]--; x.due[p.Deliver] == 0 {
			delete(x.due, p.Deliver)
			x.dueDays = deleteSorted(x.dueDays, p.Deliver)
		}
	}
	x.size--
}

// count is how many parcels a ride leaving on day (0: any) taking types
// (0: any) would take.
func (x *dayIndex) count(day Day, types Types) int {
	if types != 0 {
		n := 0
		for _, d := range x.days {
			if day != 0 && d > day {
				break
			}
			for _, l := range x.slots[d].lists {
				if types.takes(l.typ) {
					c, _ := l.window(day)
					n += c
				}
			}
		}
		return n
	}
	if day == 0 {
		return x.size
	}
	n := 0
	for _, d := range x.days {
		if d > day {
			break
		}
		n += x.slots[d].n
	}
	for _, d := range x.dueDays {
		if d >= day {
			break
		}
		n -= x.due[d]
	}
	return n
}

// runs are the lists of pickup day d that may hold parcels open on day:
// those without a deliver-by date, and those whose span class reaches it.
func (s *daySlot) runs(d, day Day, types Types, out []cand[parcelItem]) []cand[parcelItem] {
	for _, l := range s.lists {
		if !types.takes(l.typ) {
			continue
		}
		if day == 0 || l.class == 0 || d+Day(1)<<(l.class-1)-1 >= day {
			out = append(out, cand[parcelItem]{items: l.items})
		}
	}
	return out
}

// pageDays appends to hits the parcels of a group of day indexes (one
// detour) that keep takes, in (pickup, id) order, after skipping *offset.
func pageDays(group []*dayIndex, day Day, types Types, detour int, hits []Hit, offset *int, limit int,
	keep func(parcelItem) bool) []Hit {
	var days []Day
	for _, x := range group {
		days = append(days, x.days...)
	}
	if len(group) > 1 {
		slices.Sort(days)
		days = slices.Compact(days)
	}
	var runs []cand[parcelItem]
	for _, d := range days {
		if (day != 0 && d > day) || len(hits) >= limit {
			break
		}
		runs = runs[:0]
		for _, x := range group {
			if s := x.slots[d]; s != nil {
				runs = s.runs(d, day, types, runs)
			}
		}
		for i := range runs {
			runs[i].detour = detour
		}
		hits = mergeGroup(runs, hits, offset, limit, parcelItem.key, keep)
	}
	return hits
}

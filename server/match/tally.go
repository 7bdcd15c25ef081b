package match

import (
	"math/bits"
	"slices"
)

// Parcels are counted in lanes, one per type and one for no single type. A parcel
// picked up on s adds one from day s and, due by e, takes it back from e+1: a ride
// leaving on a day takes the sum of the deltas up to it.
const lanes = len(typeNames) + 1

const oddLane = lanes - 1

func laneOf(t Types) int {
	if bits.OnesCount8(uint8(t)) == 1 {
		return bits.TrailingZeros8(uint8(t))
	}
	return oddLane
}

// laneMask counts the odd lane only for a ride taking any type.
func laneMask(types Types) uint16 {
	if types == 0 {
		return 1<<lanes - 1
	}
	return uint16(types)
}

type laneDelta struct {
	key int32 // day<<4 | lane, in the order of (day, lane)
	n   int32
}

func (e laneDelta) day() Day  { return Day(e.key >> 4) }
func (e laneDelta) lane() int { return int(e.key & 15) }

// tally is sorted by (day, lane), none zero.
type tally []laneDelta

func (t *tally) add(day Day, lane int, n int32) {
	key := int32(day)<<4 | int32(lane)
	at, found := slices.BinarySearchFunc(*t, key, func(e laneDelta, k int32) int { return cmpInt(e.key, k) })
	switch {
	case !found:
		*t = slices.Insert(*t, at, laneDelta{key, n})
	case (*t)[at].n+n == 0:
		*t = slices.Delete(*t, at, at+1)
	default:
		(*t)[at].n += n
	}
}

func (t tally) count(day Day, mask uint16) int {
	n := 0
	for _, e := range t {
		if e.day() > day {
			break
		}
		if mask&(1<<e.lane()) != 0 {
			n += int(e.n)
		}
	}
	return n
}

type laneSizes [lanes]int32

func (s *laneSizes) count(mask uint16) int {
	n := 0
	for lane, k := range s {
		if mask&(1<<lane) != 0 {
			n += int(k)
		}
	}
	return n
}

// dayCounts hold every lane of a day in one row, so that a day's count reads one short array.
type dayCounts struct {
	rows  []dayRow // by day, none all zero
	sizes laneSizes
}

type dayRow struct {
	day Day
	n   [lanes]int32
}

func (c *dayCounts) add(day Day, lane int, n int32) {
	// Most days are held, in a run: try the row day would be at first.
	at := -1
	if len(c.rows) > 0 {
		at = int(day) - int(c.rows[0].day)
	}
	found := at >= 0 && at < len(c.rows) && c.rows[at].day == day
	if !found {
		at, found = slices.BinarySearchFunc(c.rows, day, func(r dayRow, d Day) int { return cmpInt(r.day, d) })
	}
	if !found {
		c.rows = slices.Insert(c.rows, at, dayRow{day: day})
	}
	if c.rows[at].n[lane] += n; c.rows[at].n == ([lanes]int32{}) {
		c.rows = slices.Delete(c.rows, at, at+1)
	}
}

func (c *dayCounts) count(day Day, mask uint16) int {
	if day == 0 {
		return c.sizes.count(mask)
	}
	n := 0
	all := mask == 1<<lanes-1
	for i := range c.rows {
		r := &c.rows[i]
		if r.day > day {
			break
		}
		for lane, k := range r.n {
			if all || mask&(1<<lane) != 0 {
				n += int(k)
			}
		}
	}
	return n
}

// putParcel also counts the parcel in every cached route that takes b; callers hold mu for writing.
func (x *Index) putParcel(b *parcelBucket, typ Types, ship, deliver Day, n int32) {
	lane := laneOf(typ)
	b.putParcel(lane, ship, deliver, n)
	x.cache.taking(b, func(c *corridor) { c.counts.put(lane, ship, deliver, n) })
}

func (b *parcelBucket) putParcel(lane int, ship, deliver Day, n int32) {
	b.sizes[lane] += n
	b.tally.add(ship, lane, n)
	if deliver != 0 {
		b.tally.add(deliver+1, lane, -n)
	}
}

func (c *dayCounts) put(lane int, ship, deliver Day, n int32) {
	c.sizes[lane] += n
	c.add(ship, lane, n)
	if deliver != 0 {
		c.add(deliver+1, lane, -n)
	}
}

func (b *parcelBucket) count(s *slab, day Day, types Types) int {
	if types != 0 && b.sizes[oddLane] > 0 {
		n := 0
		for _, i := range b.window(day) {
			if r := s.at(i); types.takes(r.typ) && (day == 0 || r.deliver == 0 || r.deliver >= day) {
				n++
			}
		}
		return n
	}
	if day == 0 {
		return b.sizes.count(laneMask(types))
	}
	return b.tally.count(day, laneMask(types))
}

// denseDays are the days from today−2·ExpiryDays summed in an array when a corridor
// is made; dates further off are sorted and merged in after.
const denseDays = 512

func (c *corridor) countFitting(list []*parcelBucket, today Day) {
	lo := today - 2*ExpiryDays
	dense := make([][lanes]int32, denseDays)
	var far tally
	for _, num := range c.fitting {
		b := list[num]
		for lane, n := range b.sizes {
			c.counts.sizes[lane] += n
		}
		for _, e := range b.tally {
			if i := int(e.day()) - int(lo); i >= 0 && i < len(dense) {
				dense[i][e.lane()] += e.n
			} else {
				far = append(far, e)
			}
		}
	}
	slices.SortFunc(far, func(a, b laneDelta) int { return cmpInt(a.day(), b.day()) })
	var rows []dayRow
	for i, n := range dense {
		for len(far) > 0 && far[0].day() < lo+Day(i) {
			rows = addRow(rows, far[0])
			far = far[1:]
		}
		if n != ([lanes]int32{}) {
			rows = append(rows, dayRow{lo + Day(i), n})
		}
	}
	for _, e := range far {
		rows = addRow(rows, e)
	}
	// Kept while the route is cached: without the room append left to grow.
	c.counts.rows = slices.Clip(slices.Clone(rows))
}

func addRow(rows []dayRow, e laneDelta) []dayRow {
	if n := len(rows); n == 0 || rows[n-1].day != e.day() {
		rows = append(rows, dayRow{day: e.day()})
	}
	last := &rows[len(rows)-1]
	if last.n[e.lane()] += e.n; last.n == ([lanes]int32{}) {
		rows = rows[:len(rows)-1]
	}
	return rows
}

package match

import (
	"math/bits"
	"slices"
)

type parcelItem struct {
	id, owner     int64
	ship, deliver Day
}

func (it parcelItem) key() (int64, int64) { return int64(it.ship), it.id }

// parcelList holds the open parcels of a day slot (days.go) of one type
// and span class, by pickup date and id, and their deliver-by dates (those
// set), sorted. The class bounds how long before a day a parcel still open
// on it was picked up (spanClass), so that finding the first one skips a
// bounded run.
type parcelList struct {
	typ      Types
	class    int
	items    []parcelItem
	delivers []Day
}

// spanClass is 0 for a parcel without a deliver-by date; otherwise it grows
// with the days between pickup and deliver-by: 1 for 0 days, 2 for 1, 3 for
// 2–3, 4 for 4–7, and so on, a parcel of class c spanning < 2^(c−1) days.
func spanClass(p Parcel) int {
	if p.Deliver == 0 {
		return 0
	}
	return 1 + bits.Len(uint(p.Deliver-p.Ship))
}

// window is what a ride leaving on day (0: any day) takes of the list, and
// the run of items it lies in: every item picked up on or before the day,
// less those due before it, which all lie before the last 2^(c−1) days.
func (l *parcelList) window(day Day) (n int, run []parcelItem) {
	if day == 0 {
		return len(l.items), l.items
	}
	end, _ := slices.BinarySearchFunc(l.items, day+1, func(it parcelItem, d Day) int { return cmpInt(it.ship, d) })
	if l.class == 0 {
		return end, l.items[:end]
	}
	late, _ := slices.BinarySearch(l.delivers, day)
	start, _ := slices.BinarySearchFunc(l.items[:end], day-Day(1)<<(l.class-1), func(it parcelItem, d Day) int { return cmpInt(it.ship, d) })
	return end - late, l.items[start:end]
}

// parcelBucket holds the open parcels of one (from, to) pair: in one list
// by pickup date and id for the page (a route's page merges one run a
// bucket; a query's types and deliver-by day are filtered as it reads),
// and tallied by day for counting. A bucket stays when it empties, so the
// routes that cache it keep a valid pointer.
type parcelBucket struct {
	key       pair
	to        int32   // the seq of key.to
	pq        float64 // km from key.from to key.to
	items     []bucketItem
	tally     tally
	sizes     laneSizes
	corridors []*corridor // the cached routes that take the bucket
}

type bucketItem struct {
	parcelItem
	typ Types
}

// window is the run of the bucket's parcels picked up by day (0: any).
func (b *parcelBucket) window(day Day) []bucketItem {
	if day == 0 {
		return b.items
	}
	end, _ := slices.BinarySearchFunc(b.items, day+1, func(it bucketItem, d Day) int { return cmpInt(it.ship, d) })
	return b.items[:end]
}

type parcelIndex struct {
	buckets  map[pair]*parcelBucket
	from, to map[int64][]*parcelBucket // the buckets leaving and reaching each place
	places   map[int64]Point           // the places of the buckets
	seqs     map[int64]int32           // the same places numbered from 0
	// The same parcels by pickup day: all, and by the place they leave and reach.
	all              *dayIndex
	fromDays, toDays map[int64]*dayIndex
	owners           map[int64][]Parcel
	size             int
}

func newParcelIndex() parcelIndex {
	return parcelIndex{buckets: map[pair]*parcelBucket{}, from: map[int64][]*parcelBucket{},
		to: map[int64][]*parcelBucket{}, places: map[int64]Point{}, seqs: map[int64]int32{}, owners: map[int64][]Parcel{},
		all: newDayIndex(), fromDays: map[int64]*dayIndex{}, toDays: map[int64]*dayIndex{}}
}

// dayIndexOf returns a place's day index, made on first use.
func dayIndexOf(m map[int64]*dayIndex, place int64) *dayIndex {
	x := m[place]
	if x == nil {
		x = newDayIndex()
		m[place] = x
	}
	return x
}

func (x *Index) addParcel(p Parcel) {
	px := &x.parcels
	k := pair{p.From, p.To}
	b := px.buckets[k]
	if b == nil {
		from, okA := x.pts(p.From)
		to, okB := x.pts(p.To)
		if !okA || !okB {
			return // no query could find it
		}
		px.places[p.From], px.places[p.To] = from, to
		for _, id := range []int64{p.From, p.To} {
			if _, ok := px.seqs[id]; !ok {
				px.seqs[id] = int32(len(px.seqs))
			}
		}
		b = &parcelBucket{key: k, to: px.seqs[p.To], pq: Km(from, to)}
		px.buckets[k] = b
		px.from[p.From] = append(px.from[p.From], b)
		px.to[p.To] = append(px.to[p.To], b)
		x.cacheMu.Lock()
		for _, c := range x.corridors {
			c.consider(from)
			c.consider(to)
			c.offer(b, from, to)
		}
		x.cacheMu.Unlock()
	}
	it := bucketItem{parcelItem{p.ID, p.Owner, p.Ship, p.Deliver}, p.Type}
	at, found := slices.BinarySearchFunc(b.items, it, cmpBucketItems)
	if found {
		return
	}
	b.items = slices.Insert(b.items, at, it)
	b.putParcel(p.Type, p.Ship, p.Deliver, 1)
	px.size++
	px.owners[p.Owner] = append(px.owners[p.Owner], p)
	px.all.add(p)
	dayIndexOf(px.fromDays, p.From).add(p)
	dayIndexOf(px.toDays, p.To).add(p)
}

// putInList puts p into the list of its type and span class among lists
// (made if needed); false if it was there already.
func putInList(lists *[]*parcelList, p Parcel) bool {
	class := spanClass(p)
	i := slices.IndexFunc(*lists, func(l *parcelList) bool { return l.typ == p.Type && l.class == class })
	if i < 0 {
		*lists = append(*lists, &parcelList{typ: p.Type, class: class})
		i = len(*lists) - 1
	}
	l := (*lists)[i]
	it := parcelItem{p.ID, p.Owner, p.Ship, p.Deliver}
	at, found := slices.BinarySearchFunc(l.items, it, cmpParcelItems)
	if found {
		return false
	}
	l.items = slices.Insert(l.items, at, it)
	if p.Deliver != 0 {
		l.delivers = insertSorted(l.delivers, p.Deliver)
	}
	return true
}

// takeFromList takes p (found by its type, dates and id) out of lists,
// dropping a list it empties; it returns what was held, if anything.
func takeFromList(lists *[]*parcelList, p Parcel) (parcelItem, bool) {
	class := spanClass(p)
	i := slices.IndexFunc(*lists, func(l *parcelList) bool { return l.typ == p.Type && l.class == class })
	if i < 0 {
		return parcelItem{}, false
	}
	l := (*lists)[i]
	at, found := slices.BinarySearchFunc(l.items, parcelItem{id: p.ID, ship: p.Ship}, cmpParcelItems)
	if !found {
		return parcelItem{}, false
	}
	it := l.items[at]
	l.items = slices.Delete(l.items, at, at+1)
	if it.deliver != 0 {
		l.delivers = deleteSorted(l.delivers, it.deliver)
	}
	if len(l.items) == 0 {
		*lists = slices.Delete(*lists, i, i+1)
	}
	return it, true
}

func insertSorted(xs []Day, d Day) []Day {
	at, _ := slices.BinarySearch(xs, d)
	return slices.Insert(xs, at, d)
}

func deleteSorted(xs []Day, d Day) []Day {
	at, found := slices.BinarySearch(xs, d)
	if !found {
		return xs
	}
	return slices.Delete(xs, at, at+1)
}

func cmpParcelItems(a, b parcelItem) int {
	if c := cmpInt(a.ship, b.ship); c != 0 {
		return c
	}
	return cmpInt(a.id, b.id)
}

func cmpBucketItems(a, b bucketItem) int { return cmpParcelItems(a.parcelItem, b.parcelItem) }

func (x *Index) removeParcel(p Parcel) {
	b := x.parcels.buckets[pair{p.From, p.To}]
	if b == nil {
		return
	}
	at, found := slices.BinarySearchFunc(b.items, bucketItem{parcelItem: parcelItem{id: p.ID, ship: p.Ship}}, cmpBucketItems)
	if !found {
		return
	}
	it := b.items[at]
	b.items = slices.Delete(b.items, at, at+1)
	x.forgetParcel(b, it)
}

// forgetParcel takes a parcel just taken out of bucket b out of the rest of
// the index.
func (x *Index) forgetParcel(b *parcelBucket, it bucketItem) {
	px := &x.parcels
	b.putParcel(it.typ, it.ship, it.deliver, -1)
	removeOwned(px.owners, it.owner, it.id, func(p Parcel) int64 { return p.ID })
	px.size--
	p := Parcel{ID: it.id, Owner: it.owner, Type: it.typ, From: b.key.from, To: b.key.to, Ship: it.ship, Deliver: it.deliver}
	px.all.remove(p)
	for _, m := range []struct {
		byPlace map[int64]*dayIndex
		place   int64
	}{{px.fromDays, p.From}, {px.toDays, p.To}} {
		if d := m.byPlace[m.place]; d != nil {
			if d.remove(p); d.size == 0 {
				delete(m.byPlace, m.place)
			}
		}
	}
}

// pruneParcels drops the parcels whose dates have passed by today, a
// bucket in one pass.
func (x *Index) pruneParcels(today Day) {
	if today <= x.today {
		return
	}
	x.today = today
	var gone []bucketItem
	for _, b := range x.parcels.buckets {
		gone = gone[:0]
		b.items = slices.DeleteFunc(b.items, func(it bucketItem) bool {
			if (Parcel{Ship: it.ship, Deliver: it.deliver}).OpenOn(today) {
				return false
			}
			gone = append(gone, it)
			return true
		})
		for _, it := range gone {
			x.forgetParcel(b, it)
		}
	}
}

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

// Parcels answers a query: one page of hits ordered by detour, then pickup
// date, then id; and the total number of matches.
func (x *Index) Parcels(q ParcelQuery) (hits []Hit, total int) {
	x.readLocked(q.Today, func() { hits, total = x.searchParcels(q) })
	return hits, total
}

func (x *Index) searchParcels(q ParcelQuery) ([]Hit, int) {
	px := &x.parcels
	a, okA := x.pts(q.From)
	b, okB := x.pts(q.To)
	keep := func(it parcelItem) bool {
		return (q.Day == 0 || it.deliver == 0 || it.deliver >= q.Day) && !slices.Contains(q.Exclude, it.owner)
	}
	switch {
	case q.From != 0 && !okA, q.To != 0 && !okB:
		return nil, 0
	case okA && okB:
		return x.searchRoute(q, x.corridorOf(a, b, true), keep)
	}
	// One city or none: the parcels leaving (or reaching) the places within
	// MinToleranceKm of it, grouped by their distance; or every parcel.
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
		// Places at the same whole distance are one group (map order put
		// them apart): join neighbours with an equal detour.
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
	var hits []Hit
	offset := q.Offset
	for i, g := range groups {
		if len(hits) >= q.Limit {
			break
		}
		if n := counts[i] - excluded[g.detour]; offset >= n {
			offset -= n
			continue
		}
		hits = pageDays(g.days, q.Day, q.Types, g.detour, hits, &offset, q.Limit, keep)
	}
	return hits, total
}

// excludedParcels counts, by detour, the parcels of the query's excluded
// owners that it would match (fits is its rule for a place pair); the
// total starts at minus their number.
func (x *Index) excludedParcels(q ParcelQuery, fits func(Parcel) (int, bool)) (map[int]int, int) {
	var excluded map[int]int
	total := 0
	for _, owner := range q.Exclude {
		for _, p := range x.parcels.owners[owner] {
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

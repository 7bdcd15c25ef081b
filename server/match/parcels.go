package match

import (
	"cmp"
	"math/bits"
	"slices"
)

type parcelItem struct {
	id, owner     int64
	ship, deliver Day
}

func (it parcelItem) key() (int64, int64) { return int64(it.ship), it.id }

// parcelList holds the open parcels of one pair, type and span class, by
// pickup date and id, and their deliver-by dates (those set), sorted. The
// class bounds how long before a day a parcel still open on it was picked
// up (spanClass), so that finding the first one skips a bounded run.
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

// parcelBucket holds the open parcels of one (from, to) pair: in lists by
// type and span class for the page, and all their pickup and deliver-by
// dates sorted for counting. A bucket stays when it empties, so the routes
// that cache it keep a valid pointer.
type parcelBucket struct {
	key      pair
	lists    []*parcelList
	ships    []Day
	delivers []Day
	size     int
}

// count is how many of the bucket a ride leaving on day (0: any) takes,
// whatever their type: a deliver-by date is never before its pickup date,
// so a parcel due before the day is among those picked up by then.
func (b *parcelBucket) count(day Day) int {
	if day == 0 {
		return b.size
	}
	picked, _ := slices.BinarySearch(b.ships, day+1)
	late, _ := slices.BinarySearch(b.delivers, day)
	return picked - late
}

type parcelIndex struct {
	buckets  map[pair]*parcelBucket
	from, to map[int64][]*parcelBucket // the buckets leaving and reaching each place
	places   map[int64]Point           // the places of the buckets
	// The same parcels by pickup day: all, and by the place they leave and reach.
	all              *dayIndex
	fromDays, toDays map[int64]*dayIndex
	owners           map[int64][]Parcel
	size             int
}

func newParcelIndex() parcelIndex {
	return parcelIndex{buckets: map[pair]*parcelBucket{}, from: map[int64][]*parcelBucket{},
		to: map[int64][]*parcelBucket{}, places: map[int64]Point{}, owners: map[int64][]Parcel{},
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
		b = &parcelBucket{key: k}
		px.buckets[k] = b
		px.from[p.From] = append(px.from[p.From], b)
		px.to[p.To] = append(px.to[p.To], b)
		px.places[p.From], px.places[p.To] = from, to
		x.cacheMu.Lock()
		for _, c := range x.corridors {
			c.consider(from)
			c.consider(to)
			c.offer(b, from, to)
		}
		x.cacheMu.Unlock()
	}
	if !putInList(&b.lists, p) {
		return
	}
	b.ships = insertSorted(b.ships, p.Ship)
	if p.Deliver != 0 {
		b.delivers = insertSorted(b.delivers, p.Deliver)
	}
	b.size++
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

func (x *Index) removeParcel(p Parcel) {
	px := &x.parcels
	b := px.buckets[pair{p.From, p.To}]
	if b == nil {
		return
	}
	it, found := takeFromList(&b.lists, p)
	if !found {
		return
	}
	b.ships = deleteSorted(b.ships, it.ship)
	if it.deliver != 0 {
		b.delivers = deleteSorted(b.delivers, it.deliver)
	}
	removeOwned(px.owners, it.owner, it.id, func(p Parcel) int64 { return p.ID })
	px.size--
	b.size--
	p = Parcel{ID: it.id, Owner: it.owner, Type: p.Type, From: p.From, To: p.To, Ship: it.ship, Deliver: it.deliver}
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

// pruneParcels drops the parcels whose dates have passed by today.
func (x *Index) pruneParcels(today Day) {
	if today <= x.today {
		return
	}
	x.today = today
	var gone []Parcel
	for _, b := range x.parcels.buckets {
		for _, l := range b.lists {
			for _, it := range l.items {
				p := Parcel{ID: it.id, Owner: it.owner, Type: l.typ, From: b.key.from, To: b.key.to, Ship: it.ship, Deliver: it.deliver}
				if !p.OpenOn(today) {
					gone = append(gone, p)
				}
			}
		}
	}
	for _, p := range gone {
		x.removeParcel(p)
	}
}

// corridor is a query's cached neighbourhood: the places with open parcels
// that a route a → b could stop at, and the buckets between them that fit,
// by detour (a route query); or the places within MinToleranceKm of a
// (a query with one city, route false).
type corridor struct {
	a, b    Point
	ab, tol float64
	route   bool
	stops   map[int64]stop
	fitting []fitting // route only, by detour
}

type stop struct {
	as, sb float64 // km from a and to b (route), or from a (circle)
}

type fitting struct {
	b      *parcelBucket
	detour int
}

func newCorridor(a, b Point, route bool) *corridor {
	c := &corridor{a: a, b: b, route: route, stops: map[int64]stop{}}
	if route {
		c.ab = Km(a, b)
		c.tol = Tolerance(c.ab)
	}
	return c
}

// consider adds place p to the corridor's places if it lies in it.
func (c *corridor) consider(p Point) {
	if _, ok := c.stops[p.ID]; ok {
		return
	}
	as := Km(c.a, p)
	if c.route {
		if sb := Km(p, c.b); mayStop(as, sb, c.ab) {
			c.stops[p.ID] = stop{as, sb}
		}
	} else if as <= MinToleranceKm {
		c.stops[p.ID] = stop{as, as}
	}
}

// offer adds a new bucket between from and to if the route takes it.
func (c *corridor) offer(bk *parcelBucket, from, to Point) {
	if !c.route {
		return
	}
	f, okF := c.stops[from.ID]
	t, okT := c.stops[to.ID]
	if !okF || !okT {
		return
	}
	if d := detour(f.as, Km(from, to), t.sb, c.ab); d <= c.tol {
		fit := fitting{bk, wholeKm(d)}
		at, _ := slices.BinarySearchFunc(c.fitting, fit.detour, func(f fitting, d int) int { return f.detour - d })
		c.fitting = slices.Insert(c.fitting, at, fit)
	}
}

// maxCorridors bounds the corridor cache; it starts over when full.
const maxCorridors = 1 << 14

// corridorOf returns the cached corridor of a → b (route false: the circle
// around a), computing it over the places and buckets of open parcels on a
// miss. Callers hold mu for reading: a corridor changes only under mu for
// writing, so what is returned holds still while the caller reads it.
func (x *Index) corridorOf(a, b Point, route bool) *corridor {
	k := pair{a.ID, 0}
	if route {
		k.to = b.ID
	}
	x.cacheMu.Lock()
	defer x.cacheMu.Unlock()
	if c := x.corridors[k]; c != nil {
		return c
	}
	if len(x.corridors) >= maxCorridors {
		clear(x.corridors)
	}
	c := newCorridor(a, b, route)
	for _, p := range x.parcels.places {
		c.consider(p)
	}
	if route {
		for id, f := range c.stops {
			from := x.parcels.places[id]
			for _, bk := range x.parcels.from[id] {
				if t, ok := c.stops[bk.key.to]; ok {
					if d := detour(f.as, Km(from, x.parcels.places[bk.key.to]), t.sb, c.ab); d <= c.tol {
						c.fitting = append(c.fitting, fitting{bk, wholeKm(d)})
					}
				}
			}
		}
		slices.SortFunc(c.fitting, func(u, v fitting) int {
			return cmp.Or(u.detour-v.detour, cmpInt(u.b.key.from, v.b.key.from), cmpInt(u.b.key.to, v.b.key.to))
		})
	}
	x.corridors[k] = c
	return c
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

// searchRoute answers a query with both cities from the route's fitting
// buckets, which come sorted by detour: it counts every bucket, but opens
// the lists only of the groups the page reaches.
func (x *Index) searchRoute(q ParcelQuery, c *corridor, keep func(parcelItem) bool) ([]Hit, int) {
	px := &x.parcels
	excluded, total := x.excludedParcels(q, func(p Parcel) (int, bool) {
		f, okF := c.stops[p.From]
		t, okT := c.stops[p.To]
		if !okF || !okT {
			return 0, false
		}
		d := detour(f.as, Km(px.places[p.From], px.places[p.To]), t.sb, c.ab)
		return wholeKm(d), d <= c.tol
	})
	count := func(b *parcelBucket) int {
		if q.Types == 0 {
			return b.count(q.Day)
		}
		n := 0
		for _, l := range b.lists {
			if q.Types.takes(l.typ) {
				c, _ := l.window(q.Day)
				n += c
			}
		}
		return n
	}
	var hits []Hit
	var runs []cand[parcelItem]
	offset := q.Offset
	for i := 0; i < len(c.fitting); {
		detour := c.fitting[i].detour
		j, n := i, -excluded[detour]
		for ; j < len(c.fitting) && c.fitting[j].detour == detour; j++ {
			n += count(c.fitting[j].b)
		}
		total += n + excluded[detour]
		switch {
		case len(hits) >= q.Limit || n <= 0:
		case offset >= n:
			offset -= n
		default:
			runs = runs[:0]
			for _, f := range c.fitting[i:j] {
				for _, l := range f.b.lists {
					if q.Types.takes(l.typ) {
						if _, run := l.window(q.Day); len(run) > 0 {
							runs = append(runs, cand[parcelItem]{detour: detour, items: run})
						}
					}
				}
			}
			hits = mergeGroup(runs, hits, &offset, q.Limit, parcelItem.key, keep)
		}
		i = j
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

package match

import (
	"slices"
)

// parcelBucket holds one pair's open parcels by (pickup, id). It stays when it empties,
// so that its number, which cached routes hold, never changes.
type parcelBucket struct {
	key   pair
	num   int32   // its place in parcelIndex.list
	to    int32   // the seq of key.to
	pq    float64 // km from key.from to key.to
	items []int32 // slab numbers, by (pickup, id)
	ships []Day   // items' pickup days: a window's bounds are found without reading the slab
	tally tally
	sizes laneSizes
}

func (b *parcelBucket) window(day Day) []int32 {
	if day == 0 {
		return b.items
	}
	lo, hi := 0, len(b.ships)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if b.ships[m] <= day {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return b.items[:lo]
}

type parcelIndex struct {
	slab     slab
	list     []*parcelBucket           // the buckets by number
	from, to map[int64][]*parcelBucket // the buckets leaving (by destination) and reaching each place
	places   map[int64]Point           // the places of the buckets
	seqs     map[int64]int32           // the same places numbered from 0
	// The same parcels by pickup day: all, and by the place they leave and reach.
	all              *dayIndex
	fromDays, toDays map[int64]*dayIndex
	owners           map[int64][]int32 // slab numbers
	size             int
}

func newParcelIndex() parcelIndex {
	return parcelIndex{from: map[int64][]*parcelBucket{},
		to: map[int64][]*parcelBucket{}, places: map[int64]Point{}, seqs: map[int64]int32{}, owners: map[int64][]int32{},
		all: newDayIndex(), fromDays: map[int64]*dayIndex{}, toDays: map[int64]*dayIndex{}}
}

func (px *parcelIndex) parcel(i int32) Parcel {
	r := px.slab.at(i)
	k := px.list[r.bucket].key
	return Parcel{ID: r.id, Owner: r.owner, Type: r.typ, From: k.from, To: k.to, Ship: r.ship, Deliver: r.deliver}
}

// bucketOf searches the buckets leaving k.from: a map of pairs would cost more than the parcels of most.
func (px *parcelIndex) bucketOf(k pair) (*parcelBucket, int) {
	list := px.from[k.from]
	at, found := slices.BinarySearchFunc(list, k.to, func(b *parcelBucket, to int64) int { return cmpInt(b.key.to, to) })
	if !found {
		return nil, at
	}
	return list[at], at
}

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
	b, at := px.bucketOf(k)
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
		b = &parcelBucket{key: k, num: int32(len(px.list)), to: px.seqs[p.To], pq: Km(from, to)}
		px.list = append(px.list, b)
		px.from[p.From] = slices.Insert(px.from[p.From], at, b)
		px.to[p.To] = append(px.to[p.To], b)
		x.cacheMu.Lock()
		for c := x.cache.head.next; c != &x.cache.head; c = c.next {
			for _, p := range []Point{from, to} {
				if c.consider(p) {
					x.cache.stopsAt(c, p.ID)
				}
			}
			c.offer(b)
			x.cache.resize(c)
		}
		x.fitBudget(0)
		x.cacheMu.Unlock()
	}
	at, found := px.slab.find(b.items, p.Ship, p.ID)
	if found {
		return
	}
	i := px.slab.put(parcelRec{id: p.ID, owner: p.Owner, ship: p.Ship, deliver: p.Deliver, bucket: b.num, typ: p.Type})
	b.items = slices.Insert(b.items, at, i)
	b.ships = slices.Insert(b.ships, at, p.Ship)
	x.putParcel(b, p.Type, p.Ship, p.Deliver, 1)
	px.size++
	px.owners[p.Owner] = append(px.owners[p.Owner], i)
	px.all.add(&px.slab, i)
	dayIndexOf(px.fromDays, p.From).add(&px.slab, i)
	dayIndexOf(px.toDays, p.To).add(&px.slab, i)
}

func (x *Index) removeParcel(p Parcel) {
	px := &x.parcels
	b, _ := px.bucketOf(pair{p.From, p.To})
	if b == nil {
		return
	}
	at, found := px.slab.find(b.items, p.Ship, p.ID)
	if !found {
		return
	}
	i := b.items[at]
	b.items = slices.Delete(b.items, at, at+1)
	b.ships = slices.Delete(b.ships, at, at+1)
	x.forgetParcel(b, i)
}

func (x *Index) forgetParcel(b *parcelBucket, i int32) {
	px := &x.parcels
	x.uncount(b, i)
	px.all.unlist(&px.slab, i)
	for _, m := range []struct {
		byPlace map[int64]*dayIndex
		place   int64
	}{{px.fromDays, b.key.from}, {px.toDays, b.key.to}} {
		if d := m.byPlace[m.place]; d != nil {
			if d.unlist(&px.slab, i); d.size == 0 {
				delete(m.byPlace, m.place)
			}
		}
	}
	px.slab.drop(i)
}

// uncount leaves parcel i in the day indexes' lists.
func (x *Index) uncount(b *parcelBucket, i int32) {
	px := &x.parcels
	r := px.slab.at(i)
	x.putParcel(b, r.typ, r.ship, r.deliver, -1)
	removeOwned(px.owners, r.owner, int64(i), func(j int32) int64 { return int64(j) })
	px.size--
	px.all.uncount(r)
	px.fromDays[b.key.from].uncount(r)
	px.toDays[b.key.to].uncount(r)
}

// pruneParcels sweeps each day index once, so that a long day's list is not moved once a parcel.
func (x *Index) pruneParcels(today Day) {
	if today <= x.today {
		return
	}
	x.today = today
	px := &x.parcels
	s := &px.slab
	var gone []int32
	for _, b := range px.list {
		kept := 0
		for _, i := range b.items {
			r := s.at(i)
			if !(Parcel{Ship: r.ship, Deliver: r.deliver}).OpenOn(today) {
				gone = append(gone, i)
				x.uncount(b, i)
				continue
			}
			b.items[kept], b.ships[kept] = i, r.ship
			kept++
		}
		clear(b.items[kept:])
		b.items, b.ships = b.items[:kept], b.ships[:kept]
	}
	if len(gone) == 0 {
		return
	}
	for _, i := range gone {
		s.at(i).bucket = -1 // marks it for the sweep
	}
	isGone := func(i int32) bool { return s.at(i).bucket < 0 }
	px.all.sweep(isGone)
	for _, byPlace := range []map[int64]*dayIndex{px.fromDays, px.toDays} {
		for place, d := range byPlace {
			if d.sweep(isGone); d.size == 0 {
				delete(byPlace, place)
			}
		}
	}
	for _, i := range gone {
		s.drop(i)
	}
}

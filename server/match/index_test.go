package match

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"testing"

	"ridepost/server/places"
)

// market is a reference model: every parcel and ride ever put, with its
// state, searched by brute force with the rule's own functions.
type market struct {
	places  []int64
	parcels map[int64]entry[Parcel]
	rides   map[int64]entry[Ride]
	today   Day
	now     int64
	// ids in the order they were put, for picking one to change
	parcelIDs, rideIDs []int64
}

type entry[T any] struct {
	item T
	open bool
}

const testToday = Day(20800) // 2026-12-13

func newMarket(n int) *market {
	m := &market{parcels: map[int64]entry[Parcel]{}, rides: map[int64]entry[Ride]{}, today: testToday, now: int64(testToday) * 86400}
	for _, p := range places.Default().Largest("UA", n) {
		m.places = append(m.places, p.ID)
	}
	return m
}

// skewed picks a place, the larger ones more often.
func (m *market) skewed(rng *rand.Rand) int64 {
	x := rng.Float64()
	return m.places[int(float64(len(m.places))*x*x)]
}

func (m *market) route(rng *rand.Rand) (int64, int64) {
	a := m.skewed(rng)
	b := a
	for b == a {
		b = m.skewed(rng)
	}
	return a, b
}

func (m *market) newParcel(rng *rand.Rand, id int64) Parcel {
	from, to := m.route(rng)
	p := Parcel{ID: id, Owner: int64(1 + rng.IntN(20)), Type: 1 << rng.IntN(len(typeNames)), From: from, To: to,
		Ship: m.today - 35 + Day(rng.IntN(60))}
	if rng.IntN(3) == 0 {
		p.Deliver = p.Ship + Day(rng.IntN(10))
	}
	return p
}

func (m *market) newRide(rng *rand.Rand, id int64) Ride {
	if len(m.rideIDs) > 0 && rng.IntN(3) == 0 { // another ride of a regular trip, days or weeks after one of it
		r := m.rides[m.rideIDs[rng.IntN(len(m.rideIDs))]].item
		if r.Series == 0 {
			r.Series = r.ID
			e := m.rides[r.ID]
			if e.open && r.Departure > m.now {
				return Ride{} // a ride in the index does not join a series afterwards: take the next change
			}
			e.item.Series = r.ID
			m.rides[r.ID] = e
		}
		r.ID, r.Departure = id, r.Departure+int64(1+rng.IntN(14))*86400
		r.Day = Day(r.Departure / 86400)
		return r
	}
	from, to := m.route(rng)
	dep := m.now - 86400 + rng.Int64N(40*86400)
	r := Ride{ID: id, Owner: int64(1 + rng.IntN(20)), From: from, To: to, Departure: dep, Day: Day(dep / 86400)}
	if rng.IntN(2) == 0 {
		r.Types = Types(rng.IntN(256))
	}
	return r
}

// apply makes one random change to both the model and the index.
func (m *market) apply(rng *rand.Rand, x *Index, nextID *int64) {
	switch k := rng.IntN(10); {
	case k < 4:
		*nextID++
		p := m.newParcel(rng, *nextID)
		m.parcels[p.ID] = entry[Parcel]{p, true}
		m.parcelIDs = append(m.parcelIDs, p.ID)
		x.PutParcel(p, true)
	case k < 6 && len(m.parcelIDs) > 0:
		e := m.parcels[m.parcelIDs[rng.IntN(len(m.parcelIDs))]]
		e.open = !e.open // taken, cancelled, or back to New
		m.parcels[e.item.ID] = e
		x.PutParcel(e.item, e.open)
	case k < 8:
		*nextID++
		r := m.newRide(rng, *nextID)
		if r.ID == 0 {
			return
		}
		m.rides[r.ID] = entry[Ride]{r, true}
		m.rideIDs = append(m.rideIDs, r.ID)
		x.PutRide(r, true)
	case len(m.rideIDs) > 0:
		e := m.rides[m.rideIDs[rng.IntN(len(m.rideIDs))]]
		e.open = !e.open // full, cancelled, or a place freed
		m.rides[e.item.ID] = e
		x.PutRide(e.item, e.open)
	}
}

// openParcels are those the index must hold.
func (m *market) openParcels() []Parcel {
	var out []Parcel
	for _, e := range m.parcels {
		if e.open && e.item.OpenOn(m.today) {
			out = append(out, e.item)
		}
	}
	slices.SortFunc(out, func(a, b Parcel) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

func (m *market) openRides() []Ride {
	var out []Ride
	for _, e := range m.rides {
		if e.open && e.item.Departure > m.now {
			out = append(out, e.item)
		}
	}
	slices.SortFunc(out, func(a, b Ride) int { return cmp.Compare(a.ID, b.ID) })
	return out
}

func mustPoint(id int64) Point {
	p, ok := gazetteer(id)
	if !ok {
		panic(fmt.Sprint("unknown place ", id))
	}
	return p
}

type refHit struct {
	Hit
	date   int64
	series int64
	day    Day
}

func sortRef(all []refHit) {
	slices.SortFunc(all, func(a, b refHit) int {
		return cmp.Or(cmp.Compare(a.DetourKm, b.DetourKm), cmp.Compare(a.date, b.date), cmp.Compare(a.ID, b.ID))
	})
}

func sortPage(all []refHit, offset, limit int) []Hit {
	sortRef(all)
	var out []Hit
	for _, h := range all[min(offset, len(all)):min(offset+limit, len(all))] {
		out = append(out, h.Hit)
	}
	return out
}

func (m *market) searchParcels(q ParcelQuery) ([]Hit, int) {
	var all []refHit
	a, _ := gazetteer(q.From)
	b, _ := gazetteer(q.To)
	for _, p := range m.openParcels() {
		if slices.Contains(q.Exclude, p.Owner) || !q.Types.takes(p.Type) || (q.Day != 0 && !p.onDay(q.Day)) {
			continue
		}
		from, to := mustPoint(p.From), mustPoint(p.To)
		d, ok := 0, true
		switch {
		case q.From != 0 && q.To != 0:
			d, ok = RouteFit(a, b, from, to)
		case q.From != 0:
			km := Km(a, from)
			d, ok = wholeKm(km), km <= MinToleranceKm
		case q.To != 0:
			km := Km(b, to)
			d, ok = wholeKm(km), km <= MinToleranceKm
		}
		if ok {
			all = append(all, refHit{Hit: Hit{ID: p.ID, DetourKm: d}, date: int64(p.Ship)})
		}
	}
	return sortPage(all, q.Offset, q.Limit), len(all)
}

func (m *market) searchRides(q RideQuery) ([]Hit, int) {
	var all []refHit
	p, _ := gazetteer(q.From)
	s, _ := gazetteer(q.To)
	for _, r := range m.openRides() {
		if slices.Contains(q.Exclude, r.Owner) || r.Departure <= q.After || (q.DayFrom != 0 && r.Day < q.DayFrom) ||
			(q.DayTo != 0 && r.Day > q.DayTo) || (q.Type != 0 && !r.Types.takes(q.Type)) {
			continue
		}
		a, b := mustPoint(r.From), mustPoint(r.To)
		d, ok := 0, true
		switch {
		case q.From != 0 && q.To != 0:
			d, ok = RouteFit(a, b, p, s)
		case q.From != 0:
			d, ok = StopFit(a, b, p)
		case q.To != 0:
			d, ok = StopFit(a, b, s)
		}
		if ok {
			all = append(all, refHit{Hit{ID: r.ID, DetourKm: d}, r.Departure, r.Series, r.Day})
		}
	}
	if q.OneASeries {
		all = oneASeries(all)
	}
	return sortPage(all, q.Offset, q.Limit), len(all)
}

// oneASeries keeps of each series its first hit, by detour and departure, and names the later ones' days on it.
func oneASeries(all []refHit) []refHit {
	sortRef(all)
	var out []refHit
	head := map[int64]int{}
	for _, h := range all {
		i, seen := head[h.series]
		switch {
		case h.series == 0 || !seen:
			head[h.series] = len(out)
			out = append(out, h)
		case out[i].alsoN < MaxAlsoOn:
			out[i].also[out[i].alsoN] = h.day
			out[i].alsoN++
		}
	}
	return out
}

func (m *market) parcelQuery(rng *rand.Rand) ParcelQuery {
	q := ParcelQuery{Today: m.today, Limit: 20}
	switch rng.IntN(5) {
	case 0:
		q.From = m.skewed(rng)
	case 1:
		q.To = m.skewed(rng)
	case 2:
	default:
		q.From, q.To = m.route(rng)
	}
	if rng.IntN(4) > 0 {
		q.Day = m.today + Day(rng.IntN(20))
	}
	if rng.IntN(3) == 0 {
		q.Types = Types(1 + rng.IntN(255))
	}
	if rng.IntN(2) == 0 {
		q.Exclude = []int64{int64(1 + rng.IntN(20))}
	}
	return q
}

func (m *market) rideQuery(rng *rand.Rand) RideQuery {
	q := RideQuery{After: m.now + rng.Int64N(86400), Limit: 20}
	switch rng.IntN(5) {
	case 0:
		q.From = m.skewed(rng)
	case 1:
		q.To = m.skewed(rng)
	case 2:
	default:
		q.From, q.To = m.route(rng)
	}
	if rng.IntN(2) == 0 {
		q.DayFrom = m.today + Day(rng.IntN(10))
	}
	if rng.IntN(3) == 0 {
		q.DayTo = m.today + Day(rng.IntN(30))
		q.Type = 1 << rng.IntN(len(typeNames))
	}
	if rng.IntN(2) == 0 {
		q.Exclude = []int64{int64(1 + rng.IntN(20))}
	}
	q.OneASeries = rng.IntN(2) == 0
	return q
}

// allPages walks a search page by page, as a client with a cursor does.
func allPages(t *testing.T, search func(offset int) ([]Hit, int)) ([]Hit, int) {
	t.Helper()
	var out []Hit
	_, total := search(0)
	for offset := 0; ; offset += 20 {
		hits, n := search(offset)
		if n != total {
			t.Fatalf("total changed from %d to %d between pages", total, n)
		}
		out = append(out, hits...)
		if len(hits) < 20 {
			return out, total
		}
	}
}

func (m *market) compare(t *testing.T, rng *rand.Rand, x *Index, queries int) {
	t.Helper()
	for range queries {
		q := m.parcelQuery(rng)
		got, total := allPages(t, func(o int) ([]Hit, int) { q.Offset = o; return x.Parcels(q) })
		q.Offset, q.Limit = 0, 1<<30
		want, wantTotal := m.searchParcels(q)
		if total != wantTotal || !reflect.DeepEqual(got, want) {
			t.Fatalf("parcels %+v:\n got %d %v\nwant %d %v", q, total, got, wantTotal, want)
		}
		r := m.rideQuery(rng)
		got, total = allPages(t, func(o int) ([]Hit, int) { r.Offset = o; return x.Rides(r) })
		r.Offset, r.Limit = 0, 1<<30
		want, wantTotal = m.searchRides(r)
		if total != wantTotal || !reflect.DeepEqual(got, want) {
			t.Fatalf("rides %+v:\n got %d %v\nwant %d %v", r, total, got, wantTotal, want)
		}
	}
}

// TestIndexMatchesBruteForce: after random changes, days passing and
// prunes, every search answers what the rule applied to every item does,
// page by page, and the index holds exactly the open items.
func TestIndexMatchesBruteForce(t *testing.T) {
	t.Parallel()
	for seed := range uint64(4) {
		t.Run(fmt.Sprint(seed), func(t *testing.T) {
			t.Parallel()
			rng := rand.New(rand.NewPCG(seed, 7))
			m := newMarket(40)
			x := New(gazetteer)
			x.Prune(m.now, m.today)
			var id int64
			for round := range 6 {
				for range 400 {
					m.apply(rng, x, &id)
				}
				m.compare(t, rng, x, 60)
				ps, rs := x.Contents()
				if !reflect.DeepEqual(ps, m.openParcels()) || !reflect.DeepEqual(rs, m.openRides()) {
					t.Fatalf("round %d: the index holds %d parcels and %d rides, want %d and %d",
						round, len(ps), len(rs), len(m.openParcels()), len(m.openRides()))
				}
				x.checkInvariants(t)
				m.compareFitting(t, x)
				if round%2 == 1 { // a day passes; the rides of the past hours go
					m.today++
					m.now += 86400
					x.Prune(m.now, 0)
				}
			}
		})
	}
}

// TestIndexRebuildSameAnswers: an index loaded from what another holds
// (as after a restart) answers the same.
func TestIndexRebuildSameAnswers(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(9, 9))
	m := newMarket(60)
	live := New(gazetteer)
	live.Prune(m.now, m.today)
	var id int64
	for range 3000 {
		m.apply(rng, live, &id)
	}
	rebuilt := New(gazetteer)
	rebuilt.Prune(m.now, m.today)
	ps, rs := live.Contents()
	for _, p := range ps {
		rebuilt.PutParcel(p, true)
	}
	for _, r := range rs {
		rebuilt.PutRide(r, true)
	}
	for range 200 {
		q := m.parcelQuery(rng)
		a, n := live.Parcels(q)
		b, k := rebuilt.Parcels(q)
		if n != k || !reflect.DeepEqual(a, b) {
			t.Fatalf("parcels %+v: live %d %v, rebuilt %d %v", q, n, a, k, b)
		}
		r := m.rideQuery(rng)
		a, n = live.Rides(r)
		b, k = rebuilt.Rides(r)
		if n != k || !reflect.DeepEqual(a, b) {
			t.Fatalf("rides %+v: live %d %v, rebuilt %d %v", r, n, a, k, b)
		}
	}
}

// TestIndexConcurrent: searches run while writers change the index (run it
// with -race); once the writers stop, the index holds what they left.
func TestIndexConcurrent(t *testing.T) {
	t.Parallel()
	m := newMarket(40)
	x := New(gazetteer)
	x.Prune(m.now, m.today)
	var wg sync.WaitGroup
	const writers = 4
	models := make([]*market, writers)
	for w := range writers {
		models[w] = newMarket(40)
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(w), 1))
			id := int64(w) * 1_000_000 // disjoint ids
			start := id
			for range 1500 {
				models[w].apply(rng, x, &id)
				if id-start > 900_000 {
					t.Error("id range overflow")
				}
			}
		})
	}
	for r := range 4 {
		wg.Go(func() {
			rng := rand.New(rand.NewPCG(uint64(r), 2))
			for range 300 {
				x.Parcels(m.parcelQuery(rng))
				x.Rides(m.rideQuery(rng))
			}
		})
	}
	wg.Wait()
	all := newMarket(40)
	for _, mm := range models {
		for k, v := range mm.parcels {
			all.parcels[k] = v
		}
		for k, v := range mm.rides {
			all.rides[k] = v
		}
	}
	ps, rs := x.Contents()
	if !reflect.DeepEqual(ps, all.openParcels()) || !reflect.DeepEqual(rs, all.openRides()) {
		t.Fatalf("after the writers: %d parcels and %d rides, want %d and %d", len(ps), len(rs), len(all.openParcels()), len(all.openRides()))
	}
	x.checkInvariants(t)
	all.compare(t, rand.New(rand.NewPCG(3, 3)), x, 50)
}

// checkInvariants verifies the index's own bookkeeping.
func (x *Index) checkInvariants(t *testing.T) {
	t.Helper()
	x.mu.RLock()
	defer x.mu.RUnlock()
	px := &x.parcels
	n, owned := 0, 0
	byKey := func(i, j int32) int { r := px.slab.at(j); return px.slab.cmp(i, r.ship, r.id) }
	for _, b := range px.list {
		k := b.key
		var want tally
		var sizes laneSizes
		if !slices.IsSortedFunc(b.items, byKey) || px.list[b.num] != b {
			t.Fatalf("bucket %v: unsorted or misnumbered", k)
		}
		if len(b.ships) != len(b.items) {
			t.Fatalf("bucket %v: %d pickup days for %d parcels", k, len(b.ships), len(b.items))
		}
		for at, i := range b.items {
			r := px.slab.at(i)
			if b.ships[at] != r.ship {
				t.Fatalf("bucket %v: parcel %d picked up on %d, its window says %d", k, r.id, r.ship, b.ships[at])
			}
			if r.bucket != b.num {
				t.Fatalf("bucket %v: parcel %d records bucket %d", k, r.id, r.bucket)
			}
			want.add(r.ship, laneOf(r.typ), 1)
			sizes[laneOf(r.typ)]++
			if r.deliver != 0 {
				want.add(r.deliver+1, laneOf(r.typ), -1)
			}
		}
		if sizes != b.sizes || !slices.Equal(want, b.tally) {
			t.Fatalf("bucket %v: %d parcels, tally out of step with them", k, len(b.items))
		}
		n += len(b.items)
		if !slices.Contains(px.from[k.from], b) || !slices.Contains(px.to[k.to], b) {
			t.Fatalf("bucket %v missing from its places", k)
		}
	}
	for place, list := range px.from {
		if !slices.IsSortedFunc(list, func(u, v *parcelBucket) int { return cmpInt(u.key.to, v.key.to) }) {
			t.Fatalf("the buckets leaving %d are not by destination", place)
		}
	}
	for owner, list := range px.owners {
		owned += len(list)
		for _, i := range list {
			if px.slab.at(i).owner != owner {
				t.Fatalf("owner %d lists a parcel of %d", owner, px.slab.at(i).owner)
			}
		}
	}
	if held := int(px.slab.n) - len(px.slab.free); held != n {
		t.Fatalf("the slab holds %d records for %d parcels", held, n)
	}
	checkDays(t, &px.slab, px.all)
	for _, byPlace := range []map[int64]*dayIndex{px.fromDays, px.toDays} {
		sum := 0
		for _, days := range byPlace {
			checkDays(t, &px.slab, days)
			sum += days.size
		}
		if sum != n {
			t.Fatalf("the places' day indexes hold %d parcels, want %d", sum, n)
		}
	}
	if px.all.size != n {
		t.Fatalf("the day index holds %d parcels, want %d", px.all.size, n)
	}
	x.checkCorridors(t)
	if n != px.size || owned != n {
		t.Fatalf("parcels: %d held, size %d, owned %d", n, px.size, owned)
	}
	rn, rowned := 0, 0
	for _, b := range x.rides.buckets {
		if !slices.IsSortedFunc(b.items, cmpRideItems) || x.rides.pairs[b.seq] != b {
			t.Fatalf("ride bucket %v unsorted or misnumbered", b.key)
		}
		rn += len(b.items)
	}
	for _, list := range x.rides.owners {
		rowned += len(list)
	}
	if rn != x.rides.size || rowned != rn {
		t.Fatalf("rides: %d held, size %d, owned %d", rn, x.rides.size, rowned)
	}
}

// checkDays verifies a day index: its days sorted, each with parcels
// picked up on it sorted by id, and its counts.
func checkDays(t *testing.T, s *slab, x *dayIndex) {
	t.Helper()
	var ships, dues typeTally
	n := 0
	if !slices.IsSorted(x.days) || len(x.days) != len(x.slots) {
		t.Fatalf("days unsorted or out of step with their slots")
	}
	for d, slot := range x.slots {
		if len(slot) == 0 {
			t.Fatalf("day %v held empty", x.days[d])
		}
		for k, i := range slot {
			r := s.at(i)
			if r.ship != x.days[d] || (k > 0 && s.at(slot[k-1]).id >= r.id) {
				t.Fatalf("day %v: parcel %d out of place", x.days[d], r.id)
			}
			ships.add(r.ship, r.typ, 1)
			if r.deliver != 0 {
				dues.add(r.deliver, r.typ, 1)
			}
			n++
		}
	}
	if n != x.size || !slices.Equal(ships, x.ships) || !slices.Equal(dues, x.dues) {
		t.Fatalf("a day index holds %d parcels, size %d, counts out of step", n, x.size)
	}
}

// compareFitting checks the owners' fitting lists against Fit over the model.
func (m *market) compareFitting(t *testing.T, x *Index) {
	t.Helper()
	parcels, rides := m.openParcels(), m.openRides()
	for owner := int64(1); owner <= 5; owner++ {
		got := x.RidesFitting(owner, m.now, parcels[:min(30, len(parcels))])
		for i, p := range parcels[:min(30, len(parcels))] {
			want := []int64{}
			for _, r := range rides {
				if _, ok := Fit(gazetteer, r, p); ok && r.Owner == owner {
					want = append(want, r.ID)
				}
			}
			slices.Sort(got[i])
			if !slices.Equal(got[i], want) {
				t.Fatalf("rides of %d fitting parcel %d: %v, want %v", owner, p.ID, got[i], want)
			}
		}
		gotP := x.ParcelsFitting(owner, m.today, rides[:min(30, len(rides))])
		for i, r := range rides[:min(30, len(rides))] {
			want := []int64{}
			for _, p := range parcels {
				if _, ok := Fit(gazetteer, r, p); ok && p.Owner == owner {
					want = append(want, p.ID)
				}
			}
			slices.Sort(gotP[i])
			if !slices.Equal(gotP[i], want) {
				t.Fatalf("parcels of %d fitting ride %d: %v, want %v", owner, r.ID, gotP[i], want)
			}
		}
	}
}

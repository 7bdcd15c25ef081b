package match

import (
	"math"
	"slices"
)

// RidesFitting lists, for each parcel, the ids of owner's open rides leaving after `after` that it fits.
func (x *Index) RidesFitting(owner, after int64, parcels []Parcel) [][]int64 {
	x.mu.RLock()
	defer x.mu.RUnlock()
	rides := x.rides.owners[owner]
	if len(rides) >= memoMinRides {
		return x.ridesFittingMemo(owner, after, rides, parcels)
	}
	buckets := make([]*rideBucket, len(rides))
	for j, r := range rides {
		buckets[j] = r.bucket
	}
	t := x.fitTable(len(parcels), func(i int) pair { return pair{parcels[i].From, parcels[i].To} }, buckets)
	var all []int64 // one array for every list
	ends := make([]int, len(parcels))
	for i, p := range parcels {
		j, _ := slices.BinarySearchFunc(rides, p.Ship, func(r ownedRide, d Day) int { return cmpInt(r.Day, d) })
		for ; j < len(rides) && (p.Deliver == 0 || rides[j].Day <= p.Deliver); j++ {
			if r := rides[j]; r.Departure > after && r.Types.takes(p.Type) && t.fits(i, j) {
				all = append(all, r.ID)
			}
		}
		ends[i] = len(all)
	}
	return cutLists(all, ends)
}

func (x *Index) ridesFittingMemo(owner, after int64, rides []ownedRide, parcels []Parcel) [][]int64 {
	fits := x.ownerFitsAll(owner, rides, parcels)
	fitsOn := func(p Parcel, j int32) bool {
		r := rides[j]
		return r.Day >= p.Ship && (p.Deliver == 0 || r.Day <= p.Deliver) && r.Departure > after && r.Types.takes(p.Type)
	}
	// Counted first: a route's remembered fits are of every day, the page's of a few.
	n := 0
	for i, p := range parcels {
		for _, j := range fits[i] {
			if fitsOn(p, j) {
				n++
			}
		}
	}
	all := make([]int64, 0, n)
	ends := make([]int, len(parcels))
	for i, p := range parcels {
		for _, j := range fits[i] {
			if fitsOn(p, j) {
				all = append(all, rides[j].ID)
			}
		}
		ends[i] = len(all)
	}
	return cutLists(all, ends)
}

// ParcelsFitting lists, for each ride, the ids of owner's open parcels that fit it.
func (x *Index) ParcelsFitting(owner int64, today Day, rides []Ride) (out [][]int64) {
	x.readLocked(today, func() {
		owned := x.parcels.owners[owner]
		parcels := make([]Parcel, len(owned))
		for i, n := range owned {
			parcels[i] = x.parcels.parcel(n)
		}
		buckets := make([]*rideBucket, len(rides)) // nil: not in the index (gone meanwhile)
		for j, r := range rides {
			buckets[j] = x.rides.buckets[pair{r.From, r.To}]
		}
		t := x.fitTable(len(parcels), func(i int) pair { return pair{parcels[i].From, parcels[i].To} }, buckets)
		var all []int64 // one array for every list
		ends := make([]int, len(rides))
		for j, r := range rides {
			for i, p := range parcels {
				if p.onDay(r.Day) && r.Types.takes(p.Type) && t.fits(i, j) {
					all = append(all, p.ID)
				}
			}
			ends[j] = len(all)
		}
		out = cutLists(all, ends)
	})
	return out
}

// cutLists cuts all into the lists ending at ends; an empty list is not nil.
func cutLists(all []int64, ends []int) [][]int64 {
	out := make([][]int64, len(ends))
	start := 0
	for i, end := range ends {
		out[i] = all[start:end:end]
		if out[i] == nil {
			out[i] = []int64{}
		}
		start = end
	}
	return out
}

// fitTable runs the route rule once per distinct parcel route and ride of one call, when first asked.
type fitTable struct {
	route  []int         // parcel → the number of its route
	places [][2]Point    // route → its places
	known  []bool        // route → its places are known
	rides  []*rideBucket // ride → its bucket (nil: none)
	cells  []uint8       // route·rides + ride → unknown (0), fits (1) or not (2)
}

func (x *Index) fitTable(parcels int, parcelPair func(int) pair, buckets []*rideBucket) *fitTable {
	t := &fitTable{route: make([]int, parcels), rides: buckets}
	number := map[pair]int{}
	for i := range parcels {
		k := parcelPair(i)
		n, ok := number[k]
		if !ok {
			n = len(t.places)
			number[k] = n
			p, q, known := x.routePlaces(k)
			t.places = append(t.places, [2]Point{p, q})
			t.known = append(t.known, known)
		}
		t.route[i] = n
	}
	t.cells = make([]uint8, len(t.places)*len(buckets))
	return t
}

func (t *fitTable) fits(i, j int) bool {
	n := t.route[i]
	cell := &t.cells[n*len(t.rides)+j]
	if *cell == 0 {
		*cell = 2
		if r := t.rides[j]; r != nil && t.known[n] {
			p, q := t.places[n][0], t.places[n][1]
			fits, sure := boundFit(r.a, r.b, r.ab, p, q)
			if !sure {
				_, fits = routeFit(r.a, r.b, r.ab, p, q)
			}
			if fits {
				*cell = 1
			}
		}
	}
	return *cell == 1
}

// routePlaces prefers the index's points: a gazetteer lookup computes one.
func (x *Index) routePlaces(k pair) (from, to Point, ok bool) {
	from, okF := x.parcels.places[k.from]
	to, okT := x.parcels.places[k.to]
	if !okF {
		from, okF = x.pts(k.from)
	}
	if !okT {
		to, okT = x.pts(k.to)
	}
	return from, to, okF && okT
}

// boundFit decides the rule from the chords, cheaper than the arcs, when it can: an
// arc of chord c lies between R·c and R·c/√(1−c²/4). Near the tolerance it is not sure.
func boundFit(a, b Point, ab float64, p, q Point) (fits, sure bool) {
	c1, c2, c3 := chord(a, p), chord(p, q), chord(q, b)
	tol := Tolerance(ab)
	if earthRadiusKm*(c1+c2+c3)-ab > tol+slackKm {
		return false, true
	}
	if earthRadiusKm*(longestArc(c1)+longestArc(c2)+longestArc(c3))-ab < tol-slackKm {
		return true, true
	}
	return false, false
}

func longestArc(c float64) float64 { return c / math.Sqrt(1-c*c/4) }

package match

import "slices"

// A series appears once in the available lists (docs/product.md §5 "Series in lists"): as its earliest ride that
// a query takes, carrying the days of the later ones it takes too. Every ride of a series has its cities, so
// its rides share a bucket, and so a detour; a run keeps them apart there, so that counting the rides of a
// list reads a bucket's series, not its rides.

// MaxAlsoOn is how many later days a series' hit names.
const MaxAlsoOn = 6

// runKey names one series' rides in one bucket.
type runKey struct {
	series int64
	seq    int32
}

func (rx *rideIndex) addToRun(b *rideBucket, it rideItem) {
	if it.series == 0 {
		return
	}
	k := runKey{it.series, b.seq}
	run, ok := rx.runs[k]
	if !ok {
		b.runs = append(b.runs, it.series)
	}
	at, _ := slices.BinarySearchFunc(run, it, cmpRideItems)
	rx.runs[k] = slices.Insert(run, at, it)
}

func (rx *rideIndex) removeFromRun(b *rideBucket, it rideItem) {
	if it.series == 0 {
		return
	}
	k := runKey{it.series, b.seq}
	run := rx.runs[k]
	at, found := slices.BinarySearchFunc(run, it, cmpRideItems)
	if !found {
		return
	}
	if run = slices.Delete(run, at, at+1); len(run) > 0 {
		rx.runs[k] = run
		return
	}
	delete(rx.runs, k)
	b.runs = slices.DeleteFunc(b.runs, func(s int64) bool { return s == it.series })
}

// updateInRun replaces its series' copy of it, a ride put again (its instant booking changed).
func (rx *rideIndex) updateInRun(b *rideBucket, it rideItem) {
	if it.series == 0 {
		return
	}
	run := rx.runs[runKey{it.series, b.seq}]
	if at, found := slices.BinarySearchFunc(run, it, cmpRideItems); found {
		run[at] = it
	}
}

func (rx *rideIndex) bucketOf(it rideItem) *rideBucket { return rx.pairs[it.seq] }

// repeats counts the rides of b that q takes beyond the first of each series.
func (rx *rideIndex) repeats(b *rideBucket, q RideQuery) int {
	n := 0
	for _, s := range b.runs {
		k := 0
		for _, it := range q.window(rx.runs[runKey{s, b.seq}]) {
			if q.takes(it) {
				k++
			}
		}
		n += max(0, k-1)
	}
	return n
}

// listed tells whether q lists it (a ride of b that q takes): a single ride, or the first of its series q takes.
func (rx *rideIndex) listed(b *rideBucket, q RideQuery, it rideItem) bool {
	if it.series == 0 {
		return true
	}
	for _, o := range q.window(rx.runs[runKey{it.series, b.seq}]) {
		if q.takes(o) {
			return o.id == it.id
		}
	}
	return false
}

// markAlso puts on h, the hit of the first ride it of its series, the days of the later rides q takes.
func (rx *rideIndex) markAlso(b *rideBucket, q RideQuery, it rideItem, h *Hit) {
	if it.series == 0 {
		return
	}
	run := q.window(rx.runs[runKey{it.series, b.seq}])
	at, _ := slices.BinarySearchFunc(run, it, cmpRideItems)
	for _, o := range run[min(at+1, len(run)):] {
		if int(h.alsoN) == MaxAlsoOn {
			return
		}
		if q.takes(o) {
			h.also[h.alsoN] = o.day
			h.alsoN++
		}
	}
}

package store

// Watch sets fn to hear, after each commit, which parcels and rides a write
// changed: their state, or a ride's places used. The match index follows the
// database through it. Set it once, before the store is used.
func (s *Store) Watch(fn func(parcels, rides []int64)) { s.watch = fn }

// changed tells the watcher about a committed write.
func (s *Store) changed(parcels, rides []int64) {
	if s.watch != nil && len(parcels)+len(rides) > 0 {
		s.watch(parcels, rides)
	}
}

// ids lists non-zero ids.
func ids(xs ...int64) []int64 {
	out := make([]int64, 0, len(xs))
	for _, x := range xs {
		if x != 0 {
			out = append(out, x)
		}
	}
	return out
}

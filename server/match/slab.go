package match

// parcelRec is the one copy of an open parcel; the rest of the index holds its number.
type parcelRec struct {
	id, owner     int64
	ship, deliver Day
	bucket        int32 // the bucket's number (parcelIndex.list)
	typ           Types
}

// slabShift sizes the chunks: growing never copies what is held.
const slabShift = 12

type slab struct {
	chunks []*[1 << slabShift]parcelRec
	n      int32 // numbers handed out
	free   []int32
}

func (s *slab) at(i int32) *parcelRec { return &s.chunks[i>>slabShift][i&(1<<slabShift-1)] }

func (s *slab) put(r parcelRec) int32 {
	var i int32
	if n := len(s.free); n > 0 {
		i = s.free[n-1]
		s.free = s.free[:n-1]
	} else {
		i = s.n
		s.n++
		if int(i>>slabShift) == len(s.chunks) {
			s.chunks = append(s.chunks, new([1 << slabShift]parcelRec))
		}
	}
	*s.at(i) = r
	return i
}

func (s *slab) drop(i int32) {
	*s.at(i) = parcelRec{}
	s.free = append(s.free, i)
}

func (s *slab) key(i int32) (int64, int64) {
	r := s.at(i)
	return int64(r.ship), r.id
}

func (s *slab) cmp(i int32, ship Day, id int64) int {
	r := s.at(i)
	if c := cmpInt(r.ship, ship); c != 0 {
		return c
	}
	return cmpInt(r.id, id)
}

func (s *slab) find(refs []int32, ship Day, id int64) (int, bool) {
	lo, hi := 0, len(refs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if s.cmp(refs[m], ship, id) < 0 {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(refs) && s.cmp(refs[lo], ship, id) == 0
}

package places

import "ridepost/server/places/internal/fold"

// Search returns up to limit places whose name, or a later word of it, starts with q (folded):
// exact names first, then name prefixes, then word prefixes, each by weighted population.
func (g *Gazetteer) Search(q string, limit int) []Place {
	const minExactRunes = 4
	if limit <= 0 {
		return nil
	}
	limit = min(limit, len(g.places))
	key := fold.Key(q)
	res := make([]int32, 0, limit)
	if key == "" {
		for i := range limit {
			res = append(res, int32(i))
		}
	} else {
		lo, eq, hi := g.full.prefixRange(key)
		// A short query is a prefix more than a name: "ber" wants Berlin, not a village called Ber.
		if len([]rune(key)) < minExactRunes {
			eq = lo
		}
		res = g.full.collect(lo, eq, res, limit)
		res = g.full.collect(eq, hi, res, limit)
		lo, _, hi = g.words.prefixRange(key)
		res = g.words.collect(lo, hi, res, limit)
	}
	out := make([]Place, len(res))
	for i, p := range res {
		out[i] = g.places[p]
	}
	return out
}

package places

import "ridepost/server/places/internal/fold"

// Search returns up to limit places whose name, or a later word of it, starts with q (folded):
// names first (an exact one counts exactBoost times its size), then word prefixes, each by weighted population.
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
		exact := g.full.collect(lo, eq, nil, limit)
		prefix := g.full.collect(eq, hi, nil, limit)
		res = g.mergeExact(exact, prefix, res, limit)
		lo, _, hi = g.words.prefixRange(key)
		res = g.words.collect(lo, hi, res, limit)
	}
	out := make([]Place, len(res))
	for i, p := range res {
		out[i] = g.places[p]
	}
	return out
}

// exactBoost is how much bigger a place merely starting with the query must be
// to come before one of that very name: "Bila" is Bila Tserkva before the
// village called Bila, "Rivne" the city whatever else starts so.
const exactBoost = 10

// mergeExact appends exact and prefix (each best first) to res, best first.
func (g *Gazetteer) mergeExact(exact, prefix, res []int32, limit int) []int32 {
	rank := func(i int32, boost int64) (bool, int64) {
		p := g.places[i]
		return p.Country == "UA", int64(p.Population) * max(1, countryWeight[p.Country]) * boost
	}
	for len(res) < limit && (len(exact) > 0 || len(prefix) > 0) {
		takeExact := len(prefix) == 0
		if len(exact) > 0 && len(prefix) > 0 {
			eHome, ePop := rank(exact[0], exactBoost)
			pHome, pPop := rank(prefix[0], 1)
			takeExact = eHome && !pHome || eHome == pHome && ePop >= pPop
		}
		if takeExact {
			res, exact = appendNew(res, exact[0]), exact[1:]
		} else {
			res, prefix = appendNew(res, prefix[0]), prefix[1:]
		}
	}
	return res
}

func appendNew(res []int32, i int32) []int32 {
	for _, r := range res {
		if r == i {
			return res
		}
	}
	return append(res, i)
}

package places

import "ridepost/server/places/internal/fold"

// Search returns up to limit places whose English, Ukrainian or alternate
// name (Kiev, Kijów, Київ…) starts with q, or has a later word that does
// ("frankivsk" finds Ivano-Frankivsk). Case, accents, apostrophes and the
// difference between hyphens and spaces are ignored. Exact matches of a
// whole name come first, then whole-name prefixes, then word prefixes,
// each by population (weighted towards Ukraine, see countryWeight), a fiftieth
// of it when only an alternate name matches (see altDiscount); an empty q
// gives the biggest places.
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
		// A short query is a prefix more than a name: "ber" wants Berlin
		// and Berdychiv, not a village once called Ber.
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

package main

import (
	"cmp"
	"strings"
)

// ukCandidate is a Cyrillic alternate that may be the Ukrainian name.
type ukCandidate struct {
	name      string
	dist      int  // edit distance of its romanisation to the English name
	latin     int  // the same, to the nearest Latin name of any language
	consensus int  // how far it is from the other Cyrillic names (see pickUkrainian)
	ukLetter  bool // holds і ї or є
	marker    bool // ukLetter, not demoted, and romanises to the English name
	demoted   bool // Russian spelling or one Ukrainian avoids
	soft      int  // how many ь: Ukrainian writes -ськ, -цьк, -ький where Russian has none
	hardG     int  // how many ґ, rare in Ukrainian spellings of foreign names
	hyphens   int  // Ukrainian hyphenates compounds: Санкт-Петербург
}

// pickUkrainian chooses the Ukrainian name of a place among its alternates,
// reporting false when none is plausible: when it does not even romanise
// to the same consonants as the English name (in Ukraine) or as one of the
// Latin names (abroad), it is another name. In Ukraine the Cyrillic name that
// romanises closest to the English one wins, Russian spellings excluded.
// Abroad, where Ukrainian exonyms differ from the local name (Відень for
// Wien), a name with Ukrainian-only letters wins when it still romanises to
// the English name; otherwise the name nearest both to the English one and
// to the other Cyrillic alternates (Рим among Рим, Римъ, Рым and Ром) wins.
func pickUkrainian(en string, alternates []string, inUkraine bool) (ukCandidate, bool) {
	var cyrillic, latin []string
	latin = append(latin, en)
	for _, a := range alternates {
		if a = tidyCyrillic(strings.TrimSpace(a)); isCyrillic(a) {
			cyrillic = append(cyrillic, a)
		} else if a != "" {
			latin = append(latin, a)
		}
	}
	cands := candidates(en, cyrillic, latin)
	var best ukCandidate
	found := false
	for _, c := range cands {
		if inUkraine && russianLike(c.name) {
			continue
		}
		if !found || c.better(best, inUkraine) {
			best, found = c, true
		}
	}
	switch {
	case !found:
		return best, false
	case inUkraine:
		return best, sameName(best.name, en)
	}
	return best, sameAsAny(best.name, latin)
}

// candidates scores the Cyrillic names that Ukrainian could write.
func candidates(en string, cyrillic, latin []string) []ukCandidate {
	var out []ukCandidate
	for i, a := range cyrillic {
		if !isUkrainian(a) {
			continue
		}
		low := strings.ToLower(a)
		c := ukCandidate{
			name:     a,
			dist:     levenshtein(latinKey(translit(a)), latinKey(en)),
			latin:    nearest(latinKey(translit(a)), latin),
			ukLetter: strings.ContainsAny(low, "іїє"),
			soft:     strings.Count(low, "ь"),
			hardG:    strings.Count(low, "ґ"),
			hyphens:  strings.Count(a, "-"),
			demoted: russianLike(a) || strings.HasSuffix(low, "ия") || misplacedIotated(a) ||
				shadowed(a, cyrillic),
		}
		v := variant(a)
		for j, o := range cyrillic {
			if j != i {
				c.consensus += min(levenshtein(v, variant(o)), 3)
			}
		}
		c.marker = c.ukLetter && !c.demoted && sameName(a, en)
		out = append(out, c)
	}
	return out
}

// better orders two candidates (see pickUkrainian).
func (c ukCandidate) better(o ukCandidate, inUkraine bool) bool {
	if inUkraine {
		return cmp.Or(cmp.Compare(c.dist, o.dist), prefer(c.ukLetter || c.hardG > 0, o.ukLetter || o.hardG > 0),
			cmp.Compare(o.soft, c.soft)) < 0
	}
	order := cmp.Or(prefer(c.marker, o.marker), prefer(!c.demoted, !o.demoted))
	if order == 0 && c.marker && o.marker {
		order = cmp.Compare(c.dist, o.dist)
	}
	return cmp.Or(order, cmp.Compare(c.consensus+c.dist, o.consensus+o.dist),
		prefer(c.ukLetter && !c.demoted, o.ukLetter && !o.demoted), cmp.Compare(c.latin, o.latin),
		cmp.Compare(o.soft, c.soft), cmp.Compare(c.hardG, o.hardG), cmp.Compare(o.hyphens, c.hyphens)) < 0
}

// prefer orders true before false.
func prefer(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return -1
	}
	return 1
}

// shadowed reports a name breaking the rule of nine (Мадрід) while a twin
// keeping it (Мадрид) is also listed.
func shadowed(name string, cyrillic []string) bool {
	if !breaksRuleOfNine(name) {
		return false
	}
	v := variant(name)
	for _, o := range cyrillic {
		if o != name && variant(o) == v && !breaksRuleOfNine(o) {
			return true
		}
	}
	return false
}

// nearest is the smallest edit distance from key to any of names.
func nearest(key string, names []string) int {
	best := len(key)
	for _, n := range names {
		best = min(best, levenshtein(key, latinKey(n)))
	}
	return best
}

// sameAsAny reports whether the Cyrillic name matches one of the Latin ones.
func sameAsAny(name string, latin []string) bool {
	for _, l := range latin {
		if sameName(name, l) {
			return true
		}
	}
	return false
}

package main

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"ridepost/server/places/internal/fold"
)

// kmu is the KMU-2010 romanisation: [at the start of a word, elsewhere].
var kmu = map[rune][2]string{
	'а': {"a", "a"}, 'б': {"b", "b"}, 'в': {"v", "v"}, 'г': {"h", "h"}, 'ґ': {"g", "g"},
	'д': {"d", "d"}, 'е': {"e", "e"}, 'є': {"ye", "ie"}, 'ж': {"zh", "zh"}, 'з': {"z", "z"},
	'и': {"y", "y"}, 'і': {"i", "i"}, 'ї': {"yi", "i"}, 'й': {"y", "i"}, 'к': {"k", "k"},
	'л': {"l", "l"}, 'м': {"m", "m"}, 'н': {"n", "n"}, 'о': {"o", "o"}, 'п': {"p", "p"},
	'р': {"r", "r"}, 'с': {"s", "s"}, 'т': {"t", "t"}, 'у': {"u", "u"}, 'ф': {"f", "f"},
	'х': {"kh", "kh"}, 'ц': {"ts", "ts"}, 'ч': {"ch", "ch"}, 'ш': {"sh", "sh"},
	'щ': {"shch", "shch"}, 'ь': {"", ""}, 'ю': {"yu", "iu"}, 'я': {"ya", "ia"},
}

// translit romanises Ukrainian text by KMU-2010: "Запоріжжя" → "Zaporizhzhia",
// "Згурівка" → "Zghurivka"; apostrophes and ь vanish, other runes pass through.
func translit(s string) string {
	var b strings.Builder
	rs := []rune(s)
	start := true
	for i, r := range rs {
		lower := unicode.ToLower(r)
		t, ok := kmu[lower]
		if !ok {
			if isApostrophe(r) {
				continue
			}
			b.WriteRune(r)
			start = true
			continue
		}
		out := t[1]
		if start {
			out = t[0]
		}
		if lower == 'г' && i > 0 && unicode.ToLower(rs[i-1]) == 'з' {
			out = "gh"
		}
		if r != lower && out != "" {
			out = strings.ToUpper(out[:1]) + out[1:]
		}
		b.WriteString(out)
		start = false
	}
	return b.String()
}

// isApostrophe reports the apostrophe forms found in Ukrainian names.
func isApostrophe(r rune) bool {
	return r == '\'' || r == '’' || r == 'ʼ' || r == '`'
}

// latinKey folds a romanised name and reads g as h, since Ukrainian г is
// h in KMU but g in most other romanisations and in the local names.
func latinKey(s string) string {
	return strings.ReplaceAll(fold.Key(s), "g", "h")
}

// sameName reports whether the Cyrillic name uk and the romanised name en
// are the same word: their consonant skeletons (see skeleton) nearly agree.
// A former or foreign name (Комсомольське for Kal'mius'ke) fails, while
// Russian-based spellings of the Ukrainian name (Priozyornoye for
// Приозерне, Nikolayevka for Миколаївка) pass.
func sameName(uk, en string) bool {
	a, b := skeleton(translit(uk)), skeleton(en)
	return levenshtein(a, b) <= max(1, utf8.RuneCountInString(b)/4)
}

// skeleton keeps the consonants of a romanised name, reading g as h and w
// as v, so transliteration systems and Russian vowels no longer differ.
func skeleton(s string) string {
	var b strings.Builder
	for _, r := range latinKey(s) {
		switch r {
		case 'a', 'e', 'i', 'o', 'u', 'y', 'j', ' ':
		case 'w':
			b.WriteByte('v')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// levenshtein counts the single-rune edits turning a into b.
func levenshtein(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

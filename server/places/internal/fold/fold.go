// Package fold turns place names and search queries into comparable keys,
// shared by the gazetteer and its generator so both agree on what is equal.
package fold

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// special maps letters that canonical decomposition leaves alone but a
// reader treats as plain ones (Łódź is "lodz", Ґ is often typed as Г).
var special = map[rune]string{
	'ł': "l", 'ø': "o", 'đ': "d", 'ð': "d", 'ħ': "h", 'ı': "i", 'ŀ': "l",
	'ß': "ss", 'æ': "ae", 'œ': "oe", 'þ': "th", 'ŧ': "t", 'ґ': "г",
}

// tableSize covers ASCII, the Latin supplements and extensions, Greek and
// Cyrillic: every letter in the gazetteer bar a few, looked up, not decomposed.
const tableSize = 0x530

// table holds foldRune of each rune below tableSize.
var table = func() (t [tableSize]string) {
	for r := range t {
		t[r] = foldRune(rune(r))
	}
	return t
}()

// Key lowercases s, strips accents (Kraków, Київ and Chișinău become
// "krakow", "киів" and "chisinau"), drops apostrophes and turns hyphens,
// dots and runs of spaces into one space, trimmed at both ends.
func Key(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	pending := false // a separator seen since the last letter
	for _, r := range s {
		var m string
		if r < tableSize {
			m = table[r]
		} else {
			m = foldRune(r)
		}
		switch m {
		case "":
			continue
		case " ":
			pending = b.Len() > 0
			continue
		}
		if pending {
			b.WriteByte(' ')
			pending = false
		}
		b.WriteString(m)
	}
	return b.String()
}

// foldRune is what Key makes of one rune: "" to drop, " " for a separator,
// or its letters decomposed, stripped of marks and lowercased.
func foldRune(r rune) string {
	switch {
	case isIgnorable(r):
		return ""
	case isSeparator(r):
		return " "
	case r < utf8.RuneSelf:
		return string(unicode.ToLower(r))
	}
	var b strings.Builder
	for _, d := range norm.NFD.String(string(r)) {
		if isIgnorable(d) {
			continue
		}
		d = unicode.ToLower(d)
		if m, ok := special[d]; ok {
			b.WriteString(m)
		} else {
			b.WriteRune(d)
		}
	}
	return b.String()
}

// isIgnorable reports combining marks and the apostrophes people type in
// names such as Кам'янець or Khmel'nyts'kyy.
func isIgnorable(r rune) bool {
	switch r {
	case '\'', '`', '"', '’', '‘', 'ʼ', 'ʻ', 'ʹ', '´', '′', '‛', '＇':
		return true
	}
	return r >= utf8.RuneSelf && unicode.Is(unicode.Mn, r)
}

// isSeparator reports runes that split words: spaces, dashes and the
// punctuation found inside names ("St. Petersburg", "Frankfurt (Oder)").
func isSeparator(r rune) bool {
	switch r {
	case ' ', '-', '.', ',', '_', '/', '(', ')':
		return true
	}
	return unicode.IsSpace(r) || unicode.Is(unicode.Pd, r)
}

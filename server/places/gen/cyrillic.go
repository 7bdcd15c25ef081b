package main

import (
	"strings"
	"unicode"

	"ridepost/server/places/internal/fold"
)

// ukLetters is the Ukrainian alphabet; a Cyrillic alternate using any other
// letter (ы э ё ъ ў ј љ њ …) is Russian, Belarusian, Serbian or the like.
const ukLetters = "абвгґдеєжзиіїйклмнопрстуфхцчшщьюя"

// isUkrainian reports whether s could be written in Ukrainian: a capitalised
// name of Ukrainian letters, spaces, hyphens and apostrophes only, with no
// capital inside a word.
func isUkrainian(s string) bool {
	letters, wordStart := 0, false
	for i, r := range s {
		switch {
		case strings.ContainsRune(ukLetters, unicode.ToLower(r)):
			upper := unicode.IsUpper(r)
			if i == 0 && !upper || i > 0 && !wordStart && upper {
				return false // a lowercase initial or a capital inside a word
			}
			letters++
			wordStart = false
		case r == ' ' || r == '-' || r == '.':
			wordStart = true
		case isApostrophe(r):
		default:
			return false
		}
	}
	return letters > 1
}

// Spellings Russian uses and Ukrainian does not: Приозерное, Нижнегорский,
// Новоселица, Кадиевка, Пермь (Ukrainian writes no ь after a labial or a
// hushing consonant, nor after р at the end of a word).
var (
	russianEndings = []string{"ое", "ая", "ее", "ье", "ого", "ица", "ск", "цк", "рь"}
	russianParts   = []string{"ский", "цкий", "зкий", "ская", "цкая", "ское", "цкое", "ские",
		"ие", "ье", "ьи", "бь", "пь", "вь", "мь", "фь", "жь", "чь", "шь", "щь"}
)

// russianLike reports whether s, though written with Ukrainian letters,
// is spelled the Russian way.
func russianLike(s string) bool {
	for _, w := range words(strings.ToLower(s)) {
		for _, e := range russianEndings {
			if strings.HasSuffix(w, e) {
				return true
			}
		}
		for _, p := range russianParts {
			if strings.Contains(w, p) {
				return true
			}
		}
	}
	return false
}

// misplacedIotated reports є or ї right after a consonant, which Ukrainian
// spelling of foreign names avoids (Пєрмь, Гомєль are not Ukrainian).
func misplacedIotated(s string) bool {
	prev := ' '
	for _, r := range strings.ToLower(s) {
		if (r == 'є' || r == 'ї') && isConsonant(prev) {
			return true
		}
		prev = r
	}
	return false
}

// breaksRuleOfNine reports і after д т з с ц ж ч ш р before a consonant,
// where Ukrainian spelling of foreign names writes и (Мадрид, Париж):
// Мадрід and Паріж come from other languages.
func breaksRuleOfNine(s string) bool {
	rs := []rune(strings.ToLower(s))
	for i := 1; i+1 < len(rs); i++ {
		if rs[i] == 'і' && strings.ContainsRune("дтзсцжчшр", rs[i-1]) && isConsonant(rs[i+1]) {
			return true
		}
	}
	return false
}

func isConsonant(r rune) bool {
	return strings.ContainsRune("бвгґджзйклмнпрстфхцчшщ", r)
}

func words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' })
}

// variantKey folds the letters that merely tell East Slavic languages apart
// (і ы и, є э е, ь ъ), so Берлін, Берлин and Бэрлін share one key.
var variantKey = strings.NewReplacer("і", "и", "ы", "и", "є", "е", "э", "е", "ь", "", "ъ", "")

func variant(s string) string { return variantKey.Replace(fold.Key(s)) }

// lookalikes are Latin letters that slip into Cyrillic names in place of
// the Cyrillic ones they look like (Сизiвка with a Latin i).
// Capitals are left alone: a Latin I inside a word is the Caucasian
// palochka (Соьлжа-ГІала), not a Ukrainian і.
var lookalikes = strings.NewReplacer("a", "а", "c", "с", "e", "е", "i", "і", "o", "о",
	"p", "р", "x", "х", "y", "у")

// tidyCyrillic repairs a Cyrillic name: Latin look-alike letters become
// Cyrillic, every apostrophe becomes ’ and loses any space after it.
func tidyCyrillic(s string) string {
	if !isCyrillic(s) {
		return s
	}
	s = lookalikes.Replace(s)
	s = strings.NewReplacer("'", "’", "ʼ", "’", "`", "’").Replace(s)
	return strings.ReplaceAll(s, "’ ", "’")
}

func isCyrillic(s string) bool {
	return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Cyrillic, r) })
}

package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"ridepost/server/places/internal/fold"
)

// GeoNames cities500 columns used here.
const (
	colID = iota
	colName
	colASCIIName
	colAlternates
	colLat
	colLng
	colClass
	colCode
	colCountry
	colAdmin1   = 10
	colPop      = 14
	columnCount = 19
)

// place is one output row.
type place struct {
	id       int64
	country  string
	pop      int
	lat, lng float64
	en, uk   string
	region   [2]string
	alts     []string
	ukFound  bool // false when uk is the English name for want of a Ukrainian one
}

// skippedCodes are populated-place codes for places that are gone:
// historical, abandoned or destroyed.
var skippedCodes = map[string]bool{"PPLH": true, "PPLQ": true, "PPLW": true, "PPLCH": true}

// selected reports whether a GeoNames row belongs in the gazetteer.
func selected(f []string, pop int) bool {
	cc := f[colCountry]
	if f[colClass] != "P" || skippedCodes[f[colCode]] || f[colCode] == "PPLX" && cc != "UA" {
		return false // PPLX are city districts, except for a few UA villages
	}
	if neighbours[cc] && pop >= minNeighbourPop {
		return true
	}
	if _, ok := countries[cc]; !ok {
		return false
	}
	return pop >= minEuropePop || f[colCode] == "PPLC" || f[colCode] == "PPLA"
}

// parseRow turns a selected row into a place with its names resolved.
func parseRow(f []string) (place, error) {
	id, err := strconv.ParseInt(f[colID], 10, 64)
	if err != nil {
		return place{}, fmt.Errorf("bad id %q: %w", f[colID], err)
	}
	lat, err1 := strconv.ParseFloat(f[colLat], 64)
	lng, err2 := strconv.ParseFloat(f[colLng], 64)
	if err1 != nil || err2 != nil {
		return place{}, fmt.Errorf("bad coordinates of %d", id)
	}
	p := place{id: id, country: f[colCountry], lat: round5(lat), lng: round5(lng),
		region: region(f[colCountry], f[colAdmin1])}
	p.pop, _ = strconv.Atoi(f[colPop])
	alternates := strings.Split(f[colAlternates], ",")
	p.en = englishName(id, p.country, f[colName])
	p.uk = p.en
	if uk, ok := ukOverrides[id]; ok {
		p.uk, p.ukFound = uk, true
	} else if c, ok := pickUkrainian(p.en, alternates, p.country == "UA"); ok {
		p.uk, p.ukFound = c.name, true
	}
	if p.country == "UA" && p.ukFound {
		p.en = translit(p.uk) // official spelling; the GeoNames one stays searchable
	}
	p.alts = searchAlternates(p.en, p.uk, append([]string{f[colName], f[colASCIIName]}, alternates...))
	return p, nil
}

// englishName is GeoNames' name with overrides and Romanian letters fixed:
// GeoNames writes ş ţ with a cedilla where Romanian uses a comma below.
func englishName(id int64, country, name string) string {
	if en, ok := enOverrides[id]; ok {
		return en
	}
	if country == "RO" || country == "MD" {
		name = strings.NewReplacer("ş", "ș", "Ş", "Ș", "ţ", "ț", "Ţ", "Ț").Replace(name)
	}
	return name
}

// searchAlternates keeps the Latin and Cyrillic names that fold to a key
// not already covered, dropping long descriptions and airport codes.
func searchAlternates(en, uk string, names []string) []string {
	seen := map[string]bool{fold.Key(en): true, fold.Key(uk): true}
	var out []string
	for _, n := range names {
		n = strings.TrimSpace(n)
		if utf8.RuneCountInString(n) > maxAltLen || !latinOrCyrillic(n) || isCode(n) {
			continue
		}
		k := fold.Key(n)
		if k == "" || seen[k] {
			continue
		}
		seen[k] = true
		out = append(out, n)
	}
	return out
}

// latinOrCyrillic reports whether s is a capitalised name in one of the two
// scripts; GeoNames' lowercase ones ("ji luo wo ge lei", "moseukeuba") are
// machine romanisations of other scripts, useless for search.
func latinOrCyrillic(s string) bool {
	letters := 0
	for _, r := range s {
		switch {
		case unicode.In(r, unicode.Latin, unicode.Cyrillic):
			if letters == 0 && !unicode.IsUpper(r) {
				return false
			}
			letters++
		case unicode.Is(unicode.Mn, r), r == ' ', r == '-', r == '.', isApostrophe(r), r == '’', r == 'ʻ':
		default:
			return false
		}
	}
	return letters > 0
}

// isCode spots IATA-like codes such as "IEV" among the alternates.
func isCode(s string) bool {
	return len(s) <= 4 && strings.ToUpper(s) == s && strings.ToLower(s) != s
}

func round5(v float64) float64 { return math.Round(v*1e5) / 1e5 }

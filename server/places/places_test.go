package places

import (
	"testing"
	"time"
)

func TestLoad(t *testing.T) {
	t.Parallel()
	start := time.Now()
	g, err := load(embedded)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("loaded %d places from %d bytes in %v", len(g.places), len(embedded), time.Since(start))
	if _, err := load([]byte("not gzip")); err == nil {
		t.Error("load(garbage) succeeded, want an error")
	}
}

func TestGet(t *testing.T) {
	t.Parallel()
	g := Default()
	p, ok := g.Get(kyivID)
	want := Place{ID: kyivID, Country: "UA", NameEn: "Kyiv", NameUk: "Київ", RegionEn: "Kyiv", RegionUk: "Київ"}
	if !ok || p.NameEn != want.NameEn || p.NameUk != want.NameUk || p.Country != want.Country ||
		p.RegionEn != want.RegionEn || p.RegionUk != want.RegionUk || p.Population < 2_000_000 {
		t.Errorf("Get(%d) = %+v, %v; want %+v", kyivID, p, ok, want)
	}
	if p.Lat < 50.4 || p.Lat > 50.5 || p.Lng < 30.5 || p.Lng > 30.6 {
		t.Errorf("Kyiv at %v,%v, want about 50.45,30.52", p.Lat, p.Lng)
	}
	if p, ok := g.Get(-1); ok {
		t.Errorf("Get(-1) = %+v, want none", p)
	}
}

func TestNames(t *testing.T) {
	t.Parallel()
	tests := []struct {
		id                         int64
		en, uk, regionEn, regionUk string
	}{
		{703448, "Kyiv", "Київ", "Kyiv", "Київ"},
		{702550, "Lviv", "Львів", "Lviv Oblast", "Львівська область"},
		{698740, "Odesa", "Одеса", "Odesa Oblast", "Одеська область"},
		{706483, "Kharkiv", "Харків", "Kharkiv Oblast", "Харківська область"},
		{709930, "Dnipro", "Дніпро", "Dnipropetrovsk Oblast", "Дніпропетровська область"},
		{687700, "Zaporizhzhia", "Запоріжжя", "Zaporizhzhia Oblast", "Запорізька область"},
		{700569, "Mykolaiv", "Миколаїв", "Mykolaiv Oblast", "Миколаївська область"},
		{689558, "Vinnytsia", "Вінниця", "Vinnytsia Oblast", "Вінницька область"},
		{686967, "Zhytomyr", "Житомир", "Zhytomyr Oblast", "Житомирська область"},
		{695594, "Rivne", "Рівне", "Rivne Oblast", "Рівненська область"},
		{710735, "Chernihiv", "Чернігів", "Chernihiv Oblast", "Чернігівська область"},
		{705812, "Kropyvnytskyi", "Кропивницький", "Kirovohrad Oblast", "Кіровоградська область"},
		{690548, "Uzhhorod", "Ужгород", "Zakarpattia Oblast", "Закарпатська область"},
		{707471, "Ivano-Frankivsk", "Івано-Франківськ", "Ivano-Frankivsk Oblast", "Івано-Франківська область"},
		{706369, "Khmelnytskyi", "Хмельницький", "Khmelnytskyi Oblast", "Хмельницька область"},
		{712165, "Bila Tserkva", "Біла Церква", "Kyiv Oblast", "Київська область"},
		{693805, "Simferopol", "Сімферополь", "Autonomous Republic of Crimea", "Автономна Республіка Крим"},
		{756135, "Warsaw", "Варшава", "Poland", "Польща"},
		{2950159, "Berlin", "Берлін", "Germany", "Німеччина"},
		{2761369, "Vienna", "Відень", "Austria", "Австрія"},
		{3094802, "Kraków", "Краків", "Poland", "Польща"},
		{618426, "Chișinău", "Кишинів", "Moldova", "Молдова"},
		{625144, "Minsk", "Мінськ", "Belarus", "Білорусь"},
	}
	g := Default()
	for _, tt := range tests {
		t.Run(tt.en, func(t *testing.T) {
			p, ok := g.Get(tt.id)
			got := [4]string{p.NameEn, p.NameUk, p.RegionEn, p.RegionUk}
			if want := [4]string{tt.en, tt.uk, tt.regionEn, tt.regionUk}; !ok || got != want {
				t.Errorf("Get(%d) names = %q, want %q", tt.id, got, want)
			}
		})
	}
}

func TestCoverage(t *testing.T) {
	t.Parallel()
	g := Default()
	if len(g.places) < 10_000 {
		t.Errorf("Len() = %d, want at least 10000", len(g.places))
	}
	tests := []struct {
		id      int64
		name    string
		country string
	}{
		// Ukrainian villages of just over 1,000 people.
		{712390, "Berezan", "UA"}, {703922, "Krutenky", "UA"}, {699105, "Kobzartsi", "UA"},
		{712588, "Bilohorivka", "UA"},
		// Neighbours' small towns and Europe's cities over 15,000.
		{759591, "Sanok", "PL"}, {2735943, "Porto", "PT"}, {2996944, "Lyon", "FR"},
		{634963, "Tampere", "FI"},
	}
	for _, tt := range tests {
		if p, ok := g.Get(tt.id); !ok || p.NameEn != tt.name || p.Country != tt.country {
			t.Errorf("Get(%d) = %q %q, %v; want %q %q", tt.id, p.NameEn, p.Country, ok, tt.name, tt.country)
		}
	}
}

func TestLargest(t *testing.T) {
	t.Parallel()
	got := Default().Largest("UA", 3)
	if len(got) != 3 || got[0].ID != kyivID || got[1].NameEn != "Kharkiv" {
		t.Fatalf("Largest(UA, 3) = %+v", got)
	}
	for i, p := range got {
		if p.Country != "UA" || (i > 0 && p.Population > got[i-1].Population) {
			t.Errorf("place %d: %+v", i, p)
		}
	}
}

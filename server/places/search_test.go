package places

import (
	"slices"
	"testing"
)

// Well-known GeoNames ids.
const (
	kyivID           = 703448
	lvivID           = 702550
	odesaID          = 698740
	ivanoFrankivskID = 707471
	krakowID         = 3094802
	chisinauID       = 618426
)

func TestSearchFindsFirst(t *testing.T) {
	t.Parallel()
	tests := []struct {
		q    string
		want int64
	}{
		{"Київ", kyivID}, {"київ", kyivID}, {"КИЇВ", kyivID}, {"Kyiv", kyivID}, {"kyi", kyivID},
		{"Kiev", kyivID}, {"Kiew", kyivID}, {"Kijów", kyivID}, {"kijow", kyivID}, {"Киев", kyivID},
		{"Lviv", lvivID}, {"Львів", lvivID}, {"Lvov", lvivID}, {"Lwów", lvivID}, {"львов", lvivID},
		{"Одеса", odesaID}, {"Odessa", odesaID}, {"Odesa", odesaID}, {"  odesa ", odesaID},
		{"krakow", krakowID}, {"Kraków", krakowID}, {"Краків", krakowID},
		{"chisinau", chisinauID}, {"Chișinău", chisinauID}, {"Кишинів", chisinauID},
		{"frankivsk", ivanoFrankivskID}, {"Франківськ", ivanoFrankivskID},
		{"ivano frankivsk", ivanoFrankivskID}, {"Ivano-Frankivsk", ivanoFrankivskID},
		{"Kam'ianets-Podilskyi", 706950}, {"Кам’янець", 706950}, {"kamianets podilskyi", 706950},
		{"Bila Tserkva", 712165}, {"bila-tserkva", 712165},
		{"Kropyvnytskyy", 705812}, {"Kirovohrad", 705812}, {"Uzhgorod", 690548},
		{"Pokrovsk", 704422}, {"Dnepropetrovsk", 709930}, {"Харьков", 706483},
	}
	g := Default()
	for _, tt := range tests {
		t.Run(tt.q, func(t *testing.T) {
			got := g.Search(tt.q, 5)
			if len(got) == 0 || got[0].ID != tt.want {
				t.Errorf("Search(%q)[0] = %v, want id %d", tt.q, names(got), tt.want)
			}
		})
	}
}

func TestSearchRanking(t *testing.T) {
	t.Parallel()
	g := Default()
	got := g.Search("k", 10)
	if len(got) != 10 || got[0].ID != kyivID {
		t.Fatalf("Search(k) = %v, want 10 places, Kyiv first", names(got))
	}
	for i := 1; i < len(got); i++ {
		if got[i].Population > got[i-1].Population {
			t.Errorf("Search(k): %s (%d) after %s (%d), want biggest first",
				got[i].NameEn, got[i].Population, got[i-1].NameEn, got[i-1].Population)
		}
	}
	// Former names count a fiftieth: Mariupol was Жданов, Dnipro Novorossiysk;
	// towns really called so come first.
	if got := g.Search("ж", 3); got[0].ID != 686967 {
		t.Errorf("Search(ж)[0] = %v, want Zhytomyr", names(got))
	}
	if got := g.Search("nov", 3); got[0].ID == 709930 || got[0].NameEn[:3] != "Nov" {
		t.Errorf("Search(nov)[0] = %v, want a town called Nov…, not Dnipro", names(got))
	}
	// An exact name beats a bigger place merely starting with it…
	if got := g.Search("Rivne", 3); got[0].ID != 695594 {
		t.Errorf("Search(Rivne)[0] = %v, want Rivne the city", names(got))
	}
	// …unless that place is far bigger: Bila Tserkva before the village called Bila (issue 22).
	for _, q := range []string{"Bila", "біла"} {
		if got := g.Search(q, 3); got[0].NameEn != "Bila Tserkva" {
			t.Errorf("Search(%s)[0] = %v, want Bila Tserkva", q, names(got))
		}
	}
	// A whole-name prefix beats a word prefix: "lviv" is also a word of
	// other names, and "Odes" starts Odesa before any other name.
	for q, want := range map[string]int64{"lvi": lvivID, "odes": odesaID} {
		if got := g.Search(q, 3); got[0].ID != want {
			t.Errorf("Search(%q)[0] = %v, want id %d", q, names(got), want)
		}
	}
}

// For the same prefix, Ukraine's towns come before foreign ones, however big.
func TestSearchPutsUkraineFirst(t *testing.T) {
	t.Parallel()
	g := Default()
	for _, q := range []string{"lu", "ber", "mi", "ch", "bu", "so"} {
		got := g.Search(q, 10)
		foreign := false
		for _, p := range got {
			if p.Country != "UA" {
				foreign = true
			} else if foreign {
				t.Errorf("Search(%q) = %v: a Ukrainian town after a foreign one", q, names(got))
				break
			}
		}
		if len(got) == 0 || got[0].Country != "UA" {
			t.Errorf("Search(%q) = %v, want a Ukrainian town first", q, names(got))
		}
	}
}

func TestSearchLimit(t *testing.T) {
	t.Parallel()
	g := Default()
	tests := []struct {
		q     string
		limit int
		want  int
	}{
		{"", 5, 5}, {"a", 3, 3}, {"b", 10, 10}, {"kyiv", 0, 0}, {"kyiv", -1, 0},
		{"xqzzy", 10, 0}, {"'-", 4, 4}, {"ivano-frankivsk", 1, 1},
	}
	for _, tt := range tests {
		got := g.Search(tt.q, tt.limit)
		if len(got) != tt.want {
			t.Errorf("len(Search(%q, %d)) = %d, want %d", tt.q, tt.limit, len(got), tt.want)
		}
		ids := make([]int64, len(got))
		for i, p := range got {
			ids[i] = p.ID
		}
		slices.Sort(ids)
		if len(slices.Compact(ids)) != len(got) {
			t.Errorf("Search(%q, %d) = %v, want each place once", tt.q, tt.limit, names(got))
		}
	}
	if got := g.Search("", 1); got[0].NameEn != "Moscow" {
		t.Errorf("Search(\"\", 1) = %v, want the biggest place", names(got))
	}
}

func names(ps []Place) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.NameEn
	}
	return out
}

package price

import (
	"testing"

	"ridepost/server/places"
)

func TestSuggestKyivLviv(t *testing.T) {
	t.Parallel()
	kyiv, _ := places.Default().Get(703448)
	lviv, _ := places.Default().Get(702550)
	for size, want := range map[string]int{"S": 120, "M": 200, "L": 310, "XL": 530} {
		t.Run(size, func(t *testing.T) {
			got, km, ok := Between(kyiv, lviv, size)
			if !ok || got != want {
				t.Errorf("Kyiv → Lviv %s: got ₴%d (%.0f km, %v), want ₴%d", size, got, km, ok, want)
			}
		})
	}
}

func TestSuggest(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		size string
		km   float64
		want int
		ok   bool
	}{
		{"S", 0, 50, true},
		{"M", 100, 110, true},   // 80 + 25 = 105, rounded half up
		{"XL", 1000, 900, true}, // 200 + 700
		{"L", 14, 130, true},    // 125.6
		{"XXL", 100, 0, false},
		{"", 100, 0, false},
	} {
		got, ok := Suggest(c.size, c.km)
		if got != c.want || ok != c.ok {
			t.Errorf("Suggest(%q, %v): got %d %v, want %d %v", c.size, c.km, got, ok, c.want, c.ok)
		}
	}
}

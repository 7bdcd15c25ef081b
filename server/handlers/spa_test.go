package handlers

import "testing"

func TestAssetAcceptQ(t *testing.T) {
	t.Parallel()
	tests := []struct {
		accept, coding string
		want           float64
	}{
		{"", "br", 0},
		{"br", "br", 1},
		{"gzip, deflate, br", "br", 1},
		{"BR;Q=0.5", "br", 0.5},
		{"br;q=0", "br", 0},
		{"br ; q=0.3 , gzip", "br", 0.3},
		{"*", "gzip", 1},
		{"*;q=0.2", "gzip", 0.2},
		{"gzip;q=0, *", "gzip", 0},
		{"x-gzip", "gzip", 1},
		{"br;q=2", "br", 0},
		{"br;q=NaN", "br", 0},
		{"br;q=oops", "br", 0},
		{"brotli", "br", 0},
		{"identity", "gzip", 0},
	}
	for _, tt := range tests {
		if got := acceptQ(tt.accept, tt.coding); got != tt.want {
			t.Errorf("acceptQ(%q, %q): got %v, want %v", tt.accept, tt.coding, got, tt.want)
		}
	}
}

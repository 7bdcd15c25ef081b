package match

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestByDetourIsAStableSort: counting gives what a stable sort by detour gives, near and far detours.
func TestByDetourIsAStableSort(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, spread := range []int{1, 7, 150, 100_000} {
		for n := range 60 {
			cands := make([]cand[int], n)
			for i := range cands {
				cands[i] = cand[int]{detour: rng.IntN(spread), count: i} // count marks the first order
			}
			want := slices.Clone(cands)
			slices.SortStableFunc(want, func(a, b cand[int]) int { return a.detour - b.detour })
			got := byDetour(slices.Clone(cands))
			if !slices.EqualFunc(got, want, func(a, b cand[int]) bool { return a.detour == b.detour && a.count == b.count }) {
				t.Fatalf("spread %d, %d candidates: %v, want %v", spread, n, got, want)
			}
		}
	}
}

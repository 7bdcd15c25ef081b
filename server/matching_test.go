package server

import (
	"testing"
)

func TestRouteFit(t *testing.T) {
	t.Parallel()
	const (
		rivneID     = 695594
		chernihivID = 710735
		vinnytsiaID = 689558
		kharkivID   = 706483
	)
	tests := []struct {
		name         string
		ride, parcel [2]int64
		want         bool
	}{
		{"same route", [2]int64{kyivID, lvivID}, [2]int64{kyivID, lvivID}, true},
		{"Zhytomyr to Rivne on the way", [2]int64{kyivID, lvivID}, [2]int64{zhytomyrID, rivneID}, true},
		{"Kyiv to Rivne", [2]int64{kyivID, lvivID}, [2]int64{kyivID, rivneID}, true},
		{"Rivne to Zhytomyr is backwards", [2]int64{kyivID, lvivID}, [2]int64{rivneID, zhytomyrID}, false},
		{"Lviv to Kyiv is backwards", [2]int64{kyivID, lvivID}, [2]int64{lvivID, kyivID}, false},
		{"from Chernihiv is off the corridor", [2]int64{kyivID, lvivID}, [2]int64{chernihivID, lvivID}, false},
		{"from Vinnytsia is off the corridor", [2]int64{kyivID, lvivID}, [2]int64{vinnytsiaID, lvivID}, false},
		{"to Kharkiv is beyond the end", [2]int64{kyivID, lvivID}, [2]int64{zhytomyrID, kharkivID}, false},
		{"return ride takes Rivne to Zhytomyr", [2]int64{lvivID, kyivID}, [2]int64{rivneID, zhytomyrID}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p, ok := lookupPlaces(tt.ride[0], tt.ride[1], tt.parcel[0], tt.parcel[1])
			if !ok {
				t.Fatal("unknown place")
			}
			detour, got := routeFit(p[0], p[1], p[2], p[3])
			if got != tt.want {
				t.Fatalf("fit: got %v, want %v (detour %.0f km)", got, tt.want, detour)
			}
			if got && (detour < 0 || detour > 150) {
				t.Errorf("detour %.0f km out of range", detour)
			}
		})
	}
}

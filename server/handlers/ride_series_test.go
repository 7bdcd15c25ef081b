package handlers

import (
	"database/sql"
	"testing"
	"time"

	"ridepost/store"
)

func TestSeriesRidesDates(t *testing.T) {
	day := func(s string) time.Time { d, _ := parseDate(s); return d }
	at := func(local string) string {
		t, _ := time.ParseInLocation("2006-01-02T15:04", local, kyiv)
		return t.UTC().Format(time.RFC3339)
	}
	tests := []struct {
		name     string
		first    string // Kyiv time
		weekdays []int
		until    string
		want     []string // Kyiv times
	}{
		{"Mon and Wed for two weeks", "2027-02-01T08:30", []int{1, 3}, "2027-02-14",
			[]string{"2027-02-01T08:30", "2027-02-03T08:30", "2027-02-08T08:30", "2027-02-10T08:30"}},
		{"the posted day comes first even when its weekday is not chosen", "2027-02-02T08:30", []int{1}, "2027-02-15",
			[]string{"2027-02-02T08:30", "2027-02-08T08:30", "2027-02-15T08:30"}},
		{"until the first day: one ride", "2027-02-01T08:30", []int{1, 2}, "2027-02-01", []string{"2027-02-01T08:30"}},
		{"the same time of day across the spring clock change", "2027-03-26T08:30", []int{5}, "2027-04-02",
			[]string{"2027-03-26T08:30", "2027-04-02T08:30"}},
		{"a late departure stays on its Kyiv day", "2027-02-01T23:30", []int{2}, "2027-02-09",
			[]string{"2027-02-01T23:30", "2027-02-02T23:30", "2027-02-09T23:30"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			first := store.Ride{DepartureAt: at(tt.first), ArrivalAt: sql.NullString{String: at(tt.first[:11] + "23:59"), Valid: true}}
			got := seriesRides(first, repeat{weekdays: tt.weekdays, until: day(tt.until)})
			if len(got) != len(tt.want) {
				t.Fatalf("got %d rides, want %d: %v", len(got), len(tt.want), got)
			}
			dep0, _ := time.Parse(time.RFC3339, first.DepartureAt)
			arr0, _ := time.Parse(time.RFC3339, first.ArrivalAt.String)
			for i, r := range got {
				if r.DepartureAt != at(tt.want[i]) {
					t.Errorf("ride %d leaves %s, want %s", i, r.DepartureAt, at(tt.want[i]))
				}
				dep, _ := time.Parse(time.RFC3339, r.DepartureAt)
				arr, _ := time.Parse(time.RFC3339, r.ArrivalAt.String)
				if arr.Sub(dep) != arr0.Sub(dep0) {
					t.Errorf("ride %d takes %s, want %s", i, arr.Sub(dep), arr0.Sub(dep0))
				}
			}
		})
	}
}

func TestCheckRepeat(t *testing.T) {
	dep, _ := time.ParseInLocation("2006-01-02T15:04", "2027-02-01T08:30", kyiv)
	tests := []struct {
		name     string
		in       repeatInput
		field    string
		code     string
		weekdays []int
	}{
		{"no weekday", repeatInput{Until: "2027-02-10"}, "repeat.weekdays", "required", nil},
		{"weekday 0", repeatInput{Weekdays: []int{0}, Until: "2027-02-10"}, "repeat.weekdays", "invalid", nil},
		{"weekday 8", repeatInput{Weekdays: []int{1, 8}, Until: "2027-02-10"}, "repeat.weekdays", "invalid", nil},
		{"a weekday twice", repeatInput{Weekdays: []int{3, 3}, Until: "2027-02-10"}, "repeat.weekdays", "duplicate", nil},
		{"no end", repeatInput{Weekdays: []int{1}}, "repeat.until", "required", nil},
		{"bad end", repeatInput{Weekdays: []int{1}, Until: "soon"}, "repeat.until", "invalid", nil},
		{"end before the departure", repeatInput{Weekdays: []int{1}, Until: "2027-01-31"}, "repeat.until", "before_departure", nil},
		{"85 days", repeatInput{Weekdays: []int{1}, Until: "2027-04-27"}, "repeat.until", "too_far", nil},
		{"84 days, sorted", repeatInput{Weekdays: []int{7, 1, 3}, Until: "2027-04-26"}, "", "", []int{1, 3, 7}},
	}
	for _, tt := range tests {
		f := fieldErrors{}
		got := checkRepeat(f, &tt.in, dep)
		if tt.field == "" {
			if len(f) != 0 || len(got.weekdays) != len(tt.weekdays) || got.until.Format(dateLayout) != tt.in.Until {
				t.Errorf("%s: got %v %v, errors %v", tt.name, got.weekdays, got.until, f)
			}
			for i := range tt.weekdays {
				if got.weekdays[i] != tt.weekdays[i] {
					t.Errorf("%s: weekdays %v, want %v", tt.name, got.weekdays, tt.weekdays)
				}
			}
			continue
		}
		if f[tt.field] != tt.code {
			t.Errorf("%s: %s got %q, want %q", tt.name, tt.field, f[tt.field], tt.code)
		}
	}
}

func TestCheckRepeatWithinAYear(t *testing.T) {
	dep := time.Now().AddDate(1, 0, -3) // a departure the form takes, near the year's end
	for days, want := range map[int]string{2: "", 5: "too_far"} {
		f := fieldErrors{}
		checkRepeat(f, &repeatInput{Weekdays: []int{1}, Until: dayOf(dep).AddDate(0, 0, days).Format(dateLayout)}, dep)
		if f["repeat.until"] != want {
			t.Errorf("%d days after the departure: %q, want %q", days, f["repeat.until"], want)
		}
	}
}

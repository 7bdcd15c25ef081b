package notify

import (
	"testing"

	"ridepost/store"
)

func TestSeriesPhrase(t *testing.T) {
	tests := []struct {
		weekdays, lang, want string
	}{
		{"1,3", "en", "every Mon and Wed until 12 Feb"},
		{"1,3,5", "en", "every Mon, Wed and Fri until 12 Feb"},
		{"6", "en", "every Sat until 12 Feb"},
		{"1,2,3,4,5,6,7", "en", "every day until 12 Feb"},
		{"1,3", "uk", "щопонеділка і щосереди до 12 лютого"},
		{"1,2,3,4,5,6,7", "uk", "щодня до 12 лютого"},
	}
	for _, tt := range tests {
		got := SeriesPhrase(&store.Series{Weekdays: tt.weekdays, Until: "2027-02-12"}, tt.lang)
		if got != tt.want {
			t.Errorf("%s in %s: got %q, want %q", tt.weekdays, tt.lang, got, tt.want)
		}
	}
}

package handlers

import (
	"time"

	"ridepost/server/match"
)

func today() time.Time { return match.Today().Time() }

func parseDate(s string) (time.Time, bool) {
	t, err := time.Parse(dateLayout, s)
	return t, err == nil
}

// parseDateTime reads RFC 3339, or a local "2006-01-02T15:04" taken as Kyiv time.
func parseDateTime(s string) (time.Time, bool) {
	if t, err := time.Parse(time.RFC3339, s); err == nil {
		return t, true
	}
	for _, layout := range []string{"2006-01-02T15:04", "2006-01-02T15:04:05"} {
		if t, err := time.ParseInLocation(layout, s, kyiv); err == nil {
			return t, true
		}
	}
	return time.Time{}, false
}

func todayDay() match.Day { return match.Today() }

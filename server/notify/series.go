package notify

import (
	"fmt"
	"strings"
	"time"

	"ridepost/server/views"
	"ridepost/store"
)

// seriesOf is the series a match's new ride opens: a series is told once, by its first ride that fits.
func (a *about) seriesOf(n store.Notification) *store.Series {
	r := a.rides[n.RideID.Int64]
	if n.Kind != store.NoticeMatchFound || r == nil || !r.SeriesID.Valid {
		return nil
	}
	return a.series[r.SeriesID.Int64]
}

var (
	enDays   = [...]string{"Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"}
	ukEvery  = [...]string{"щопонеділка", "щовівторка", "щосереди", "щочетверга", "щоп’ятниці", "щосуботи", "щонеділі"}
	andWords = [2]string{" and ", " і "}
)

// SeriesPhrase words a series for lang, e.g. "every Mon and Wed until 12 Feb" or "щодня до 12 лютого".
func SeriesPhrase(s *store.Series, lang string) string {
	until, _ := time.Parse("2006-01-02", s.Until)
	days := views.Weekdays(s.Weekdays)
	uk := lang == "uk"
	names := make([]string, 0, len(days))
	for _, d := range days {
		if d >= 1 && d <= 7 {
			if uk {
				names = append(names, ukEvery[d-1])
			} else {
				names = append(names, enDays[d-1])
			}
		}
	}
	if uk {
		every := "щодня"
		if len(names) < 7 {
			every = joinAnd(names, andWords[1])
		}
		return fmt.Sprintf("%s до %d %s", every, until.Day(), ukMonths[until.Month()-1])
	}
	every := "every day"
	if len(names) < 7 {
		every = "every " + joinAnd(names, andWords[0])
	}
	return every + " until " + until.Format("2 Jan")
}

func joinAnd(names []string, and string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + and + names[len(names)-1]
}

package handlers

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"ridepost/server/views"
	"ridepost/store"
)

// maxSeriesDays bounds a series' last day after its first departure: 12 weeks (docs/product.md §5).
const maxSeriesDays = 84

type repeatInput struct {
	Weekdays []int  `json:"weekdays" description:"ISO weekdays, Monday 1 … Sunday 7: at least one, no repeats."`
	Until    string `json:"until" format:"date" description:"The last day of the series, Kyiv's date: on or after the departure's day and at most 84 days (12 weeks) after it."`
}

// repeat is a checked repeatInput.
type repeat struct {
	weekdays []int // ascending
	until    time.Time
}

// checkRepeat checks in against the first departure dep (zero when it was refused).
func checkRepeat(f fieldErrors, in *repeatInput, dep time.Time) repeat {
	var out repeat
	seen := map[int]bool{}
	for _, d := range in.Weekdays {
		switch {
		case d < 1 || d > 7:
			f.add("repeat.weekdays", "invalid")
		case seen[d]:
			f.add("repeat.weekdays", "duplicate")
		default:
			seen[d] = true
			out.weekdays = append(out.weekdays, d)
		}
	}
	if len(in.Weekdays) == 0 {
		f.add("repeat.weekdays", "required")
	}
	slices.Sort(out.weekdays)
	until, ok := parseDate(in.Until)
	switch {
	case in.Until == "":
		f.add("repeat.until", "required")
	case !ok:
		f.add("repeat.until", "invalid")
	case dep.IsZero():
	case until.Before(dayOf(dep)):
		f.add("repeat.until", "before_departure")
	case until.After(dayOf(dep).AddDate(0, 0, maxSeriesDays)), until.After(dayOf(time.Now()).AddDate(1, 0, 0)):
		f.add("repeat.until", "too_far") // 12 weeks of the series, and a year ahead as every departure (§7)
	default:
		out.until = until
	}
	return out
}

// dayOf is the calendar day of t in Kyiv, as a UTC midnight (parseDate's form).
func dayOf(t time.Time) time.Time {
	y, m, d := t.In(kyiv).Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// seriesRides makes the rides of a series: first as posted, at its date (whatever its weekday), then one on
// every later chosen weekday up to rep.until, at the same time of day in Kyiv; an arrival keeps its offset.
func seriesRides(first store.Ride, rep repeat) []store.Ride {
	dep, _ := time.Parse(time.RFC3339, first.DepartureAt)
	var trip time.Duration
	if first.ArrivalAt.Valid {
		arr, _ := time.Parse(time.RFC3339, first.ArrivalAt.String)
		trip = arr.Sub(dep)
	}
	local := dep.In(kyiv)
	out := []store.Ride{first}
	for k := 1; ; k++ {
		day := time.Date(local.Year(), local.Month(), local.Day()+k, local.Hour(), local.Minute(), local.Second(), 0, kyiv)
		if dayOf(day).After(rep.until) {
			return out
		}
		if !slices.Contains(rep.weekdays, isoWeekday(day)) {
			continue
		}
		r := first
		r.DepartureAt = day.UTC().Format(time.RFC3339)
		if first.ArrivalAt.Valid {
			r.ArrivalAt.String = day.Add(trip).UTC().Format(time.RFC3339)
		}
		out = append(out, r)
	}
}

func isoWeekday(t time.Time) int {
	if w := int(t.Weekday()); w != 0 {
		return w
	}
	return 7
}

func storedWeekdays(days []int) string {
	parts := make([]string, len(days))
	for i, d := range days {
		parts[i] = strconv.Itoa(d)
	}
	return strings.Join(parts, ",")
}

// withSeries adds to my rides of a series what the series is.
func (s *Handlers) withSeries(ctx context.Context, me int64, list []views.Ride) error {
	var ids []int64
	for _, r := range list {
		if r.SeriesID != nil && r.DriverID == me {
			ids = append(ids, *r.SeriesID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	series, err := s.store.GetSeries(ctx, ids)
	if err != nil {
		return err
	}
	for i, r := range list {
		if r.SeriesID != nil && r.DriverID == me && series[*r.SeriesID] != nil {
			list[i].Series = views.NewSeries(series[*r.SeriesID])
		}
	}
	return nil
}

// withSeriesCancel adds to my Planned ride of a series what cancelling it with the later ones would do, so that
// the question can say which rides go and which stay.
func (s *Handlers) withSeriesCancel(ctx context.Context, r *store.Ride, out *views.Ride) error {
	if out.Series == nil || r.Status != store.RidePlanned {
		return nil
	}
	goes, stays, err := s.store.SeriesCancelPlan(ctx, r.ID)
	if err != nil {
		return err
	}
	out.Series.Cancel = views.NewSeriesCancel(r.ID, r.DepartureAt, goes, stays)
	return nil
}

package views

import (
	"strconv"
	"strings"

	"ridepost/store"
)

// Series is a regular trip as its driver sees it on each of its rides.
type Series struct {
	SeriesID int64  `json:"seriesId"`
	Count    int    `json:"count" description:"How many rides of the series are not cancelled."`
	Until    string `json:"until" format:"date" description:"The last day that may hold a ride of the series (Kyiv's date)."`
	Weekdays []int  `json:"weekdays" description:"The weekdays chosen, Monday 1 … Sunday 7, ascending."`
}

// NewSeries shows s.
func NewSeries(s *store.Series) *Series {
	return &Series{SeriesID: s.ID, Count: s.Count, Until: s.Until, Weekdays: Weekdays(s.Weekdays)}
}

// Weekdays reads the stored "1,3" as [1, 3].
func Weekdays(stored string) []int {
	out := []int{}
	for d := range strings.SplitSeq(stored, ",") {
		if n, err := strconv.Atoi(d); err == nil {
			out = append(out, n)
		}
	}
	return out
}

// RideCancelled is the ride cancelled, and how many rides the call cancelled (more than 1 for a series).
type RideCancelled struct {
	Ride
	Cancelled int `json:"cancelled" description:"How many rides were cancelled: this one and, with series, the later ones of its series."`
}

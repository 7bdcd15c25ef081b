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
	// Cancel is on the ride's own answer (GET /api/rides/{id}) while it is Planned.
	Cancel *SeriesCancel `json:"cancel,omitempty" description:"What cancelling this ride with series: true would do now; only on the ride's own answer, while it is Planned."`
}

// SeriesCancel is what cancelling a ride with the later rides of its series would do (docs/product.md §5).
type SeriesCancel struct {
	Cancels []SeriesRide `json:"cancels" description:"The rides it would cancel, by departure: this one first, then the later Planned ones without an accepted parcel."`
	Stays   []SeriesRide `json:"stays" description:"The later rides that would stay, by departure: those carrying an accepted parcel, or under way."`
}

// SeriesRide names one ride of a series by its departure.
type SeriesRide struct {
	RideID        int64  `json:"rideId"`
	DepartureDate string `json:"departureDate"`
}

// NewSeriesCancel shows what cancelling the ride id (leaving at departure) with goes would do, stays staying.
func NewSeriesCancel(id int64, departure string, goes, stays []store.SeriesRide) *SeriesCancel {
	out := &SeriesCancel{Cancels: []SeriesRide{{RideID: id, DepartureDate: departure}}, Stays: []SeriesRide{}}
	for _, r := range goes {
		out.Cancels = append(out.Cancels, SeriesRide{RideID: r.ID, DepartureDate: r.DepartureAt})
	}
	for _, r := range stays {
		out.Stays = append(out.Stays, SeriesRide{RideID: r.ID, DepartureDate: r.DepartureAt})
	}
	return out
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

// RideInstant is the ride after its instant booking was set, and how many rides the call changed.
type RideInstant struct {
	Ride
	Changed int `json:"changed" description:"How many rides were changed: this one and, with series, the later ones of its series still on."`
}

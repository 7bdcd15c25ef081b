package store

import (
	"context"
	"errors"
	"testing"
	"time"
)

func seriesOf(t *testing.T, s *Store, driverID int64, n int) []Ride {
	t.Helper()
	v := must(s.CreateVehicle(context.Background(), Vehicle{UserID: driverID, VehicleType: "car", ModelType: "van", ModelName: "Ford", IDNumber: "AA1"}))
	start := time.Now().Add(48 * time.Hour)
	out := make([]Ride, n)
	for i := range out {
		out[i] = Ride{DriverID: driverID, VehicleID: v.ID, FromPlaceID: 703448, ToPlaceID: 702550,
			DepartureAt: formatTime(start.AddDate(0, 0, i)), Capacity: 3}
	}
	return out
}

func TestCreateSeriesIsOneTransaction(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := newTestStore(t)
	var told []Change // the watchers (match index, caches, fan-out) hear each commit once
	s.Watch(func(c Change) {
		if len(c.Rides) > 0 {
			told = append(told, c)
		}
	})
	d := mustCreateUser(t, s, "driver@example.com")
	rides := seriesOf(t, s, d.ID, 5)
	rides[3].Capacity = 0 // refused by the table's CHECK, after three rides went in
	if _, _, err := s.CreateSeries(ctx, rides, "1,2,3,4,5,6,7", "2030-01-01"); err == nil {
		t.Fatal("a series with a bad ride was stored")
	}
	var n int
	if err := s.db.Get(&n, `SELECT (SELECT COUNT(*) FROM rides) + (SELECT COUNT(*) FROM ride_series)`); err != nil || n != 0 || len(told) != 0 {
		t.Fatalf("a failed series left %d rows (%v), told %d times", n, err, len(told))
	}

	rides[3].Capacity = 3
	first, series, err := s.CreateSeries(ctx, rides, "1,2,3,4,5,6,7", "2030-01-01")
	if err != nil {
		t.Fatal(err)
	}
	if !first.SeriesID.Valid || first.SeriesID.Int64 != series.ID || series.Count != 5 || first.DepartureAt != rides[0].DepartureAt {
		t.Fatalf("first %+v, series %+v", first, series)
	}
	if got := must(s.SeriesRides(ctx, series.ID)); len(got) != 5 || got[4].DepartureAt != rides[4].DepartureAt {
		t.Fatalf("the series holds %d rides", len(got))
	}
	if len(told) != 1 || len(told[0].Rides) != 5 {
		t.Fatalf("the watchers were told %d times: %+v", len(told), told)
	}
}

func TestCancelSeriesKeepsEarlierAndCarryingRides(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s := newTestStore(t)
	d := mustCreateUser(t, s, "driver@example.com")
	sender := mustCreateUser(t, s, "sender@example.com")
	_, series := must2(s.CreateSeries(ctx, seriesOf(t, s, d.ID, 5), "1,2,3,4,5,6,7", "2030-01-01"))
	rides := must(s.SeriesRides(ctx, series.ID))
	p := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	accept(t, s, p.ID, rides[3].ID)

	if _, err := s.CancelSeries(ctx, sender.ID, rides[1].ID); !errors.Is(err, ErrNotFound) {
		t.Fatalf("another user cancels: %v", err)
	}
	cancelled := must(s.CancelSeries(ctx, d.ID, rides[1].ID))
	if want := []int64{rides[1].ID, rides[2].ID, rides[4].ID}; len(cancelled) != 3 || cancelled[0] != want[0] || cancelled[1] != want[1] || cancelled[2] != want[2] {
		t.Fatalf("cancelled %v, want %v", cancelled, want)
	}
	want := []string{RidePlanned, RideCancelled, RideCancelled, RidePlanned, RideCancelled}
	for i, r := range must(s.SeriesRides(ctx, series.ID)) {
		if r.Status != want[i] {
			t.Errorf("ride %d: %s, want %s", i, r.Status, want[i])
		}
	}
	if got := must(s.GetSeries(ctx, []int64{series.ID}))[series.ID].Count; got != 2 {
		t.Fatalf("the series counts %d rides, want 2", got)
	}
	if _, err := s.CancelSeries(ctx, d.ID, rides[1].ID); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("cancelled twice: %v", err)
	}
}

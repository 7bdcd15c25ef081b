package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// Series is a driver's regular trip: the weekdays and last day chosen, and how many of its rides are not cancelled.
type Series struct {
	ID       int64  `db:"id"`
	DriverID int64  `db:"driver_id"`
	Weekdays string `db:"weekdays"` // ISO weekdays, Monday 1, comma-separated: "1,3"
	Until    string `db:"until"`    // YYYY-MM-DD, Kyiv's date
	Count    int    `db:"count"`
}

// CreateSeries stores rides (ordered by departure, all of the same driver and vehicle) as one series, in one
// transaction, and tells those fits finds once for the whole series: each person hears of the first ride
// that fits them. It returns the first ride and the series.
func (s *Store) CreateSeries(ctx context.Context, rides []Ride, weekdays, until string, fits ...RideFits) (*Ride, *Series, error) {
	if len(rides) == 0 {
		return nil, nil, fmt.Errorf("store: create series: no ride")
	}
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, nil, err
	}
	defer tx.Rollback()
	driver := rides[0].DriverID
	if err := ownVehicle(ctx, tx, rides[0]); err != nil {
		return nil, nil, err
	}
	now := formatTime(time.Now())
	var seriesID int64
	if err := tx.GetContext(ctx, &seriesID, `INSERT INTO ride_series (driver_id, weekdays, until, created_at)
		VALUES (?, ?, ?, ?) RETURNING id`, driver, weekdays, until, now); err != nil {
		return nil, nil, fmt.Errorf("store: create series: %w", err)
	}
	insert, err := tx.PreparexContext(ctx, insertRideSQL) // parsed once for up to 85 rides
	if err != nil {
		return nil, nil, fmt.Errorf("store: create series: %w", err)
	}
	defer insert.Close()
	created := make([]int64, len(rides))
	for i, r := range rides {
		r.SeriesID.Int64, r.SeriesID.Valid = seriesID, true
		if err := insert.GetContext(ctx, &created[i], insertArgs(r, now)...); err != nil {
			return nil, nil, fmt.Errorf("store: create series: %w", err)
		}
	}
	n := newNotices(tx)
	if err := tellSeriesMatches(ctx, n, seriesID, driver, created, fits); err != nil {
		return nil, nil, err
	}
	if err := s.commit(ctx, tx, changeOf(nil, created, n)); err != nil {
		return nil, nil, err
	}
	first, err := s.GetRide(ctx, created[0])
	if err != nil {
		return nil, nil, err
	}
	series, err := s.GetSeries(ctx, []int64{seriesID})
	if err != nil {
		return nil, nil, err
	}
	return first, series[seriesID], nil
}

// tellSeriesMatches tells each person once of the series, naming the first of its rides that fits them.
func tellSeriesMatches(ctx context.Context, n *notices, seriesID, driver int64, rides []int64, fits []RideFits) error {
	if len(fits) == 0 {
		return nil
	}
	loaded, err := selectIn[Ride](ctx, n.tx, "create series", rideSelect+` WHERE r.id `+inIDs+` ORDER BY r.departure_at`, rides)
	if err != nil {
		return err
	}
	blocked, err := blockedWith(ctx, n.tx, driver)
	if err != nil {
		return err
	}
	// Each parcel and alert goes with the first ride it fits, so each is read and told once.
	seen := map[[2]int64]bool{}
	fresh := func(kind int64, ids []int64) []int64 {
		var out []int64
		for _, id := range ids {
			if !seen[[2]int64{kind, id}] {
				seen[[2]int64{kind, id}] = true
				out = append(out, id)
			}
		}
		return out
	}
	told := toldAs{item: "series", id: seriesID, owners: map[int64]bool{}}
	for i := range loaded {
		var m Matches
		for _, find := range fits {
			found := find(&loaded[i])
			m.Parcels = append(m.Parcels, fresh(0, found.Parcels)...)
			m.Alerts = append(m.Alerts, fresh(1, found.Alerts)...)
		}
		if len(m.Parcels)+len(m.Alerts) == 0 {
			continue
		}
		if err := tellMatchesAs(ctx, n, m, driver, 0, loaded[i].ID, told, blocked); err != nil {
			return err
		}
	}
	return nil
}

// GetSeries loads several series, keyed by id, each with how many of its rides are not cancelled.
func (s *Store) GetSeries(ctx context.Context, ids []int64) (map[int64]*Series, error) {
	return getByIDs(ctx, s.q, "get series", `SELECT s.id, s.driver_id, s.weekdays, s.until,
		(SELECT COUNT(*) FROM rides r WHERE r.series_id = s.id AND r.status != '`+RideCancelled+`') AS count
		FROM ride_series s WHERE s.id `+inIDs, ids, func(x *Series) int64 { return x.ID })
}

// CancelSeries cancels the driver's Planned ride id, as CancelRide does, and every later Planned ride of its
// series that carries no accepted parcel, in one transaction. It returns the rides cancelled (id first).
func (s *Store) CancelSeries(ctx context.Context, driverID, id int64) ([]int64, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	n := newNotices(tx)
	released, err := cancelRide(ctx, n, driverID, id)
	if err != nil {
		return nil, err
	}
	if err := rideTripCancelled(ctx, tx, id, released); err != nil {
		return nil, err
	}
	later, err := laterInSeries(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	cancelled := []int64{id}
	for _, l := range later {
		if !l.goes() {
			continue
		}
		if _, err := cancelRide(ctx, n, driverID, l.ID); err != nil {
			return nil, err
		}
		cancelled = append(cancelled, l.ID)
	}
	parcels := make([]int64, len(released))
	for i, p := range released {
		parcels[i] = p.ID
	}
	c := changeOf(parcels, cancelled, n)
	c.Users = ids(driverID) // their cancellations
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	return cancelled, nil
}

// SeriesRides lists the rides of a series by departure.
func (s *Store) SeriesRides(ctx context.Context, seriesID int64) ([]Ride, error) {
	out := []Ride{}
	if err := sqlx.SelectContext(ctx, s.q, &out, rideSelect+` WHERE r.series_id = ? ORDER BY r.departure_at`, seriesID); err != nil {
		return nil, fmt.Errorf("store: series rides: %w", err)
	}
	return out, nil
}

// SeriesRide is a later ride of a series as cancelling an earlier one with the later ones sees it.
type SeriesRide struct {
	ID          int64  `db:"id"`
	DepartureAt string `db:"departure_at"`
	Status      string `db:"status"`
	Carries     bool   `db:"carries"` // an accepted parcel is on it
}

// goes says whether cancelling an earlier ride with the later ones of its series cancels this one: a Planned
// ride without an accepted parcel (docs/product.md §5). The others stay.
func (r SeriesRide) goes() bool { return r.Status == RidePlanned && !r.Carries }

// laterInSeries lists the rides of id's series that leave after it and are still on (Planned or In Progress),
// by departure.
func laterInSeries(ctx context.Context, q sqlx.QueryerContext, id int64) ([]SeriesRide, error) {
	out := []SeriesRide{}
	err := sqlx.SelectContext(ctx, q, &out, `SELECT l.id, l.departure_at, l.status,
		EXISTS (SELECT 1 FROM parcels p WHERE p.ride_id = l.id AND p.status IN `+acceptedStates+`) AS carries
		FROM rides r JOIN rides l ON l.series_id = r.series_id
		WHERE r.id = ? AND l.departure_at > r.departure_at AND l.status IN (?, ?)
		ORDER BY l.departure_at`, id, RidePlanned, RideInProgress)
	if err != nil {
		return nil, fmt.Errorf("store: later in series: %w", err)
	}
	return out, nil
}

// SeriesCancelPlan says what CancelSeries(id) would do now: the later rides it would cancel with id, and the
// later rides that would stay (carrying an accepted parcel, or under way), each by departure.
func (s *Store) SeriesCancelPlan(ctx context.Context, id int64) (goes, stays []SeriesRide, err error) {
	later, err := laterInSeries(ctx, s.q, id)
	if err != nil {
		return nil, nil, err
	}
	goes, stays = []SeriesRide{}, []SeriesRide{}
	for _, l := range later {
		if l.goes() {
			goes = append(goes, l)
		} else {
			stays = append(stays, l)
		}
	}
	return goes, stays, nil
}

package store

import (
	"github.com/jmoiron/sqlx"

	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Ride states (docs/product.md §5).
const (
	RidePlanned    = "Planned"
	RideInProgress = "In Progress"
	RideCompleted  = "Completed"
	RideCancelled  = "Cancelled"
	RideExpired    = "Expired"
)

// Ride is a driver's trip between two cities, with room for parcels.
type Ride struct {
	ID          int64          `db:"id"`
	DriverID    int64          `db:"driver_id"`
	VehicleID   int64          `db:"vehicle_id"`
	Status      string         `db:"status"`
	FromPlaceID int64          `db:"from_place_id"`
	FromStreet  string         `db:"from_street"`
	ToPlaceID   int64          `db:"to_place_id"`
	ToStreet    string         `db:"to_street"`
	DepartureAt string         `db:"departure_at"`
	ArrivalAt   sql.NullString `db:"arrival_at"`
	Capacity    int            `db:"capacity"`
	ParcelTypes string         `db:"parcel_types"` // comma-separated; empty: any type
	SeriesID    sql.NullInt64  `db:"series_id"`    // NULL for a single ride
	Instant     bool           `db:"instant"`      // fitting senders' requests are approved at once
	CreatedAt   string         `db:"created_at"`

	Vehicle     Vehicle `db:"vehicle"`
	Used        int     `db:"used"`
	TotalCost   int     `db:"total_cost"`
	HasRequests bool    `db:"has_requests"`
}

const rideSelect = `SELECT r.id, r.driver_id, r.vehicle_id, r.status, r.from_place_id, r.from_street,
	r.to_place_id, r.to_street, r.departure_at, r.arrival_at, r.capacity, r.parcel_types, r.series_id, r.instant, r.created_at,
	v.id AS "vehicle.id", v.user_id AS "vehicle.user_id", v.vehicle_type AS "vehicle.vehicle_type",
	v.model_type AS "vehicle.model_type", v.model_name AS "vehicle.model_name",
	v.id_number AS "vehicle.id_number", v.created_at AS "vehicle.created_at",
	(SELECT COUNT(*) FROM parcels p WHERE p.ride_id = r.id AND p.status IN ` + acceptedStates + `) AS used,
	(SELECT COALESCE(SUM(p.cost), 0) FROM parcels p WHERE p.ride_id = r.id AND p.status IN ` + acceptedStates + `) AS total_cost,
	EXISTS (SELECT 1 FROM requests q WHERE q.ride_id = r.id AND q.status = 'pending') AS has_requests
	FROM rides r JOIN vehicles v ON v.id = r.vehicle_id`

const acceptedStates = `('Accepted', 'In Transit', 'Delivered', 'Failed')`

// CreateRide stores a Planned ride on the driver's vehicle and, in the same transaction, tells those fits finds.
func (s *Store) CreateRide(ctx context.Context, r Ride, fits ...RideFits) (*Ride, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	if err := ownVehicle(ctx, tx, r); err != nil {
		return nil, err
	}
	now := formatTime(time.Now())
	id, err := insertRide(ctx, tx, r, now)
	if err != nil {
		return nil, err
	}
	n := newNotices(tx)
	if len(fits) > 0 {
		created, err := getOne[Ride](ctx, tx, "create ride", rideSelect+` WHERE r.id = ?`, id)
		if err != nil {
			return nil, err
		}
		for _, find := range fits {
			if err := tellMatches(ctx, n, find(created), r.DriverID, 0, id); err != nil {
				return nil, err
			}
		}
	}
	if err := s.commit(ctx, tx, changeOf(nil, ids(id), n)); err != nil {
		return nil, err
	}
	return s.GetRide(ctx, id)
}

func ownVehicle(ctx context.Context, tx *sqlx.Tx, r Ride) error {
	var ok int
	err := tx.GetContext(ctx, &ok, `SELECT 1 FROM vehicles WHERE id = ? AND user_id = ? AND deleted_at IS NULL`, r.VehicleID, r.DriverID)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("store: create ride: %w", err)
	}
	return nil
}

const insertRideSQL = `INSERT INTO rides (driver_id, vehicle_id, from_place_id, from_street,
	to_place_id, to_street, departure_at, arrival_at, capacity, parcel_types, series_id, instant, created_at, updated_at)
	VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`

func insertArgs(r Ride, now string) []any {
	return []any{r.DriverID, r.VehicleID, r.FromPlaceID, r.FromStreet, r.ToPlaceID, r.ToStreet, r.DepartureAt,
		r.ArrivalAt, r.Capacity, r.ParcelTypes, r.SeriesID, r.Instant, now, now}
}

func insertRide(ctx context.Context, tx *sqlx.Tx, r Ride, now string) (int64, error) {
	var id int64
	if err := tx.GetContext(ctx, &id, insertRideSQL, insertArgs(r, now)...); err != nil {
		return 0, fmt.Errorf("store: create ride: %w", err)
	}
	return id, nil
}

// GetRide returns the ride with id, or ErrNotFound.
func (s *Store) GetRide(ctx context.Context, id int64) (*Ride, error) {
	return getOne[Ride](ctx, s.q, "get ride", rideSelect+` WHERE r.id = ?`, id)
}

// ListRidesByDriver returns a page of the driver's rides, newest first, below the id before (0: from the newest).
func (s *Store) ListRidesByDriver(ctx context.Context, driverID, before int64, limit int) ([]Ride, error) {
	out := []Ride{}
	if err := sqlx.SelectContext(ctx, s.q, &out, rideSelect+` WHERE r.driver_id = ? AND r.id < ? ORDER BY r.id DESC LIMIT ?`,
		driverID, pageBefore(before), limit); err != nil {
		return nil, fmt.Errorf("store: list rides: %w", err)
	}
	return out, nil
}

// CancelRide lets the driver cancel a Planned ride and returns its accepted parcels, New again.
func (s *Store) CancelRide(ctx context.Context, driverID, id int64) ([]Parcel, error) {
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
	parcels := make([]int64, len(released))
	for i, p := range released {
		parcels[i] = p.ID
	}
	c := changeOf(parcels, ids(id), n)
	c.Users = ids(driverID) // their cancellations
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	return released, nil
}

func cancelRide(ctx context.Context, n *notices, driverID, id int64) ([]Parcel, error) {
	tx := n.tx
	status, err := getOne[string](ctx, tx, "cancel ride", `SELECT status FROM rides WHERE id = ? AND driver_id = ?`, id, driverID)
	if err != nil {
		return nil, err
	}
	if *status != RidePlanned {
		return nil, ErrInvalidState
	}
	now := formatTime(time.Now())
	if _, err := tx.ExecContext(ctx, `UPDATE rides SET status = ?, updated_at = ? WHERE id = ?`, RideCancelled, now, id); err != nil {
		return nil, fmt.Errorf("store: cancel ride: %w", err)
	}
	if err := expireRequests(ctx, n, "ride_id", id, driverID); err != nil {
		return nil, err
	}
	released := []Parcel{}
	err = tx.SelectContext(ctx, &released, `UPDATE parcels SET status = ?, ride_id = NULL, accepted_at = NULL, pickup_at = NULL,
		pickup_place = NULL, updated_at = ?
		WHERE ride_id = ? AND status = ? RETURNING `+parcelColumns, ParcelNew, now, id, ParcelAccepted)
	if err != nil {
		return nil, fmt.Errorf("store: release parcels: %w", err)
	}
	for _, p := range released {
		if err := n.add(ctx, p.SenderID, NoticeRideCancelled, driverID, p.ID, id, 0); err != nil {
			return nil, err
		}
	}
	return released, nil
}

// CarriesParcelOf tells whether the ride holds a place for a parcel of sender's (acceptedStates).
func (s *Store) CarriesParcelOf(ctx context.Context, rideID, senderID int64) (bool, error) {
	var n int
	err := sqlx.GetContext(ctx, s.q, &n, `SELECT COUNT(*) FROM parcels WHERE ride_id = ? AND sender_id = ?
		AND status IN `+acceptedStates, rideID, senderID)
	if err != nil {
		return false, fmt.Errorf("store: carries parcel: %w", err)
	}
	return n > 0, nil
}

// TakesRequests tells whether the ride is Planned or In Progress and not yet departed at now.
func (r *Ride) TakesRequests(now time.Time) bool {
	return (r.Status == RidePlanned || r.Status == RideInProgress) && r.DepartureAt > departureTime(now)
}

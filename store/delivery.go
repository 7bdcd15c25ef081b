package store

import (
	"github.com/jmoiron/sqlx"

	"context"
	"errors"
	"fmt"
	"time"
)

// PickUp marks an Accepted parcel of driverID's ride In Transit, with a handover PIN and whether the driver saw
// what is inside, and the ride In Progress.
func (s *Store) PickUp(ctx context.Context, driverID, parcelID int64, inspected bool) (*Parcel, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	p, err := s.driversParcel(ctx, tx, driverID, parcelID)
	if err != nil {
		return nil, err
	}
	if p.Status != ParcelAccepted {
		return nil, ErrInvalidState
	}
	now := formatTime(time.Now())
	pin, err := newHandoverPIN()
	if err != nil {
		return nil, err
	}
	out, err := getOne[Parcel](ctx, tx, "pick up", `UPDATE parcels SET status = ?, picked_up_at = ?, updated_at = ?,
		handover_pin = ?, handover_tries = 0, inspected = ? WHERE id = ? RETURNING `+parcelColumns,
		ParcelInTransit, now, now, pin, inspected, parcelID)
	if err != nil {
		return nil, err
	}
	if _, err := tx.ExecContext(ctx, `UPDATE rides SET status = ?, updated_at = ? WHERE id = ? AND status = ?`,
		RideInProgress, now, p.RideID.Int64, RidePlanned); err != nil {
		return nil, fmt.Errorf("store: start ride: %w", err)
	}
	n := newNotices(tx)
	if err := n.add(ctx, p.SenderID, NoticeParcelPickedUp, driverID, parcelID, p.RideID.Int64, 0); err != nil {
		return nil, err
	}
	if err := s.commit(ctx, tx, changeOf(ids(parcelID), ids(p.RideID.Int64), n)); err != nil {
		return nil, err
	}
	return out, nil
}

// DriversParcel returns a parcel accepted onto one of driverID's rides, or ErrNotFound.
func (s *Store) DriversParcel(ctx context.Context, driverID, parcelID int64) (*Parcel, error) {
	return s.driversParcel(ctx, s.db, driverID, parcelID)
}

func (s *Store) driversParcel(ctx context.Context, tx queryer, driverID, parcelID int64) (*Parcel, error) {
	return getOne[Parcel](ctx, tx, "driver's parcel", `SELECT `+prefixed("p", parcelColumns)+`
		FROM parcels p JOIN rides r ON r.id = p.ride_id WHERE p.id = ? AND r.driver_id = ?`, parcelID, driverID)
}

// ConfirmDelivery records the recipient's answer, completing the ride if departed: before, its places stay on offer.
func (s *Store) ConfirmDelivery(ctx context.Context, parcelID int64, delivered bool) (*Parcel, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	p, n, driverID, err := confirmDelivery(ctx, tx, parcelID, delivered)
	if err != nil {
		return nil, err
	}
	c := changeOf(ids(parcelID), ids(p.RideID.Int64), n)
	c.Users = ids(driverID, p.SenderID)
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	return p, nil
}

func confirmDelivery(ctx context.Context, tx *sqlx.Tx, parcelID int64, delivered bool) (*Parcel, *notices, int64, error) {
	status := ParcelFailed
	if delivered {
		status = ParcelDelivered
	}
	at := time.Now()
	now := formatTime(at)
	p, err := getOne[Parcel](ctx, tx, "confirm delivery", `UPDATE parcels SET status = ?, delivered_at = ?, updated_at = ?
		WHERE id = ? AND status = ? RETURNING `+parcelColumns, status, now, now, parcelID, ParcelInTransit)
	if errors.Is(err, ErrNotFound) {
		return nil, nil, 0, ErrInvalidState
	}
	if err != nil {
		return nil, nil, 0, err
	}
	if delivered {
		if err := recordDeliveredCost(ctx, tx, p, now); err != nil {
			return nil, nil, 0, err
		}
	}
	if _, err := completeRides(ctx, tx, at, p.RideID.Int64); err != nil {
		return nil, nil, 0, err
	}
	var driverID int64 // whose deliveries count
	if err := tx.GetContext(ctx, &driverID, `SELECT driver_id FROM rides WHERE id = ?`, p.RideID.Int64); err != nil {
		return nil, nil, 0, fmt.Errorf("store: confirm delivery: %w", err)
	}
	kind := NoticeParcelFailed
	if delivered {
		kind = NoticeParcelDelivered
		if err := countDelivery(ctx, tx, driverID, p.SenderID); err != nil {
			return nil, nil, 0, err
		}
	}
	n := newNotices(tx)
	for _, user := range []int64{p.SenderID, driverID} {
		if err := n.add(ctx, user, kind, 0, parcelID, p.RideID.Int64, 0); err != nil {
			return nil, nil, 0, err
		}
	}
	return p, n, driverID, nil
}

// Feedback is a recipient's rating of the driver.
type Feedback struct {
	ParcelID int64  `db:"parcel_id"`
	DriverID int64  `db:"driver_id"`
	Rating   int    `db:"rating"`
	Comment  string `db:"comment"`
}

// AddFeedback stores the one rating a Delivered parcel may give its driver; ErrInvalidState otherwise.
func (s *Store) AddFeedback(ctx context.Context, parcelID int64, rating int, comment string) (*Feedback, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	f, err := getOne[Feedback](ctx, tx, "add feedback", `INSERT INTO feedback (parcel_id, driver_id, rating, comment, created_at)
		SELECT p.id, r.driver_id, ?, ?, ? FROM parcels p JOIN rides r ON r.id = p.ride_id
		WHERE p.id = ? AND p.status = ?
		RETURNING parcel_id, driver_id, rating, comment`,
		rating, comment, formatTime(time.Now()), parcelID, ParcelDelivered)
	if isUniqueViolation(err) || errors.Is(err, ErrNotFound) {
		return nil, ErrInvalidState
	}
	if err != nil {
		return nil, err
	}
	n := newNotices(tx)
	if err := n.add(ctx, f.DriverID, NoticeRatingReceived, 0, parcelID, 0, 0); err != nil {
		return nil, err
	}
	c := changeOf(nil, nil, n)
	c.Users = ids(f.DriverID) // the driver's rating
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	return f, nil
}

// FeedbackRating is the stars the parcel's recipient gave its driver.
func (s *Store) FeedbackRating(ctx context.Context, parcelID int64) (int, error) {
	r, err := getOne[int](ctx, s.q, "feedback rating", `SELECT rating FROM feedback WHERE parcel_id = ?`, parcelID)
	if err != nil {
		return 0, err
	}
	return *r, nil
}

// HasFeedback tells whether the parcel's recipient rated the driver already.
func (s *Store) HasFeedback(ctx context.Context, parcelID int64) (bool, error) {
	var n int
	err := sqlx.GetContext(ctx, s.q, &n, `SELECT COUNT(*) FROM feedback WHERE parcel_id = ?`, parcelID)
	return n > 0, err
}

// DriverStats is what a public card says of a user as driver and as sender.
type DriverStats struct {
	UserID        int64   `db:"user_id"`
	Average       float64 `db:"average"`
	Count         int     `db:"count"`
	Deliveries    int     `db:"deliveries"`
	SenderAverage float64 `db:"sender_average"`
	SenderCount   int     `db:"sender_count"`
	Sent          int     `db:"sent"`
}

// GetDriverStats returns the ratings and deliveries of several users, keyed by id (unknown users are absent).
func (s *Store) GetDriverStats(ctx context.Context, ids []int64) (map[int64]DriverStats, error) {
	list, err := selectIn[DriverStats](ctx, s.q, "driver stats", `SELECT u.id AS user_id,
		COALESCE((SELECT AVG(f.rating) FROM feedback f WHERE f.driver_id = u.id), 0) AS average,
		(SELECT COUNT(*) FROM feedback f WHERE f.driver_id = u.id) AS count,
		COALESCE((SELECT AVG(sr.rating) FROM sender_ratings sr WHERE sr.sender_id = u.id), 0) AS sender_average,
		(SELECT COUNT(*) FROM sender_ratings sr WHERE sr.sender_id = u.id) AS sender_count,
		u.deliveries_count AS deliveries, u.sent_count AS sent
		FROM users u WHERE u.id `+inIDs, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]DriverStats, len(list))
	for _, st := range list {
		out[st.UserID] = st
	}
	return out, nil
}

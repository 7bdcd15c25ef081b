package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

const parcelExpiryDays = 30

const rideExpiry = 24 * time.Hour

// Clock is when the rules apply: now, and today in the market's time zone (parcel dates are days there).
type Clock struct {
	Now   time.Time
	Today string // YYYY-MM-DD
}

func departureTime(t time.Time) string { return t.UTC().Format(time.RFC3339) }

// Expired is what one housekeeping pass changed, for telling the people concerned.
type Expired struct {
	Parcels   []Parcel  // New → Expired
	Rides     []Ride    // Planned → Expired (id, driver and places only)
	Requests  []Request // pending → expired, with their sender and driver
	Reminded  []Request // still pending a day after they were sent: their answerer was reminded
	Completed int       // rides that became Completed
}

const reminderAfter = 24 * time.Hour

// ExpireDue applies the time rules at clock in one transaction, so racing state changes land before or after it.
func (s *Store) ExpireDue(ctx context.Context, clock Clock) (*Expired, error) {
	return s.ExpireDueOnce(ctx, clock, Slot{})
}

// ExpireDueOnce is ExpireDue in a transaction that first claims slot: ErrSlotTaken when another server has it.
func (s *Store) ExpireDueOnce(ctx context.Context, clock Clock, slot Slot) (*Expired, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	if err := s.claim(ctx, tx, slot); err != nil {
		return nil, err
	}
	now := formatTime(clock.Now)
	departed := departureTime(clock.Now)
	cutoff := time.Date(0, 1, 1, 0, 0, 0, 0, time.UTC)
	if day, err := time.Parse(time.DateOnly, clock.Today); err == nil {
		cutoff = day.AddDate(0, 0, -parcelExpiryDays)
	}
	out := &Expired{Parcels: []Parcel{}, Rides: []Ride{}, Requests: []Request{}, Reminded: []Request{}}
	n := newNotices(tx)
	// Requests first, while their parcels are still New.
	err = tx.SelectContext(ctx, &out.Requests, requestSelect+` WHERE q.status = '`+RequestPending+`' AND (
			(r.status IN (?, ?) AND r.departure_at <= ?)
			OR (p.status = ? AND (p.delivery_date < ? OR (p.delivery_date IS NULL AND p.shipping_date < ?))))`,
		RidePlanned, RideInProgress, departed, ParcelNew, clock.Today, cutoff.Format(time.DateOnly))
	if err != nil {
		return nil, fmt.Errorf("store: due requests: %w", err)
	}
	for i := range out.Requests {
		q := &out.Requests[i]
		q.Status = RequestExpired
		if _, err := tx.ExecContext(ctx, `UPDATE requests SET status = ?, updated_at = ? WHERE id = ?`, RequestExpired, now, q.ID); err != nil {
			return nil, fmt.Errorf("store: expire request: %w", err)
		}
		if err := recordAnswer(ctx, tx, q, false, clock.Now); err != nil {
			return nil, err
		}
		if err := n.bothSides(ctx, NoticeRequestExpired, 0, q); err != nil {
			return nil, err
		}
	}
	err = tx.SelectContext(ctx, &out.Parcels, `UPDATE parcels SET status = ?, closed_at = ?, updated_at = ?
		WHERE status = ? AND (delivery_date < ? OR (delivery_date IS NULL AND shipping_date < ?))
		RETURNING `+parcelColumns, ParcelExpired, now, now, ParcelNew, clock.Today, cutoff.Format(time.DateOnly))
	if err != nil {
		return nil, fmt.Errorf("store: expire parcels: %w", err)
	}
	for _, p := range out.Parcels {
		if err := n.add(ctx, p.SenderID, NoticeParcelExpired, 0, p.ID, 0, 0); err != nil {
			return nil, err
		}
	}
	if err := remindPending(ctx, n, clock.Now, &out.Reminded); err != nil {
		return nil, err
	}
	err = tx.SelectContext(ctx, &out.Rides, `UPDATE rides SET status = ?, updated_at = ?
		WHERE status = ? AND departure_at <= ?
		AND NOT EXISTS (SELECT 1 FROM parcels p WHERE p.ride_id = rides.id AND p.status IN `+acceptedStates+`)
		RETURNING id, driver_id, vehicle_id, status, from_place_id, to_place_id, departure_at, capacity, created_at`,
		RideExpired, now, RidePlanned, departureTime(clock.Now.Add(-rideExpiry)))
	if err != nil {
		return nil, fmt.Errorf("store: expire rides: %w", err)
	}
	// An expired ride is told with the parcel's kind, naming the ride alone.
	for _, r := range out.Rides {
		if err := n.add(ctx, r.DriverID, NoticeParcelExpired, 0, 0, r.ID, 0); err != nil {
			return nil, err
		}
	}
	completed, err := completeRides(ctx, tx, clock.Now, 0)
	if err != nil {
		return nil, err
	}
	out.Completed = len(completed)
	parcels, rides := make([]int64, len(out.Parcels)), completed
	for i, p := range out.Parcels {
		parcels[i] = p.ID
	}
	for _, r := range out.Rides {
		rides = append(rides, r.ID)
	}
	c := changeOf(parcels, rides, n)
	answerers := make([]int64, len(out.Requests))
	for i := range out.Requests {
		answerers[i] = out.Requests[i].Answerer()
	}
	c.Users = ids(answerers...) // their answers
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	return out, nil
}

func remindPending(ctx context.Context, n *notices, now time.Time, out *[]Request) error {
	// Literal, so that the partial index requests_unreminded_idx serves it.
	err := n.tx.SelectContext(ctx, out, requestSelect+` WHERE q.status = '`+RequestPending+`' AND q.reminded_at IS NULL
		AND q.created_at <= ?`, formatTime(now.Add(-reminderAfter)))
	if err != nil {
		return fmt.Errorf("store: due reminders: %w", err)
	}
	for i := range *out {
		q := &(*out)[i]
		if _, err := n.tx.ExecContext(ctx, `UPDATE requests SET reminded_at = ? WHERE id = ?`, n.now, q.ID); err != nil {
			return fmt.Errorf("store: remind: %w", err)
		}
		if err := n.request(ctx, q.Answerer(), NoticeRequestReminder, 0, q); err != nil {
			return err
		}
	}
	return nil
}

func completeRides(ctx context.Context, tx *sqlx.Tx, now time.Time, rideID int64) ([]int64, error) {
	q := `UPDATE rides SET status = ?, updated_at = ? WHERE status = ? AND departure_at <= ?
		AND NOT EXISTS (SELECT 1 FROM parcels p WHERE p.ride_id = rides.id AND p.status IN (?, ?))`
	args := []any{RideCompleted, formatTime(now), RideInProgress, departureTime(now), ParcelAccepted, ParcelInTransit}
	if rideID != 0 {
		q += ` AND id = ?`
		args = append(args, rideID)
	}
	completed := []int64{}
	if err := tx.SelectContext(ctx, &completed, q+` RETURNING id`, args...); err != nil {
		return nil, fmt.Errorf("store: complete rides: %w", err)
	}
	return completed, nil
}

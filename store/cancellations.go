package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jmoiron/sqlx"
)

// Cancellation figures (docs/product.md §2): the trips taken on in the last tripWindow, none shown under
// tripMinimum; a cancellation within lateCancel of the departure is late.
const (
	tripWindow  = 90 * 24 * time.Hour
	tripMinimum = 3
	lateCancel  = 24 * time.Hour
)

// Cancellations is how often a member cancelled what they took on.
type Cancellations struct {
	Count int `db:"count"` // trips cancelled
	Late  int `db:"late"`  // of those, within 24 h of the departure
	Of    int `db:"of"`    // trips taken on
}

// Trip kinds: a ride with an accepted parcel, a parcel approved on a ride.
const (
	tripRide   = "ride"
	tripParcel = "parcel"
)

// recordTrips notes, in the approval's transaction, that the driver's ride and the sender's parcel are taken on;
// each counts once, however often it is approved again.
func recordTrips(ctx context.Context, tx *sqlx.Tx, q *Request, at string) error {
	for _, t := range []struct {
		kind       string
		item, user int64
	}{{tripRide, q.RideID, q.DriverID}, {tripParcel, q.ParcelID, q.SenderID}} {
		if _, err := tx.ExecContext(ctx, `INSERT INTO trips (kind, item_id, user_id, took_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING`,
			t.kind, t.item, t.user, at); err != nil {
			return fmt.Errorf("store: record trip: %w", err)
		}
	}
	return nil
}

// cancelTrip marks a trip its member cancelled at now, late when its departure was less than 24 h away.
func cancelTrip(ctx context.Context, tx *sqlx.Tx, kind string, id int64, departure string, now time.Time) error {
	dep, err := time.Parse(time.RFC3339, departure) // stored with or without a fraction of a second
	late := err == nil && dep.Sub(now) < lateCancel
	_, err = tx.ExecContext(ctx, `UPDATE trips SET cancelled_at = ?, late = ? WHERE kind = ? AND item_id = ? AND cancelled_at IS NULL`,
		formatTime(now), late, kind, id)
	if err != nil {
		return fmt.Errorf("store: cancel trip: %w", err)
	}
	return nil
}

// GetCancellations returns the cancellation figures of several users as of now, keyed by id; users with fewer
// than 3 trips in the window are absent.
func (s *Store) GetCancellations(ctx context.Context, ids []int64, now time.Time) (map[int64]Cancellations, error) {
	out := map[int64]Cancellations{}
	if len(ids) == 0 {
		return out, nil
	}
	list, err := json.Marshal(slices.Compact(slices.Sorted(slices.Values(ids))))
	if err != nil {
		return nil, err
	}
	rows := []struct {
		UserID int64 `db:"user_id"`
		Cancellations
	}{}
	err = sqlx.SelectContext(ctx, s.q, &rows, `SELECT t.user_id, COUNT(*) AS of,
		COALESCE(SUM(CASE WHEN t.cancelled_at IS NOT NULL THEN 1 ELSE 0 END), 0) AS count,
		COALESCE(SUM(CASE WHEN t.late THEN 1 ELSE 0 END), 0) AS late
		FROM json_each(?) AS u JOIN trips t ON t.user_id = u.value AND t.took_at >= ?
		GROUP BY t.user_id`, string(list), formatTime(now.Add(-tripWindow)))
	if err != nil {
		return nil, fmt.Errorf("store: cancellations: %w", err)
	}
	for _, r := range rows {
		if r.Of >= tripMinimum {
			out[r.UserID] = r.Cancellations
		}
	}
	return out, nil
}

// rideTripCancelled marks the driver's ride cancelled as a trip when it carried accepted parcels (released).
func rideTripCancelled(ctx context.Context, tx *sqlx.Tx, rideID int64, released []Parcel) error {
	if len(released) == 0 {
		return nil
	}
	dep, err := getOne[string](ctx, tx, "ride trip", `SELECT departure_at FROM rides WHERE id = ?`, rideID)
	if err != nil {
		return err
	}
	return cancelTrip(ctx, tx, tripRide, rideID, *dep, time.Now())
}

// acceptedTrip is the sender's parcel id as a trip about to be cancelled: its ride's departure, and whether the
// parcel is Accepted on it (a New parcel was never taken on, or is no longer).
func acceptedTrip(ctx context.Context, tx *sqlx.Tx, senderID, id int64) (departure string, ok bool, err error) {
	err = tx.GetContext(ctx, &departure, `SELECT r.departure_at FROM parcels p JOIN rides r ON r.id = p.ride_id
		WHERE p.id = ? AND p.sender_id = ? AND p.status = ?`, id, senderID, ParcelAccepted)
	if errors.Is(err, sql.ErrNoRows) {
		return "", false, nil
	}
	if err != nil {
		return "", false, fmt.Errorf("store: parcel trip: %w", err)
	}
	return departure, true, nil
}

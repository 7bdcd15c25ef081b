package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/jmoiron/sqlx"
)

// Alert kinds: what a saved route waits for.
const (
	AlertParcels = "parcels" // a driver hears of parcels on the route
	AlertRides   = "rides"   // a sender hears of rides on it
)

// MaxAlerts is how many saved routes a user may keep.
const MaxAlerts = 10

// ErrTooManyAlerts means the user keeps MaxAlerts already.
var ErrTooManyAlerts = errors.New("store: too many alerts")

// Alert is a saved route (docs/product.md §5).
type Alert struct {
	ID          int64          `db:"id"`
	UserID      int64          `db:"user_id"`
	Kind        string         `db:"kind"`
	FromPlaceID int64          `db:"from_place_id"`
	ToPlaceID   int64          `db:"to_place_id"`
	DateFrom    sql.NullString `db:"date_from"`
	DateTo      sql.NullString `db:"date_to"`
	CreatedAt   string         `db:"created_at"`
}

const alertColumns = `id, user_id, kind, from_place_id, to_place_id, date_from, date_to, created_at`

// CreateAlert saves a route; ErrTooManyAlerts past MaxAlerts, counted in the same transaction.
func (s *Store) CreateAlert(ctx context.Context, a Alert) (*Alert, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	var n int
	if err := tx.GetContext(ctx, &n, `SELECT COUNT(*) FROM alerts WHERE user_id = ?`, a.UserID); err != nil {
		return nil, fmt.Errorf("store: count alerts: %w", err)
	}
	if n >= MaxAlerts {
		return nil, ErrTooManyAlerts
	}
	out, err := getOne[Alert](ctx, tx, "create alert", `INSERT INTO alerts (user_id, kind, from_place_id, to_place_id, date_from, date_to, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING `+alertColumns,
		a.UserID, a.Kind, a.FromPlaceID, a.ToPlaceID, a.DateFrom, a.DateTo, formatTime(time.Now()))
	if err != nil {
		return nil, err
	}
	if err := s.commit(ctx, tx, Change{Alerts: []int64{out.ID}}); err != nil {
		return nil, err
	}
	return out, nil
}

// ListAlerts returns the user's saved routes, newest first.
func (s *Store) ListAlerts(ctx context.Context, userID int64) ([]Alert, error) {
	out := []Alert{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT `+alertColumns+` FROM alerts WHERE user_id = ? ORDER BY id DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: list alerts: %w", err)
	}
	return out, nil
}

// GetAlerts returns the alerts with the given ids that still exist.
func (s *Store) GetAlerts(ctx context.Context, ids []int64) ([]Alert, error) {
	out := []Alert{}
	if len(ids) == 0 {
		return out, nil
	}
	q, args, err := sqlx.In(`SELECT `+alertColumns+` FROM alerts WHERE id IN (?)`, ids)
	if err != nil {
		return nil, err
	}
	if err := sqlx.SelectContext(ctx, s.q, &out, q, args...); err != nil {
		return nil, fmt.Errorf("store: get alerts: %w", err)
	}
	return out, nil
}

// EachAlert calls fn with every alert whose days have not all passed by today.
func (s *Store) EachAlert(ctx context.Context, today string, fn func(*Alert)) error {
	rows, err := s.db.QueryxContext(ctx, `SELECT `+alertColumns+` FROM alerts WHERE date_to IS NULL OR date_to >= ?`, today)
	if err != nil {
		return fmt.Errorf("store: load alerts: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var a Alert
		if err := rows.StructScan(&a); err != nil {
			return fmt.Errorf("store: load alerts: %w", err)
		}
		fn(&a)
	}
	return rows.Err()
}

// DeleteAlert removes one of the user's alerts; ErrNotFound for anyone else's.
func (s *Store) DeleteAlert(ctx context.Context, userID, id int64) error {
	return s.inTx(ctx, func(tx *sqlx.Tx) (Change, error) {
		res, err := tx.ExecContext(ctx, `DELETE FROM alerts WHERE id = ? AND user_id = ?`, id, userID)
		if err != nil {
			return Change{}, fmt.Errorf("store: delete alert: %w", err)
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return Change{}, ErrNotFound
		}
		return Change{Alerts: []int64{id}}, nil
	})
}

// Matches is what the match index found a newly published item fits: open parcels (for a ride) and alerts.
type Matches struct {
	Parcels, Alerts []int64
}

// ParcelFits finds in memory what a new parcel fits, in CreateParcel's transaction so match_found commits with it.
type ParcelFits func(*Parcel) Matches

// RideFits is ParcelFits for a newly published ride (CreateRide).
type RideFits func(*Ride) Matches

// toldAs is what matches_told records a person was told of: one parcel, ride or series; owners are the
// people already seen in this pass, skipped without a write.
type toldAs struct {
	item   string
	id     int64
	owners map[int64]bool
}

func tellMatches(ctx context.Context, n *notices, m Matches, author int64, parcelID, rideID int64) error {
	told := toldAs{item: "parcel", id: parcelID, owners: map[int64]bool{}}
	if rideID != 0 {
		told.item, told.id = "ride", rideID
	}
	if len(m.Parcels)+len(m.Alerts) == 0 {
		return nil
	}
	blocked, err := blockedWith(ctx, n.tx, author)
	if err != nil {
		return err
	}
	return tellMatchesAs(ctx, n, m, author, parcelID, rideID, told, blocked)
}

// tellMatchesAs tells the owners of m's parcels and alerts of the new item, each once per told.
func tellMatchesAs(ctx context.Context, n *notices, m Matches, author, parcelID, rideID int64, told toldAs, blocked []int64) error {
	type owned struct {
		ID    int64 `db:"id"`
		Owner int64 `db:"owner"`
	}
	tell := func(query string, ids []int64, theirParcel bool) error {
		if len(ids) == 0 {
			return nil
		}
		var rows []owned
		q, args, err := sqlx.In(query+` IN (?)`, ids)
		if err != nil {
			return err
		}
		if err := n.tx.SelectContext(ctx, &rows, q, args...); err != nil {
			return fmt.Errorf("store: matches: %w", err)
		}
		for _, r := range rows {
			if r.Owner == author || told.owners[r.Owner] || slices.Contains(blocked, r.Owner) {
				continue
			}
			told.owners[r.Owner] = true
			res, err := n.tx.ExecContext(ctx, `INSERT INTO matches_told (user_id, item, item_id) VALUES (?, ?, ?)
				ON CONFLICT DO NOTHING`, r.Owner, told.item, told.id)
			if err != nil {
				return fmt.Errorf("store: matches told: %w", err)
			}
			if k, _ := res.RowsAffected(); k == 0 {
				continue // told of this item already
			}
			parcel := parcelID
			if theirParcel {
				parcel = r.ID
			}
			if err := n.add(ctx, r.Owner, NoticeMatchFound, author, parcel, rideID, 0); err != nil {
				return err
			}
		}
		return nil
	}
	if err := tell(`SELECT id, sender_id AS owner FROM parcels WHERE status = '`+ParcelNew+`' AND id`, m.Parcels, true); err != nil {
		return err
	}
	return tell(`SELECT id, user_id AS owner FROM alerts WHERE id`, m.Alerts, false)
}

package store

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"time"

	"github.com/jmoiron/sqlx"
)

const openParcelsQuery = `SELECT id, sender_id, type, from_place_id, to_place_id, shipping_date, delivery_date
	FROM parcels WHERE status = ? AND ((delivery_date IS NULL AND shipping_date >= ?) OR delivery_date >= ?)
	ORDER BY shipping_date`

// openRidesQuery leaves full rides to the caller: filtering on used in SQL would count each ride's parcels twice.
const openRidesQuery = `SELECT r.id, r.driver_id, r.from_place_id, r.to_place_id, r.departure_at,
		r.capacity, r.parcel_types,
		(SELECT COUNT(*) FROM parcels p WHERE p.ride_id = r.id AND p.status IN ` + acceptedStates + `) AS used
	FROM rides r WHERE r.status IN (?, ?) AND r.departure_at > ?`

// EachOpenParcel calls fn with every New parcel still open on today, by pickup date, with the fields matching needs.
func (s *Store) EachOpenParcel(ctx context.Context, today string, fn func(*Parcel)) error {
	t, err := time.Parse(time.DateOnly, today)
	if err != nil {
		return fmt.Errorf("store: open parcels: %w", err)
	}
	rows, err := s.q.QueryxContext(ctx, openParcelsQuery, ParcelNew, t.AddDate(0, 0, -parcelExpiryDays).Format(time.DateOnly), today)
	if err != nil {
		return fmt.Errorf("store: open parcels: %w", err)
	}
	defer rows.Close()
	var p Parcel
	for rows.Next() {
		p = Parcel{}
		if err := rows.StructScan(&p); err != nil {
			return fmt.Errorf("store: open parcels: %w", err)
		}
		fn(&p)
	}
	return rows.Err()
}

// EachOpenRide calls fn with every ride taking requests after `after`, with the fields matching needs.
func (s *Store) EachOpenRide(ctx context.Context, after time.Time, fn func(*Ride)) error {
	rows, err := s.q.QueryxContext(ctx, openRidesQuery, RidePlanned, RideInProgress, departureTime(after))
	if err != nil {
		return fmt.Errorf("store: open rides: %w", err)
	}
	defer rows.Close()
	var r Ride
	for rows.Next() {
		r = Ride{}
		if err := rows.StructScan(&r); err != nil {
			return fmt.Errorf("store: open rides: %w", err)
		}
		if r.Used < r.Capacity {
			fn(&r)
		}
	}
	return rows.Err()
}

// OpenNoMigrate opens the database at path as it is, creating and migrating nothing, for tools such as backup.
func OpenNoMigrate(ctx context.Context, path string) (*Store, error) {
	if IsPostgres(path) {
		return openPostgres(ctx, path, false)
	}
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("store: no database at %s", path)
	}
	q := url.Values{}
	q.Set("mode", "rw") // never create the file
	q.Add("_pragma", "busy_timeout(5000)")
	source := "file:" + path + "?" + q.Encode()
	db, err := sqlx.Open("sqlite", source)
	if err != nil {
		return nil, fmt.Errorf("store: open: %w", err)
	}
	var n int
	if err := db.GetContext(ctx, &n, "SELECT COUNT(*) FROM sqlite_schema"); err != nil {
		db.Close()
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	return &Store{db: db, q: newPreparedDB(db), source: source}, nil
}

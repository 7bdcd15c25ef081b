package store

import (
	"context"
	"path/filepath"
	"testing"

	"github.com/jmoiron/sqlx"
)

// Migration 0008 rebuilds parcels and rides, which requests, feedback and
// each other reference: a database made before it keeps every row.
func TestExpiredStatesMigrationKeepsData(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	db, err := sqlx.Open("sqlite", dsn(filepath.Join(t.TempDir(), "old.db")))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s := &Store{db: db, q: newPreparedDB(db)}
	if err := s.migrateUpTo(ctx, 7); err != nil {
		t.Fatal(err)
	}
	const now = "2026-01-01T00:00:00.000Z"
	for _, q := range []string{
		`INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES (1, 'd@example.com', 'h', '` + now + `', '` + now + `'), (2, 's@example.com', 'h', '` + now + `', '` + now + `')`,
		`INSERT INTO vehicles (id, user_id, vehicle_type, created_at) VALUES (1, 1, 'car', '` + now + `')`,
		`INSERT INTO rides (id, driver_id, vehicle_id, status, from_place_id, to_place_id, departure_at, capacity, created_at, updated_at)
			VALUES (1, 1, 1, 'In Progress', 703448, 702550, '2026-01-02T08:00:00Z', 3, '` + now + `', '` + now + `')`,
		`INSERT INTO parcels (id, sender_id, status, type, size, cost, from_place_id, to_place_id, shipping_date, recipient_name,
			ride_id, created_at, updated_at, picked_up_at, delivered_at)
			VALUES (1, 2, 'Delivered', 'books', 'S', 150, 686967, 695594, '2026-01-02', 'Ivan', 1, '` + now + `', '` + now + `', '` + now + `', '` + now + `'),
			(2, 2, 'New', 'books', 'S', 100, 686967, 695594, '2026-01-02', 'Ivan', NULL, '` + now + `', '` + now + `', NULL, NULL)`,
		`INSERT INTO requests (parcel_id, ride_id, direction, cost, status, created_at, updated_at)
			VALUES (1, 1, 'fromSender', 150, 'approved', '` + now + `', '` + now + `'), (2, 1, 'fromDriver', 100, 'pending', '` + now + `', '` + now + `')`,
		`INSERT INTO feedback (parcel_id, driver_id, rating, comment, created_at) VALUES (1, 1, 5, 'great', '` + now + `')`,
	} {
		if _, err := db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%v in %.60s", err, q)
		}
	}
	if err := s.migrate(ctx); err != nil {
		t.Fatal(err)
	}
	for table, want := range map[string]int{"users": 2, "vehicles": 1, "rides": 1, "parcels": 2, "requests": 2, "feedback": 1} {
		var n int
		if err := db.GetContext(ctx, &n, `SELECT COUNT(*) FROM `+table); err != nil || n != want {
			t.Errorf("%s: %d rows (%v), want %d", table, n, err, want)
		}
	}
	p, err := s.GetParcel(ctx, 1)
	if err != nil || p.Status != ParcelDelivered || p.RideID.Int64 != 1 {
		t.Fatalf("parcel after the migration: %+v %v", p, err)
	}
	var fk bool
	if err := db.GetContext(ctx, &fk, `PRAGMA foreign_keys`); err != nil || !fk {
		t.Fatalf("foreign keys are back on: %v %v", fk, err)
	}
	if _, err := db.ExecContext(ctx, `UPDATE parcels SET status = 'Expired' WHERE id = 2`); err != nil {
		t.Fatalf("the Expired state: %v", err)
	}
	if _, err := db.ExecContext(ctx, `UPDATE rides SET status = 'Expired' WHERE id = 1`); err != nil {
		t.Fatalf("the Expired state of rides: %v", err)
	}
	// The rebuilt tables still cascade and refuse orphans.
	if _, err := db.ExecContext(ctx, `INSERT INTO requests (parcel_id, ride_id, direction, cost, created_at, updated_at)
		VALUES (99, 1, 'fromSender', 1, '`+now+`', '`+now+`')`); err == nil {
		t.Fatal("a request for a missing parcel was stored")
	}
	if _, err := db.ExecContext(ctx, `DELETE FROM parcels WHERE id = 1`); err != nil {
		t.Fatal(err)
	}
	var left int
	_ = db.GetContext(ctx, &left, `SELECT COUNT(*) FROM feedback`)
	if left != 0 {
		t.Fatal("feedback of a deleted parcel stayed")
	}
}

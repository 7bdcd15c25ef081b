package store

import (
	"context"
	"testing"
	"time"
)

// Migration 0019 counts the deliveries and answers made before it.
func TestTrustFiguresMigrationBackfills(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	s, _ := unmigratedStore(t)
	if err := s.migrateUpTo(ctx, 18); err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	at := func(hoursAgo int) string { return formatTime(now.Add(-time.Duration(hoursAgo) * time.Hour)) }
	for _, q := range []string{
		`INSERT INTO users (id, email, password_hash, created_at, updated_at) VALUES
			(1, 'd@example.com', 'h', '` + at(99) + `', '` + at(99) + `'), (2, 's@example.com', 'h', '` + at(99) + `', '` + at(99) + `')`,
		`INSERT INTO vehicles (id, user_id, vehicle_type, created_at) VALUES (1, 1, 'car', '` + at(99) + `')`,
		`INSERT INTO rides (id, driver_id, vehicle_id, status, from_place_id, to_place_id, departure_at, capacity, created_at, updated_at)
			VALUES (1, 1, 1, 'In Progress', 703448, 702550, '` + at(1) + `', 3, '` + at(99) + `', '` + at(99) + `'),
			(2, 1, 1, 'Planned', 703448, 702550, '` + at(-48) + `', 3, '` + at(99) + `', '` + at(99) + `')`,
		`INSERT INTO parcels (id, sender_id, status, type, size, cost, from_place_id, to_place_id, shipping_date, recipient_name,
			ride_id, created_at, updated_at) VALUES
			(1, 2, 'Delivered', 'books', 'S', 150, 686967, 695594, '2026-01-02', 'Ivan', 1, '` + at(99) + `', '` + at(1) + `'),
			(2, 2, 'New', 'books', 'S', 100, 686967, 695594, '2026-01-02', 'Ivan', NULL, '` + at(99) + `', '` + at(99) + `')`,
		// To the driver: approved after 4 h, declined after 2 h, expired unanswered; to the sender: expired as
		// parcel 1 went to ride 1 (not theirs to answer).
		`INSERT INTO requests (id, parcel_id, ride_id, direction, cost, status, created_at, updated_at) VALUES
			(1, 1, 1, 'fromSender', 150, 'approved', '` + at(10) + `', '` + at(6) + `'),
			(2, 2, 1, 'fromSender', 100, 'declined', '` + at(10) + `', '` + at(8) + `'),
			(3, 2, 2, 'fromSender', 100, 'expired', '` + at(10) + `', '` + at(5) + `'),
			(4, 1, 2, 'fromDriver', 100, 'expired', '` + at(10) + `', '` + at(6) + `')`,
	} {
		if _, err := s.db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%v in %.60s", err, q)
		}
	}
	if err := s.migrate(ctx); err != nil {
		t.Fatal(err)
	}
	stats := must(s.GetDriverStats(ctx, []int64{1, 2}))
	if stats[1].Deliveries != 1 || stats[2].Sent != 1 || stats[1].Sent != 0 || stats[2].Deliveries != 0 {
		t.Errorf("counts: got %+v", stats)
	}
	answers := must(s.GetAnswers(ctx, []int64{1, 2}, now))
	if a := answers[1]; a.Rate != 0.67 || a.MedianHours != 3 {
		t.Errorf("driver's answers: got %+v, want rate 0.67 within 3 h", a)
	}
	if a, ok := answers[2]; ok {
		t.Errorf("the sender had no request to answer: got %+v", a)
	}
}

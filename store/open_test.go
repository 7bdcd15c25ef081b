package store

import (
	"context"
	"strings"
	"testing"
	"time"
)

// The match index loads every open parcel and ride at start: the queries
// read only their covering indexes (and the parcels of each ride through
// its index), in order, with no sort.
func TestOpenListsReadCoveringIndexes(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	for _, c := range []struct {
		query string
		args  []any
		want  []string
	}{
		{openParcelsQuery, []any{ParcelNew, "2025-12-02", "2026-01-01"}, []string{"USING COVERING INDEX parcels_open_idx"}},
		{openRidesQuery, []any{RidePlanned, RideInProgress, "2026-01-01T00:00:00Z"},
			[]string{"USING COVERING INDEX rides_open_idx", "USING COVERING INDEX parcels_ride_idx"}},
	} {
		rows, err := s.db.QueryxContext(context.Background(), "EXPLAIN QUERY PLAN "+c.query, c.args...)
		if err != nil {
			t.Fatal(err)
		}
		var plan []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			plan = append(plan, detail)
		}
		rows.Close()
		all := strings.Join(plan, "\n")
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("plan of %.40q…: want %q in\n%s", c.query, w, all)
			}
		}
		if strings.Contains(all, "USE TEMP B-TREE FOR ORDER BY") {
			t.Errorf("plan of %.40q… sorts in a temp b-tree:\n%s", c.query, all)
		}
	}
}

func openRides(t *testing.T, s *Store, after time.Time) []Ride {
	t.Helper()
	var list []Ride
	if err := s.EachOpenRide(context.Background(), after, func(r *Ride) { list = append(list, *r) }); err != nil {
		t.Fatal(err)
	}
	return list
}

func TestEachOpenRideLeavesOutFullAndPastRides(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	driver := mustCreateUser(t, s, "driver@example.com")
	me := mustCreateUser(t, s, "me@example.com")
	full := newRide(t, s, driver.ID) // capacity 3
	roomy := newRide(t, s, driver.ID)
	mine := newRide(t, s, me.ID)
	for i := 0; i < 3; i++ {
		p, _ := s.CreateParcel(ctx, newParcel(me.ID))
		accept(t, s, p.ID, full.ID)
	}
	p, _ := s.CreateParcel(ctx, newParcel(me.ID))
	accept(t, s, p.ID, roomy.ID)

	list := openRides(t, s, time.Now())
	byID := map[int64]Ride{}
	for _, r := range list {
		byID[r.ID] = r
	}
	if len(list) != 2 || byID[roomy.ID].Used != 1 || byID[roomy.ID].Capacity != 3 || byID[mine.ID].ID == 0 {
		t.Fatalf("open rides: %+v (full %d)", list, full.ID)
	}
	if list := openRides(t, s, time.Now().Add(72*time.Hour)); len(list) != 0 {
		t.Fatalf("rides leaving before the given time: %+v", list)
	}
}

package store

import (
	"context"
	"strings"
	"testing"
	"time"
)

// The available lists scan every open parcel or ride: they must read only
// their covering indexes (and the parcels of each ride through its index).
func TestOpenListsReadCoveringIndexes(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	withDay, withDayArgs := openParcelsSQL(1, "2026-01-02", "2026-01-01")
	anyDay, anyDayArgs := openParcelsSQL(1, "", "2026-01-01")
	for _, c := range []struct {
		query string
		args  []any
		want  []string
	}{
		{withDay, withDayArgs, []string{"USING COVERING INDEX parcels_open_idx"}},
		{anyDay, anyDayArgs, []string{"USING COVERING INDEX parcels_open_idx"}},
		{openRidesQuery, []any{RidePlanned, RideInProgress, 1, "2026-01-01T00:00:00Z"},
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

func TestListOpenRidesLeavesOutFullOwnAndPastRides(t *testing.T) {
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

	list, err := s.ListOpenRides(ctx, me.ID, formatTime(time.Now()))
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 1 || list[0].ID != roomy.ID || list[0].Used != 1 || list[0].Capacity != 3 {
		t.Fatalf("open rides for me: %+v (full %d, mine %d)", list, full.ID, mine.ID)
	}
	if list, _ := s.ListOpenRides(ctx, me.ID, formatTime(time.Now().Add(72*time.Hour))); len(list) != 0 {
		t.Fatalf("rides leaving before the given time: %+v", list)
	}
}

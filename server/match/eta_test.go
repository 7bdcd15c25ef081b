package match

import (
	"testing"
	"time"
)

func TestPassesAt(t *testing.T) {
	t.Parallel()
	kyiv, zhytomyr, rivne := mustPoint(703448), mustPoint(686967), mustPoint(695594) // 0, 132.7 and 304.2 km out
	nine := time.Date(2026, 12, 14, 7, 0, 0, 0, time.UTC)                            // 09:00 in Kyiv
	for _, c := range []struct {
		name      string
		departure time.Time
		at        Point
		want      string
	}{
		{"the start is the departure", nine, kyiv, "07:00"},
		{"132.7 km at 70 km/h is 1 h 53.8 min: rounded up to 5 minutes", nine, zhytomyr, "08:55"},
		{"304.2 km is 4 h 20.7 min: rounded down", nine, rivne, "11:20"},
		{"a departure off the 5 minutes is rounded too", nine.Add(3 * time.Minute), kyiv, "07:05"},
		{"and under half of 5 minutes goes down", nine.Add(2 * time.Minute), kyiv, "07:00"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := PassesAt(c.departure, kyiv, c.at).Format("15:04"); got != c.want {
				t.Errorf("got %s, want %s", got, c.want)
			}
		})
	}
	// 70 km/h: a point 70 km on is passed an hour later.
	if got := driving(70); got != time.Hour {
		t.Errorf("70 km: got %v, want 1h", got)
	}
}

func TestHandoverPlannedPickupReplacesTheEstimate(t *testing.T) {
	t.Parallel()
	kyiv, zhytomyr, rivne := mustPoint(703448), mustPoint(686967), mustPoint(695594)
	dep := time.Date(2026, 12, 14, 7, 0, 0, 0, time.UTC)
	at := func(h, m int) time.Time { return time.Date(2026, 12, 14, h, m, 0, 0, time.UTC) }
	for _, c := range []struct {
		name                string
		planned             *time.Time
		wantPickup, wantOff string
	}{
		{"no plan: both estimated", nil, "08:55", "11:20"},
		{"a plan before the estimate replaces the pickup only", new(at(8, 30)), "08:30", "11:20"},
		// Zhytomyr to Rivne is 181 km: 2 h 35 min of driving after the pickup.
		{"a later plan puts the drop-off after it, the drive on", new(at(10, 0)), "10:00", "12:35"},
		{"a planned minute is kept as planned", new(at(8, 40)), "08:40", "11:20"},
		{"a plan just past the estimate moves the drop-off", new(at(8, 57)), "08:57", "11:30"},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, q := Handover(dep, kyiv, zhytomyr, rivne, c.planned)
			if got := p.Format("15:04"); got != c.wantPickup {
				t.Errorf("pickup: got %s, want %s", got, c.wantPickup)
			}
			if got := q.Format("15:04"); got != c.wantOff {
				t.Errorf("drop-off: got %s, want %s", got, c.wantOff)
			}
		})
	}
}

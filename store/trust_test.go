package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
)

// delivered is a carriage whose parcel was delivered.
func delivered(t *testing.T) (*Store, context.Context, carriage) {
	t.Helper()
	s, ctx, c := newCarriage(t)
	accept(t, s, c.parcel.ID, c.ride.ID)
	must(s.PickUp(ctx, c.driver.ID, c.parcel.ID, false))
	must(s.ConfirmDelivery(ctx, c.parcel.ID, true))
	return s, ctx, c
}

func TestRateSender(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	stranger := mustCreateUser(t, s, "stranger@example.com")
	p := c.parcel
	if _, err := s.RateSender(ctx, c.driver.ID, p.ID, 5, ""); !errors.Is(err, ErrNotFound) {
		t.Fatalf("rate a parcel not on my ride: got %v", err)
	}
	accept(t, s, p.ID, c.ride.ID)
	for _, who := range []int64{stranger.ID, c.sender.ID} {
		if _, err := s.RateSender(ctx, who, p.ID, 5, ""); !errors.Is(err, ErrNotFound) {
			t.Fatalf("rated by %d, not the driver: got %v", who, err)
		}
	}
	if _, err := s.RateSender(ctx, c.driver.ID, p.ID, 5, ""); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("rate before delivery: got %v", err)
	}
	must(s.PickUp(ctx, c.driver.ID, p.ID, false))
	must(s.ConfirmDelivery(ctx, p.ID, true))
	var w watcher
	s.Watch(w.hear)
	r, err := s.RateSender(ctx, c.driver.ID, p.ID, 4, "Well packed")
	if err != nil || r.SenderID != c.sender.ID || r.DriverID != c.driver.ID || r.Rating != 4 || r.Comment != "Well packed" {
		t.Fatalf("rate: %v %+v", err, r)
	}
	if got := w.takeUsers(); !slices.Equal(got, []int64{c.sender.ID}) {
		t.Fatalf("users changed: got %v, want the sender's card", got)
	}
	if _, err := s.RateSender(ctx, c.driver.ID, p.ID, 1, ""); !errors.Is(err, ErrAlreadyRated) {
		t.Fatalf("rate twice: got %v", err)
	}
	list := must(s.ListNotifications(ctx, c.sender.ID, 0, 10))
	if len(list) == 0 || list[0].Kind != NoticeRatingReceived || list[0].ActorID.Int64 != c.driver.ID || list[0].ParcelID.Int64 != p.ID {
		t.Fatalf("the sender is told: %+v", list)
	}
	stats := must(s.GetDriverStats(ctx, []int64{c.sender.ID, c.driver.ID}))
	if st := stats[c.sender.ID]; st.SenderAverage != 4 || st.SenderCount != 1 || st.Count != 0 {
		t.Fatalf("sender's stats: %+v", st)
	}
	if st := stats[c.driver.ID]; st.SenderCount != 0 || st.Deliveries != 1 {
		t.Fatalf("driver's stats: %+v", st)
	}
	rated := must(s.SendersRated(ctx, []int64{p.ID, p.ID + 100}))
	if !rated[p.ID] || len(rated) != 1 {
		t.Fatalf("senders rated: %v", rated)
	}
}

func TestNoSenderRatingAfterFailure(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	accept(t, s, c.parcel.ID, c.ride.ID)
	must(s.PickUp(ctx, c.driver.ID, c.parcel.ID, false))
	must(s.ConfirmDelivery(ctx, c.parcel.ID, false))
	if _, err := s.RateSender(ctx, c.driver.ID, c.parcel.ID, 3, ""); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("rate after a failed delivery: got %v", err)
	}
}

func TestConcurrentSenderRatingsHaveOneWinner(t *testing.T) {
	t.Parallel()
	s, ctx, c := delivered(t)
	oneWinner(t, 8, ErrAlreadyRated, func(i int) error {
		_, err := s.RateSender(ctx, c.driver.ID, c.parcel.ID, 1+i%5, "")
		return err
	})
}

// TestListReviewsPagesBothTables: reviews as driver and as sender come newest first, in pages that neither skip
// nor repeat, ties in time broken by the parcel.
func TestListReviewsPagesBothTables(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	me := mustCreateUser(t, s, "me@example.com")
	other := mustCreateUser(t, s, "other@example.com")
	base := time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)
	var want []string
	for i := range 9 {
		p := must(s.CreateParcel(ctx, newParcel(other.ID)))
		at := formatTime(base.Add(time.Duration(i/2) * time.Minute)) // two at each time
		if i%3 == 0 {
			_, err := s.db.Exec(`INSERT INTO feedback (parcel_id, driver_id, rating, comment, created_at) VALUES (?, ?, 5, ?, ?)`,
				p.ID, me.ID, fmt.Sprint(i), at)
			must(0, err)
			want = append(want, "driver"+fmt.Sprint(i))
		} else {
			_, err := s.db.Exec(`INSERT INTO sender_ratings (parcel_id, sender_id, driver_id, rating, comment, created_at)
				VALUES (?, ?, ?, 4, ?, ?)`, p.ID, me.ID, other.ID, fmt.Sprint(i), at)
			must(0, err)
			want = append(want, "sender"+fmt.Sprint(i))
		}
	}
	// Someone else's reviews are not mine.
	p := must(s.CreateParcel(ctx, newParcel(me.ID)))
	_, err := s.db.Exec(`INSERT INTO feedback (parcel_id, driver_id, rating, comment, created_at) VALUES (?, ?, 1, 'x', ?)`,
		p.ID, other.ID, formatTime(base))
	must(0, err)
	slices.Reverse(want)

	var got []string
	var cur ReviewCursor
	for range 10 {
		page := must(s.ListReviews(ctx, me.ID, cur, 4))
		for _, r := range page {
			got = append(got, r.Role+r.Comment)
			if (r.Role == ReviewAsSender) != (r.AuthorID == other.ID) {
				t.Fatalf("author of %+v", r)
			}
		}
		if len(page) < 4 {
			break
		}
		var ok bool
		if cur, ok = ParseReviewCursor(page[len(page)-1].Cursor().String()); !ok || cur != page[len(page)-1].Cursor() {
			t.Fatalf("cursor does not read back: %+v", cur)
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("reviews: got %v, want %v", got, want)
	}
}

// explain returns the query plan of q.
// tableScan tells whether a plan reads a whole table: a SCAN of a name that is not one of its subqueries
// (CO-ROUTINE), which read only the rows their own searches found.
func tableScan(plan string) bool {
	subqueries := map[string]bool{}
	for _, m := range regexp.MustCompile(`CO-ROUTINE (\w+)`).FindAllStringSubmatch(plan, -1) {
		subqueries[m[1]] = true
	}
	for _, m := range regexp.MustCompile(`SCAN ([a-z]\w*)`).FindAllStringSubmatch(plan, -1) {
		if !subqueries[m[1]] {
			return true
		}
	}
	return false
}

func explain(t *testing.T, s *Store, q string, args ...any) string {
	t.Helper()
	sqliteOnly(t) // SQLite's query plans
	rows, err := s.db.QueryxContext(context.Background(), "EXPLAIN QUERY PLAN "+q, args...)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	var plan []string
	for rows.Next() {
		var id, parent, unused int
		var detail string
		if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
			t.Fatal(err)
		}
		plan = append(plan, detail)
	}
	return strings.Join(plan, "\n")
}

// The hot or growing reads of this file walk their indexes, never every row.
func TestTrustReadsUseTheirIndexes(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	for _, c := range []struct {
		query string
		args  []any
		want  []string
	}{
		{reviewsQuery, reviewsArgs(1, ReviewCursor{}, 21), []string{"USING INDEX feedback_driver_time_idx (driver_id=? AND created_at<?)",
			"USING INDEX sender_ratings_sender_idx (sender_id=? AND created_at<?)"}},
		{`SELECT blocked_id FROM blocks WHERE blocker_id = ? UNION SELECT blocker_id FROM blocks WHERE blocked_id = ?`, []any{1, 1},
			[]string{"USING PRIMARY KEY (blocker_id=?)", "USING COVERING INDEX blocks_blocked_idx (blocked_id=?)"}},
		{`SELECT created_at FROM reports WHERE reporter_id = ? AND created_at > ? ORDER BY created_at LIMIT ?`, []any{1, "2026", 10},
			[]string{"USING COVERING INDEX reports_reporter_idx (reporter_id=? AND created_at>?)"}},
		{`SELECT id FROM reports WHERE id < ? AND status = 'open' ORDER BY id DESC LIMIT ?`, []any{100, 20},
			[]string{"reports_open_idx"}},
	} {
		plan := explain(t, s, c.query, c.args...)
		for _, w := range c.want {
			if !strings.Contains(plan, w) {
				t.Errorf("plan of %.50q…: want %q in\n%s", c.query, w, plan)
			}
		}
		if tableScan(plan) {
			t.Errorf("plan of %.50q… reads every row:\n%s", c.query, plan)
		}
		// The reviews merge their two pages (at most 2 × 21 rows) in a sort.
		if c.query != reviewsQuery && strings.Contains(plan, "TEMP B-TREE FOR ORDER BY") {
			t.Errorf("plan of %.50q… sorts:\n%s", c.query, plan)
		}
	}
}

func TestBlockExpiresPendingRequestsOfThePair(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	third := mustCreateUser(t, s, "third@example.com")
	theirs := must(s.CreateParcel(ctx, newParcel(third.ID)))
	mine := must(s.CreateRequest(ctx, c.parcel.ID, c.ride.ID, FromSender, 100, "", nil))
	kept := must(s.CreateRequest(ctx, theirs.ID, c.ride.ID, FromDriver, 100, "", nil))
	if err := s.Block(ctx, c.sender.ID, 9999); !errors.Is(err, ErrNotFound) {
		t.Fatalf("block an unknown user: got %v", err)
	}
	var w watcher
	s.Watch(w.hear)
	if err := s.Block(ctx, c.sender.ID, c.driver.ID); err != nil {
		t.Fatal(err)
	}
	if got := must(s.GetRequest(ctx, mine.ID)); got.Status != RequestExpired {
		t.Fatalf("request between the pair: %s", got.Status)
	}
	if got := must(s.GetRequest(ctx, kept.ID)); got.Status != RequestPending {
		t.Fatalf("request with someone else: %s", got.Status)
	}
	if parcels, rides := w.take(); !slices.Equal(parcels, []int64{c.parcel.ID}) || !slices.Equal(rides, []int64{c.ride.ID}) {
		t.Fatalf("changed: %v %v", parcels, rides)
	}
	told := must(s.ListNotifications(ctx, c.driver.ID, 0, 10))
	if told[0].Kind != NoticeRequestExpired || told[0].RequestID.Int64 != mine.ID {
		t.Fatalf("the blocked side is told: %+v", told[0])
	}
	if list := must(s.ListNotifications(ctx, c.sender.ID, 0, 10)); len(list) > 0 && list[0].Kind == NoticeRequestExpired {
		t.Fatalf("the blocker is not told of what they did: %+v", list[0])
	}
	// Again: nothing changes; both ways read as blocked.
	if err := s.Block(ctx, c.sender.ID, c.driver.ID); err != nil {
		t.Fatal(err)
	}
	for _, pair := range [][2]int64{{c.sender.ID, c.driver.ID}, {c.driver.ID, c.sender.ID}} {
		if !must(s.Blocked(ctx, pair[0], pair[1])) {
			t.Fatalf("blocked %v", pair)
		}
	}
	if !must(s.Blocks(ctx, c.sender.ID, c.driver.ID)) || must(s.Blocks(ctx, c.driver.ID, c.sender.ID)) {
		t.Fatal("Blocks is one way")
	}
	must(0, s.Block(ctx, third.ID, c.driver.ID))
	if got := must(s.BlockedWith(ctx, c.driver.ID)); len(got) != 2 {
		t.Fatalf("blocked with the driver: %v", got)
	}
	if got := must(s.ListBlocked(ctx, c.sender.ID, 100)); !slices.Equal(got, []int64{c.driver.ID}) {
		t.Fatalf("blocked by the sender: %v", got)
	}
	must(0, s.Unblock(ctx, c.sender.ID, c.driver.ID))
	must(0, s.Unblock(ctx, c.sender.ID, c.driver.ID))
	if must(s.Blocked(ctx, c.sender.ID, c.driver.ID)) {
		t.Fatal("unblocked")
	}
}

// A published ride tells no owner of a fitting parcel or alert blocked
// either way with its driver.
func TestMatchesLeaveOutBlockedOwners(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	third := mustCreateUser(t, s, "third@example.com")
	theirs := must(s.CreateParcel(ctx, newParcel(third.ID)))
	must(0, s.Block(ctx, c.driver.ID, c.sender.ID))
	v := must(s.CreateVehicle(ctx, Vehicle{UserID: c.driver.ID, VehicleType: "car", ModelType: "van", ModelName: "Ford", IDNumber: "AA2"}))
	must(s.CreateRide(ctx, Ride{DriverID: c.driver.ID, VehicleID: v.ID, FromPlaceID: 703448, ToPlaceID: 702550,
		DepartureAt: formatTime(time.Now().Add(48 * time.Hour)), Capacity: 3},
		func(*Ride) Matches { return Matches{Parcels: []int64{c.parcel.ID, theirs.ID}} }))
	count := func(user int64) int {
		n := 0
		for _, x := range must(s.ListNotifications(ctx, user, 0, 10)) {
			if x.Kind == NoticeMatchFound {
				n++
			}
		}
		return n
	}
	if count(c.sender.ID) != 0 || count(third.ID) != 1 {
		t.Fatalf("match_found: blocked sender %d, other %d", count(c.sender.ID), count(third.ID))
	}
}

func TestReports(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	id := func(v int64) sql.NullInt64 { return sql.NullInt64{Int64: v, Valid: true} }
	me := c.driver.ID
	for _, bad := range []struct {
		r    Report
		want error
	}{
		{Report{UserID: id(me)}, ErrReportSelf},
		{Report{RideID: id(c.ride.ID)}, ErrReportSelf},
		{Report{UserID: id(9999)}, ErrNotFound},
		{Report{ParcelID: id(9999)}, ErrNotFound},
		{Report{RideID: id(9999)}, ErrNotFound},
	} {
		bad.r.ReporterID, bad.r.Reason = me, "spam"
		if _, err := s.CreateReport(ctx, bad.r); !errors.Is(err, bad.want) {
			t.Fatalf("report %+v: got %v, want %v", bad.r, err, bad.want)
		}
	}
	r, err := s.CreateReport(ctx, Report{ReporterID: me, ParcelID: id(c.parcel.ID), Reason: "fraud", Details: "fake"})
	if err != nil || r.Status != ReportOpen || r.ParcelID.Int64 != c.parcel.ID || r.UserID.Valid || r.Details != "fake" {
		t.Fatalf("report: %v %+v", err, r)
	}
	for range MaxReportsPerDay - 1 {
		must(s.CreateReport(ctx, Report{ReporterID: me, UserID: id(c.sender.ID), Reason: "other"}))
	}
	_, err = s.CreateReport(ctx, Report{ReporterID: me, UserID: id(c.sender.ID), Reason: "other"})
	var limit *LimitError
	if !errors.Is(err, ErrTooManyReports) || !errors.As(err, &limit) || time.Until(limit.At) < 23*time.Hour {
		t.Fatalf("report past the day's limit: got %v", err)
	}
	// Others may still report; a day later I may too.
	must(s.CreateReport(ctx, Report{ReporterID: c.sender.ID, RideID: id(c.ride.ID), Reason: "abuse"}))
	_, err = s.db.Exec(`UPDATE reports SET created_at = ? WHERE id = ?`, formatTime(time.Now().Add(-25*time.Hour)), r.ID)
	must(0, err)
	must(s.CreateReport(ctx, Report{ReporterID: me, UserID: id(c.sender.ID), Reason: "spam"}))

	_, err = s.db.Exec(`UPDATE reports SET status = 'resolved' WHERE id = ?`, r.ID+1)
	must(0, err)
	var open []int64
	for before := int64(0); ; {
		page := must(s.ListReports(ctx, ReportOpen, before, 5))
		for _, x := range page {
			if x.Status != ReportOpen {
				t.Fatalf("open list: %+v", x)
			}
			open = append(open, x.ID)
		}
		if len(page) < 5 {
			break
		}
		before = page[len(page)-1].ID
	}
	if len(open) != 11 || !slices.IsSortedFunc(open, func(a, b int64) int { return int(b - a) }) {
		t.Fatalf("open reports, newest first: %v", open)
	}
	if all := must(s.ListReports(ctx, "", 0, 100)); len(all) != 12 {
		t.Fatalf("all reports: %d", len(all))
	}
	if res := must(s.ListReports(ctx, ReportResolved, 0, 100)); len(res) != 1 || res[0].ID != r.ID+1 {
		t.Fatalf("resolved: %+v", res)
	}
}

package store

import (
	"context"
	"errors"
	"testing"
)

func fitsAlways(*Parcel, *Ride) bool { return true }

// Two senders ask an instant ride for its last place at once: one is approved, the other refused, never more
// parcels than places.
func TestInstantRequestsRaceForTheLastPlace(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	if _, err := s.db.Exec(`UPDATE rides SET capacity = 1, instant = ? WHERE id = ?`, true, c.ride.ID); err != nil {
		t.Fatal(err)
	}
	other := mustCreateUser(t, s, "other@example.com")
	second := must(s.CreateParcel(ctx, newParcel(other.ID)))
	parcels := []int64{c.parcel.ID, second.ID}
	var approved []*Request
	wins, errs := race(2, func(i int) error {
		q, err := s.CreateRequest(ctx, parcels[i], c.ride.ID, FromSender, 100, "", fitsAlways)
		if err == nil {
			approved = append(approved, q)
		}
		return err
	})
	if wins != 1 || len(errs) != 1 || !errors.Is(errs[0], ErrRideFull) {
		t.Fatalf("wins %d, errors %v: want one approved and ErrRideFull", wins, errs)
	}
	if approved[0].Status != RequestApproved {
		t.Fatalf("the winner's request is %s, want approved", approved[0].Status)
	}
	if r := must(s.GetRide(ctx, c.ride.ID)); r.Used != 1 {
		t.Fatalf("places used %d of 1", r.Used)
	}
}

// An instant approval has the effects of the driver's: the parcel is Accepted at the request's cost, the
// sender's other pending request for it expires, and the driver is told as well as the sender.
func TestInstantRequestIsApprovedWithItsEffects(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	slow := newRide(t, s, mustCreateUser(t, s, "slow@example.com").ID)
	waiting := must(s.CreateRequest(ctx, c.parcel.ID, slow.ID, FromSender, 90, "", fitsAlways))
	if _, err := s.SetInstant(ctx, c.driver.ID, c.ride.ID, true, false); err != nil {
		t.Fatal(err)
	}
	q := must(s.CreateRequest(ctx, c.parcel.ID, c.ride.ID, FromSender, 120, "", fitsAlways))
	if q.Status != RequestApproved {
		t.Fatalf("request %s, want approved", q.Status)
	}
	p := must(s.GetParcel(ctx, c.parcel.ID))
	if p.Status != ParcelAccepted || p.Cost != 120 || p.RideID.Int64 != c.ride.ID {
		t.Fatalf("parcel %s at %d on %v", p.Status, p.Cost, p.RideID)
	}
	if got := must(s.GetRequest(ctx, waiting.ID)); got.Status != RequestExpired {
		t.Fatalf("the other request is %s, want expired", got.Status)
	}
	kinds := func(user int64) map[string]bool {
		var list []string
		if err := s.db.Select(&list, `SELECT kind FROM notifications WHERE user_id = ? AND request_id = ?`, user, q.ID); err != nil {
			t.Fatal(err)
		}
		out := map[string]bool{}
		for _, k := range list {
			out[k] = true
		}
		return out
	}
	if k := kinds(c.sender.ID); !k[NoticeRequestApproved] {
		t.Fatalf("sender told %v, want request_approved", k)
	}
	if k := kinds(c.driver.ID); !k[NoticeRequestReceived] {
		t.Fatalf("driver told %v, want request_received", k)
	}
}

// Only a sender's fitting request is approved at once: a driver's offer, and a request the rule was not asked
// about, wait for an answer.
func TestInstantRideKeepsOtherRequestsPending(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	if _, err := s.SetInstant(ctx, c.driver.ID, c.ride.ID, true, false); err != nil {
		t.Fatal(err)
	}
	if q := must(s.CreateRequest(ctx, c.parcel.ID, c.ride.ID, FromDriver, 100, "", fitsAlways)); q.Status != RequestPending {
		t.Fatalf("driver's offer %s, want pending", q.Status)
	}
	other := must(s.CreateParcel(ctx, newParcel(c.sender.ID)))
	if q := must(s.CreateRequest(ctx, other.ID, c.ride.ID, FromSender, 100, "", nil)); q.Status != RequestPending {
		t.Fatalf("unchecked request %s, want pending", q.Status)
	}
}

func TestSetInstantForASeriesAndBack(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	driver := mustCreateUser(t, s, "driver@example.com")
	first, _, err := s.CreateSeries(ctx, seriesOf(t, s, driver.ID, 3), "1,2,3,4,5,6,7", "2030-01-01")
	if err != nil {
		t.Fatal(err)
	}
	changed := must(s.SetInstant(ctx, driver.ID, first.ID, true, true))
	if len(changed) != 3 || changed[0] != first.ID {
		t.Fatalf("changed %v, want the 3 rides, first first", changed)
	}
	for _, id := range changed {
		if r := must(s.GetRide(ctx, id)); !r.Instant {
			t.Fatalf("ride %d not instant", id)
		}
	}
	if _, err := s.SetInstant(ctx, driver.ID, changed[1], false, false); err != nil {
		t.Fatal(err)
	}
	if r := must(s.GetRide(ctx, changed[1])); r.Instant {
		t.Fatal("turned off, still instant")
	}
	if r := must(s.GetRide(ctx, changed[2])); !r.Instant {
		t.Fatal("a later ride changed without series")
	}
	stranger := mustCreateUser(t, s, "stranger@example.com")
	if _, err := s.SetInstant(ctx, stranger.ID, first.ID, false, false); !errors.Is(err, ErrNotFound) {
		t.Fatalf("another's ride: got %v, want ErrNotFound", err)
	}
	if _, err := s.CancelRide(ctx, driver.ID, first.ID); err != nil {
		t.Fatal(err)
	}
	if _, err := s.SetInstant(ctx, driver.ID, first.ID, false, false); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("a cancelled ride: got %v, want ErrInvalidState", err)
	}
}

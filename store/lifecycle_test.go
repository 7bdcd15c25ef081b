package store

import (
	"context"
	"errors"
	"testing"
	"time"
)

// day is a calendar date n days from now.
func day(n int) string { return time.Now().AddDate(0, 0, n).Format(time.DateOnly) }

// setParcel and setRide put rows in states and dates the API would refuse to create.
func setParcel(t *testing.T, s *Store, id int64, set string, args ...any) {
	t.Helper()
	if _, err := s.db.Exec(`UPDATE parcels SET `+set+` WHERE id = ?`, append(args, id)...); err != nil {
		t.Fatal(err)
	}
}

func setDeparture(t *testing.T, s *Store, rideID int64, at time.Time) {
	t.Helper()
	if _, err := s.db.Exec(`UPDATE rides SET departure_at = ? WHERE id = ?`, departureTime(at), rideID); err != nil {
		t.Fatal(err)
	}
}

func parcelStatus(t *testing.T, s *Store, id int64) string {
	t.Helper()
	p, err := s.GetParcel(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return p.Status
}

func rideStatus(t *testing.T, s *Store, id int64) string {
	t.Helper()
	r, err := s.GetRide(context.Background(), id)
	if err != nil {
		t.Fatal(err)
	}
	return r.Status
}

func TestExpireDueFollowsTheTimeRules(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	now := time.Now()
	sender := mustCreateUser(t, s, "sender@example.com")
	driver := mustCreateUser(t, s, "driver@example.com")
	newOne := func(set string, args ...any) int64 {
		p, err := s.CreateParcel(ctx, newParcel(sender.ID))
		if err != nil {
			t.Fatal(err)
		}
		if set != "" {
			setParcel(t, s, p.ID, set, args...)
		}
		return p.ID
	}
	pastDeliverBy := newOne(`shipping_date = ?, delivery_date = ?`, day(-3), day(-1))
	deliverByToday := newOne(`shipping_date = ?, delivery_date = ?`, day(-3), day(0))
	oldPickup := newOne(`shipping_date = ?`, day(-31))
	recentPickup := newOne(`shipping_date = ?`, day(-29))
	acceptedLate := newOne(`shipping_date = ?, delivery_date = ?`, day(-3), day(-1))

	unused := newRide(t, s, driver.ID)
	setDeparture(t, s, unused.ID, now.Add(-25*time.Hour))
	justLeft := newRide(t, s, driver.ID)
	setDeparture(t, s, justLeft.ID, now.Add(-23*time.Hour))
	carrying := newRide(t, s, driver.ID)
	setDeparture(t, s, carrying.ID, now.Add(-25*time.Hour))
	accept(t, s, acceptedLate, carrying.ID)
	future := newRide(t, s, driver.ID) // 48 h ahead

	// Pending requests: on a ride that has left; for a parcel past its deliver-by date; and one that stays.
	onDeparted, err := s.CreateRequest(ctx, deliverByToday, future.ID, FromSender, 100, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	setDeparture(t, s, future.ID, now.Add(-time.Hour))
	stays := newRide(t, s, driver.ID)
	kept, err := s.CreateRequest(ctx, recentPickup, stays.ID, FromDriver, 100, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	lateParcel := newOne("")
	forLate, err := s.CreateRequest(ctx, lateParcel, stays.ID, FromSender, 100, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	setParcel(t, s, lateParcel, `delivery_date = ?`, day(-1))

	done, err := s.ExpireDue(ctx, Clock{Now: now, Today: day(0)})
	if err != nil {
		t.Fatal(err)
	}
	for id, want := range map[int64]string{pastDeliverBy: ParcelExpired, deliverByToday: ParcelNew, oldPickup: ParcelExpired,
		recentPickup: ParcelNew, acceptedLate: ParcelAccepted, lateParcel: ParcelExpired} {
		if got := parcelStatus(t, s, id); got != want {
			t.Errorf("parcel %d: got %s, want %s", id, got, want)
		}
	}
	for id, want := range map[int64]string{unused.ID: RideExpired, justLeft.ID: RidePlanned, carrying.ID: RidePlanned,
		future.ID: RidePlanned, stays.ID: RidePlanned} {
		if got := rideStatus(t, s, id); got != want {
			t.Errorf("ride %d: got %s, want %s", id, got, want)
		}
	}
	for id, want := range map[int64]string{onDeparted.ID: RequestExpired, forLate.ID: RequestExpired, kept.ID: RequestPending} {
		if q := must(s.GetRequest(ctx, id)); q.Status != want {
			t.Errorf("request %d: got %s, want %s", id, q.Status, want)
		}
	}
	if len(done.Parcels) != 3 || len(done.Rides) != 1 || len(done.Requests) != 2 {
		t.Fatalf("reported: %d parcels, %d rides, %d requests", len(done.Parcels), len(done.Rides), len(done.Requests))
	}
	for _, q := range done.Requests {
		if q.SenderID != sender.ID || q.DriverID != driver.ID || q.Status != RequestExpired {
			t.Errorf("reported request without its people: %+v", q)
		}
	}
	if done.Rides[0].DriverID != driver.ID || done.Parcels[0].SenderID != sender.ID {
		t.Errorf("reported items without their owners: %+v %+v", done.Rides[0], done.Parcels[0])
	}
	// A second pass finds nothing more to do.
	if again := must(s.ExpireDue(ctx, Clock{Now: now, Today: day(0)})); len(again.Parcels)+len(again.Rides)+len(again.Requests) != 0 {
		t.Fatalf("second pass: %+v", again)
	}
}

// A ride whose only parcel is delivered keeps taking requests and approvals until it departs.
func TestRideTakesRequestsUntilDeparture(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	accept(t, s, c.parcel.ID, c.ride.ID)
	if _, err := s.PickUp(ctx, c.driver.ID, c.parcel.ID, false); err != nil {
		t.Fatal(err)
	}
	if _, err := s.ConfirmDelivery(ctx, c.parcel.ID, true); err != nil {
		t.Fatal(err)
	}
	if got := rideStatus(t, s, c.ride.ID); got != RideInProgress {
		t.Fatalf("ride after its only parcel is delivered, before departure: %s", got)
	}
	second := must(s.CreateParcel(ctx, newParcel(c.sender.ID)))
	q, err := s.CreateRequest(ctx, second.ID, c.ride.ID, FromSender, 200, "", nil)
	if err != nil {
		t.Fatalf("request to a ride in progress before departure: %v", err)
	}
	if _, err := s.ApproveRequest(ctx, q.ID); err != nil {
		t.Fatalf("approve on a ride in progress before departure: %v", err)
	}
	third := must(s.CreateParcel(ctx, newParcel(c.sender.ID)))
	late, err := s.CreateRequest(ctx, third.ID, c.ride.ID, FromSender, 200, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	setDeparture(t, s, c.ride.ID, time.Now().Add(-time.Minute))
	if _, err := s.ApproveRequest(ctx, late.ID); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("approve after departure: got %v", err)
	}
	fourth := must(s.CreateParcel(ctx, newParcel(c.sender.ID)))
	if _, err := s.CreateRequest(ctx, fourth.ID, c.ride.ID, FromSender, 200, "", nil); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("request after departure: got %v", err)
	}
	// The second parcel is still Accepted: the departed ride is not Completed.
	if _, err := s.ExpireDue(ctx, Clock{Now: time.Now(), Today: day(0)}); err != nil {
		t.Fatal(err)
	}
	if got := rideStatus(t, s, c.ride.ID); got != RideInProgress {
		t.Fatalf("ride with a parcel still to carry: %s", got)
	}
}

// The driver approves just as the housekeeping sees the ride depart: one of them wins.
func TestApproveRacesDepartureExpiry(t *testing.T) {
	t.Parallel()
	for range 10 {
		s, ctx, c := newCarriage(t)
		q, err := s.CreateRequest(ctx, c.parcel.ID, c.ride.ID, FromSender, 100, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		afterDeparture := Clock{Now: time.Now().Add(49 * time.Hour), Today: day(2)}
		var expired *Expired
		wins, errs := race(2, func(i int) error {
			if i == 0 {
				_, err := s.ApproveRequest(ctx, q.ID)
				return err
			}
			var err error
			if expired, err = s.ExpireDue(ctx, afterDeparture); err == nil && len(expired.Requests) == 0 {
				return ErrInvalidState // nothing left to expire: the approval came first
			}
			return err
		})
		if wins != 1 {
			t.Fatalf("winners: %d (%v)", wins, errs)
		}
		got := must(s.GetRequest(ctx, q.ID))
		status := parcelStatus(t, s, c.parcel.ID)
		approved := got.Status == RequestApproved && status == ParcelAccepted
		lapsed := got.Status == RequestExpired && status == ParcelNew
		if !approved && !lapsed {
			t.Fatalf("request %s with parcel %s", got.Status, status)
		}
	}
}

// The sender cancels as the driver picks the parcel up: one of them wins.
func TestPickupRacesCancel(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	accept(t, s, c.parcel.ID, c.ride.ID)
	oneWinner(t, 8, ErrInvalidState, func(i int) error {
		if i%2 == 0 {
			_, err := s.PickUp(ctx, c.driver.ID, c.parcel.ID, false)
			return err
		}
		_, err := s.CancelParcel(ctx, c.sender.ID, c.parcel.ID)
		return err
	})
	if got := parcelStatus(t, s, c.parcel.ID); got != ParcelInTransit && got != ParcelCancelled {
		t.Fatalf("parcel: %s", got)
	}
}

func TestRequestCountsAndPendingPairs(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	other := newRide(t, s, c.driver.ID)
	ask := must(s.CreateRequest(ctx, c.parcel.ID, c.ride.ID, FromSender, 100, "", nil))
	offer := must(s.CreateRequest(ctx, c.parcel.ID, other.ID, FromDriver, 100, "", nil))
	quiet := must(s.CreateParcel(ctx, newParcel(c.sender.ID)))

	parcels, err := s.ParcelRequestCounts(ctx, []int64{c.parcel.ID, quiet.ID})
	if err != nil {
		t.Fatal(err)
	}
	if got := parcels[c.parcel.ID]; got.Awaiting != 1 || got.Total != 2 {
		t.Errorf("parcel counts: %+v (the driver's offer waits for the sender)", got)
	}
	if got, ok := parcels[quiet.ID]; ok {
		t.Errorf("a parcel without requests: %+v", got)
	}
	rides := must(s.RideRequestCounts(ctx, []int64{c.ride.ID, other.ID}))
	if rides[c.ride.ID].Awaiting != 1 || rides[other.ID].Awaiting != 0 || rides[other.ID].Total != 1 {
		t.Errorf("ride counts: %+v", rides)
	}
	if _, err := s.AnswerRequest(ctx, ask.ID, RequestDeclined); err != nil {
		t.Fatal(err)
	}
	if rides := must(s.RideRequestCounts(ctx, []int64{c.ride.ID})); rides[c.ride.ID].Awaiting != 0 {
		t.Errorf("answered request still counted: %+v", rides)
	}
	pairs := must(s.PendingWithRide(ctx, other.ID, []int64{c.parcel.ID, quiet.ID}))
	if len(pairs) != 1 || pairs[c.parcel.ID].ID != offer.ID {
		t.Errorf("pending with ride: %+v", pairs)
	}
	byRide := must(s.PendingWithParcel(ctx, c.parcel.ID, []int64{c.ride.ID, other.ID}))
	if len(byRide) != 1 || byRide[other.ID].ID != offer.ID {
		t.Errorf("pending with parcel: %+v", byRide)
	}
}

func TestOpenParcelsLeaveOutStaleOnes(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	sender := mustCreateUser(t, s, "sender@example.com")
	fresh := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	later := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	setParcel(t, s, later.ID, `shipping_date = ?`, day(10))
	late := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	setParcel(t, s, late.ID, `shipping_date = ?, delivery_date = ?`, day(-3), day(-1))
	old := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	setParcel(t, s, old.ID, `shipping_date = ?`, day(-31))

	var list []Parcel
	if err := s.EachOpenParcel(ctx, day(0), func(p *Parcel) { list = append(list, *p) }); err != nil {
		t.Fatal(err)
	}
	if len(list) != 2 || list[0].ID != fresh.ID || list[1].ID != later.ID {
		t.Fatalf("open parcels: %+v", list)
	}
}

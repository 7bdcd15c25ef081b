package store

import (
	"context"
	"errors"
	"testing"
)

func TestRequestRules(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	driver := mustCreateUser(t, s, "driver@example.com")
	sender := mustCreateUser(t, s, "sender@example.com")
	ride := newRide(t, s, driver.ID)
	p := must(s.CreateParcel(ctx, newParcel(sender.ID)))

	r, err := s.CreateRequest(ctx, p.ID, ride.ID, FromSender, 200, "", nil)
	if err != nil || r.Status != RequestPending || r.SenderID != sender.ID || r.DriverID != driver.ID {
		t.Fatalf("create: %v %+v", err, r)
	}
	if _, err := s.CreateRequest(ctx, p.ID, ride.ID, FromDriver, 150, "", nil); !errors.Is(err, ErrDuplicate) {
		t.Fatalf("second pending request: got %v, want ErrDuplicate", err)
	}
	declined, err := s.AnswerRequest(ctx, r.ID, RequestDeclined)
	if err != nil || declined.Status != RequestDeclined {
		t.Fatalf("decline: %v %+v", err, declined)
	}
	if _, err := s.AnswerRequest(ctx, r.ID, RequestCancelled); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("answer twice: got %v", err)
	}
	if _, err := s.ApproveRequest(ctx, r.ID); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("approve a declined request: got %v", err)
	}
	// After a decline a new request may be sent; approving it accepts the parcel at its price.
	r2, err := s.CreateRequest(ctx, p.ID, ride.ID, FromDriver, 180, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.ApproveRequest(ctx, r2.ID); err != nil {
		t.Fatal(err)
	}
	got := must(s.GetParcel(ctx, p.ID))
	if got.Status != ParcelAccepted || got.Cost != 180 || got.RideID.Int64 != ride.ID {
		t.Fatalf("parcel after approval: %+v", got)
	}
	if _, err := s.CreateRequest(ctx, p.ID, ride.ID, FromSender, 1, "", nil); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("request for an accepted parcel: got %v", err)
	}
}

func TestCancellingExpiresRequests(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	driver := mustCreateUser(t, s, "driver@example.com")
	sender := mustCreateUser(t, s, "sender@example.com")
	ride := newRide(t, s, driver.ID)
	a := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	b := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	ra := must(s.CreateRequest(ctx, a.ID, ride.ID, FromSender, 100, "", nil))
	rb := must(s.CreateRequest(ctx, b.ID, ride.ID, FromDriver, 100, "", nil))
	if _, err := s.CancelParcel(ctx, sender.ID, a.ID); err != nil {
		t.Fatal(err)
	}
	if got := must(s.GetRequest(ctx, ra.ID)); got.Status != RequestExpired {
		t.Fatalf("request of a cancelled parcel: %s", got.Status)
	}
	if _, err := s.CancelRide(ctx, driver.ID, ride.ID); err != nil {
		t.Fatal(err)
	}
	if got := must(s.GetRequest(ctx, rb.ID)); got.Status != RequestExpired {
		t.Fatalf("request of a cancelled ride: %s", got.Status)
	}
}

// Two rides race to carry one parcel: exactly one approval wins.
func TestConcurrentApprovalsForOneParcel(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	sender := mustCreateUser(t, s, "sender@example.com")
	p := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	var ids []int64
	for i := 0; i < 6; i++ {
		d := mustCreateUser(t, s, "d"+string(rune('a'+i))+"@example.com")
		r, err := s.CreateRequest(ctx, p.ID, newRide(t, s, d.ID).ID, FromDriver, 100+i, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, r.ID)
	}
	oneWinner(t, len(ids), ErrInvalidState, func(i int) error { _, err := s.ApproveRequest(ctx, ids[i]); return err })
	expired := 0
	for _, id := range ids {
		if r := must(s.GetRequest(ctx, id)); r.Status == RequestExpired {
			expired++
		}
	}
	if expired != len(ids)-1 {
		t.Fatalf("expired: got %d, want %d", expired, len(ids)-1)
	}
}

// Parcels race for the last place of a ride: exactly one wins.
func TestConcurrentApprovalsForLastPlace(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	driver := mustCreateUser(t, s, "driver@example.com")
	sender := mustCreateUser(t, s, "sender@example.com")
	ride := newRide(t, s, driver.ID) // capacity 3
	for i := 0; i < 2; i++ {
		p := must(s.CreateParcel(ctx, newParcel(sender.ID)))
		accept(t, s, p.ID, ride.ID)
	}
	var ids []int64
	for i := 0; i < 5; i++ {
		p := must(s.CreateParcel(ctx, newParcel(sender.ID)))
		r, err := s.CreateRequest(ctx, p.ID, ride.ID, FromSender, 100, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, r.ID)
	}
	oneWinner(t, len(ids), ErrRideFull, func(i int) error { _, err := s.ApproveRequest(ctx, ids[i]); return err })
	if got := must(s.GetRide(ctx, ride.ID)); got.Used != 3 {
		t.Fatalf("used: got %d, want 3", got.Used)
	}
}

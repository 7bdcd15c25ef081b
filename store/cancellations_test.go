package store

import (
	"context"
	"testing"
	"time"
)

// approvedOn makes a parcel of sender's and approves it on a new ride of driver's leaving after leaves.
func approvedOn(t *testing.T, s *Store, driver, sender *User, leaves time.Duration) (*Ride, *Parcel) {
	t.Helper()
	ctx := context.Background()
	r := newRide(t, s, driver.ID)
	if _, err := s.db.Exec(`UPDATE rides SET departure_at = ? WHERE id = ?`, time.Now().Add(leaves).UTC().Format(time.RFC3339), r.ID); err != nil {
		t.Fatal(err)
	}
	p := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	q := must(s.CreateRequest(ctx, p.ID, r.ID, FromSender, 100, "", nil))
	must(s.ApproveRequest(ctx, q.ID))
	return r, p
}

func TestCancellationsCountTripsTakenOnAndLateOnes(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	driver, sender := mustCreateUser(t, s, "driver@example.com"), mustCreateUser(t, s, "sender@example.com")
	figures := func() map[int64]Cancellations {
		return must(s.GetCancellations(ctx, []int64{driver.ID, sender.ID, driver.ID}, time.Now()))
	}

	early, _ := approvedOn(t, s, driver, sender, 72*time.Hour)
	_, parcel := approvedOn(t, s, driver, sender, 10*time.Hour)
	if got := figures(); len(got) != 0 {
		t.Fatalf("with 2 trips each: %v, want no figures", got)
	}
	soon, _ := approvedOn(t, s, driver, sender, 12*time.Hour)
	if got := figures(); got[driver.ID] != (Cancellations{Of: 3}) || got[sender.ID] != (Cancellations{Of: 3}) {
		t.Fatalf("3 trips, none cancelled: %v", got)
	}

	must(s.CancelRide(ctx, driver.ID, early.ID)) // 3 days ahead: not late
	must(s.CancelRide(ctx, driver.ID, soon.ID))  // 12 h ahead: late
	must(s.CancelParcel(ctx, sender.ID, parcel.ID))
	got := figures()
	if got[driver.ID] != (Cancellations{Count: 2, Late: 1, Of: 3}) {
		t.Fatalf("driver: %+v, want 2 of 3, 1 late", got[driver.ID])
	}
	// The sender cancelled one parcel 10 h before its ride; the two that the driver's cancellations sent back
	// to New are not the sender's doing.
	if got[sender.ID] != (Cancellations{Count: 1, Late: 1, Of: 3}) {
		t.Fatalf("sender: %+v, want 1 of 3, late", got[sender.ID])
	}

	// A ride cancelled without an accepted parcel, or a New parcel cancelled, is no trip cancelled.
	r := newRide(t, s, driver.ID)
	must(s.CancelRide(ctx, driver.ID, r.ID))
	p := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	must(s.CancelParcel(ctx, sender.ID, p.ID))
	if after := figures(); after[driver.ID] != got[driver.ID] || after[sender.ID] != got[sender.ID] {
		t.Fatalf("figures moved: %v, were %v", after, got)
	}

	// Past the 90 days a trip no longer counts.
	if _, err := s.db.Exec(`UPDATE trips SET took_at = ? WHERE user_id = ? AND item_id = ?`,
		formatTime(time.Now().Add(-91*24*time.Hour)), driver.ID, early.ID); err != nil {
		t.Fatal(err)
	}
	if got := figures(); got[driver.ID] != (Cancellations{}) {
		t.Fatalf("2 trips left in the window: %+v, want none shown", got[driver.ID])
	}
}

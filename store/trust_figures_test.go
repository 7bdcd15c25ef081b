package store

import (
	"slices"
	"testing"
	"time"
)

func TestDeliveryCountersFollowDeliveries(t *testing.T) {
	t.Parallel()
	s, ctx, c := delivered(t)
	// A second parcel of the same sender fails: it counts for no one.
	failed := must(s.CreateParcel(ctx, newParcel(c.sender.ID)))
	accept(t, s, failed.ID, c.ride.ID)
	must(s.PickUp(ctx, c.driver.ID, failed.ID, false))
	must(s.ConfirmDelivery(ctx, failed.ID, false))

	stats := must(s.GetDriverStats(ctx, []int64{c.driver.ID, c.sender.ID}))
	if d := stats[c.driver.ID]; d.Deliveries != 1 || d.Sent != 0 {
		t.Errorf("driver: got %d deliveries %d sent, want 1 0", d.Deliveries, d.Sent)
	}
	if d := stats[c.sender.ID]; d.Deliveries != 0 || d.Sent != 1 {
		t.Errorf("sender: got %d deliveries %d sent, want 0 1", d.Deliveries, d.Sent)
	}
	if _, err := s.ConfirmDelivery(ctx, c.parcel.ID, true); err == nil {
		t.Fatal("confirmed a delivered parcel twice")
	}
	if got := must(s.GetDriverStats(ctx, []int64{c.driver.ID}))[c.driver.ID].Deliveries; got != 1 {
		t.Errorf("after a refused second confirmation: got %d deliveries, want 1", got)
	}
}

func TestAnswersCountAnswersAndExpiriesOverNinetyDays(t *testing.T) {
	t.Parallel()
	s, ctx, c := newCarriage(t)
	driver := c.driver.ID
	answers := func(at time.Time) (Answers, bool) {
		t.Helper()
		a, ok := must(s.GetAnswers(ctx, []int64{driver}, at))[driver]
		return a, ok
	}
	ask := func(rideID int64) *Request {
		t.Helper()
		return must(s.CreateRequest(ctx, c.parcel.ID, rideID, FromSender, 100, "", nil))
	}
	must(s.AnswerRequest(ctx, ask(c.ride.ID).ID, RequestDeclined))
	must(s.AnswerRequest(ctx, ask(c.ride.ID).ID, RequestCancelled)) // the sender's doing: not counted
	if a, ok := answers(time.Now()); ok {
		t.Fatalf("one answered request: got %+v, want none under 3", a)
	}
	// A page listing eight of the driver's rides asks for the driver's figures eight times: the answer counts once.
	if a, ok := must(s.GetAnswers(ctx, slices.Repeat([]int64{driver}, 8), time.Now()))[driver]; ok {
		t.Fatalf("one answered request, asked for 8 times: got %+v, want none under 3", a)
	}
	late := newRide(t, s, driver)
	ask(late.ID)
	if got := must(s.ExpireDue(ctx, Clock{Now: time.Now().Add(49 * time.Hour), Today: time.Now().Format(time.DateOnly)})); len(got.Requests) != 1 {
		t.Fatalf("expired %d requests, want 1", len(got.Requests))
	}
	must(s.ApproveRequest(ctx, ask(c.ride.ID).ID))
	a, ok := answers(time.Now().Add(50 * time.Hour))
	if !ok || a.Rate != 0.67 {
		t.Fatalf("two answered, one expired: got %+v %v, want rate 0.67", a, ok)
	}
	// Answers older than 90 days no longer count.
	if _, err := s.db.Exec(`UPDATE request_answers SET closed_at = ? WHERE answered`,
		formatTime(time.Now().Add(-91*24*time.Hour))); err != nil {
		t.Fatal(err)
	}
	if a, ok := answers(time.Now().Add(50 * time.Hour)); ok {
		t.Fatalf("only one request in the window: got %+v", a)
	}
}

func TestAnswersOf(t *testing.T) {
	t.Parallel()
	row := func(answered bool, hours float64) answerRow {
		return answerRow{Answered: answered, Seconds: int64(hours * 3600)}
	}
	tests := []struct {
		name string
		rows []answerRow
		want Answers
		ok   bool
	}{
		{"too few", []answerRow{row(true, 1), row(true, 2)}, Answers{}, false},
		{"all answered", []answerRow{row(true, 1), row(true, 5), row(true, 3)}, Answers{Rate: 1, MedianHours: 3}, true},
		{"even count", []answerRow{row(true, 1), row(true, 2), row(false, 0), row(false, 0)}, Answers{Rate: 0.5, MedianHours: 1.5}, true},
		{"none answered", []answerRow{row(false, 0), row(false, 0), row(false, 0)}, Answers{Rate: 0}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := answersOf(tt.rows)
			if got != tt.want || ok != tt.ok {
				t.Errorf("got %+v %v, want %+v %v", got, ok, tt.want, tt.ok)
			}
		})
	}
}

package store

import (
	"context"
	"testing"
)

func TestNotificationSettings(t *testing.T) {
	t.Parallel()
	s, ctx := newTestStore(t), context.Background()
	olena, petro := mustCreateUser(t, s, "olena@example.com"), mustCreateUser(t, s, "petro@example.com")
	got := must(s.GetNotificationSettings(ctx, olena.ID))
	if len(got.EmailOff) != 0 || got.Push {
		t.Fatalf("defaults: got %+v, want every kind on and push off", got)
	}
	push := true
	if err := s.UpdateNotificationSettings(ctx, olena.ID, map[string]bool{"request_declined": false, "match_found": false}, &push); err != nil {
		t.Fatal(err)
	}
	if err := s.UpdateNotificationSettings(ctx, olena.ID, map[string]bool{"match_found": true, "request_declined": false}, nil); err != nil {
		t.Fatal(err)
	}
	got = must(s.GetNotificationSettings(ctx, olena.ID))
	if len(got.EmailOff) != 1 || !got.EmailOff["request_declined"] || !got.Push {
		t.Errorf("after two updates: got %+v, want request_declined off and push on", got)
	}
	off := must(s.EmailOptOuts(ctx, []int64{olena.ID, petro.ID}))
	if !off[olena.ID]["request_declined"] {
		t.Error("request_declined is on for olena")
	}
	if off[petro.ID]["request_declined"] {
		t.Error("olena's choice turned petro's kind off")
	}
	if pushing := must(s.PushOn(ctx, []int64{olena.ID, petro.ID})); !pushing[olena.ID] || pushing[petro.ID] {
		t.Errorf("push on: %v, want olena's only", pushing)
	}
	if err := s.SetEmailKind(ctx, petro.ID, "parcel_expired", false); err != nil {
		t.Fatal(err)
	}
	if got := must(s.GetNotificationSettings(ctx, petro.ID)); !got.EmailOff["parcel_expired"] || got.Push {
		t.Errorf("petro: got %+v", got)
	}
}

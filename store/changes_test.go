package store

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
	"time"
)

// watcher records what the store says it changed.
type watcher struct {
	mu                    sync.Mutex
	parcels, rides, users []int64
}

func (w *watcher) hear(c Change) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.parcels = append(w.parcels, c.Parcels...)
	w.rides = append(w.rides, c.Rides...)
	w.users = append(w.users, c.Users...)
}

// takeUsers returns and forgets the users heard.
func (w *watcher) takeUsers() []int64 {
	w.mu.Lock()
	defer w.mu.Unlock()
	users := w.users
	w.users = nil
	slices.Sort(users)
	return slices.Compact(users)
}

// take returns and forgets what was heard.
func (w *watcher) take() (parcels, rides []int64) {
	w.mu.Lock()
	defer w.mu.Unlock()
	parcels, rides = w.parcels, w.rides
	w.parcels, w.rides = nil, nil
	slices.Sort(parcels)
	slices.Sort(rides)
	return parcels, rides
}

// TestWatchHearsEveryCommittedChange: each write that can open or close a parcel or ride names it after the
// commit; a failed write names nothing.
func TestWatchHearsEveryCommittedChange(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	var w watcher
	s.Watch(w.hear)
	sender := mustCreateUser(t, s, "sender@example.com")
	driver := mustCreateUser(t, s, "driver@example.com")
	expect := func(step string, parcels, rides []int64) {
		t.Helper()
		gotP, gotR := w.take()
		if !slices.Equal(gotP, parcels) || !slices.Equal(gotR, rides) {
			t.Errorf("%s: heard parcels %v rides %v, want %v %v", step, gotP, gotR, parcels, rides)
		}
	}
	p, err := s.CreateParcel(ctx, newParcel(sender.ID))
	if err != nil {
		t.Fatal(err)
	}
	expect("create parcel", []int64{p.ID}, nil)
	r := newRide(t, s, driver.ID)
	expect("create ride", nil, []int64{r.ID})
	q, err := s.CreateRequest(ctx, p.ID, r.ID, FromSender, 100, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	expect("a request changes neither", nil, nil)
	if _, err := s.ApproveRequest(ctx, q.ID); err != nil {
		t.Fatal(err)
	}
	expect("approve", []int64{p.ID}, []int64{r.ID})
	if _, err := s.ApproveRequest(ctx, q.ID); !errors.Is(err, ErrInvalidState) {
		t.Fatalf("approve twice: %v", err)
	}
	expect("a refused approval", nil, nil)
	if _, err := s.CancelRide(ctx, driver.ID, r.ID); err != nil {
		t.Fatal(err)
	}
	expect("cancel ride", []int64{p.ID}, []int64{r.ID})
	if _, err := s.CancelParcel(ctx, sender.ID, p.ID); err != nil {
		t.Fatal(err)
	}
	expect("cancel parcel", []int64{p.ID}, nil)
}

// TestCreateRequestChecksFitInTransaction: the route rule sees the parcel and
// ride as the transaction reads them, and a misfit stores nothing.
func TestCreateRequestChecksFitInTransaction(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	sender := mustCreateUser(t, s, "sender@example.com")
	driver := mustCreateUser(t, s, "driver@example.com")
	p := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	r := newRide(t, s, driver.ID)
	var seen [2]int64
	_, err := s.CreateRequest(ctx, p.ID, r.ID, FromSender, 100, "", func(pp *Parcel, rr *Ride) bool {
		seen = [2]int64{pp.ID, rr.ID}
		return pp.FromPlaceID == rr.FromPlaceID && rr.Capacity == 3
	})
	if err != nil || seen != [2]int64{p.ID, r.ID} {
		t.Fatalf("a fitting request: %v (rule saw %v)", err, seen)
	}
	other := must(s.CreateParcel(ctx, newParcel(sender.ID)))
	_, err = s.CreateRequest(ctx, other.ID, r.ID, FromSender, 100, "", func(*Parcel, *Ride) bool { return false })
	if !errors.Is(err, ErrRouteMismatch) {
		t.Fatalf("a misfit: %v, want ErrRouteMismatch", err)
	}
	if list := must(s.ListRequestsByParcel(ctx, other.ID)); len(list) != 0 {
		t.Fatalf("a misfit stored %+v", list)
	}
}

// TestWatchHearsUserChanges: every write that changes what a user's card
// shows, or how the user signs in, names the user after its commit.
func TestWatchHearsUserChanges(t *testing.T) {
	t.Parallel()
	s := newTestStore(t)
	ctx := context.Background()
	var w watcher
	s.Watch(w.hear)
	u := mustCreateUser(t, s, "user@example.com")
	driver := mustCreateUser(t, s, "driver@example.com")
	w.takeUsers()
	expect := func(step string, err error, want ...int64) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", step, err)
		}
		if got := w.takeUsers(); !slices.Equal(got, want) {
			t.Errorf("%s: heard users %v, want %v", step, got, want)
		}
	}
	_, err := s.UpdateGeneral(ctx, u.ID, "Olena", "Koval", "+380671234567")
	expect("general", err, u.ID)
	_, err = s.UpdateAboutYourself(ctx, u.ID, AboutYourself{Name: "Olena", Surname: "K"})
	expect("about yourself", err, u.ID)
	_, err = s.UpdateLanguage(ctx, u.ID, "uk")
	expect("language", err, u.ID)
	_, err = s.ChangePassword(ctx, u.ID, "hash-2")
	expect("password", err, u.ID)
	_, err = s.ChangeEmail(ctx, u.ID, "new@example.com")
	expect("e-mail", err, u.ID)
	expect("verified by hand", s.MarkEmailVerified(ctx, u.ID), u.ID)
	_, err = s.SetPicture(ctx, u.ID, "image/jpeg", []byte("jpeg"))
	expect("picture", err, u.ID)
	_, err = s.DeletePicture(ctx, u.ID)
	expect("no picture", err, u.ID)
	for _, purpose := range []string{PurposeVerify, PurposeReset, PurposeRestore} {
		token := "token-" + purpose
		if err := s.CreateEmailToken(ctx, u.ID, purpose, "new@example.com", token, time.Hour); err != nil {
			t.Fatal(err)
		}
		switch purpose {
		case PurposeVerify:
			_, err = s.VerifyEmail(ctx, token)
		case PurposeReset:
			_, err = s.ResetPassword(ctx, token, "hash-3")
		default:
			_, err = s.RestoreAccount(ctx, token, "hash-4")
		}
		expect(purpose+" link", err, u.ID)
	}

	p := must(s.CreateParcel(ctx, newParcel(u.ID)))
	r := newRide(t, s, driver.ID)
	q, err := s.CreateRequest(ctx, p.ID, r.ID, FromSender, 100, "", nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.ApproveRequest(ctx, q.ID)
	expect("an approval changes both cards: the answerer's answers, and both sides' trips", err, u.ID, driver.ID)
	_, err = s.PickUp(ctx, driver.ID, p.ID, false)
	expect("pickup changes no card", err)
	_, err = s.ConfirmDelivery(ctx, p.ID, true)
	expect("a delivery counts for the driver and the sender", err, u.ID, driver.ID)
	_, err = s.AddFeedback(ctx, p.ID, 5, "")
	expect("a rating", err, driver.ID)
	_, err = s.AddFeedback(ctx, p.ID, 4, "")
	if !errors.Is(err, ErrInvalidState) {
		t.Fatalf("second rating: %v", err)
	}
	expect("a refused rating", nil)
}

package notify

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"time"

	"ridepost/server/mail"
	"ridepost/server/match"
	"ridepost/store"
)

// Mailer queues e-mail for delivery (mail.Durable).
type Mailer interface {
	Enqueue(m mail.Message)
}

// UnsubscribeLinks makes the one-click link in an e-mail that turns e-mail setting pref off for user.
type UnsubscribeLinks interface {
	UnsubscribeLink(user int64, pref string) string
}

// Inbox is the e-mail channel: each kind that has an e-mail, to those who have not turned it off, queued under
// a key that sends it once; resumed batches too, since an e-mail owed is still news.
type Inbox struct {
	Store   *store.Store
	Mailer  Mailer
	BaseURL string // e-mailed links start with it
	Links   UnsubscribeLinks
	Logger  *slog.Logger
}

// Tell leaves every e-mail owed when the settings cannot be read.
func (f *Inbox) Tell(ctx context.Context, b *Batch) error {
	a, told := b.about, b.Told
	users := make([]int64, len(told))
	for i, t := range told {
		users[i] = t.User.ID
	}
	off, err := f.Store.EmailOptOuts(ctx, users)
	if err != nil {
		return err
	}
	for _, t := range told {
		name := entry(t.Notice)
		k := kinds[name]
		pref := k.preference(name)
		if k.mail == "" || off[t.User.ID][pref] {
			continue
		}
		d, err := f.mailData(ctx, a, t)
		if err != nil {
			f.Logger.Error("mail skipped", "kind", k.mail, "notification", t.Notice.ID, "err", err)
			continue
		}
		d.Unsubscribe = f.Links.UnsubscribeLink(t.User.ID, pref)
		m, err := mail.Compose(t.User.Language, k.mail, t.User.Email, d)
		if err != nil {
			f.Logger.Error("compose mail", "kind", k.mail, "err", err)
			continue
		}
		m.Key = mailKey(k.mail, t.Notice)
		f.Mailer.Enqueue(m)
	}
	return nil
}

// mailKey names the event, a request's or else the notification's, so the outbox sends it once.
func mailKey(k mail.Kind, n store.Notification) string {
	object := "notification:" + strconv.FormatInt(n.ID, 10)
	if n.RequestID.Valid {
		object = "request:" + strconv.FormatInt(n.RequestID.Int64, 10)
	}
	return string(k) + ":" + object + ":user:" + strconv.FormatInt(n.UserID, 10)
}

func (f *Inbox) mailData(ctx context.Context, a *about, t Told) (mail.Data, error) {
	n, u := t.Notice, t.User
	d := mail.Data{Name: u.Name, Route: a.route(n, u.Language), Link: f.BaseURL + t.Path, Other: a.other(n)}
	if q := a.requests[n.RequestID.Int64]; q != nil {
		d.Cost = fmt.Sprintf("₴%d", q.Cost)
	}
	switch n.Kind {
	case store.NoticeRequestReceived:
		// A request cancelled and sent again is news once an hour, not each time.
		if q := a.requests[n.RequestID.Int64]; q != nil {
			d.Throttle = fmt.Sprintf("request:%d:%d:user:%d", q.ParcelID, q.RideID, u.ID)
		}
	case store.NoticePickupPlanned:
		if p := a.parcels[n.ParcelID.Int64]; p != nil {
			d.When, d.Where = pickupTime(p.PickupAt.String, u.Language), p.PickupPlace.String
		}
	case store.NoticePickupRefused:
		if p := a.parcels[n.ParcelID.Int64]; p != nil {
			d.Reason = refusal(p.RefusedReason.String, u.Language)
		}
	case store.NoticeMessageReceived:
		// At most one e-mail an hour a conversation; the text stays out: it may hold
		// contacts the reader may not see yet.
		d.Throttle = fmt.Sprintf("conversation:%d:user:%d", n.ConversationID.Int64, u.ID)
	case store.NoticeRatingReceived:
		// A driver's rating of a sender names the driver; a recipient's names nobody.
		if !a.toSender(n) {
			d.Other = ""
			stars, err := f.Store.FeedbackRating(ctx, n.ParcelID.Int64)
			d.Stars = strconv.Itoa(stars)
			return d, err
		}
		r, err := f.Store.GetSenderRating(ctx, n.ParcelID.Int64)
		if err != nil {
			return d, err
		}
		d.Stars = strconv.Itoa(r.Rating)
	}
	if d.Other == "" {
		d.Other = Someone(u.Language)
	}
	return d, nil
}

// refusals word the reasons a driver refuses a parcel at pickup, in English and Ukrainian.
var refusals = map[string][2]string{
	store.RefusedProhibited:     {"something on the prohibited list is inside", "всередині є щось із забороненого списку"},
	store.RefusedNotAsDescribed: {"it is not as described", "вона не відповідає опису"},
	store.RefusedNotThere:       {"it was not there to pick up", "її не було на місці"},
	store.RefusedOther:          {"another reason", "інша причина"},
}

func refusal(reason, lang string) string {
	words := refusals[reason]
	if words[0] == "" {
		words = refusals[store.RefusedOther]
	}
	if lang == "uk" {
		return words[1]
	}
	return words[0]
}

// pickupTime words a stored time in Kyiv's clock for lang, e.g. "Sun 29 Nov, 08:00".
func pickupTime(stored, lang string) string {
	t, err := time.Parse(time.RFC3339, stored)
	if err != nil {
		return stored
	}
	t = t.In(match.Kyiv)
	if lang == "uk" {
		return fmt.Sprintf("%s, %d %s, %s", ukWeekdays[t.Weekday()], t.Day(), ukMonths[t.Month()-1], t.Format("15:04"))
	}
	return t.Format("Mon 2 Jan, 15:04")
}

var (
	ukWeekdays = [...]string{"нд", "пн", "вт", "ср", "чт", "пт", "сб"}
	ukMonths   = [...]string{"січня", "лютого", "березня", "квітня", "травня", "червня", "липня", "серпня",
		"вересня", "жовтня", "листопада", "грудня"}
)

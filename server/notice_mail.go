package server

import (
	"context"
	"strconv"
	"strings"
	"time"

	"ridepost/server/mail"
	"ridepost/store"
)

// mailNotices mails the notifications whose e-mails no handler sends: new
// matches, ratings, messages and finished deliveries (by the recipient's
// link or the handover PIN alike). Each notification is one event (its id),
// so it is mailed once.
func (s *Server) mailNotices(list []store.Notification) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	for _, n := range list {
		switch n.Kind {
		case store.NoticeMatchFound:
			s.mailMatch(ctx, n)
		case store.NoticeRatingReceived:
			s.mailRating(ctx, n)
		case store.NoticeMessageReceived:
			s.mailMessage(ctx, n)
		case store.NoticeParcelDelivered, store.NoticeParcelFailed:
			s.mailDeliveryDone(ctx, n)
		}
	}
}

// mailMatch tells of a newly posted ride (or, without one, parcel) that
// fits what the user waits for.
func (s *Server) mailMatch(ctx context.Context, n store.Notification) {
	var from, to int64
	link := s.cfg.BaseURL
	switch {
	case n.RideID.Valid:
		r, err := s.store.GetRide(ctx, n.RideID.Int64)
		if err != nil {
			s.logger.Error("mail skipped", "kind", mail.KindMatchFound, "notification", n.ID, "err", err)
			return
		}
		from, to, link = r.FromPlaceID, r.ToPlaceID, link+"/ride/"+strconv.FormatInt(r.ID, 10)
	case n.ParcelID.Valid:
		p, err := s.store.GetParcel(ctx, n.ParcelID.Int64)
		if err != nil {
			s.logger.Error("mail skipped", "kind", mail.KindMatchFound, "notification", n.ID, "err", err)
			return
		}
		from, to, link = p.FromPlaceID, p.ToPlaceID, s.parcelLink(p.ID)
	default:
		return
	}
	other := ""
	if n.ActorID.Valid {
		if a, err := s.user(ctx, n.ActorID.Int64); err == nil {
			other = a.Name + " " + surnameInitial(a.Surname)
		}
	}
	s.mailUser(ctx, n.UserID, mail.KindMatchFound, mailEvent("notification", n.ID), func(u *store.User) mail.Data {
		who := other
		if who == "" {
			who = someone(u.Language)
		}
		return mail.Data{Name: u.Name, Other: who, Route: placesRoute(from, to, u.Language), Link: link}
	})
}

// mailRating tells a driver the stars a recipient gave, or a sender those
// their driver gave (Other names the driver).
func (s *Server) mailRating(ctx context.Context, n store.Notification) {
	p, err := s.store.GetParcel(ctx, n.ParcelID.Int64)
	var stars int
	var driver *store.User
	switch {
	case err != nil:
	case n.UserID == p.SenderID:
		var r *store.SenderRating
		if r, err = s.store.GetSenderRating(ctx, p.ID); err == nil {
			stars = r.Rating
			driver, err = s.user(ctx, r.DriverID)
		}
	default:
		stars, err = s.store.FeedbackRating(ctx, p.ID)
	}
	if err != nil {
		s.logger.Error("mail skipped", "kind", mail.KindRatingReceived, "notification", n.ID, "err", err)
		return
	}
	s.mailUser(ctx, n.UserID, mail.KindRatingReceived, mailEvent("notification", n.ID), func(u *store.User) mail.Data {
		d := mail.Data{Name: u.Name, Route: routeName(p, u.Language), Cost: strconv.Itoa(stars),
			Link: s.cfg.BaseURL + "/users/" + strconv.FormatInt(u.ID, 10)}
		if driver != nil {
			if d.Other = strings.TrimSpace(driver.Name + " " + surnameInitial(driver.Surname)); d.Other == "" {
				d.Other = someone(u.Language)
			}
		}
		return d
	})
}

// mailMessage tells of a new message, at most once an hour a conversation
// (the Throttle key); the text is not in the e-mail (it may hold contacts
// the reader may not see yet).
func (s *Server) mailMessage(ctx context.Context, n store.Notification) {
	p, err := s.store.GetParcel(ctx, n.ParcelID.Int64)
	if err != nil {
		s.logger.Error("mail skipped", "kind", mail.KindNewMessage, "notification", n.ID, "err", err)
		return
	}
	other := ""
	if a, err := s.user(ctx, n.ActorID.Int64); err == nil {
		other = a.Name + " " + surnameInitial(a.Surname)
	}
	conv := strconv.FormatInt(n.ConversationID.Int64, 10)
	s.mailUser(ctx, n.UserID, mail.KindNewMessage, mailEvent("notification", n.ID), func(u *store.User) mail.Data {
		who := other
		if who == "" {
			who = someone(u.Language)
		}
		return mail.Data{Name: u.Name, Other: who, Route: routeName(p, u.Language), Link: s.cfg.BaseURL + "/messages/" + conv,
			Throttle: "conversation:" + conv + ":user:" + strconv.FormatInt(u.ID, 10)}
	})
}

// mailDeliveryDone tells the sender and the driver that the parcel was
// delivered, or could not be.
func (s *Server) mailDeliveryDone(ctx context.Context, n store.Notification) {
	kind := mail.KindParcelFailed
	if n.Kind == store.NoticeParcelDelivered {
		kind = mail.KindParcelDelivered
	}
	p, err := s.store.GetParcel(ctx, n.ParcelID.Int64)
	if err != nil {
		s.logger.Error("mail skipped", "kind", kind, "notification", n.ID, "err", err)
		return
	}
	s.mailUser(ctx, n.UserID, kind, mailEvent("notification", n.ID), func(u *store.User) mail.Data {
		return mail.Data{Name: u.Name, Route: routeName(p, u.Language), Link: s.parcelLink(p.ID)}
	})
}

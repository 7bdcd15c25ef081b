package server

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/mail"
	"ridepost/store"
)

// clockAt is the moment the lifecycle rules apply at, with Kyiv's date.
func clockAt(t time.Time) store.Clock {
	return store.Clock{Now: t, Today: t.In(kyiv).Format(dateLayout)}
}

// expireDue applies PRODUCT.md §5's time rules at t (expiries, completed
// rides) and tells everyone concerned by e-mail.
func (s *Server) expireDue(ctx context.Context, t time.Time) (*store.Expired, error) {
	done, err := s.store.ExpireDue(ctx, clockAt(t))
	if err != nil {
		return nil, err
	}
	ids := []int64{}
	for _, p := range done.Parcels {
		ids = append(ids, p.SenderID)
	}
	for _, r := range done.Rides {
		ids = append(ids, r.DriverID)
	}
	parcelIDs := []int64{}
	for _, q := range done.Requests {
		ids = append(ids, q.SenderID, q.DriverID)
		parcelIDs = append(parcelIDs, q.ParcelID)
	}
	users, err := s.store.GetUsers(ctx, ids)
	if err != nil {
		return done, err
	}
	parcels, err := s.store.GetParcels(ctx, parcelIDs)
	if err != nil {
		return done, err
	}
	for i := range done.Parcels {
		p := &done.Parcels[i]
		if u := s.mailable(users, p.SenderID, mail.KindParcelExpired); u != nil {
			s.sendMail(u, u.Email, mail.KindParcelExpired, mailEvent("parcel", p.ID), mail.Data{Name: u.Name, Route: routeName(p, u.Language),
				Link: s.parcelLink(p.ID)})
		}
	}
	for _, r := range done.Rides {
		if u := s.mailable(users, r.DriverID, mail.KindRideExpired); u != nil {
			s.sendMail(u, u.Email, mail.KindRideExpired, mailEvent("ride", r.ID), mail.Data{Name: u.Name,
				Route: placesRoute(r.FromPlaceID, r.ToPlaceID, u.Language), Link: s.cfg.BaseURL + "/ride"})
		}
	}
	for _, q := range done.Requests {
		s.tellRequestExpired(q, parcels[q.ParcelID], users)
	}
	for _, q := range done.Reminded {
		s.remind(ctx, q)
	}
	return done, nil
}

// remind mails the answering side of a request still pending after a day.
func (s *Server) remind(ctx context.Context, q store.Request) {
	p, err := s.store.GetParcel(ctx, q.ParcelID)
	if err != nil {
		s.logger.Error("mail skipped", "kind", mail.KindRequestReminder, "request", q.ID, "err", err)
		return
	}
	asker, err := s.user(ctx, q.Asker())
	if err != nil {
		s.logger.Error("mail skipped", "kind", mail.KindRequestReminder, "request", q.ID, "err", err)
		return
	}
	link := s.parcelLink(q.ParcelID)
	if q.Answerer() == q.DriverID {
		link = s.cfg.BaseURL + "/ride/" + strconv.FormatInt(q.RideID, 10)
	}
	s.mailUser(ctx, q.Answerer(), mail.KindRequestReminder, mailEvent("request", q.ID), func(u *store.User) mail.Data {
		return mail.Data{Name: u.Name, Other: asker.Name + " " + surnameInitial(asker.Surname), Route: routeName(p, u.Language), Link: link}
	})
}

// mailable is user id of users, or nil, with the skipped e-mail logged,
// when the account is gone.
func (s *Server) mailable(users map[int64]*store.User, id int64, kind mail.Kind) *store.User {
	u := users[id]
	if u == nil {
		s.logger.Error("mail skipped: no such user", "kind", kind, "user", id)
	}
	return u
}

// tellRequestExpired mails both sides of an expired request, each naming the other.
func (s *Server) tellRequestExpired(q store.Request, p *store.Parcel, users map[int64]*store.User) {
	sender, driver := s.mailable(users, q.SenderID, mail.KindRequestExpired), s.mailable(users, q.DriverID, mail.KindRequestExpired)
	if p == nil || sender == nil || driver == nil {
		return
	}
	for _, side := range []struct {
		to, other *store.User
		link      string
	}{
		{sender, driver, "/parcel/" + strconv.FormatInt(q.ParcelID, 10)},
		{driver, sender, "/ride/" + strconv.FormatInt(q.RideID, 10)},
	} {
		s.sendMail(side.to, side.to.Email, mail.KindRequestExpired, mailEvent("request", q.ID), mail.Data{Name: side.to.Name,
			Other: side.other.Name + " " + surnameInitial(side.other.Surname), Route: routeName(p, side.to.Language),
			Link: s.cfg.BaseURL + side.link})
	}
}

// devHousekeeping runs the lifecycle rules as if it were `now` (only with
// --dev), so browser tests can see a parcel expire without waiting days.
func (s *Server) devHousekeeping(c echo.Context) error {
	var req housekeepingRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	t, err := time.Parse(time.RFC3339, req.Now)
	if err != nil {
		return fieldErrors{"now": "invalid"}.err()
	}
	done, err := s.expireDue(c.Request().Context(), t)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, housekeepingJSON{ParcelsExpired: len(done.Parcels), RidesExpired: len(done.Rides),
		RequestsExpired: len(done.Requests), RidesCompleted: done.Completed})
}

// housekeepingRequest is the moment /dev/housekeeping runs the rules as of.
type housekeepingRequest struct {
	Now string `json:"now"` // RFC 3339
}

// housekeepingJSON counts what the rules changed.
type housekeepingJSON struct {
	ParcelsExpired  int `json:"parcelsExpired"`
	RidesExpired    int `json:"ridesExpired"`
	RequestsExpired int `json:"requestsExpired"`
	RidesCompleted  int `json:"ridesCompleted"`
}

package server

import (
	"context"
	"crypto/rand"
	"net/http"
	"net/url"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/mail"
	"ridepost/store"
)

// link is a full URL to an app screen carrying an e-mailed token.
func (s *Server) link(path, token string) string {
	return s.cfg.BaseURL + path + "?token=" + url.QueryEscape(token)
}

// sendVerification mails a fresh 48-hour link that proves the address.
func (s *Server) sendVerification(c echo.Context, u *store.User, address string) error {
	token := rand.Text()
	if err := s.store.CreateEmailToken(c.Request().Context(), u.ID, store.PurposeVerify, address, token, verifyTokenTTL); err != nil {
		return err
	}
	s.sendMail(u, address, mail.KindVerifyEmail, "", mail.Data{Name: u.Name, Link: s.link("/signup/verified-email", token)})
	return nil
}

// parcelLink is the full URL of a parcel's screen.
func (s *Server) parcelLink(id int64) string {
	return s.cfg.BaseURL + "/parcel/" + strconv.FormatInt(id, 10)
}

// mailEvent names the object an e-mail tells of, e.g. "request:42".
func mailEvent(object string, id int64) string { return object + ":" + strconv.FormatInt(id, 10) }

// sendMail composes the message in the addressee's language and queues it,
// unless u turned its kind off (those kinds carry an unsubscribe link).
// event names what happened (mailEvent): with the kind and u it is the
// message's idempotency key, so one event mails u once; "" (a link asked
// for) is an event of its own each time.
func (s *Server) sendMail(u *store.User, to string, kind mail.Kind, event string, d mail.Data) {
	if pref, optional := emailPreferences[kind]; optional {
		// The change the e-mail tells of is done: a caller gone does not stop it.
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		on, err := s.store.EmailKindOn(ctx, u.ID, pref)
		cancel()
		if err != nil {
			s.logger.Error("mail skipped", "kind", kind, "user", u.ID, "err", err)
			return
		}
		if !on {
			return
		}
		d.Unsubscribe = s.unsubscribeLink(u.ID, pref)
	}
	m, err := mail.Compose(u.Language, kind, to, d)
	if err != nil {
		s.logger.Error("compose mail", "kind", kind, "err", err)
		return
	}
	if event != "" {
		m.Key = string(kind) + ":" + event + ":user:" + strconv.FormatInt(u.ID, 10)
	}
	s.mailer.Enqueue(m)
}

// mailUser mails user id, in their language, what data makes of them. The
// change the e-mail tells of is done by then, so an e-mail that cannot be
// sent (the user is gone, or the database failed) is logged, not returned.
func (s *Server) mailUser(ctx context.Context, id int64, kind mail.Kind, event string, data func(u *store.User) mail.Data) {
	u, err := s.store.GetUser(ctx, id)
	if err != nil {
		s.logger.Error("mail skipped", "kind", kind, "user", id, "err", err)
		return
	}
	if u.DeletedAt.Valid { // an erased account has no address
		return
	}
	s.sendMail(u, u.Email, kind, event, data(u))
}

// devMail lists the outbox, newest first (only with --dev).
func (s *Server) devMail(c echo.Context) error {
	return c.JSON(http.StatusOK, s.cfg.Outbox.List())
}

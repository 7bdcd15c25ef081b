package server

import (
	"context"
	"crypto/rand"
	"net/http"
	"net/url"
	"strconv"

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
	s.sendMail(u, address, mail.KindVerifyEmail, mail.Data{Name: u.Name, Link: s.link("/signup/verified-email", token)})
	return nil
}

// parcelLink is the full URL of a parcel's screen.
func (s *Server) parcelLink(id int64) string {
	return s.cfg.BaseURL + "/parcel/" + strconv.FormatInt(id, 10)
}

// sendMail composes the message in the addressee's language and queues it.
func (s *Server) sendMail(u *store.User, to string, kind mail.Kind, d mail.Data) {
	m, err := mail.Compose(u.Language, kind, to, d)
	if err != nil {
		s.logger.Error("compose mail", "kind", kind, "err", err)
		return
	}
	s.mailer.Enqueue(m)
}

// mailUser mails user id, in their language, what data makes of them. The
// change the e-mail tells of is done by then, so an e-mail that cannot be
// sent (the user is gone, or the database failed) is logged, not returned.
func (s *Server) mailUser(ctx context.Context, id int64, kind mail.Kind, data func(u *store.User) mail.Data) {
	u, err := s.store.GetUser(ctx, id)
	if err != nil {
		s.logger.Error("mail skipped", "kind", kind, "user", id, "err", err)
		return
	}
	s.sendMail(u, u.Email, kind, data(u))
}

// devMail lists the outbox, newest first (only with --dev).
func (s *Server) devMail(c echo.Context) error {
	return c.JSON(http.StatusOK, s.cfg.Outbox.List())
}

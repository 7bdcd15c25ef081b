package handlers

import (
	"crypto/rand"
	"net/http"
	"net/url"

	"github.com/labstack/echo/v4"

	"ridepost/server/mail"
	"ridepost/store"
)

func (s *Handlers) link(path, token string) string {
	return s.cfg.BaseURL + path + "?token=" + url.QueryEscape(token)
}

func (s *Handlers) sendVerification(c echo.Context, u *store.User, address string) error {
	token := rand.Text()
	if err := s.store.CreateEmailToken(c.Request().Context(), u.ID, store.PurposeVerify, address, token, verifyTokenTTL); err != nil {
		return err
	}
	s.sendMail(u, address, mail.KindVerifyEmail, mail.Data{Name: u.Name, Link: s.link("/signup/verified-email", token)})
	return nil
}

// sendMail: account e-mails cannot be turned off; notifications' e-mails go through server/notify.
func (s *Handlers) sendMail(u *store.User, to string, kind mail.Kind, d mail.Data) {
	m, err := mail.Compose(u.Language, kind, to, d)
	if err != nil {
		s.logger.Error("compose mail", "kind", kind, "err", err)
		return
	}
	s.mailer.Enqueue(m)
}

// devMail lists the dev mailbox, newest first (only with --dev).
func (s *Handlers) devMail(c echo.Context) error {
	return c.JSON(http.StatusOK, s.cfg.Mailbox.List())
}

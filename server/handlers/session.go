package handlers

import (
	"crypto/rand"

	"github.com/labstack/echo/v4"

	"ridepost/store"
)

const (
	sessUserID      = "userID"
	sessAuthVersion = "authVersion"
	sessCSRF        = "csrf"
)

// signIn renews the session token (against fixation) and the anti-CSRF token, which it returns.
func (s *Handlers) signIn(c echo.Context, u *store.User) (string, error) {
	ctx := c.Request().Context()
	if err := s.sessions.RenewToken(ctx); err != nil {
		return "", err
	}
	csrf := rand.Text()
	s.sessions.Put(ctx, sessUserID, u.ID)
	s.sessions.Put(ctx, sessAuthVersion, u.AuthVersion)
	s.sessions.Put(ctx, sessCSRF, csrf)
	c.Set(ctxUser, u)
	return csrf, nil
}

func (s *Handlers) csrfToken(c echo.Context) string {
	ctx := c.Request().Context()
	token := s.sessions.GetString(ctx, sessCSRF)
	if token == "" {
		token = rand.Text()
		s.sessions.Put(ctx, sessCSRF, token)
	}
	return token
}

package handlers

import (
	"crypto/rand"
	"errors"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/mail"
	"ridepost/server/views"
	"ridepost/server/web"
	"ridepost/store"
)

const (
	verifyTokenTTL  = 48 * time.Hour
	resetTokenTTL   = time.Hour
	restoreTokenTTL = 7 * 24 * time.Hour
)

type credentialsRequest struct {
	Email    string `json:"email"`
	Password string `json:"password"`
	Language string `json:"language"`
}

func (s *Handlers) authSignup(c echo.Context) error {
	var req credentialsRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	f := fieldErrors{}
	email, code := checkEmail(req.Email)
	f.add("email", code)
	f.add("password", checkPassword(req.Password))
	if err := f.err(); err != nil {
		return err
	}
	if checkLanguage(req.Language) != "" {
		req.Language = "en"
	}
	hash, err := web.HashPassword(c.Request().Context(), req.Password)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	u, err := s.store.CreateUser(ctx, email, hash, req.Language)
	if err != nil {
		return err
	}
	token, err := s.signIn(c, u)
	if err != nil {
		return err
	}
	if err := s.sendVerification(c, u, u.Email); err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, views.SessionResponse{Token: token, Profile: views.NewProfile(u)})
}

func (s *Handlers) authSignin(c echo.Context) error {
	var req credentialsRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	email, code := checkEmail(req.Email)
	f := fieldErrors{}
	if code == "required" {
		f.add("email", code)
	}
	if req.Password == "" {
		f.add("password", "required")
	}
	if err := f.err(); err != nil {
		return err
	}
	u, err := s.store.GetUserByEmail(c.Request().Context(), email)
	if errors.Is(err, store.ErrNotFound) {
		_, _ = web.PasswordMatches(c.Request().Context(), req.Password, web.DummyHash())
		return errInvalidCredentials
	}
	if err != nil {
		return err
	}
	ok, err := web.PasswordMatches(c.Request().Context(), req.Password, u.PasswordHash)
	if err != nil {
		return err
	}
	if !ok {
		return errInvalidCredentials
	}
	if u.Suspended() {
		return errSuspended
	}
	token, err := s.signIn(c, u)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.SessionResponse{Token: token, Profile: views.NewProfile(u)})
}

// authSignout ends the session (GET as the spec's link, or POST).
func (s *Handlers) authSignout(c echo.Context) error {
	ctx := c.Request().Context()
	if u := currentUser(c); u != nil {
		s.events.EndSession(u.ID, s.sessions.Token(ctx))
	}
	if err := s.sessions.Destroy(ctx); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// authSession lets a reloaded app recover its anti-CSRF token and profile.
func (s *Handlers) authSession(c echo.Context) error {
	u := currentUser(c)
	if u == nil {
		return errNotSignedIn
	}
	return c.JSON(http.StatusOK, views.SessionResponse{Token: s.csrfToken(c), Profile: views.NewProfile(u)})
}

type aboutYourselfRequest struct {
	generalRequest
	WantsToDrive bool `json:"wantsToDrive"`
}

func (s *Handlers) authAboutYourself(c echo.Context) error {
	var req aboutYourselfRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	g, err := req.clean()
	if err != nil {
		return err
	}
	u, err := s.store.UpdateAboutYourself(c.Request().Context(), currentUser(c).ID,
		store.AboutYourself{Name: g.Name, Surname: g.Surname, Phone: g.Phone, WantsToDrive: req.WantsToDrive})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewProfile(u))
}

type tokenRequest struct {
	Token    string `json:"token"`
	Password string `json:"password"`
}

func (s *Handlers) authVerifyEmail(c echo.Context) error {
	var req tokenRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.Token == "" {
		return fieldErrors{"token": "required"}.err()
	}
	u, err := s.store.VerifyEmail(c.Request().Context(), req.Token)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewProfile(u))
}

func (s *Handlers) authResendVerification(c echo.Context) error {
	u := currentUser(c)
	if u.EmailVerified() {
		return newAPIError(http.StatusConflict, "conflict", "Your e-mail is already verified.")
	}
	if err := s.sendVerification(c, u, u.Email); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// authRestorePassword answers the same whether or not the account exists.
func (s *Handlers) authRestorePassword(c echo.Context) error {
	var req credentialsRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	email, code := checkEmail(req.Email)
	if code != "" {
		return fieldErrors{"email": code}.err()
	}
	ctx := c.Request().Context()
	u, err := s.store.GetUserByEmail(ctx, email)
	if errors.Is(err, store.ErrNotFound) {
		return c.NoContent(http.StatusNoContent)
	}
	if err != nil {
		return err
	}
	token := rand.Text()
	if err := s.store.CreateEmailToken(ctx, u.ID, store.PurposeReset, u.Email, token, resetTokenTTL); err != nil {
		return err
	}
	s.sendMail(u, u.Email, mail.KindResetPassword, mail.Data{Name: u.Name, Link: s.link("/signin/new-password", token)})
	return c.NoContent(http.StatusNoContent)
}

func bindLinkPassword(c echo.Context) (token, hash string, err error) {
	var req tokenRequest
	if err := bindJSON(c, &req); err != nil {
		return "", "", err
	}
	f := fieldErrors{}
	if req.Token == "" {
		f.add("token", "required")
	}
	f.add("password", checkPassword(req.Password))
	if err := f.err(); err != nil {
		return "", "", err
	}
	hash, err = web.HashPassword(c.Request().Context(), req.Password)
	return req.Token, hash, err
}

func (s *Handlers) authNewPassword(c echo.Context) error {
	token, hash, err := bindLinkPassword(c)
	if err != nil {
		return err
	}
	if _, err := s.store.ResetPassword(c.Request().Context(), token, hash); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// linkTokenRequest is an e-mailed link's token alone.
type linkTokenRequest struct {
	Token string `json:"token"`
}

// authNewPasswordCheck lets the new-password screen tell a dead link before anyone types a password: 204, or
// the error /auth/new-password would give for the token. It spends nothing.
func (s *Handlers) authNewPasswordCheck(c echo.Context) error {
	var req linkTokenRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.Token == "" {
		return fieldErrors{"token": "required"}.err()
	}
	if err := s.store.CheckResetToken(c.Request().Context(), req.Token); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// authRestoreAccount undoes an e-mail change from the old address; every session of the account ends.
func (s *Handlers) authRestoreAccount(c echo.Context) error {
	token, hash, err := bindLinkPassword(c)
	if err != nil {
		return err
	}
	_, err = s.store.RestoreAccount(c.Request().Context(), token, hash)
	if err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

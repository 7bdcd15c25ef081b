package handlers

import (
	"context"
	"crypto/rand"
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/mail"
	"ridepost/server/views"
	"ridepost/server/web"
	"ridepost/store"
)

func (s *Handlers) profileGet(c echo.Context) error {
	return c.JSON(http.StatusOK, views.NewProfile(currentUser(c)))
}

type languageSetting struct {
	Language views.Language `json:"language"`
}

type passwordChange struct {
	CurrentPassword string `json:"currentPassword"`
	NewPassword     string `json:"newPassword"`
}

func (s *Handlers) profileLanguage(c echo.Context) error {
	var req languageSetting
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if code := checkLanguage(string(req.Language)); code != "" {
		return fieldErrors{"language": code}.err()
	}
	u, err := s.store.UpdateLanguage(c.Request().Context(), currentUser(c).ID, string(req.Language))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, languageSetting{views.Language(u.Language)})
}

type generalRequest struct {
	Name    string `json:"name"`
	Surname string `json:"surname"`
	Phone   string `json:"phone"`
}

func (r generalRequest) clean() (generalRequest, error) {
	f := fieldErrors{}
	var out generalRequest
	var code string
	out.Name, code = checkName(r.Name)
	f.add("name", code)
	out.Surname, code = checkName(r.Surname)
	f.add("surname", code)
	out.Phone, code = checkPhone(r.Phone)
	f.add("phone", code)
	return out, f.err()
}

func (s *Handlers) profileUpdate(c echo.Context) error {
	var req generalRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	g, err := req.clean()
	if err != nil {
		return err
	}
	u, err := s.store.UpdateGeneral(c.Request().Context(), currentUser(c).ID, g.Name, g.Surname, g.Phone)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, generalRequest{Name: u.Name, Surname: u.Surname, Phone: u.Phone})
}

func checkCurrentPassword(ctx context.Context, u *store.User, field, password string) error {
	if password == "" {
		return fieldErrors{field: "required"}.err()
	}
	ok, err := web.PasswordMatches(ctx, password, u.PasswordHash)
	if err != nil {
		return err
	}
	if !ok {
		return &apiError{Status: http.StatusBadRequest, Code: "wrong_password",
			Message: "The current password is wrong.", Fields: fieldErrors{field: "wrong"}}
	}
	return nil
}

// profileEmail moves the account to a new address, which must be verified
// again; the old address is told.
func (s *Handlers) profileEmail(c echo.Context) error {
	var req credentialsRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	email, code := checkEmail(req.Email)
	if code != "" {
		return fieldErrors{"email": code}.err()
	}
	me := currentUser(c)
	if err := checkCurrentPassword(c.Request().Context(), me, "password", req.Password); err != nil {
		return err
	}
	if email == me.Email {
		return c.JSON(http.StatusOK, views.Email{Email: me.Email})
	}
	u, err := s.store.ChangeEmail(c.Request().Context(), me.ID, email)
	if err != nil {
		return err
	}
	if err := s.sendVerification(c, u, u.Email); err != nil {
		return err
	}
	// The old address learns of the change and gets a week-long link to take the account back.
	restore := rand.Text()
	if err := s.store.CreateEmailToken(c.Request().Context(), u.ID, store.PurposeRestore, me.Email, restore, restoreTokenTTL); err != nil {
		return err
	}
	s.sendMail(u, me.Email, mail.KindEmailChanged, mail.Data{Name: u.Name, NewEmail: u.Email,
		Link: s.link("/signin/restore-account", restore)})
	return c.JSON(http.StatusOK, views.Email{Email: u.Email})
}

// profilePassword changes the password; every other session of the user ends.
func (s *Handlers) profilePassword(c echo.Context) error {
	var req passwordChange
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if code := checkPassword(req.NewPassword); code != "" {
		f := fieldErrors{"newPassword": code}
		if req.CurrentPassword == "" {
			f.add("currentPassword", "required")
		}
		return f.err()
	}
	me := currentUser(c)
	if err := checkCurrentPassword(c.Request().Context(), me, "currentPassword", req.CurrentPassword); err != nil {
		return err
	}
	hash, err := web.HashPassword(c.Request().Context(), req.NewPassword)
	if err != nil {
		return err
	}
	u, err := s.store.ChangePassword(c.Request().Context(), me.ID, hash)
	if err != nil {
		return err
	}
	// This session lives on, under a new token, with the new auth version;
	// its anti-CSRF token stays so the open app keeps working.
	ctx := c.Request().Context()
	if err := s.sessions.RenewToken(ctx); err != nil {
		return err
	}
	s.sessions.Put(ctx, sessAuthVersion, u.AuthVersion)
	return c.NoContent(http.StatusNoContent)
}

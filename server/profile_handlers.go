package server

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/store"
)

// profileJSON is the signed-in user's own view of their account.
type profileJSON struct {
	UserID         int64  `json:"userId"`
	Name           string `json:"name"`
	Surname        string `json:"surname"`
	Phone          string `json:"phone"`
	Email          string `json:"email"`
	ProfilePicture string `json:"profilePicture"`
	Language       string `json:"language"`
	EmailVerified  bool   `json:"emailVerified"`
	WantsToDrive   bool   `json:"wantsToDrive"`
}

func newProfileJSON(u *store.User) profileJSON {
	return profileJSON{
		UserID: u.ID, Name: u.Name, Surname: u.Surname, Phone: u.Phone, Email: u.Email,
		Language: u.Language, EmailVerified: u.EmailVerified(), WantsToDrive: u.WantsToDrive,
	}
}

func (s *Server) profileGet(c echo.Context) error {
	return c.JSON(http.StatusOK, newProfileJSON(currentUser(c)))
}

func (s *Server) profileLanguage(c echo.Context) error {
	var req struct {
		Language string `json:"language"`
	}
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if code := checkLanguage(req.Language); code != "" {
		return fieldErrors{"language": code}.err()
	}
	u, err := s.store.UpdateLanguage(c.Request().Context(), currentUser(c).ID, req.Language)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, map[string]string{"language": u.Language})
}

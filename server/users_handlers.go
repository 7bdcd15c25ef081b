package server

import (
	"net/http"
	"strconv"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"ridepost/store"
)

// rating is a driver's average over recipients' feedback.
type rating struct {
	Average float64 `json:"average"`
	Count   int     `json:"count"`
}

// publicCard is what any signed-in user may see of another: never contacts.
type publicCard struct {
	UserID         int64  `json:"userId"`
	Name           string `json:"name"`
	Surname        string `json:"surname"`
	ProfilePicture string `json:"profilePicture"`
	Rating         rating `json:"rating"`
	Deliveries     int    `json:"deliveries"`
}

// surnameInitial turns "Shevchenko" into "S.".
func surnameInitial(s string) string {
	if s == "" {
		return ""
	}
	r, _ := utf8.DecodeRuneInString(s)
	return string(r) + "."
}

func newPublicCard(u *store.User) publicCard {
	return publicCard{UserID: u.ID, Name: u.Name, Surname: surnameInitial(u.Surname), ProfilePicture: pictureURL(u)}
}

func (s *Server) userCard(c echo.Context) error {
	id, err := strconv.ParseInt(c.Param("id"), 10, 64)
	if err != nil {
		return echo.ErrNotFound
	}
	u, err := s.store.GetUser(c.Request().Context(), id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, newPublicCard(u))
}

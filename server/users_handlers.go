package server

import (
	"context"
	"math"
	"net/http"
	"unicode/utf8"

	"github.com/labstack/echo/v4"
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

// cards returns the public cards of several users, with their ratings and
// deliveries: kept ones from memory, the others read in two queries whatever
// their number. Unknown ids are absent.
func (s *Server) cards(ctx context.Context, ids ...int64) (map[int64]*publicCard, error) {
	return s.reads.cards.load(ctx, ids, s.readCards)
}

// readCards reads cards from the database.
func (s *Server) readCards(ctx context.Context, ids []int64) (map[int64]*publicCard, error) {
	users, err := s.store.GetUsers(ctx, ids)
	if err != nil {
		return nil, err
	}
	stats, err := s.store.GetDriverStats(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*publicCard, len(users))
	for id, u := range users {
		st := stats[id]
		out[id] = &publicCard{UserID: u.ID, Name: u.Name, Surname: surnameInitial(u.Surname), ProfilePicture: pictureURL(u),
			Rating: rating{Average: math.Round(st.Average*10) / 10, Count: st.Count}, Deliveries: st.Deliveries}
	}
	return out, nil
}

func (s *Server) userCard(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	cards, err := s.cards(c.Request().Context(), id)
	if err != nil {
		return err
	}
	card, ok := cards[id]
	if !ok {
		return echo.ErrNotFound
	}
	return c.JSON(http.StatusOK, card)
}

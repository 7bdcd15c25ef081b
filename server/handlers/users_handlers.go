package handlers

import (
	"context"
	"math"
	"net/http"

	"github.com/labstack/echo/v4"
)

// rating is an average of 1–5 stars (one decimal) and how many gave it:
// a driver's over recipients' feedback, a sender's over drivers' ratings.
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
	SenderRating   rating `json:"senderRating" description:"The drivers' ratings of this user as a sender."`
	Deliveries     int    `json:"deliveries"`
	Deleted        bool   `json:"deleted,omitempty" description:"The account was deleted: no name or picture is kept."`
}

// cards returns the public cards of several users, with their ratings and
// deliveries: kept ones from memory, the others read in two queries whatever
// their number. Unknown ids are absent.
func (s *Handlers) cards(ctx context.Context, ids ...int64) (map[int64]*publicCard, error) {
	return s.reads.cards.load(ctx, ids, s.readCards)
}

// readCards reads cards from the database.
func (s *Handlers) readCards(ctx context.Context, ids []int64) (map[int64]*publicCard, error) {
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
			Rating: newRating(st.Average, st.Count), SenderRating: newRating(st.SenderAverage, st.SenderCount), Deliveries: st.Deliveries,
			Deleted: u.DeletedAt.Valid}
	}
	return out, nil
}

// newRating rounds an average to one decimal.
func newRating(average float64, count int) rating {
	return rating{Average: math.Round(average*10) / 10, Count: count}
}

// userCardJSON is GET /api/users/{id}: the shared card, and whether I
// blocked the user (mine only: never in the cached card).
type userCardJSON struct {
	publicCard
	Blocked bool `json:"blocked"`
}

func (s *Handlers) userCard(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	cards, err := s.cards(ctx, id)
	if err != nil {
		return err
	}
	card, ok := cards[id]
	if !ok {
		return echo.ErrNotFound
	}
	blocked, err := s.store.Blocks(ctx, currentUser(c).ID, id)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, userCardJSON{publicCard: *card, Blocked: blocked})
}

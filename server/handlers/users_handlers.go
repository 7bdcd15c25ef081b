package handlers

import (
	"context"
	"net/http"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

// cards returns the public cards of several users, with their ratings and
// deliveries and answers: kept ones from memory, the others read in three
// queries whatever their number. Unknown ids are absent.
func (s *Handlers) cards(ctx context.Context, ids ...int64) (map[int64]*views.PublicCard, error) {
	return s.reads.cards.load(ctx, ids, s.readCards)
}

func (s *Handlers) readCards(ctx context.Context, ids []int64) (map[int64]*views.PublicCard, error) {
	users, err := s.store.GetUsers(ctx, ids)
	if err != nil {
		return nil, err
	}
	stats, err := s.store.GetDriverStats(ctx, ids)
	if err != nil {
		return nil, err
	}
	answers, err := s.store.GetAnswers(ctx, ids, time.Now())
	if err != nil {
		return nil, err
	}
	cancels, err := s.store.GetCancellations(ctx, ids, time.Now())
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*views.PublicCard, len(users))
	for id, u := range users {
		var a *store.Answers
		if v, ok := answers[id]; ok {
			a = &v
		}
		var k *store.Cancellations
		if v, ok := cancels[id]; ok {
			k = &v
		}
		out[id] = views.NewPublicCard(u, stats[id], a, k)
	}
	return out, nil
}

func (s *Handlers) userCard(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	if hidden, err := s.cardHidden(ctx, currentUser(c), id); err != nil {
		return err
	} else if hidden {
		return echo.ErrNotFound
	}
	cards, err := s.cards(ctx, id)
	if err != nil {
		return err
	}
	card, ok := cards[id]
	if !ok {
		return echo.ErrNotFound
	}
	var blocked bool
	if me := currentUser(c); me != nil {
		if blocked, err = s.store.Blocks(ctx, me.ID, id); err != nil {
			return err
		}
	}
	return c.JSON(http.StatusOK, views.UserCard{PublicCard: *card, Blocked: blocked})
}

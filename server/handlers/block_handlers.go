package handlers

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
)

const maxBlockedListed = 100

var errCannotBlockSelf = newAPIError(http.StatusBadRequest, "cannot_block_self", "You cannot block yourself.")

func blockTarget(c echo.Context) (int64, error) {
	id, err := pathID(c)
	if err != nil {
		return 0, err
	}
	if id == currentUser(c).ID {
		return 0, errCannotBlockSelf
	}
	return id, nil
}

// userBlock: our pending requests expire; our approved deliveries go on (docs/product.md §2).
func (s *Handlers) userBlock(c echo.Context) error {
	id, err := blockTarget(c)
	if err != nil {
		return err
	}
	if err := s.store.Block(c.Request().Context(), currentUser(c).ID, id); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// userUnblock: I unblock a user (whether or not I had blocked them).
func (s *Handlers) userUnblock(c echo.Context) error {
	id, err := blockTarget(c)
	if err != nil {
		return err
	}
	if err := s.store.Unblock(c.Request().Context(), currentUser(c).ID, id); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

func (s *Handlers) blockedList(c echo.Context) error {
	ctx := c.Request().Context()
	ids, err := s.store.ListBlocked(ctx, currentUser(c).ID, maxBlockedListed)
	if err != nil {
		return err
	}
	cards, err := s.cards(ctx, ids...)
	if err != nil {
		return err
	}
	out := make([]*views.PublicCard, 0, len(ids))
	for _, id := range ids {
		if card, ok := cards[id]; ok {
			out = append(out, card)
		}
	}
	return c.JSON(http.StatusOK, out)
}

// hiddenOwners are kept in memory: a search reads nothing of the database for them.
func (s *Handlers) hiddenOwners(ctx context.Context, me int64) ([]int64, error) {
	hidden, _, err := s.reads.hidden.loadOne(ctx, me, func(ctx context.Context, ids []int64) (map[int64][]int64, error) {
		blocked, err := s.store.BlockedWith(ctx, ids[0])
		if err != nil {
			return nil, err
		}
		return map[int64][]int64{ids[0]: append(blocked, ids[0])}, nil
	})
	return hidden, err
}

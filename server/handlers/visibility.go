package handlers

import (
	"context"
	"errors"
	"slices"

	"ridepost/store"
)

// listingHidden: the owner is suspended or erased, or one of the two blocked the other. Opened by
// id, hidden listings answer 404 as if they did not exist.
func (s *Handlers) listingHidden(ctx context.Context, viewer, owner int64) (bool, error) {
	if gone, err := s.userGone(ctx, owner); err != nil || gone {
		return gone, err
	}
	hidden, err := s.hiddenOwners(ctx, viewer)
	if err != nil {
		return false, err
	}
	return viewer != owner && slices.Contains(hidden, owner), nil
}

// userGone tells whether a user is suspended or erased (or never there).
func (s *Handlers) userGone(ctx context.Context, id int64) (bool, error) {
	u, err := s.user(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	return u.Suspended() || u.DeletedAt.Valid, nil
}

// cardHidden: a suspended member and an account that never filled About yourself have no public card (docs/product.md §2),
// but for themselves and the admins; unknown ids have none either. A deleted account keeps its bare card, which
// carries its ratings.
func (s *Handlers) cardHidden(ctx context.Context, viewer *store.User, id int64) (bool, error) {
	u, err := s.user(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		return true, nil
	}
	if err != nil {
		return false, err
	}
	if u.DeletedAt.Valid || (!u.Suspended() && u.Name != "") {
		return false, nil
	}
	return viewer == nil || (viewer.ID != id && viewer.Role != store.RoleAdmin), nil
}

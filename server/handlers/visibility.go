package handlers

import (
	"context"
	"errors"
	"slices"

	"ridepost/store"
)

// Who sees what (PRODUCT.md §2) is decided in store.OnRide and server/views;
// these two ask the caches whose listings a viewer may not see.

// listingHidden tells whether viewer may not see owner's parcels and rides
// outside a delivery between them: the owner is suspended or erased, or
// one of the two blocked the other. Opened by id they answer 404, as if they
// did not exist.
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

// userGone tells whether a user's listings left the market: suspended or
// erased (or never there).
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

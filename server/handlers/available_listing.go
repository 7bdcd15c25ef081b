package handlers

import (
	"context"
	"sync"

	"ridepost/server/web"
)

// listed is a parcel or ride of the available lists as kept between searches: what a stranger sees of it,
// encoded once (views decides what that is), and what a page needs beside it. X is what the match index
// knows of it, to tell which of the reader's own fit it.
type listed[X any] struct {
	id, owner int64
	json      []byte
	free      *int // a ride's free capacity
	fit       X
}

// readListings reads the rows of ids and makes their listings; ids not found are left out.
func readListings[L, X any](ctx context.Context, ids []int64, rows func(context.Context, []int64) (map[int64]*L, error),
	listing func(*L) (*listed[X], error)) (map[int64]*listed[X], error) {
	found, err := rows(ctx, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]*listed[X], len(found))
	for id, row := range found {
		if out[id], err = listing(row); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// cardsJSON are the owners' public cards, encoded once and kept as the cards are (forgotten when their user
// changes); an id twice is read once.
func (s *Handlers) cardsJSON(ctx context.Context, ids []int64) (map[int64][]byte, error) {
	return s.reads.cardsJSON.load(ctx, ids, func(ctx context.Context, ids []int64) (map[int64][]byte, error) {
		cards, err := s.cards(ctx, ids...)
		if err != nil {
			return nil, err
		}
		out := make(map[int64][]byte, len(cards))
		for id, c := range cards {
			if out[id], err = web.Marshal(c); err != nil {
				return nil, err
			}
		}
		return out, nil
	})
}

// pageBuffers keep the buffers pages are written in.
var pageBuffers = sync.Pool{New: func() any { b := make([]byte, 0, 32<<10); return &b }}

package handlers

import (
	"bytes"
	"context"
	"slices"
	"sync"

	"ridepost/server/views"
	"ridepost/server/web"
)

// listed is a parcel or ride of the available lists as kept between searches: what a stranger sees of it,
// encoded once (views decides what that is), and what a page needs beside it. X is what the match index
// knows of it, to tell which of the reader's own fit it.
type listed[X any] struct {
	id, owner int64
	// json is the listing's JSON, but for the cities (an address without a street) found in it: those are
	// cut out, into places, and kept once a city (placesJSON), so that a listing takes a third of the memory.
	json   []byte
	places []placeCut
	free   *int // a ride's free capacity
	cost   int  // a parcel's price
	// size is a parcel's size and vehicle a ride's vehicle type, as sizeRanks and vehicleKinds number them (0 on
	// the other side), for ?size= and ?vehicle=.
	size, vehicle uint8
	fit           X
}

// placeCut is a city's address JSON cut out of a listing at offset at.
type placeCut struct {
	at    int
	place int64
}

// cutPlaces cuts the addresses of places (without a street) out of a listing's JSON.
func cutPlaces(b []byte, places ...int64) ([]byte, []placeCut) {
	var cuts []placeCut
	for _, id := range places {
		a := placeJSON(id)
		i := bytes.Index(b, a)
		if i < 0 {
			continue
		}
		b = append(b[:i], b[i+len(a):]...)
		for k := range cuts { // a later cut before an earlier one moves it
			if cuts[k].at > i {
				cuts[k].at -= len(a)
			}
		}
		cuts = append(cuts, placeCut{i, id})
	}
	slices.SortFunc(cuts, func(x, y placeCut) int { return x.at - y.at })
	return slices.Clip(b), cuts
}

// appendJSON appends the listing's JSON, its cities put back.
func (l *listed[X]) appendJSON(b []byte) []byte {
	from := 0
	for _, c := range l.places {
		b = append(append(b, l.json[from:c.at]...), placeJSON(c.place)...)
		from = c.at
	}
	return append(b, l.json[from:]...)
}

// cityJSON are the gazetteer's cities as an address without a street, encoded once each.
var cityJSON sync.Map // int64 → []byte

func placeJSON(id int64) []byte {
	if b, ok := cityJSON.Load(id); ok {
		return b.([]byte)
	}
	b, err := web.Marshal(views.NewAddress(id, ""))
	if err != nil {
		panic(err) // an Address always encodes
	}
	cityJSON.Store(id, b)
	return b
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

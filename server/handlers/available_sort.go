package handlers

import (
	"cmp"
	"context"
	"math"
	"slices"

	"ridepost/server/match"
	"ridepost/server/places"
	"ridepost/server/price"
	"ridepost/server/views"
	"ridepost/store"
)

// An available list's order (docs/product.md §6, ?sort=): by detour (the index's own order, paged there), or
// by date, price or rating, which order the sortWindow nearest matches here, ties kept by detour.
const (
	sortDetour = "detour"
	sortDate   = "date"
	sortPrice  = "price"
	sortRating = "rating"
)

// sortWindow is how many of the nearest matches a list sorted otherwise than by detour orders: past them (a
// route with more than 25 pages of matches) the list ends, as no one pages that far.
const sortWindow = 500

// windowed tells whether the list is cut from the sortWindow nearest matches (sorted otherwise than by detour,
// or filtered by available_refine.go's filters) rather than paged in the index.
func (f availableFilter) windowed() bool { return f.sort != sortDetour || f.refine.on() }

// window is the offset and limit to ask the index for: the page, or the whole window to sort or filter.
func (f availableFilter) window() (offset, limit int) {
	if !f.windowed() {
		return f.offset, pageSize
	}
	return 0, sortWindow
}

// sortKeys tell, for one side, what each listed item sorts by (smaller first).
type sortKeys[X any] struct {
	// date is when the item is due: a parcel's pickup day, a ride's departure.
	date func(X) int64
	// price is what the searcher gets or pays: the parcel's price, most first, for a driver; for a sender, the
	// driver's offer when there is one, else the suggested price of the parcel's size (suggested, 0: unknown,
	// after every offer).
	price func(l *listed[X], offer *store.Request, suggested int) int64
}

var parcelKeys = sortKeys[match.Parcel]{
	date:  func(p match.Parcel) int64 { return int64(p.Ship) },
	price: func(l *listed[match.Parcel], _ *store.Request, _ int) int64 { return -int64(l.cost) },
}

var rideKeys = sortKeys[match.Ride]{
	date: func(r match.Ride) int64 { return r.Departure },
	price: func(_ *listed[match.Ride], offer *store.Request, suggested int) int64 {
		switch {
		case offer != nil && offer.Direction == store.FromDriver:
			return int64(offer.Cost)
		case suggested > 0:
			return int64(suggested)
		}
		return math.MaxInt64
	},
}

// suggestedFor is the suggested price of my parcel's size on its route (0: no parcel asked for).
func suggestedFor(p *store.Parcel) int {
	if p == nil {
		return 0
	}
	from, okF := places.Default().Get(p.FromPlaceID)
	to, okT := places.Default().Get(p.ToPlaceID)
	if !okF || !okT {
		return 0
	}
	s, _, _ := price.Between(from, to, p.Size)
	return s
}

// sorted orders the window's hits by f.sort (a stable sort: ties stay by detour) and cuts the page at offset.
func (side *availableSide[L, M, Q, X]) sorted(ctx context.Context, s *Handlers, f availableFilter, me int64, mine *M,
	hits []match.Hit, full map[int64]*listed[X]) ([]match.Hit, error) {
	keys := make(map[int64]int64, len(hits))
	switch f.sort {
	case sortDate:
		for _, h := range hits {
			if l := full[h.ID]; l != nil {
				keys[h.ID] = side.keys.date(l.fit)
			}
		}
	case sortPrice:
		ids := match.HitIDs(hits)
		var offers map[int64]store.Request
		switch {
		case me == 0:
		case mine != nil:
			offers = side.pending(s.market, side.mineID(mine), ids)
		default:
			offers = side.pendingAny(s.market, me, ids)
		}
		suggested := side.suggested(mine)
		for _, h := range hits {
			if l := full[h.ID]; l != nil {
				var offer *store.Request
				if q, ok := offers[h.ID]; ok {
					offer = &q
				}
				keys[h.ID] = side.keys.price(l, offer, suggested)
			}
		}
	case sortRating:
		cards, err := ownersCards(ctx, s, hits, full)
		if err != nil {
			return nil, err
		}
		for _, h := range hits {
			if l := full[h.ID]; l != nil && cards[l.owner] != nil { // the owner's rating the side shows, best first
				keys[h.ID] = -int64(math.Round(side.ownerRating(cards[l.owner]) * 10))
			}
		}
	}
	if f.sort != sortDetour { // by detour: the index's order
		slices.SortStableFunc(hits, func(a, b match.Hit) int { return cmp.Compare(keys[a.ID], keys[b.ID]) })
	}
	if f.offset >= len(hits) {
		return hits[:0], nil
	}
	return hits[f.offset:min(len(hits), f.offset+pageSize)], nil
}

// ownersCards reads the cards of the hits' owners (kept in memory, one batch), for what a sort or a filter
// reads of their ratings.
func ownersCards[X any](ctx context.Context, s *Handlers, hits []match.Hit, full map[int64]*listed[X]) (map[int64]*views.PublicCard, error) {
	owners := make([]int64, 0, len(hits))
	for _, h := range hits {
		if l := full[h.ID]; l != nil {
			owners = append(owners, l.owner)
		}
	}
	return s.cards(ctx, owners...)
}

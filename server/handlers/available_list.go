package handlers

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/market"
	"ridepost/server/match"
	"ridepost/server/places"
	"ridepost/server/views"
	"ridepost/store"
)

// listAvailable is the one flow of both available lists; an availableSide holds what differs.

const pageSize = 20

// availableSide: L is the kind listed, M the kind of mine asked for (?rideId=, ?parcelId=), Q the index's query,
// X what the index knows of an L (to tell which of mine fit it).
type availableSide[L, M, Q, X any] struct {
	mineParam string
	getMine   func(ctx context.Context, s *Handlers, id int64) (*M, error)
	mineID    func(*M) int64
	mineOwner func(*M) int64
	// mineOpen tells whether anything more can be asked of mine.
	mineOpen func(*M) bool
	// query matches mine, or else the filter's cities and day.
	query  func(f availableFilter, mine *M, hidden []int64) Q
	search func(*match.Index, Q) ([]match.Hit, int)
	// listings are the kept listings of the kind; listing makes one from its row.
	listings func(*Handlers) *readCache[*listed[X]]
	rows     func(*store.Store) func(context.Context, []int64) (map[int64]*L, error)
	listing  func(*L) (*listed[X], error)
	// ownerKey and fittingKey name the owner's card and my fitting items in the JSON.
	ownerKey, fittingKey string
	// pending are the pending requests between mine and each of ids (kept in memory).
	pending func(*market.Market, int64, []int64) map[int64]store.Request
	// pendingAny is pending with any of my items, for a list not matched against one of them.
	pendingAny func(*market.Market, int64, []int64) map[int64]store.Request
	// fitting are, for each listed item, my own that take requests and fit it.
	fitting func(x *match.Index, me int64, list []X) [][]int64
	// along, when set, are when a listed item passes the cities q asks for (zero: none asked).
	along func(q Q, fit X) (pickup, dropoff time.Time)
	// keys order the list by ?sort= other than detour; suggested is the suggested price for mine (0: none);
	// ownerRating is the rating of an owner's card the side shows.
	keys        sortKeys[X]
	suggested   func(*M) int
	ownerRating func(*views.PublicCard) float64
}

// relation is how a listed item stands to my side: the pending request it
// has with the one of mine asked for, or else which of mine it fits.
type relation struct {
	pending *views.PendingPair
	fitting []int64
}

func listAvailable[L, M, Q, X any](s *Handlers, c echo.Context, side *availableSide[L, M, Q, X]) error {
	f, err := parseAvailable(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	user := currentUser(c)
	if user == nil {
		if c.QueryParam(side.mineParam) != "" {
			return errNotSignedIn
		}
		// A signed-out visitor's search (docs/product.md §2): the cities and day only, no one's own items to match
		// or relate; the items show what a stranger sees, as they do to any user before a request.
		return side.answer(s, c, f, 0, nil, side.query(f, nil, nil))
	}
	me := user.ID
	mine, open, err := side.mine(c, s, me)
	if err != nil {
		return err
	}
	if !open {
		return emptyPage(c)
	}
	hidden, err := s.hiddenOwners(ctx, me)
	if err != nil {
		return err
	}
	return side.answer(s, c, f, me, mine, side.query(f, mine, hidden))
}

// answer is the page of q's hits, in their order, with their owners' cards and how each stands to my side
// (me 0: a stranger's). Each card's listing and owner are encoded once and kept: a page is written from them.
func (side *availableSide[L, M, Q, X]) answer(s *Handlers, c echo.Context, f availableFilter, me int64, mine *M, q Q) error {
	ctx := c.Request().Context()
	if err := s.market.Wait(ctx); err != nil {
		return err
	}
	hits, total := side.search(s.market.Index(), q)
	full, err := side.listings(s).load(ctx, match.HitIDs(hits), func(ctx context.Context, ids []int64) (map[int64]*listed[X], error) {
		return readListings(ctx, ids, side.rows(s.store), side.listing)
	})
	if err != nil {
		return err
	}
	if f.windowed() {
		total = min(total, sortWindow)
		if f.refine.on() {
			if hits, err = side.refined(ctx, s, f.refine, hits, full); err != nil {
				return err
			}
			total = len(hits)
		}
		if hits, err = side.sorted(ctx, s, f, me, mine, hits, full); err != nil {
			return err
		}
	}
	list, kept := make([]*listed[X], 0, len(hits)), make([]*match.Hit, 0, len(hits))
	ownerIDs := make([]int64, 0, len(hits))
	for i := range hits {
		if l := full[hits[i].ID]; l != nil { // gone only if deleted since the search
			list, kept, ownerIDs = append(list, l), append(kept, &hits[i]), append(ownerIDs, l.owner)
		}
	}
	owners, err := s.cardsJSON(ctx, ownerIDs)
	if err != nil {
		return err
	}
	rels := side.relate(s, me, mine, list)
	buf := pageBuffers.Get().(*[]byte)
	defer func() {
		if cap(*buf) <= 1<<20 { // a rare huge page does not stay in the pool
			pageBuffers.Put(buf)
		}
	}()
	b := (*buf)[:0]
	b = append(b, views.SearchPageStart...)
	var also [match.MaxAlsoOn]time.Time
	for i, l := range list {
		if i > 0 {
			b = append(b, ',')
		}
		tail := views.CardTail{OwnerKey: side.ownerKey, Owner: owners[l.owner], DetourKm: kept[i].DetourKm, Free: l.free,
			Pending: rels[i].pending, FittingKey: side.fittingKey, Fitting: rels[i].fitting}
		if side.along != nil {
			tail.PickupETA, tail.DropoffETA = side.along(q, l.fit)
		}
		for k, d := range kept[i].AlsoOn() {
			also[k] = d.Time()
			tail.AlsoOn = also[:k+1]
		}
		b = views.AppendAvailableTail(l.appendJSON(b), &tail)
	}
	b = views.AppendSearchPageEnd(b, nextCursor(f.offset, len(hits), total), total)
	*buf = b
	// A known length spares the chunked encoding's last write (gzip, when asked for, drops it).
	c.Response().Header().Set(echo.HeaderContentLength, strconv.Itoa(len(b)))
	return c.JSONBlob(http.StatusOK, b)
}

// mine reads the one of mine asked for (nil: none); another's is not found.
func (side *availableSide[L, M, Q, X]) mine(c echo.Context, s *Handlers, me int64) (m *M, open bool, err error) {
	v := c.QueryParam(side.mineParam)
	if v == "" {
		return nil, true, nil
	}
	id, _ := strconv.ParseInt(v, 10, 64)
	if m, err = side.getMine(c.Request().Context(), s, id); err != nil {
		return nil, false, err
	}
	if side.mineOwner(m) != me {
		return nil, false, echo.ErrNotFound
	}
	return m, side.mineOpen(m), nil
}

// relate: the request dialog offers only those of mine that take requests and fit.
func (side *availableSide[L, M, Q, X]) relate(s *Handlers, me int64, mine *M, list []*listed[X]) []relation {
	rels := make([]relation, len(list))
	if me == 0 {
		return rels // a stranger has nothing to relate
	}
	ids := make([]int64, len(list))
	fits := make([]X, len(list))
	for i, l := range list {
		ids[i], fits[i] = l.id, l.fit
	}
	var pending map[int64]store.Request
	if mine != nil {
		pending = side.pending(s.market, side.mineID(mine), ids)
	} else {
		// Where the other side asked one of mine already, the card offers "Approve" (docs/product.md §3).
		pending = side.pendingAny(s.market, me, ids)
		for i, fit := range side.fitting(s.market.Index(), me, fits) {
			rels[i].fitting = fit
		}
	}
	for i, id := range ids {
		if q, ok := pending[id]; ok {
			rels[i].pending = views.NewPendingPair(q, me)
		}
	}
	return rels
}

func emptyPage(c echo.Context) error {
	return c.JSON(http.StatusOK, views.SearchPage[struct{}]{Items: []struct{}{}})
}

func nextCursor(offset, n, total int) *string {
	if n == 0 || offset+n >= total {
		return nil
	}
	next := strconv.Itoa(offset + n)
	return &next
}

// availableFilter is the query of an available list: cities and a day,
// or (instead) one of my rides or parcels to match against.
type availableFilter struct {
	from, to *places.Place
	day      string
	offset   int
	instant  bool   // rides only: those that approve fitting requests at once
	sort     string // sortDetour unless ?sort= says another
	refine   refinement
}

func parseAvailable(c echo.Context) (availableFilter, error) {
	var f availableFilter
	errs := fieldErrors{}
	for _, k := range []struct {
		name string
		dst  **places.Place
	}{{"from", &f.from}, {"to", &f.to}} {
		if v := c.QueryParam(k.name); v != "" {
			id, err := strconv.ParseInt(v, 10, 64)
			p, ok := places.Default().Get(id)
			if err != nil || !ok {
				errs.add(k.name, "invalid")
				continue
			}
			*k.dst = &p
		}
	}
	if f.day = c.QueryParam("date"); f.day != "" {
		if _, ok := parseDate(f.day); !ok {
			errs.add("date", "invalid")
		}
	}
	if v := c.QueryParam("cursor"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 {
			errs.add("cursor", "invalid")
		}
		f.offset = n
	}
	switch f.sort = c.QueryParam("sort"); f.sort {
	case "":
		f.sort = sortDetour
	case sortDetour, sortDate, sortPrice, sortRating:
	default:
		errs.add("sort", "invalid")
	}
	f.refine = parseRefinement(c, errs)
	switch v := c.QueryParam("instant"); v {
	case "", "false":
	case "true":
		f.instant = true
	default:
		errs.add("instant", "invalid")
	}
	return f, errs.err()
}

// placeIDs: a day before today is today.
func (f availableFilter) placeIDs(today match.Day) (from, to int64, day match.Day) {
	if f.from != nil {
		from = f.from.ID
	}
	if f.to != nil {
		to = f.to.ID
	}
	if d, ok := match.ParseDay(f.day); ok {
		day = max(d, today)
	}
	return from, to, day
}

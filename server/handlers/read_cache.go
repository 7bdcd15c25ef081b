package handlers

import (
	"context"
	"sync"

	"github.com/hashicorp/golang-lru/v2/simplelru"

	"ridepost/server/match"
	"ridepost/server/views"
	"ridepost/store"
)

// readCache keeps the rows most recently read of one kind, by id, in front
// of the database, which stays the truth: a row is forgotten as soon as the
// store says a committed write changed it (store.Watch), every row of the
// kinds other processes write as soon as the database moves under the server
// (externalWrite), and a read that raced with either is not kept. It serves
// the hot reads: the signed-in user, and the parcels and rides of the search
// pages with the cards of their owners. Rows are shared between requests:
// never change one.
type readCache[T any] struct {
	mu   sync.Mutex
	lru  *simplelru.LRU[int64, T]
	size int
	// gen counts forgets: a read started before one may hold what it forgot.
	gen uint64
}

func newReadCache[T any](size int) *readCache[T] {
	return &readCache[T]{lru: newLRU[T](size), size: size}
}

func newLRU[T any](size int) *simplelru.LRU[int64, T] {
	lru, err := simplelru.NewLRU[int64, T](size, nil)
	if err != nil {
		panic(err) // only for a size < 1
	}
	return lru
}

// load reads the ids not kept with read, which leaves out ids it does not find.
func (c *readCache[T]) load(ctx context.Context, ids []int64, read func(context.Context, []int64) (map[int64]T, error)) (map[int64]T, error) {
	out := make(map[int64]T, len(ids))
	var missing []int64
	c.mu.Lock()
	gen := c.gen
	for _, id := range ids {
		if v, ok := c.lru.Get(id); ok {
			out[id] = v
		} else {
			missing = append(missing, id)
		}
	}
	c.mu.Unlock()
	if len(missing) == 0 {
		return out, nil
	}
	rows, err := read(ctx, missing)
	if err != nil {
		return nil, err
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	keep := c.gen == gen
	for id, v := range rows {
		out[id] = v
		if keep {
			c.lru.Add(id, v)
		}
	}
	return out, nil
}

// loadOne is load of one id, which a hit answers without making a map (the signed-in user, on every call).
func (c *readCache[T]) loadOne(ctx context.Context, id int64, read func(context.Context, []int64) (map[int64]T, error)) (T, bool, error) {
	c.mu.Lock()
	v, ok := c.lru.Get(id)
	c.mu.Unlock()
	if ok {
		return v, true, nil
	}
	rows, err := c.load(ctx, []int64{id}, read)
	v, ok = rows[id]
	return v, ok, err
}

// forget drops the rows of ids, and keeps no read that started before.
func (c *readCache[T]) forget(ids []int64) {
	if len(ids) == 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	for _, id := range ids {
		c.lru.Remove(id)
	}
}

// forgetAll swaps in a new list so that the lock is held no longer than a forget of one row, and
// keeps no read that started before.
func (c *readCache[T]) forgetAll() {
	lru := newLRU[T](c.size)
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	c.lru = lru
}

// reads are the caches of the hot reads: the signed-in user, and the available lists' rows.
type reads struct {
	users   *readCache[store.User]
	cards   *readCache[*views.PublicCard]
	parcels *readCache[*store.Parcel]
	rides   *readCache[*store.Ride]
	// hidden are, by user, the users blocked either way with them: a
	// block or unblock is a change of both users.
	hidden *readCache[[]int64]
	// parcelListings and rideListings are the available lists' cards as a stranger sees them, encoded;
	// cardsJSON the public cards of their owners, encoded.
	parcelListings *readCache[*listed[match.Parcel]]
	rideListings   *readCache[*listed[match.Ride]]
	cardsJSON      *readCache[[]byte]
}

// Sizes: the hot part of a large market (the first pages of its busy
// routes) and the users active at once; a few tens of MB at most.
const (
	cachedUsers   = 20_000
	cachedParcels = 20_000
	// cachedListings holds the cards of a country's busy searches: the first pages of 2,000 routes, some
	// 40,000 parcels (a listing is some 300 bytes; an LRU smaller than a cycle of searches misses every time).
	cachedListings = 50_000
	cachedRides    = 10_000
)

func newReads() *reads {
	r := &reads{users: newReadCache[store.User](cachedUsers), cards: newReadCache[*views.PublicCard](cachedUsers),
		parcels: newReadCache[*store.Parcel](cachedParcels), rides: newReadCache[*store.Ride](cachedRides),
		hidden: newReadCache[[]int64](cachedUsers), parcelListings: newReadCache[*listed[match.Parcel]](cachedListings),
		rideListings: newReadCache[*listed[match.Ride]](cachedRides), cardsJSON: newReadCache[[]byte](cachedUsers)}
	return r
}

func (r *reads) follow(c store.Change) {
	r.users.forget(c.Users)
	r.cards.forget(c.Users)
	r.hidden.forget(c.Users)
	r.cardsJSON.forget(c.Users)
	r.parcels.forget(c.Parcels)
	r.rides.forget(c.Rides)
	r.parcelListings.forget(c.Parcels)
	r.rideListings.forget(c.Rides)
}

// forgetPeople drops the rows other processes may write: users (roles,
// suspension, sign-in), with their cards and blocks. Parcels and rides stay:
// only this process writes them (the operator's command writes roles, and a
// restore needs the server stopped), and the match index, which the
// available lists read first, could not follow them otherwise either.
func (r *reads) forgetPeople() {
	r.users.forgetAll()
	r.cards.forgetAll()
	r.hidden.forgetAll()
	r.cardsJSON.forgetAll()
}

// user reads one user through the cache; a copy, the caller's to change.
func (s *Handlers) user(ctx context.Context, id int64) (*store.User, error) {
	u, ok, err := s.reads.users.loadOne(ctx, id, func(ctx context.Context, ids []int64) (map[int64]store.User, error) {
		u, err := s.store.GetUser(ctx, ids[0])
		if err != nil {
			return nil, err
		}
		return map[int64]store.User{u.ID: *u}, nil
	})
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, store.ErrNotFound
	}
	return &u, nil
}

// Cached is what the read cache holds of user id, without touching its order.
func (s *Handlers) Cached(id int64) (store.User, bool) {
	c := s.reads.users
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.lru.Peek(id)
}

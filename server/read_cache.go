package server

import (
	"context"
	"sync"
	"time"

	"github.com/hashicorp/golang-lru/v2/simplelru"

	"ridepost/store"
)

// readCache keeps the rows most recently read of one kind, by id, in front
// of the database, which stays the truth: a row is forgotten as soon as the
// store says a committed write changed it (store.Watch), and a read that
// raced with such a write is not kept. It serves the hot reads of the
// search pages: the parcels and rides of a page, and the cards of their
// owners. Rows are shared between requests: never change one.
type readCache[T any] struct {
	mu  sync.Mutex
	lru *simplelru.LRU[int64, cached[T]]
	// gen counts forgets: a read started before one may hold what it forgot.
	gen uint64
}

// cached is a row and when it was read: rows are read again after
// cacheMaxAge, so that a change made by another process (the operator's
// `ridepost admin` command) is seen within that time.
type cached[T any] struct {
	v  T
	at int64 // Unix seconds
}

const cacheMaxAge = 60 // seconds

func newReadCache[T any](size int) *readCache[T] {
	lru, err := simplelru.NewLRU[int64, cached[T]](size, nil)
	if err != nil {
		panic(err) // only for a size < 1
	}
	return &readCache[T]{lru: lru}
}

// load returns the rows of ids, reading the ones not kept with read (which
// leaves out ids it does not find).
func (c *readCache[T]) load(ctx context.Context, ids []int64, read func(context.Context, []int64) (map[int64]T, error)) (map[int64]T, error) {
	out := make(map[int64]T, len(ids))
	var missing []int64
	now := time.Now().Unix()
	c.mu.Lock()
	gen := c.gen
	for _, id := range ids {
		if e, ok := c.lru.Get(id); ok && now-e.at < cacheMaxAge {
			out[id] = e.v
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
			c.lru.Add(id, cached[T]{v: v, at: now})
		}
	}
	return out, nil
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

// reads are the caches of the rows every signed-in request or search page
// reads: the signed-in user, and the parcels, rides and owners' cards of the
// available lists.
type reads struct {
	users   *readCache[store.User]
	cards   *readCache[*publicCard]
	parcels *readCache[*store.Parcel]
	rides   *readCache[*store.Ride]
	// hidden are, by user, the users blocked either way with them: a
	// block or unblock is a change of both users.
	hidden *readCache[[]int64]
}

// Sizes: the hot part of a large market (the first pages of its busy
// routes) and the users active at once; a few tens of MB at most.
const (
	cachedUsers   = 20_000
	cachedParcels = 20_000
	cachedRides   = 10_000
)

func newReads(st *store.Store) *reads {
	r := &reads{users: newReadCache[store.User](cachedUsers), cards: newReadCache[*publicCard](cachedUsers),
		parcels: newReadCache[*store.Parcel](cachedParcels), rides: newReadCache[*store.Ride](cachedRides),
		hidden: newReadCache[[]int64](cachedUsers)}
	st.Watch(func(c store.Change) {
		r.users.forget(c.Users)
		r.cards.forget(c.Users)
		r.hidden.forget(c.Users)
		r.parcels.forget(c.Parcels)
		r.rides.forget(c.Rides)
	})
	return r
}

// user reads one user through the cache; a copy, the caller's to change.
func (s *Server) user(ctx context.Context, id int64) (*store.User, error) {
	users, err := s.reads.users.load(ctx, []int64{id}, func(ctx context.Context, ids []int64) (map[int64]store.User, error) {
		u, err := s.store.GetUser(ctx, ids[0])
		if err != nil {
			return nil, err
		}
		return map[int64]store.User{u.ID: *u}, nil
	})
	if err != nil {
		return nil, err
	}
	u, ok := users[id]
	if !ok {
		return nil, store.ErrNotFound
	}
	return &u, nil
}

package store

import (
	"context"

	"github.com/jmoiron/sqlx"
)

// Change is what one committed write changed: items' states, users' public cards or sign-in, and notifications.
type Change struct {
	Parcels, Rides, Users []int64
	Alerts                []int64 // saved routes made or deleted
	Notices               []Notification
	Messages              []Message // written in conversations
	// Requests are the requests whose status the commit set (made, answered, expired): the market keeps
	// the pending ones in memory from them.
	Requests []int64
	// Feed is the id of the commit's change feed entry (0: none was written).
	Feed int64
}

// Watch adds fn to the watchers told what each commit changed; add every watcher before the store is used.
func (s *Store) Watch(fn func(Change)) { s.watchers = append(s.watchers, fn) }

// commit ends a write transaction that changed c: c goes into the change feed inside tx, so that other servers
// follow it, then tx commits and this server's watchers are told. Every write that changes what a watcher
// follows ends here.
func (s *Store) commit(ctx context.Context, tx *sqlx.Tx, c Change) error {
	feed, err := s.appendChange(ctx, tx, c)
	if err != nil {
		return err
	}
	if err := tx.Commit(); err != nil {
		return err
	}
	c.SetFeed(feed)
	s.notify(c)
	return nil
}

// inTx runs write in a write transaction of its own and commits it with the change it reports.
func (s *Store) inTx(ctx context.Context, write func(tx *sqlx.Tx) (Change, error)) error {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	c, err := write(tx)
	if err != nil {
		return err
	}
	return s.commit(ctx, tx, c)
}

// changeOf is the change of parcels and rides, with n's notifications and requests (n may be nil).
func changeOf(parcels, rides []int64, n *notices) Change {
	c := Change{Parcels: parcels, Rides: rides}
	if n != nil {
		c.Notices, c.Requests = n.list, n.requests
	}
	return c
}

// SetFeed records the id of c's change feed entry in c and in its notifications and messages.
func (c *Change) SetFeed(id int64) {
	c.Feed = id
	for i := range c.Notices {
		c.Notices[i].Feed = id
	}
	for i := range c.Messages {
		c.Messages[i].Feed = id
	}
}

func (s *Store) notify(c Change) {
	if len(c.Parcels)+len(c.Rides)+len(c.Users)+len(c.Alerts)+len(c.Notices)+len(c.Messages)+len(c.Requests) == 0 {
		return
	}
	for _, fn := range s.watchers {
		fn(c)
	}
}

func (s *Store) committedUser(ctx context.Context, tx *sqlx.Tx, u *User) (*User, error) {
	if err := s.commit(ctx, tx, Change{Users: []int64{u.ID}}); err != nil {
		return nil, err
	}
	return u, nil
}

func ids(xs ...int64) []int64 {
	out := make([]int64, 0, len(xs))
	for _, x := range xs {
		if x != 0 {
			out = append(out, x)
		}
	}
	return out
}

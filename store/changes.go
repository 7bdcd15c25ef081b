package store

// Change is what one committed write changed: parcels and rides in their
// state (or a ride's places used), users in what their public card shows
// (name, picture, rating, deliveries) or in how they sign in; and the
// notifications it wrote.
type Change struct {
	Parcels, Rides, Users []int64
	Alerts                []int64 // saved routes made or deleted
	Notices               []Notification
	Messages              []Message // written in conversations
}

// Watch adds fn to the watchers told, after each commit, what a write
// changed. The match index and the server's caches follow the database
// through it. Add every watcher before the store is used.
func (s *Store) Watch(fn func(Change)) { s.watchers = append(s.watchers, fn) }

// changed tells the watchers which parcels and rides a committed write
// changed, and the notifications it wrote (n may be nil).
func (s *Store) changed(parcels, rides []int64, n *notices) {
	c := Change{Parcels: parcels, Rides: rides}
	if n != nil {
		c.Notices = n.list
	}
	s.notify(c)
}

// usersChanged tells the watchers which users a committed write changed.
func (s *Store) usersChanged(users ...int64) { s.notify(Change{Users: ids(users...)}) }

func (s *Store) notify(c Change) {
	if len(c.Parcels)+len(c.Rides)+len(c.Users)+len(c.Alerts)+len(c.Notices)+len(c.Messages) == 0 {
		return
	}
	for _, fn := range s.watchers {
		fn(c)
	}
}

// committedUser commits tx, which changed u, and says so.
func (s *Store) committedUser(tx interface{ Commit() error }, u *User) (*User, error) {
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	s.usersChanged(u.ID)
	return u, nil
}

// ids lists non-zero ids.
func ids(xs ...int64) []int64 {
	out := make([]int64, 0, len(xs))
	for _, x := range xs {
		if x != 0 {
			out = append(out, x)
		}
	}
	return out
}

package store

// Change is what one committed write changed: items' states, users' public cards or sign-in, and notifications.
type Change struct {
	Parcels, Rides, Users []int64
	Alerts                []int64 // saved routes made or deleted
	Notices               []Notification
	Messages              []Message // written in conversations
	// Requests are the requests whose status the commit set (made, answered, expired): the market keeps
	// the pending ones in memory from them.
	Requests []int64
}

// Watch adds fn to the watchers told what each commit changed; add every watcher before the store is used.
func (s *Store) Watch(fn func(Change)) { s.watchers = append(s.watchers, fn) }

func (s *Store) changed(parcels, rides []int64, n *notices) {
	c := Change{Parcels: parcels, Rides: rides}
	if n != nil {
		c.Notices, c.Requests = n.list, n.requests
	}
	s.notify(c)
}

func (s *Store) usersChanged(users ...int64) { s.notify(Change{Users: ids(users...)}) }

func (s *Store) notify(c Change) {
	if len(c.Parcels)+len(c.Rides)+len(c.Users)+len(c.Alerts)+len(c.Notices)+len(c.Messages)+len(c.Requests) == 0 {
		return
	}
	for _, fn := range s.watchers {
		fn(c)
	}
}

func (s *Store) committedUser(tx interface{ Commit() error }, u *User) (*User, error) {
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	s.usersChanged(u.ID)
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

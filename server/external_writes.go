package server

import (
	"context"
	"time"
)

// Other processes write to the database while the server runs: the
// operator's `ridepost admin grant|revoke`, or sqlite3 by hand. The store's
// Watch never hears of those writes, yet a grant, revoke or suspension must
// hold for the very next request (PRODUCT.md §2). So a store.WriteWatch
// checks every second whether the file moved, and then the server drops
// what it keeps of people.

// externalWritesEvery is how often the database is checked for other
// processes' writes, unless Config.ExternalWritesEvery says otherwise.
const externalWritesEvery = time.Second

// externalWrite hears that the database may have been written by another
// process (err: the check failed, so nothing can be told). SQLite can not
// tell whose commit moved it, and this process's own writes do too, so on a
// busy server this runs about once a second: each step is cheap. The users,
// their cards and blocks are forgotten (read again when next needed), every
// live-update stream checks its session against the user read afresh, and
// the match index reads who is suspended.
func (s *Server) externalWrite(err error) {
	if err != nil {
		s.logger.Error("watching the database for other processes' writes", "err", err)
	}
	s.handlers.ForgetPeople()
	s.events.RecheckAll()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	if err := s.market.ResyncSuspended(ctx); err != nil {
		s.logger.Error("match index: suspended users", "err", err)
	}
}

package server

import (
	"context"
	"time"
)

// externalWritesEvery is how often other processes' writes are looked for.
const externalWritesEvery = time.Second

// externalWrite hears that another process (`ridepost admin`, sqlite3) may
// have written: a grant, revoke or suspension holds for the very next
// request (docs/product.md §2). SQLite cannot say whose commit moved the file, so
// a busy server runs this about once a second, and each step is cheap.
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

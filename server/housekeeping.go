package server

import (
	"context"
	"time"
)

// housekeepingEvery is how often spent and expired e-mail links are deleted.
const housekeepingEvery = time.Hour

// housekeep deletes e-mail tokens that can never work again, at start and
// then every housekeepingEvery, until stop closes. (Sessions are swept by
// their own store.)
func (s *Server) housekeep(stop <-chan struct{}) {
	t := time.NewTicker(housekeepingEvery)
	defer t.Stop()
	for {
		n, err := s.store.PurgeEmailTokens(context.Background(), time.Now())
		switch {
		case err != nil:
			s.logger.Error("housekeeping", "err", err)
		case n > 0:
			s.logger.Info("housekeeping: e-mail links deleted", "count", n)
		}
		select {
		case <-stop:
			return
		case <-t.C:
		}
	}
}

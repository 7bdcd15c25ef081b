package server

import (
	"context"
	"time"
)

// housekeepingEvery is how often the time rules run and spent e-mail links are deleted.
const housekeepingEvery = time.Hour

// housekeep applies the lifecycle's time rules (expiries, completed rides)
// sends the e-mails a failure left owed, and deletes e-mail tokens that
// can never work again, at start and then
// every housekeepingEvery, until stop closes. (Sessions are swept by their
// own store.)
func (s *Server) housekeep(stop <-chan struct{}) {
	t := time.NewTicker(housekeepingEvery)
	defer t.Stop()
	for {
		ctx := context.Background()
		if done, err := s.expireDue(ctx, time.Now()); err != nil {
			s.logger.Error("housekeeping: lifecycle", "err", err)
		} else if n := len(done.Parcels) + len(done.Rides) + len(done.Requests) + done.Completed; n > 0 {
			s.logger.Info("housekeeping: lifecycle", "parcelsExpired", len(done.Parcels), "ridesExpired", len(done.Rides),
				"requestsExpired", len(done.Requests), "ridesCompleted", done.Completed)
		}
		s.market.idx.Prune(time.Now().Unix(), todayDay()) // rides that have left, parcels past their dates
		s.market.alerts.set.Prune(todayDay())             // alerts for rides past their last day
		if err := s.notify.Resume(ctx, time.Minute); err != nil {
			s.logger.Error("housekeeping: owed e-mails", "err", err)
		}
		n, err := s.store.PurgeEmailTokens(ctx, time.Now())
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

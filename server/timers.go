package server

import (
	"context"
	"time"

	"ridepost/server/jobs"
	"ridepost/store"
)

// housekeepingEvery is how often the time rules run and spent e-mail links are deleted.
const housekeepingEvery = time.Hour

// feedKeep is how long the change feed keeps an entry: a server that was away longer loads everything afresh.
const feedKeep = 24 * time.Hour

// owedMailEvery is how often e-mails a failed fan-out left owed are sent.
const owedMailEvery = 5 * time.Minute

// timers lists everything the server does on a timer but the session sweep and the mail worker.
func (s *Server) timers(watch *store.WriteWatch) []jobs.Job {
	started := time.Now()
	every := s.cfg.ExternalWritesEvery
	if every <= 0 {
		every = externalWritesEvery
	}
	list := []jobs.Job{
		{Name: "lifecycle", Every: housekeepingEvery, Run: s.applyTimeRules},
		{Name: "match index prune", Every: housekeepingEvery, Run: func(context.Context) error {
			s.market.Prune(time.Now())
			return nil
		}},
		{Name: "e-mail links", Every: housekeepingEvery, Run: s.purgeEmailTokens},
		{Name: "change feed trim", Every: housekeepingEvery, Run: func(ctx context.Context) error {
			_, err := s.store.TrimChanges(ctx, time.Now().Add(-feedKeep))
			return err
		}},
		{Name: "owed e-mails", Every: owedMailEvery, Run: func(ctx context.Context) error {
			// Never one a fan-out may still be sending.
			before := time.Now().Add(-time.Minute)
			if before.Before(started) {
				before = started
			}
			return s.notify.Resume(ctx, before)
		}},
		// Writes the feed does not have (SQL by hand): SQLite's data_version, PostgreSQL's write-ahead log.
		{Name: "other processes' writes", Every: every, Run: func(ctx context.Context) error {
			if changed, err := watch.Changed(ctx); err != nil || changed {
				s.externalWrite(err)
			}
			return nil
		}},
	}
	return list
}

// applyTimeRules applies the lifecycle's time rules (expiries, completed rides).
func (s *Server) applyTimeRules(ctx context.Context) error {
	done, err := s.handlers.ExpireDue(ctx, time.Now())
	if err != nil {
		return err
	}
	if n := len(done.Parcels) + len(done.Rides) + len(done.Requests) + done.Completed; n > 0 {
		s.logger.Info("lifecycle", "parcelsExpired", len(done.Parcels), "ridesExpired", len(done.Rides),
			"requestsExpired", len(done.Requests), "ridesCompleted", done.Completed)
	}
	return nil
}

// purgeEmailTokens deletes e-mail tokens that can never work again.
func (s *Server) purgeEmailTokens(ctx context.Context) error {
	n, err := s.store.PurgeEmailTokens(ctx, time.Now())
	if n > 0 {
		s.logger.Info("e-mail links deleted", "count", n)
	}
	return err
}

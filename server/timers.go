package server

import (
	"context"
	"errors"
	"time"

	"ridepost/server/jobs"
	"ridepost/store"
)

// housekeepingEvery is how often the time rules run and spent e-mail links are deleted.
const housekeepingEvery = time.Hour

// feedKeep is how long the change feed keeps an entry: a server that was away longer loads everything afresh.
const feedKeep = 24 * time.Hour

// deadLinkKeep is how long a spent or expired e-mail link is kept: a week in which following it says it has
// expired (or was used) rather than that it was never a link.
const deadLinkKeep = 7 * 24 * time.Hour

// owedMailEvery is how often e-mails a failed fan-out left owed are sent.
const owedMailEvery = 5 * time.Minute

// timers lists everything the server does on a timer but the session sweep and the mail worker.
func (s *Server) timers(watch *store.WriteWatch) []jobs.Job {
	started := time.Now()
	every := s.cfg.ExternalWritesEvery
	if every <= 0 {
		every = externalWritesEvery
	}
	hourly := s.cfg.HousekeepingEvery
	if hourly <= 0 {
		hourly = housekeepingEvery
	}
	list := []jobs.Job{
		// Once an hour across the servers on the database, on whichever claims the hour first.
		s.once("lifecycle", hourly, s.applyTimeRules),
		s.once("e-mail links", hourly, s.purgeEmailTokens),
		s.once("change feed trim", hourly, func(ctx context.Context, slot store.Slot) error {
			_, err := s.store.TrimChangesOnce(ctx, time.Now().Add(-feedKeep), slot)
			return err
		}),
		// On every server: the index is each one's memory.
		{Name: "match index prune", Every: hourly, Run: func(context.Context) error {
			s.market.Prune(time.Now())
			return nil
		}},
		// On every server: a notification's e-mail has one key in the outbox, whichever server queues it.
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

// once is the job that runs once a period of every across the servers on the database: each server ticks on the
// clock, and run's transaction claims the period's slot or gives up (store.ErrSlotTaken) when another server has.
func (s *Server) once(name string, every time.Duration, run func(context.Context, store.Slot) error) jobs.Job {
	return jobs.Job{Name: name, Every: every, OnTheClock: true, Run: func(ctx context.Context) error {
		err := run(ctx, store.SlotOf(name, every, time.Now()))
		switch {
		case errors.Is(err, store.ErrSlotTaken):
			return nil
		case err == nil:
			s.metrics.jobRuns.WithLabelValues(name).Inc()
		}
		return err
	}}
}

// applyTimeRules applies the lifecycle's time rules (expiries, completed rides).
func (s *Server) applyTimeRules(ctx context.Context, slot store.Slot) error {
	done, err := s.handlers.ExpireDue(ctx, time.Now(), slot)
	if err != nil {
		return err
	}
	if n := len(done.Parcels) + len(done.Rides) + len(done.Requests) + done.Completed; n > 0 {
		s.logger.Info("lifecycle", "parcelsExpired", len(done.Parcels), "ridesExpired", len(done.Rides),
			"requestsExpired", len(done.Requests), "ridesCompleted", done.Completed)
	}
	return nil
}

// purgeEmailTokens deletes e-mail tokens that can never work again and have been dead for deadLinkKeep.
func (s *Server) purgeEmailTokens(ctx context.Context, slot store.Slot) error {
	n, err := s.store.PurgeEmailTokensOnce(ctx, time.Now().Add(-deadLinkKeep), slot)
	if n > 0 {
		s.logger.Info("e-mail links deleted", "count", n)
	}
	return err
}

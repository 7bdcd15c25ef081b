// Package jobs is the one home of the work that runs on a timer, as
// miniflux's scheduler is: the server lists its jobs in one place
// (server/timers.go) and Start runs each at start, then every period, until
// Stop.
package jobs

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Job is one piece of timed work.
type Job struct {
	Name  string
	Every time.Duration
	// Run does the work once; ctx ends when the scheduler stops. An error is
	// logged and the job runs again at its next time.
	Run func(ctx context.Context) error
}

// Scheduler runs jobs, each in its own goroutine, so a slow one holds up no other.
type Scheduler struct {
	cancel          context.CancelFunc
	firstRuns, runs sync.WaitGroup
}

// Start runs each job now and then every job.Every.
func Start(logger *slog.Logger, list ...Job) *Scheduler {
	ctx, cancel := context.WithCancel(context.Background())
	s := &Scheduler{cancel: cancel}
	s.firstRuns.Add(len(list))
	for _, j := range list {
		s.runs.Go(func() { j.loop(ctx, logger, s.firstRuns.Done) })
	}
	return s
}

func (j Job) loop(ctx context.Context, logger *slog.Logger, firstDone func()) {
	t := time.NewTicker(j.Every)
	defer t.Stop()
	for {
		if err := j.Run(ctx); err != nil && ctx.Err() == nil {
			logger.Error(j.Name, "err", err)
		}
		if firstDone != nil {
			firstDone()
			firstDone = nil
		}
		if ctx.Err() != nil { // a tick may be due as well: select would pick either
			return
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

// Stop ends every job once its first run is done (a server started and
// stopped at once has still swept once) and the run in progress returns.
func (s *Scheduler) Stop() {
	s.firstRuns.Wait()
	s.cancel()
	s.runs.Wait()
}

// Package jobs runs the server's timed work: each job at start, then every period, until Stop.
package jobs

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Job is one piece of timed work; an error is logged and the job runs again at its next time.
type Job struct {
	Name  string
	Every time.Duration
	// OnTheClock ticks just after each period of the clock starts (12:00:56 for an hourly job), not Every after
	// the start: a job run once a period across servers (store.Slot) then never ticks twice in one period, or
	// skips one, whatever its server's start time.
	OnTheClock bool
	// Run's ctx ends when the scheduler stops.
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
	t := time.NewTimer(j.wait(time.Now()))
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
			t.Reset(j.wait(time.Now()))
		}
	}
}

// wait is the time from now to the job's next tick.
func (j Job) wait(now time.Time) time.Duration {
	if !j.OnTheClock {
		return j.Every
	}
	return now.Truncate(j.Every).Add(j.Every + j.Every/64).Sub(now)
}

// Stop waits for every job's first run, so a server stopped at once has still swept once.
func (s *Scheduler) Stop() {
	s.firstRuns.Wait()
	s.cancel()
	s.runs.Wait()
}

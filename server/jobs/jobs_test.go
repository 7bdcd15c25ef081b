package jobs

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestJobsRunAtStartThenOnTimeUntilStopped: each job runs at once, again
// every period, and a failing one is logged without stopping the others.
func TestJobsRunAtStartThenOnTimeUntilStopped(t *testing.T) {
	t.Parallel()
	var fast, failing atomic.Int32
	var log syncBuffer
	logger := slog.New(slog.NewTextHandler(&log, nil))
	s := Start(logger,
		Job{Name: "fast", Every: 5 * time.Millisecond, Run: func(context.Context) error { fast.Add(1); return nil }},
		Job{Name: "failing", Every: time.Hour, Run: func(context.Context) error { failing.Add(1); return errors.New("boom") }},
	)
	deadline := time.Now().Add(5 * time.Second)
	for fast.Load() < 3 && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	s.Stop()
	ran := fast.Load()
	time.Sleep(20 * time.Millisecond)
	if ran < 3 || fast.Load() != ran {
		t.Fatalf("fast ran %d times, then %d after Stop", ran, fast.Load())
	}
	if failing.Load() != 1 || !strings.Contains(log.String(), "failing") || !strings.Contains(log.String(), "boom") {
		t.Fatalf("failing ran %d times; log %q", failing.Load(), log.String())
	}
}

// TestStopWaitsForTheRunInProgress: Stop returns only once a running job
// has seen its context end and returned.
func TestStopWaitsForTheRunInProgress(t *testing.T) {
	t.Parallel()
	var runs atomic.Int32
	started, returned := make(chan struct{}), atomic.Bool{}
	s := Start(slog.New(slog.NewTextHandler(io.Discard, nil)), Job{Name: "slow", Every: time.Millisecond,
		Run: func(ctx context.Context) error {
			if runs.Add(1) == 1 {
				return nil // the first run is quick
			}
			close(started)
			<-ctx.Done()
			time.Sleep(10 * time.Millisecond)
			returned.Store(true)
			return ctx.Err()
		}})
	<-started
	s.Stop()
	if !returned.Load() {
		t.Fatal("Stop returned before the job did")
	}
}

// syncBuffer is a log the jobs' goroutines may write at once.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// TestStopWaitsForTheFirstRuns: a scheduler stopped at once has still run
// each job once, with a live context.
func TestStopWaitsForTheFirstRuns(t *testing.T) {
	t.Parallel()
	var ran atomic.Bool
	s := Start(slog.New(slog.NewTextHandler(io.Discard, nil)), Job{Name: "sweep", Every: time.Hour,
		Run: func(ctx context.Context) error {
			time.Sleep(10 * time.Millisecond)
			ran.Store(ctx.Err() == nil)
			return nil
		}})
	s.Stop()
	if !ran.Load() {
		t.Fatal("stopped before the first run, or cancelled it")
	}
}

// TestOnTheClockTicksOncePerPeriod: a job on the clock ticks just after each period starts, once a period.
func TestOnTheClockTicksOncePerPeriod(t *testing.T) {
	t.Parallel()
	j := Job{Every: time.Hour, OnTheClock: true}
	for _, now := range []string{"10:00:00", "10:00:56", "10:59:59", "10:30:00"} {
		at, _ := time.Parse(time.TimeOnly, now)
		next := at.Add(j.wait(at))
		if next.Format(time.TimeOnly) != "11:00:56" {
			t.Errorf("from %s the next tick is at %s, want 11:00:56", now, next.Format(time.TimeOnly))
		}
	}
	if w := (Job{Every: time.Minute}).wait(time.Now()); w != time.Minute {
		t.Errorf("a job off the clock waits %v, want its period", w)
	}
}

package handlers

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/labstack/echo/v4"
)

// TestQueueRunsFewAtOnce: no more queued calls run at once than the queue
// has slots; other calls pass by; a caller that gives up while waiting is
// never served.
func TestQueueRunsFewAtOnce(t *testing.T) {
	t.Parallel()
	e := echo.New()
	var running, most, served atomic.Int32
	release := make(chan struct{})
	slow := func(c echo.Context) error {
		n := running.Add(1)
		for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
		}
		<-release
		running.Add(-1)
		served.Add(1)
		return c.NoContent(http.StatusOK)
	}
	e.Use(queue(2))
	e.GET("/api/parcels/available", slow)
	e.GET("/api/parcels", func(c echo.Context) error { return c.NoContent(http.StatusOK) })

	var wg sync.WaitGroup
	for range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rec := httptest.NewRecorder()
			e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/parcels/available", nil))
		}()
	}
	for running.Load() < 2 {
		time.Sleep(time.Millisecond)
	}
	// Other calls do not wait.
	rec := httptest.NewRecorder()
	e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/parcels", nil))
	if rec.Code != http.StatusOK {
		t.Fatalf("a call not queued: %d", rec.Code)
	}
	// A caller that gives up while waiting is not served.
	ctx, cancel := context.WithCancel(context.Background())
	gaveUp := make(chan struct{})
	go func() {
		defer close(gaveUp)
		rec := httptest.NewRecorder()
		e.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/parcels/available", nil).WithContext(ctx))
	}()
	time.Sleep(10 * time.Millisecond)
	cancel()
	<-gaveUp
	close(release)
	wg.Wait()
	if most.Load() != 2 || served.Load() != 6 {
		t.Fatalf("at most %d ran at once (want 2), %d served (want 6)", most.Load(), served.Load())
	}
}

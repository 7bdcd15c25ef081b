package handlers

import (
	"math"
	"strconv"
	"time"

	"ridepost/store"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"golang.org/x/time/rate"
)

// Limit is a token bucket: Burst calls at once, refilled at PerMinute.
type Limit struct {
	PerMinute float64
	Burst     int
}

// RateLimits are the per-address limits on the calls worth guessing at.
type RateLimits struct {
	SignIn, SignUp, Resend, Restore Limit
	// Search bounds a signed-out address's searches and public cards (docs/product.md §8: 60 a minute).
	Search Limit
}

// DefaultRateLimits are generous to people and tight on scripts.
func DefaultRateLimits() RateLimits {
	return RateLimits{
		SignIn:  Limit{PerMinute: 10, Burst: 10},
		SignUp:  Limit{PerMinute: 5, Burst: 10},
		Resend:  Limit{PerMinute: 2, Burst: 5},
		Restore: Limit{PerMinute: 3, Burst: 5},
		Search:  Limit{PerMinute: 60, Burst: 60},
	}
}

// anonymousLimit applies l to signed-out calls only: a signed-in user's reads are not counted by address.
func anonymousLimit(l Limit) echo.MiddlewareFunc {
	limit := rateLimit(l)
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		limited := limit(next)
		return func(c echo.Context) error {
			if currentUser(c) != nil {
				return next(c)
			}
			return limited(c)
		}
	}
}

// byAddress keys a limit by address; byUser by the signed-in user, so that one person behind a shared address
// does not use up the others' allowance.
func byAddress(c echo.Context) string { return c.RealIP() }
func byUser(c echo.Context) string    { return strconv.FormatInt(currentUser(c).ID, 10) }

// abuseLimit is the limit l of the action name, counted by key: on PostgreSQL in the database, so that every
// server on it counts the same calls (the eleventh sign-in of a minute is refused whichever server it reaches);
// on SQLite, whose one server counts in memory, as rateLimit does.
func (s *Handlers) abuseLimit(name string, l Limit, key func(echo.Context) string) echo.MiddlewareFunc {
	if !s.store.OnPostgres() {
		return memoryLimit(l, key)
	}
	return sharedLimit(s.store, name, l, key)
}

// sharedLimit is the token bucket of memoryLimit kept in the database, one row a key, which any server takes
// from in one statement.
func sharedLimit(st *store.Store, name string, l Limit, key func(echo.Context) string) echo.MiddlewareFunc {
	retryAfter := strconv.Itoa(int(math.Ceil(60 / l.PerMinute)))
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			ok, err := st.Take(c.Request().Context(), name+":"+key(c), l.PerMinute, l.Burst, time.Now())
			if err != nil {
				return err
			}
			if !ok {
				c.Response().Header().Set("Retry-After", retryAfter)
				return errRateLimited
			}
			return next(c)
		}
	}
}

func rateLimit(l Limit) echo.MiddlewareFunc { return memoryLimit(l, byAddress) }

// memoryLimit is a token bucket a key, in this server's memory.
func memoryLimit(l Limit, key func(echo.Context) string) echo.MiddlewareFunc {
	perSecond := rate.Limit(l.PerMinute / 60)
	retryAfter := strconv.Itoa(int(math.Ceil(60 / l.PerMinute)))
	return middleware.RateLimiterWithConfig(middleware.RateLimiterConfig{
		Store: middleware.NewRateLimiterMemoryStoreWithConfig(middleware.RateLimiterMemoryStoreConfig{
			Rate: perSecond, Burst: l.Burst, ExpiresIn: 10 * time.Minute,
		}),
		IdentifierExtractor: func(c echo.Context) (string, error) { return key(c), nil },
		DenyHandler: func(c echo.Context, _ string, _ error) error {
			c.Response().Header().Set("Retry-After", retryAfter)
			return errRateLimited
		},
		ErrorHandler: func(c echo.Context, err error) error { return err },
	})
}

// messageLimit is how many messages one user may send (docs/product.md §8: 30 a minute).
var messageLimit = Limit{PerMinute: 30, Burst: 30}

// requestLimit counts delivery requests both ways together (docs/product.md §8: 30 an hour).
var requestLimit = Limit{PerMinute: 0.5, Burst: 30}

func (l Limit) scaled(factor int) Limit {
	return Limit{PerMinute: l.PerMinute * float64(factor), Burst: l.Burst * factor}
}

// Relaxed scales every limit by factor, for --dev browser tests that sign up many from one address.
func (l RateLimits) Relaxed(factor int) RateLimits {
	return RateLimits{SignIn: l.SignIn.scaled(factor), SignUp: l.SignUp.scaled(factor),
		Resend: l.Resend.scaled(factor), Restore: l.Restore.scaled(factor), Search: l.Search.scaled(factor)}
}

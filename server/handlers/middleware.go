package handlers

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/alexedwards/scs/v2"
	"github.com/labstack/echo/v4"

	"ridepost/store"
)

// contentSecurityPolicy allows only this origin's scripts; styles may be
// inline because the toast library injects its own.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
	"img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; object-src 'none'; " +
	"base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

func (s *Handlers) securityHeaders(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		h := c.Response().Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "same-origin")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cross-Origin-Opener-Policy", "same-origin")
		h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=()")
		if s.secure {
			h.Set("Strict-Transport-Security", "max-age=63072000; includeSubDomains")
		}
		// Answers about people are never kept by a browser or a proxy; public
		// ones (pictures, places) set their own caching.
		if isAPIPath(c.Request().URL.Path) {
			h.Set("Cache-Control", "no-store")
		}
		return next(c)
	}
}

func (s *Handlers) requestLog(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		start := time.Now()
		err := next(c)
		if err != nil {
			c.Error(err)
		}
		req := c.Request()
		if req.URL.Path == "/healthz" && !s.cfg.Dev {
			return nil
		}
		s.logger.Info("request", "method", req.Method, "path", req.URL.Path,
			"status", c.Response().Status, "ms", time.Since(start).Milliseconds(),
			"user", userID(c), "ip", c.RealIP())
		return nil
	}
}

// crossOrigin refuses unsafe cross-origin browser requests, and a cross-site GET of the sign-out link.
func (s *Handlers) crossOrigin() echo.MiddlewareFunc {
	cop := http.NewCrossOriginProtection()
	_ = cop.AddTrustedOrigin(s.origin)
	// Mail providers POST one-click unsubscribes (RFC 8058) from their own
	// servers or pages, with no cookie: the signed token in the link is the
	// only authority, and it can do nothing but turn one kind of e-mail off.
	cop.AddInsecureBypassPattern("POST /unsubscribe")
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			req := c.Request()
			if err := cop.Check(req); err != nil {
				return errCrossOrigin
			}
			if req.URL.Path == "/auth/signout" && req.Header.Get("Sec-Fetch-Site") == "cross-site" {
				return errCrossOrigin
			}
			return next(c)
		}
	}
}

// sessionChain is for the API, auth and dev calls only: the app's files never touch the session.
func (s *Handlers) sessionChain(next echo.HandlerFunc) echo.HandlerFunc {
	withSession := s.loadSession(s.checkCSRF(next))
	return func(c echo.Context) error {
		if !isAPIPath(c.Request().URL.Path) {
			return next(c)
		}
		return withSession(c)
	}
}

// loadSession loads the cookie's session and saves it (writing its cookie) just before the answer's header
// goes out, even when the handler ends in an error. An unchanged session this process wrote within
// web.SessionWriteEvery is neither saved nor sent again: a signed-in read renews it at most once a minute
// (docs/product.md §8), and its answer carries no cookie in between.
func (s *Handlers) loadSession(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		r, res := c.Request(), c.Response()
		res.Header().Add("Vary", "Cookie")
		var token string
		if cookie, err := r.Cookie(sessionCookie); err == nil {
			token = cookie.Value
		}
		ctx, err := s.sessions.Load(r.Context(), token)
		if err != nil {
			return fmt.Errorf("session: %w", err)
		}
		c.SetRequest(r.WithContext(ctx))
		w := &sessionWriter{ResponseWriter: res.Writer, s: s, ctx: ctx, token: token, loaded: s.sessionValues(ctx)}
		res.Writer = w
		defer func() { res.Writer = w.ResponseWriter }()
		err = s.authenticate(c, w.loaded)
		if err == nil {
			err = next(c)
		}
		if err != nil {
			c.Error(err)
		}
		if !w.saved { // nothing was written
			w.save()
			if w.failed {
				w.ResponseWriter.WriteHeader(http.StatusInternalServerError)
			}
		}
		return nil
	}
}

// sessionWriter saves the session just before the answer's header goes out.
type sessionWriter struct {
	http.ResponseWriter
	s      *Handlers
	ctx    context.Context
	token  string
	loaded sessionState
	saved  bool
	// failed: the session could not be saved, so the answer is an error whatever the handler said.
	failed bool
}

func (w *sessionWriter) save() {
	w.saved = true
	if err := w.s.saveSession(w.ctx, w.ResponseWriter, w.token, w.loaded); err != nil {
		w.s.logger.Error("session", "err", err)
		w.failed = true
	}
}

func (w *sessionWriter) WriteHeader(code int) {
	if !w.saved {
		w.save()
	}
	if w.failed {
		code = http.StatusInternalServerError
	}
	w.ResponseWriter.WriteHeader(code)
}

func (w *sessionWriter) Write(b []byte) (int, error) {
	if !w.saved {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the connection's writer (its Flush, for live streams).
func (w *sessionWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// sessionState is what a session holds (every key it is given), to tell whether a request changed it.
type sessionState struct {
	user, authVersion int64
	csrf              string
}

func (s *Handlers) sessionValues(ctx context.Context) sessionState {
	return sessionState{s.sessions.GetInt64(ctx, sessUserID), s.sessions.GetInt64(ctx, sessAuthVersion), s.sessions.GetString(ctx, sessCSRF)}
}

// saveSession commits the session of ctx, loaded from token holding loaded, and writes its cookie, as scs's
// LoadAndSave does, unless it is unchanged and fresh.
func (s *Handlers) saveSession(ctx context.Context, w http.ResponseWriter, token string, loaded sessionState) error {
	switch s.sessions.Status(ctx) {
	case scs.Modified:
		if token != "" && s.sessions.Token(ctx) == token && s.sessionValues(ctx) == loaded && s.lazy.Fresh(token) {
			return nil
		}
		token, expiry, err := s.sessions.Commit(ctx)
		if err != nil {
			return fmt.Errorf("session: %w", err)
		}
		s.sessions.WriteSessionCookie(ctx, w, token, expiry)
	case scs.Destroyed:
		s.sessions.WriteSessionCookie(ctx, w, "", time.Time{})
	}
	return nil
}

const ctxUser = "user"

// authenticate puts the user of the session just loaded (holding loaded) in c, or drops the session when its
// password changed since or its user is suspended (a suspension moves auth_version on; an operator's hand-made
// one may not).
func (s *Handlers) authenticate(c echo.Context, loaded sessionState) error {
	if loaded.user == 0 {
		return nil
	}
	ctx := c.Request().Context()
	u, err := s.user(ctx, loaded.user)
	if errors.Is(err, store.ErrNotFound) || (err == nil && (u.AuthVersion != loaded.authVersion || u.Suspended())) {
		return s.sessions.Destroy(ctx)
	}
	if err != nil {
		return err
	}
	c.Set(ctxUser, u)
	return nil
}

// csrfExempt lists calls that do not act with the session's authority: they
// replace or end it. Cross-origin protection still covers them.
var csrfExempt = map[string]bool{"/auth/signin": true, "/auth/signup": true, "/auth/signout": true}

// checkCSRF requires the session's X-CSRF-Token on unsafe calls of a signed-in user.
func (s *Handlers) checkCSRF(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		req := c.Request()
		switch req.Method {
		case http.MethodGet, http.MethodHead, http.MethodOptions:
			return next(c)
		}
		if currentUser(c) == nil || csrfExempt[req.URL.Path] {
			return next(c)
		}
		want := s.sessions.GetString(req.Context(), sessCSRF)
		got := req.Header.Get("X-CSRF-Token")
		if want == "" || subtle.ConstantTimeCompare([]byte(got), []byte(want)) != 1 {
			return errCSRF
		}
		return next(c)
	}
}

// requireAuth: a path that is no route at all is a 404 for everyone.
func requireAuth(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if currentUser(c) == nil && !strings.HasSuffix(c.Path(), "/*") && c.Path() != "/api" {
			return errNotSignedIn
		}
		return next(c)
	}
}

func requireVerified(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		u := currentUser(c)
		if u == nil {
			return errNotSignedIn
		}
		if !u.EmailVerified() {
			return errNotVerified
		}
		return next(c)
	}
}

func currentUser(c echo.Context) *store.User {
	u, _ := c.Get(ctxUser).(*store.User)
	return u
}

func userID(c echo.Context) int64 {
	if u := currentUser(c); u != nil {
		return u.ID
	}
	return 0
}

func isAPIPath(p string) bool {
	for _, prefix := range []string{"/api/", "/auth/", "/dev/"} {
		if strings.HasPrefix(p, prefix) || p+"/" == prefix {
			return true
		}
	}
	return false
}

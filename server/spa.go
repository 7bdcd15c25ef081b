package server

import (
	"errors"
	"io/fs"
	"net/http"
	"path"
	"strings"

	"github.com/labstack/echo/v4"
)

// spa serves the embedded app: files as they are (hashed assets cached for
// good), and index.html, never cached, for every other extensionless path so
// that client routes work on reload. API paths never fall back.
func (s *Server) spa(c echo.Context) error {
	p := c.Request().URL.Path
	if isAPIPath(p) || s.cfg.Frontend == nil {
		return echo.ErrNotFound
	}
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name != "" && name != "index.html" {
		if st, err := fs.Stat(s.cfg.Frontend, name); err == nil && !st.IsDir() {
			if strings.HasPrefix(name, "assets/") {
				c.Response().Header().Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				c.Response().Header().Set("Cache-Control", "no-cache")
			}
			http.ServeFileFS(c.Response(), c.Request(), s.cfg.Frontend, name)
			return nil
		}
		if path.Ext(name) != "" {
			return echo.ErrNotFound
		}
	}
	index, err := fs.ReadFile(s.cfg.Frontend, "index.html")
	if errors.Is(err, fs.ErrNotExist) {
		return c.String(http.StatusServiceUnavailable, "The web app is not built: run `make build`.")
	}
	if err != nil {
		return err
	}
	c.Response().Header().Set("Cache-Control", "no-cache")
	return c.HTMLBlob(http.StatusOK, index)
}

// healthz answers 200 while the database answers.
func (s *Server) healthz(c echo.Context) error {
	if err := s.store.Ping(c.Request().Context()); err != nil {
		s.logger.Error("health check", "err", err)
		return c.JSON(http.StatusServiceUnavailable, healthJSON{"unavailable"})
	}
	return c.JSON(http.StatusOK, healthJSON{"ok"})
}

// healthJSON answers /healthz: ok, or unavailable when the database does not answer.
type healthJSON struct {
	Status string `json:"status"`
}

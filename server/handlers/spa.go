package handlers

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
)

type appFiles struct {
	fs.FS
	// indexTag is empty when the app is not built; its ETags add the encoding sent.
	indexTag string
	// pageTags are the tags of the build's entry pages (pages/<screen>.<language>.html), by file name.
	pageTags map[string]string
	// drawn are the pages that hold their screen drawn for a signed-out visitor (frontend/scripts/prerender.mjs).
	drawn map[string]bool
}

func newAppFiles(files fs.FS) *appFiles {
	if files == nil {
		return nil
	}
	app := &appFiles{FS: files, pageTags: map[string]string{}, drawn: map[string]bool{}}
	if index, err := fs.ReadFile(files, "index.html"); err == nil {
		app.indexTag = contentTag(index)
	}
	pages, _ := fs.Glob(files, "pages/*.html")
	for _, name := range pages {
		if b, err := fs.ReadFile(files, name); err == nil {
			app.pageTags[name] = contentTag(b)
			app.drawn[name] = bytes.Contains(b, []byte(`<div id="root" data-prerendered=`))
		}
	}
	return app
}

// contentTag is the ETag of a file's content.
func contentTag(b []byte) string {
	sum := sha256.Sum256(b)
	return base64.RawURLEncoding.EncodeToString(sum[:18])
}

// sessionCookie holds the session's token (scs).
const sessionCookie = "ridepost_session"

// languageCookie holds the interface language the browser chose (the frontend's i18n.ts writes it).
const languageCookie = "lang"

// page is the index.html to answer a client route with: the build's page for that screen (name, "" for /) in
// the browser's language, which also preloads the screen's code and the language's bundle; else the one
// for the language; else index.html. A page with its screen drawn for a signed-out visitor goes only to a
// browser without a session, and only for the bare path: anyone else, or a search's query (its filters), would
// see a drawing other than their screen before the app replaces it.
func (a *appFiles) page(c echo.Context, name string) (file, tag string) {
	_, err := c.Cookie(sessionCookie)
	undrawn := err == nil || c.QueryString() != ""
	lang := "en"
	if ck, err := c.Cookie(languageCookie); err == nil && ck.Value == "uk" {
		lang = "uk"
	}
	if name == "" {
		name = "home"
	}
	candidates := []string{"pages/app." + lang + ".html"}
	if !strings.Contains(name, "/") {
		candidates = append([]string{"pages/" + name + "." + lang + ".html"}, candidates...)
	}
	for _, file := range candidates {
		if tag := a.pageTags[file]; tag != "" && (!undrawn || !a.drawn[file]) {
			return file, tag
		}
	}
	return "index.html", a.indexTag
}

// isAppFile is the gzip skipper for app files: they go out as the build compressed them.
func isAppFile(c echo.Context) bool {
	return c.Path() == "/*" && !isAPIPath(c.Request().URL.Path)
}

// spa serves hashed assets cached for good, and index.html, revalidated by its ETag, for every other
// extensionless path so that client routes work on reload; API paths never fall back.
func (s *Handlers) spa(c echo.Context) error {
	p := c.Request().URL.Path
	app := s.app
	if isAPIPath(p) || app == nil {
		return echo.ErrNotFound
	}
	h := c.Response().Header()
	name := strings.TrimPrefix(path.Clean(p), "/")
	if name != "" && name != "index.html" {
		if st, err := fs.Stat(app.FS, name); err == nil && !st.IsDir() {
			if strings.HasPrefix(name, "assets/") {
				h.Set("Cache-Control", "public, max-age=31536000, immutable")
			} else {
				h.Set("Cache-Control", "no-cache")
			}
			return sendFile(c, app.FS, name, "")
		}
		if path.Ext(name) != "" {
			return echo.ErrNotFound
		}
	}
	if app.indexTag == "" {
		return c.String(http.StatusServiceUnavailable, "The web app is not built: run `make build`.")
	}
	h.Set("Cache-Control", "no-cache")
	file, tag := app.page(c, name)
	return sendFile(c, app.FS, file, tag)
}

// sendFile: a non-empty etag tags the plain file, and with the encoding added a compressed one.
func sendFile(c echo.Context, files fs.FS, name, etag string) error {
	req, h := c.Request(), c.Response().Header()
	enc, varies := pickEncoding(files, name, strings.Join(req.Header.Values(echo.HeaderAcceptEncoding), ","))
	if varies {
		h.Add(echo.HeaderVary, echo.HeaderAcceptEncoding)
	}
	send := name
	if enc != nil {
		send += enc.suffix
	}
	f, err := files.Open(send)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	content, err := readSeeker(f)
	if err != nil {
		return err
	}
	if ctype := contentType(name); ctype != "" {
		h.Set(echo.HeaderContentType, ctype)
	}
	if enc != nil {
		// ServeContent leaves the length out once an encoding is set.
		h.Set(echo.HeaderContentEncoding, enc.coding)
		h.Set(echo.HeaderContentLength, strconv.FormatInt(st.Size(), 10))
		if etag != "" {
			etag += "-" + enc.coding
		}
	}
	if etag != "" {
		h.Set("ETag", `"`+etag+`"`)
	}
	http.ServeContent(c.Response(), req, name, time.Time{}, content)
	return nil
}

// readSeeker is f as http.ServeContent needs it; embedded files already are.
func readSeeker(f fs.File) (io.ReadSeeker, error) {
	if rs, ok := f.(io.ReadSeeker); ok {
		return rs, nil
	}
	raw, err := io.ReadAll(f)
	return bytes.NewReader(raw), err
}

type encoding struct{ coding, suffix string }

// encodings are best first: br wins a tie.
var encodings = []encoding{{"br", ".br"}, {"gzip", ".gz"}}

// pickEncoding: varies tells whether name has siblings, so the answer depends on the header. Only
// files whose type the name tells have siblings sent: a compressed body can't be sniffed.
func pickEncoding(files fs.FS, name, accept string) (best *encoding, varies bool) {
	if contentType(name) == "" {
		return nil, false
	}
	bestQ := 0.0
	for i, e := range encodings {
		if _, err := fs.Stat(files, name+e.suffix); err != nil {
			continue
		}
		varies = true
		if q := acceptQ(accept, e.coding); q > bestQ {
			best, bestQ = &encodings[i], q
		}
	}
	return best, varies
}

// acceptQ counts a malformed q as 0: the plain file is always a safe answer.
func acceptQ(accept, coding string) float64 {
	own, wildcard := -1.0, 0.0
	for _, entry := range strings.Split(accept, ",") {
		name, params, _ := strings.Cut(entry, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "x-"+coding {
			name = coding
		}
		if name != coding && name != "*" {
			continue
		}
		q := 1.0
		for _, param := range strings.Split(params, ";") {
			key, value, _ := strings.Cut(param, "=")
			if strings.EqualFold(strings.TrimSpace(key), "q") {
				v, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
				if err != nil || !(v >= 0 && v <= 1) {
					v = 0
				}
				q = v
			}
		}
		if name == coding {
			own = max(own, q)
		} else {
			wildcard = q
		}
	}
	if own >= 0 {
		return own
	}
	return wildcard
}

func contentType(name string) string {
	if path.Ext(name) == ".webmanifest" {
		return "application/manifest+json"
	}
	return mime.TypeByExtension(path.Ext(name))
}

func (s *Handlers) healthz(c echo.Context) error {
	if err := s.store.Ping(c.Request().Context()); err != nil {
		s.logger.Error("health check", "err", err)
		return c.JSON(http.StatusServiceUnavailable, views.Health{Status: "unavailable", Reason: "the database does not answer"})
	}
	if why := s.cfg.Ready(); why != "" {
		return c.JSON(http.StatusServiceUnavailable, views.Health{Status: "unavailable", Reason: why})
	}
	return c.JSON(http.StatusOK, views.Health{Status: "ok"})
}

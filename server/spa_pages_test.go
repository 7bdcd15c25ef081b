package server

import (
	"io/fs"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

// pagesFrontend is a build with entry pages: the sign-in screen's in both languages (drawn in English), and
// the app's.
var pagesFrontend = fstest.MapFS{
	"index.html":              {Data: []byte(spaIndex)},
	"pages/app.en.html":       {Data: []byte(spaIndex + "<!-- app en -->")},
	"pages/app.uk.html":       {Data: []byte(spaIndex + "<!-- app uk -->")},
	"pages/signin.en.html":    {Data: []byte(strings.Replace(spaIndex, `<div id="root">`, `<div id="root" data-prerendered="en">`, 1) + "<!-- signin en -->")},
	"pages/signin.uk.html":    {Data: []byte(spaIndex + "<!-- signin uk -->")},
	"pages/signin.uk.html.gz": {Data: gzipped(spaIndex + "<!-- signin uk -->")},
	"pages/home.en.html":      {Data: []byte(spaIndex + "<!-- home en -->")},
}

func TestEntryPagesByPathAndLanguage(t *testing.T) {
	t.Parallel()
	srv := appServer(t, pagesFrontend)
	tests := []struct{ path, cookie, want string }{
		{"/signin", "", "signin en"},
		{"/signin", "lang=uk", "signin uk"},
		{"/signin", "lang=de", "signin en"},
		{"/", "", "home en"},
		{"/", "lang=uk", "app uk"}, // no Ukrainian home page in this build: the language's
		{"/parcel/12", "lang=uk", "app uk"},
		{"/signin/restore-password", "", "app en"},
		{"/index.html", "lang=uk", "app uk"},
		// The screen drawn for a signed-out visitor is not sent with a session.
		{"/signin", "ridepost_session=abc", "app en"},
		{"/signin", "lang=uk; ridepost_session=abc", "signin uk"},
		{"/signin?from=x", "", "app en"}, // a query: not the drawing's screen
	}
	tags := map[string]string{}
	for _, tt := range tests {
		rec := fetch(srv, "GET", tt.path, "Cookie", tt.cookie)
		if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), "<!-- "+tt.want+" -->") {
			t.Errorf("%s with %q: %d %q, want the %s page", tt.path, tt.cookie, rec.Code, rec.Body.String(), tt.want)
		}
		tag := rec.Header().Get("ETag")
		if other, seen := tags[tt.want]; seen && other != tag || !seen && tag == "" {
			t.Errorf("%s with %q: ETag %q (before %q)", tt.path, tt.cookie, tag, other)
		}
		tags[tt.want] = tag
		for want, other := range tags {
			if want != tt.want && other == tag {
				t.Errorf("%s: the %s page has the %s page's ETag", tt.path, tt.want, want)
			}
		}
	}
	rec := fetch(srv, "GET", "/signin", "Cookie", "lang=uk", "Accept-Encoding", "gzip")
	if rec.Header().Get("Content-Encoding") != "gzip" || !strings.Contains(string(decodeBody(t, "pages/signin.uk.html", rec)), "signin uk") {
		t.Errorf("a page goes out as the build compressed it: %q", rec.Header().Get("Content-Encoding"))
	}
}

// The build's entry pages preload the screen's own chunk and the language's bundle.
func TestBuiltEntryPagesPreload(t *testing.T) {
	t.Parallel()
	dist := os.DirFS(filepath.Join("..", "frontend", "dist"))
	for _, tt := range []struct{ page, chunk string }{
		// Each screen's own code is one chunk (frontend/vite.config.ts, closureGroups).
		{"signin", "signin-screen"}, {"signup", "signup-screen"}, {"home", "home-screen"},
		{"available-drivers", "drivers-screen"}, {"available-parcels", "parcels-screen"},
	} {
		for _, lang := range []string{"en", "uk"} {
			b, err := fs.ReadFile(dist, "pages/"+tt.page+"."+lang+".html")
			if err != nil {
				t.Fatalf("the app is not built with its entry pages: %v", err)
			}
			for _, want := range []string{`<html lang="` + lang + `">`, `rel="modulepreload" crossorigin href="/assets/` + tt.chunk + `-`,
				`rel="modulepreload" crossorigin href="/assets/` + lang + `-`} {
				if !strings.Contains(string(b), want) {
					t.Errorf("%s.%s lacks %s", tt.page, lang, want)
				}
			}
			if n := len(regexp.MustCompile(`href="(/assets/[^"]+)"`).FindAllString(string(b), -1)); n < 5 {
				t.Errorf("%s.%s preloads %d files", tt.page, lang, n)
			}
		}
	}
}

// firstLoadBudgets bound, per entry page, the JavaScript a first visit loads before the app can take the screen over
// (gzip): every file the page links and every file those import, however deep. A feature that grows a first load
// past them has to win the bytes back or say why here. The drawn pages can be used from the paint
// (frontend/scripts/prerender.mjs, src/early.ts); the app still has to arrive to send what was typed. The
// libraries every screen needs (react-dom, react-router, i18next, TanStack Query, react-i18next, zustand) are
// about 130 KB of it on their own; react-hook-form on the sign-in and sign-up screens 14 KB. A language's strings
// come in two parts (frontend/scripts/locale-parts.ts): the first screens' 6 KB (Ukrainian 8 KB) instead of the
// whole 20 KB (26 KB), and a screen's chunk takes only the icons it draws (not the 119 the app draws anywhere):
// 26 KB less on each page (sign-in 200 KB before, the lists 200, home 188, app 185).
var firstLoadBudgets = map[string]int{
	"signin": 175 << 10, "signup": 175 << 10, "home": 163 << 10,
	"available-drivers": 176 << 10, "available-parcels": 175 << 10, "app": 157 << 10,
}

// firstLoadFiles bounds the files (scripts, styles and fonts) a first visit to an entry page asks for before the
// app takes over: on HTTP/1.1 a phone asks six at a time, each round trip about 150 ms on a slow network. The
// document, the session's answer and a list's results come on top.
const firstLoadFiles = 21

const fontBudget = 40 << 10

// staticImport finds the chunks a built chunk imports before it runs (not its import() of lazy parts).
var staticImport = regexp.MustCompile(`(?:from|import)\s*"\./([^"]+\.js)"`)

func TestFirstLoadBudgets(t *testing.T) {
	t.Parallel()
	dir := filepath.Join("..", "frontend", "dist")
	dist := os.DirFS(dir)
	sent := func(name string) int {
		for _, file := range []string{name + ".gz", name} {
			if st, err := fs.Stat(dist, file); err == nil {
				return int(st.Size())
			}
		}
		t.Fatalf("%s is not in the build", name)
		return 0
	}
	asset := regexp.MustCompile(`(?:href|src)="/(assets/[^"]+\.(js|css|woff2))"`)
	for page, budget := range firstLoadBudgets {
		for _, lang := range []string{"en", "uk"} {
			html, err := fs.ReadFile(dist, "pages/"+page+"."+lang+".html")
			if err != nil {
				t.Fatalf("the app is not built with its entry pages: %v", err)
			}
			files := map[string]bool{}
			var load func(name string)
			load = func(name string) {
				if files[name] {
					return
				}
				files[name] = true
				if !strings.HasSuffix(name, ".js") {
					return
				}
				b, err := fs.ReadFile(dist, name)
				if err != nil {
					t.Fatalf("%s links %s, not in the build", page, name)
				}
				for _, m := range staticImport.FindAllStringSubmatch(string(b), -1) {
					load(path.Join(path.Dir(name), m[1]))
				}
			}
			for _, m := range asset.FindAllStringSubmatch(string(html), -1) {
				load(m[1])
			}
			js, fonts := 0, 0
			for name := range files {
				switch path.Ext(name) {
				case ".js":
					js += sent(name)
				case ".woff2":
					fonts += sent(name)
				}
			}
			if js > budget {
				t.Errorf("%s.%s loads %d KB of JavaScript, over its budget of %d KB", page, lang, js>>10, budget>>10)
			}
			if len(files) > firstLoadFiles {
				t.Errorf("%s.%s asks for %d files before the app takes over, more than %d", page, lang, len(files), firstLoadFiles)
			}
			if fonts == 0 || fonts > fontBudget {
				t.Errorf("%s.%s preloads %d KB of fonts, want some and at most %d KB", page, lang, fonts>>10, fontBudget>>10)
			}
			drawn := strings.Contains(string(html), `<div id="root" data-prerendered="`+lang+`">`)
			if want := page != "app"; drawn != want {
				t.Errorf("%s.%s drawn at build time: %v, want %v", page, lang, drawn, want)
			}
			early := strings.Contains(string(html), `src="/assets/early-`)
			if early != drawn {
				t.Errorf("%s.%s runs early.js: %v, want it exactly on the drawn pages", page, lang, early)
			}
		}
	}
}

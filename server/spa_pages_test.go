package server

import (
	"io/fs"
	"net/http"
	"os"
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
		{"signin", "sign-in"}, {"signup", "sign-up"}, {"home", "public-home"},
		{"available-drivers", "available-drivers"}, {"available-parcels", "available-parcels"},
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

// firstLoadBudgets bound, per entry page, the JavaScript a first visit loads (brotli, as sent), and the fonts
// every page preloads: a feature that grows a first load past them has to win the bytes back or say why here.
// Every entry page but app paints its screen from the HTML, before any of it (frontend/scripts/prerender.mjs).
var firstLoadBudgets = map[string]int{
	// home is the public search: its day field reads typed dates (date-fns, 9 KB) beside the city fields.
	"signin": 180 << 10, "signup": 180 << 10, "home": 170 << 10,
	"available-drivers": 205 << 10, "available-parcels": 205 << 10, "app": 155 << 10,
}

const fontBudget = 40 << 10

func TestFirstLoadBudgets(t *testing.T) {
	t.Parallel()
	dir := filepath.Join("..", "frontend", "dist")
	dist := os.DirFS(dir)
	sent := func(name string) int {
		for _, file := range []string{name + ".br", name} {
			if st, err := fs.Stat(dist, file); err == nil {
				return int(st.Size())
			}
		}
		t.Fatalf("%s is not in the build", name)
		return 0
	}
	asset := regexp.MustCompile(`(?:href|src)="/(assets/[^"]+\.(js|woff2))"`)
	for page, budget := range firstLoadBudgets {
		for _, lang := range []string{"en", "uk"} {
			html, err := fs.ReadFile(dist, "pages/"+page+"."+lang+".html")
			if err != nil {
				t.Fatalf("the app is not built with its entry pages: %v", err)
			}
			js, fonts := 0, 0
			for _, m := range asset.FindAllStringSubmatch(string(html), -1) {
				if m[2] == "js" {
					js += sent(m[1])
				} else {
					fonts += sent(m[1])
				}
			}
			if js > budget {
				t.Errorf("%s.%s loads %d KB of JavaScript, over its budget of %d KB", page, lang, js>>10, budget>>10)
			}
			if fonts == 0 || fonts > fontBudget {
				t.Errorf("%s.%s preloads %d KB of fonts, want some and at most %d KB", page, lang, fonts>>10, fontBudget>>10)
			}
			drawn := strings.Contains(string(html), `<div id="root" data-prerendered="`+lang+`">`)
			if want := page != "app"; drawn != want {
				t.Errorf("%s.%s drawn at build time: %v, want %v", page, lang, drawn, want)
			}
		}
	}
}

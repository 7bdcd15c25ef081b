package server

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"fmt"
	"image/png"
	"io"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"ridepost/server/mail"
	"ridepost/store"
)

func TestSPAServing(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	// Signed in: unknown /api paths of a stranger answer 401 before 404.
	c := app.signUp("spa@example.com")
	tests := []struct {
		path       string
		wantStatus int
		wantCache  string
		wantBody   string
	}{
		{"/", 200, "no-cache", "<title>Ridepost</title>"},
		{"/signin/restore-password", 200, "no-cache", "<title>Ridepost</title>"},
		{"/parcel/12", 200, "no-cache", "<title>Ridepost</title>"},
		{"/index.html", 200, "no-cache", "<title>Ridepost</title>"},
		{"/assets/app-abc1.js", 200, "public, max-age=31536000, immutable", "console.log"},
		{"/favicon.svg", 200, "no-cache", "<svg"},
		{"/assets/missing.js", 404, "", `"code":"not_found"`},
		{"/api/nothing-here", 404, "", `"code":"not_found"`},
		{"/auth/nothing-here", 404, "", `"code":"not_found"`},
		{"/api", 404, "", `"code":"not_found"`},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			r := c.do("GET", tt.path, nil)
			expectStatus(t, r, tt.wantStatus)
			if tt.wantCache != "" && r.header.Get("Cache-Control") != tt.wantCache {
				t.Errorf("Cache-Control: got %q, want %q", r.header.Get("Cache-Control"), tt.wantCache)
			}
			if !strings.Contains(r.body, tt.wantBody) {
				t.Errorf("body: got %q, want it to contain %q", r.body, tt.wantBody)
			}
		})
	}
}

func TestSecurityHeaders(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	r := app.client().do("GET", "/", nil)
	for name, want := range map[string]string{
		"Content-Security-Policy": "script-src 'self';",
		"X-Content-Type-Options":  "nosniff",
		"Referrer-Policy":         "same-origin",
		"X-Frame-Options":         "DENY",
	} {
		if !strings.Contains(r.header.Get(name), want) {
			t.Errorf("%s: got %q, want %q", name, r.header.Get(name), want)
		}
	}
	if !strings.Contains(r.header.Get("Content-Security-Policy"), "frame-ancestors 'none'") {
		t.Error("CSP lacks frame-ancestors")
	}
	if r.header.Get("Strict-Transport-Security") != "" {
		t.Error("HSTS on a plain-http base URL")
	}
}

func TestHealthAndLimits(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.client()
	r := c.do("GET", "/healthz", nil)
	expectStatus(t, r, http.StatusOK)
	if r.json["status"] != "ok" {
		t.Fatalf("healthz: %s", r.body)
	}
	big := `{"email":"` + strings.Repeat("a", 1<<20) + `@example.com","password":"long enough"}`
	r = c.do("POST", "/auth/signup", big)
	expectStatus(t, r, http.StatusRequestEntityTooLarge)
	if r.errorCode() != "too_large" {
		t.Fatalf("code %q", r.errorCode())
	}
	r = c.do("DELETE", "/auth/signin", nil)
	expectStatus(t, r, http.StatusMethodNotAllowed)
}

func TestDevMailOnlyInDev(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	app.signUp("dev@example.com")
	r := app.client().do("GET", "/dev/mail", nil)
	expectStatus(t, r, http.StatusOK)
	for _, want := range []string{`"to":"dev@example.com"`, `"subject":`, `"text":`, `"sentAt":`} {
		if !strings.Contains(r.body, want) {
			t.Errorf("dev mail lacks %s: %s", want, r.body)
		}
	}

	prod, err := New(Config{BaseURL: "https://ridepost.example", Mailer: syncMailer{app.mailbox}, Frontend: testFrontend}, app.store)
	if err != nil {
		t.Fatal(err)
	}
	defer prod.Close()
	rec := serve(prod, "GET", "/dev/mail")
	if rec.Code != http.StatusNotFound {
		t.Fatalf("/dev/mail without --dev: got %d", rec.Code)
	}
	if rec.Header().Get("Strict-Transport-Security") == "" {
		t.Error("no HSTS on an https base URL")
	}
}

func TestRequireVerified(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	expectStatus(t, app.client().do("POST", "/api/parcels", validParcel()), http.StatusUnauthorized)
	c := app.signUp("publisher@example.com")
	r := c.do("POST", "/api/parcels", validParcel())
	expectStatus(t, r, http.StatusForbidden)
	if r.errorCode() != "email_not_verified" {
		t.Fatalf("code %q", r.errorCode())
	}
	token := app.lastLinkToken("publisher@example.com", "/signup/verified-email")
	expectStatus(t, c.do("POST", "/auth/verify-email", map[string]string{"token": token}), http.StatusOK)
	expectStatus(t, c.do("POST", "/api/parcels", validParcel()), http.StatusCreated)
}

// Brotli fixtures: Node's zlib at quality 11 on the plain files below (Go's
// standard library has no brotli, so the answers are checked byte for byte
// against them).
var (
	spaIndex    = `<!doctype html><html lang="en"><title>Ridepost</title><link rel="manifest" href="/manifest.webmanifest"><div id="root"></div>`
	spaApp      = strings.Repeat("console.log(\"ridepost, sent as the build compressed it\");\n", 40)
	spaManifest = `{"name":"Ridepost","short_name":"Ridepost","start_url":"/","display":"standalone"}`
	spaStyle    = strings.Repeat(".card { padding: 16px; }\n", 60)
	spaPicture  = bytes.Repeat([]byte{0x89, 'P', 'N', 'G', 0, 1, 2, 3}, 300)
	// spaVendor stays over the gzip middleware's 1 KB once compressed, so
	// that a second compression would show.
	spaVendor = func() string {
		var b strings.Builder
		for i := range 500 {
			fmt.Fprintf(&b, "v%d=%d;", i, i*2654435761%1000003)
		}
		return b.String()
	}()
)

// compressedFrontend is a build as Vite writes it: .br and .gz siblings of
// the text files (only .gz for the style), none for the picture.
var compressedFrontend = fstest.MapFS{
	"index.html":               {Data: []byte(spaIndex)},
	"index.html.br":            {Data: unbase64("G3wAABwJdqyFO18wi7pMhMdlv/hI3WkxsjQ3TjlgDwokoG+/cM9tbIhjCVKEzWriFVunfUpdfJCr088OlCB5GzonQgh6ngE=")},
	"index.html.gz":            {Data: gzipped(spaIndex)},
	"assets/app-abc1.js":       {Data: []byte(spaApp)},
	"assets/app-abc1.js.br":    {Data: unbase64("Gw8J2IyTXPVlOEKl6zavV7z08fxFI4RikZbCDmzAgVNAAQcmC8rxrIPwURUOwrCDLfwr10NPKr2XZBS4rQ4SAKCGNQI=")},
	"assets/app-abc1.js.gz":    {Data: gzipped(spaApp)},
	"assets/vendor-abc5.js":    {Data: []byte(spaVendor)},
	"assets/vendor-abc5.js.br": {Data: storedBrotli([]byte(spaVendor))},
	"assets/vendor-abc5.js.gz": {Data: gzipped(spaVendor)},
	"assets/style-abc2.css":    {Data: []byte(spaStyle)},
	"assets/style-abc2.css.gz": {Data: gzipped(spaStyle)},
	"assets/picture-abc3.png":  {Data: spaPicture},
	"manifest.webmanifest":     {Data: []byte(spaManifest)},
	"manifest.webmanifest.br":  {Data: unbase64("G1EAYBwJduyEG8fgzghJZhHclvpyOYc/HMQgmkyWF6nUYemDZhxwwPpRFwcy0QWhNwnMJx9w8VQrFeKLQTfzzlrgIe+6FQM=")},
	"manifest.webmanifest.gz":  {Data: gzipped(spaManifest)},
}

func TestSPAPrecompressedAssets(t *testing.T) {
	t.Parallel()
	srv := appServer(t, compressedFrontend)
	const chrome = "gzip, deflate, br, zstd"
	tests := []struct {
		path, accept, wantEncoding, wantType string
		wantVary                             bool
	}{
		{"/assets/app-abc1.js", chrome, "br", "text/javascript", true},
		{"/assets/app-abc1.js", "br", "br", "text/javascript", true},
		{"/assets/app-abc1.js", "gzip", "gzip", "text/javascript", true},
		{"/assets/app-abc1.js", "x-gzip", "gzip", "text/javascript", true},
		{"/assets/app-abc1.js", "", "", "text/javascript", true},
		{"/assets/app-abc1.js", "identity", "", "text/javascript", true},
		{"/assets/app-abc1.js", "br;q=0, gzip;q=0", "", "text/javascript", true},
		{"/assets/app-abc1.js", "br;q=0, gzip", "gzip", "text/javascript", true},
		{"/assets/app-abc1.js", "gzip;q=1, br;q=0.5", "gzip", "text/javascript", true},
		{"/assets/app-abc1.js", "*", "br", "text/javascript", true},
		{"/assets/app-abc1.js", "*;q=0, gzip", "gzip", "text/javascript", true},
		{"/assets/vendor-abc5.js", chrome, "br", "text/javascript", true},
		{"/assets/vendor-abc5.js", "gzip", "gzip", "text/javascript", true},
		{"/assets/style-abc2.css", chrome, "gzip", "text/css", true},
		{"/assets/style-abc2.css", "br", "", "text/css", true},
		{"/assets/picture-abc3.png", chrome, "", "image/png", false},
		{"/manifest.webmanifest", chrome, "br", "application/manifest+json", true},
		{"/index.html", "gzip", "gzip", "text/html", true},
		{"/parcel/12", chrome, "br", "text/html", true},
	}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.accept, func(t *testing.T) {
			rec := fetch(srv, "GET", tt.path, "Accept-Encoding", tt.accept)
			if rec.Code != http.StatusOK {
				t.Fatalf("status: got %d, want 200", rec.Code)
			}
			h := rec.Header()
			if got := h.Get("Content-Encoding"); got != tt.wantEncoding {
				t.Errorf("Content-Encoding: got %q, want %q", got, tt.wantEncoding)
			}
			if got := strings.Count(strings.Join(h.Values("Vary"), ","), "Accept-Encoding"); got != map[bool]int{true: 1}[tt.wantVary] {
				t.Errorf("Vary: got %q, want Accept-Encoding %v", h.Values("Vary"), tt.wantVary)
			}
			if got, _, _ := mime.ParseMediaType(h.Get("Content-Type")); got != tt.wantType {
				t.Errorf("Content-Type: got %q, want %q", h.Get("Content-Type"), tt.wantType)
			}
			if got := h.Get("Content-Length"); got != strconv.Itoa(rec.Body.Len()) {
				t.Errorf("Content-Length: got %q, body has %d bytes", got, rec.Body.Len())
			}
			if strings.HasPrefix(tt.path, "/assets/") && h.Get("Cache-Control") != "public, max-age=31536000, immutable" {
				t.Errorf("Cache-Control: got %q", h.Get("Cache-Control"))
			}
			name := strings.TrimPrefix(tt.path, "/")
			if _, ok := compressedFrontend[name]; !ok {
				name = "index.html"
			}
			if got, want := decodeBody(t, name, rec), compressedFrontend[name].Data; !bytes.Equal(got, want) {
				t.Errorf("body: got %.60q, want %.60q", got, want)
			}
		})
	}
}

func TestIndexETag(t *testing.T) {
	t.Parallel()
	srv := appServer(t, compressedFrontend)
	plain := fetch(srv, "GET", "/")
	tag := plain.Header().Get("ETag")
	if !strings.HasPrefix(tag, `"`) || !strings.HasSuffix(tag, `"`) || len(tag) < 20 {
		t.Fatalf("ETag: got %q, want a strong tag", tag)
	}
	br := fetch(srv, "GET", "/", "Accept-Encoding", "br")
	brTag := br.Header().Get("ETag")
	if brTag == tag || brTag == "" {
		t.Errorf("ETag of the br answer: got %q beside %q, want its own", brTag, tag)
	}
	other := appServer(t, fstest.MapFS{"index.html": {Data: []byte(spaIndex + "<!-- next deployment -->")}})
	if got := fetch(other, "GET", "/").Header().Get("ETag"); got == tag {
		t.Errorf("ETag did not change with index.html: %q", got)
	}
	tests := []struct {
		name, method, path, accept, ifNoneMatch string
		wantStatus                              int
	}{
		{"root", "GET", "/", "", tag, http.StatusNotModified},
		{"index.html", "GET", "/index.html", "", tag, http.StatusNotModified},
		{"app route", "GET", "/rides/7/requests", "", tag, http.StatusNotModified},
		{"HEAD", "HEAD", "/", "", tag, http.StatusNotModified},
		{"br", "GET", "/", "br, gzip", brTag, http.StatusNotModified},
		{"one of a list", "GET", "/parcel/3", "br", `"old", ` + brTag, http.StatusNotModified},
		{"weak form", "GET", "/", "", "W/" + tag, http.StatusNotModified},
		{"any", "GET", "/", "", "*", http.StatusNotModified},
		{"other encoding's tag", "GET", "/", "gzip", brTag, http.StatusOK},
		{"previous deployment", "GET", "/", "", `"previous"`, http.StatusOK},
		{"no validator", "GET", "/", "", "", http.StatusOK},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := fetch(srv, tt.method, tt.path, "Accept-Encoding", tt.accept, "If-None-Match", tt.ifNoneMatch)
			if rec.Code != tt.wantStatus {
				t.Fatalf("status: got %d, want %d", rec.Code, tt.wantStatus)
			}
			h := rec.Header()
			if h.Get("Cache-Control") != "no-cache" || h.Get("ETag") == "" {
				t.Errorf("Cache-Control %q, ETag %q: want no-cache and a tag", h.Get("Cache-Control"), h.Get("ETag"))
			}
			if tt.wantStatus == http.StatusNotModified && (rec.Body.Len() > 0 || h.Get("Content-Encoding") != "" || h.Get("Content-Length") != "") {
				t.Errorf("304 with a body of %d bytes, Content-Encoding %q, Content-Length %q",
					rec.Body.Len(), h.Get("Content-Encoding"), h.Get("Content-Length"))
			}
			if tt.wantStatus == http.StatusOK && !bytes.Equal(decodeBody(t, "index.html", rec), []byte(spaIndex)) {
				t.Errorf("body: got %q", rec.Body.String())
			}
		})
	}
}

func TestSPAGzipMiddleware(t *testing.T) {
	t.Parallel()
	srv := appServer(t, compressedFrontend)
	// The API's JSON is still compressed as it goes.
	for _, accept := range []string{"gzip", "br, gzip"} {
		rec := fetch(srv, "GET", "/api/openapi.json", "Accept-Encoding", accept)
		if rec.Code != http.StatusOK || rec.Header().Get("Content-Encoding") != "gzip" {
			t.Fatalf("openapi.json with %q: status %d, Content-Encoding %q", accept, rec.Code, rec.Header().Get("Content-Encoding"))
		}
		if body := gunzip(t, rec.Body.Bytes()); !bytes.HasPrefix(body, []byte("{")) {
			t.Errorf("openapi.json: not JSON once gunzipped: %.40q", body)
		}
	}
	// Files the build left plain (a picture, more than the middleware's
	// 1 KB) are not compressed on the way either.
	rec := fetch(srv, "GET", "/assets/picture-abc3.png", "Accept-Encoding", "gzip")
	if rec.Header().Get("Content-Encoding") != "" || !bytes.Equal(rec.Body.Bytes(), spaPicture) {
		t.Errorf("picture: Content-Encoding %q, %d bytes", rec.Header().Get("Content-Encoding"), rec.Body.Len())
	}
	// Over the network: the .gz as it is, its length, one gunzip away from
	// the script (a second compression would leave gzip bytes).
	ts := httptest.NewServer(srv)
	defer ts.Close()
	res, err := http.DefaultTransport.RoundTrip(mustRequest(t, ts.URL+"/assets/app-abc1.js", "gzip"))
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	gz := compressedFrontend["assets/app-abc1.js.gz"].Data
	if res.Header.Get("Content-Encoding") != "gzip" || res.ContentLength != int64(len(gz)) || !bytes.Equal(raw, gz) {
		t.Errorf("app script: Content-Encoding %q, length %d, %d bytes; want the .gz's %d",
			res.Header.Get("Content-Encoding"), res.ContentLength, len(raw), len(gz))
	}
	if string(gunzip(t, raw)) != spaApp {
		t.Error("app script: not the script once gunzipped")
	}
}

// TestBuiltAppAssets checks the real build (make frontend, which make test-go runs first):
// what index.html links, the manifest and its icons, the compressed
// siblings, and the main script as served.
func TestBuiltAppAssets(t *testing.T) {
	t.Parallel()
	dir := filepath.Join("..", "frontend", "dist")
	dist := os.DirFS(dir)
	index, err := fs.ReadFile(dist, "index.html")
	if err != nil {
		t.Fatal("the app is not built: run make frontend (make test-go does)")
	}
	for _, want := range []string{`<link rel="manifest" href="/manifest.webmanifest"`,
		`<link rel="apple-touch-icon" href="/apple-touch-icon.png"`, `<meta name="theme-color" content="#4f46e5"`,
		`<link rel="icon" type="image/svg+xml" href="/favicon.svg"`} {
		if !bytes.Contains(index, []byte(want)) {
			t.Errorf("index.html lacks %s", want)
		}
	}
	checkManifest(t, dist)
	checkPNG(t, dist, "apple-touch-icon.png", "180x180")
	checkSiblings(t, dir, dist)

	script := regexp.MustCompile(`/assets/index-[\w-]+\.js`).Find(index)
	rec := fetch(appServer(t, dist), "GET", string(script), "Accept-Encoding", "gzip, deflate, br, zstd")
	br, err := fs.ReadFile(dist, strings.TrimPrefix(string(script), "/")+".br")
	if err != nil || rec.Header().Get("Content-Encoding") != "br" || !bytes.Equal(rec.Body.Bytes(), br) {
		t.Errorf("%s: Content-Encoding %q, %d bytes, want its .br (%v)", script, rec.Header().Get("Content-Encoding"), rec.Body.Len(), err)
	}
}

// checkManifest checks the web manifest and that its icons are there.
func checkManifest(t *testing.T, dist fs.FS) {
	t.Helper()
	raw, err := fs.ReadFile(dist, "manifest.webmanifest")
	if err != nil {
		t.Fatal(err)
	}
	var m struct {
		Name            string `json:"name"`
		ShortName       string `json:"short_name"`
		StartURL        string `json:"start_url"`
		Display         string `json:"display"`
		ThemeColor      string `json:"theme_color"`
		BackgroundColor string `json:"background_color"`
		Icons           []struct{ Src, Sizes, Type, Purpose string }
	}
	if err := jsonUnmarshal(raw, &m); err != nil {
		t.Fatalf("manifest: %v", err)
	}
	if m.Name != "Ridepost" || m.ShortName == "" || m.StartURL != "/" || m.Display != "standalone" ||
		m.ThemeColor != "#4f46e5" || m.BackgroundColor == "" {
		t.Errorf("manifest: got %+v", m)
	}
	found := map[string]bool{}
	for _, icon := range m.Icons {
		name := strings.TrimPrefix(icon.Src, "/")
		if icon.Type == "image/png" {
			checkPNG(t, dist, name, icon.Sizes)
		} else if _, err := fs.Stat(dist, name); err != nil {
			t.Errorf("manifest icon %s: %v", icon.Src, err)
		}
		found[icon.Type+" "+icon.Sizes+" "+icon.Purpose] = true
	}
	for _, want := range []string{"image/png 192x192 any", "image/png 512x512 any", "image/png 512x512 maskable"} {
		if !found[want] {
			t.Errorf("manifest has no %s icon", want)
		}
	}
}

// checkPNG checks that the file name is a PNG of the size WxH.
func checkPNG(t *testing.T, dist fs.FS, name, size string) {
	t.Helper()
	f, err := dist.Open(name)
	if err != nil {
		t.Errorf("icon %s: %v", name, err)
		return
	}
	defer f.Close()
	cfg, err := png.DecodeConfig(f)
	if got := fmt.Sprintf("%dx%d", cfg.Width, cfg.Height); err != nil || got != size {
		t.Errorf("icon %s: got %s (%v), want a %s PNG", name, got, err, size)
	}
}

// checkSiblings checks the .gz and .br files beside the build's text files:
// there for every one over 1 KB, smaller, and the plain file once
// decompressed (.br with Node's zlib when node is on the PATH).
func checkSiblings(t *testing.T, dir string, dist fs.FS) {
	t.Helper()
	var brs []string
	err := fs.WalkDir(dist, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		ctype := mime.TypeByExtension(path.Ext(name))
		switch ext := path.Ext(name); {
		case ext == ".gz" || ext == ".br":
			plain, err := fs.ReadFile(dist, strings.TrimSuffix(name, ext))
			if err != nil || info.Size() >= int64(len(plain)) {
				t.Errorf("%s: plain file %v, %d bytes against %d", name, err, info.Size(), len(plain))
			}
			if ext == ".br" {
				brs = append(brs, filepath.Join(dir, name))
			} else if raw, _ := fs.ReadFile(dist, name); !bytes.Equal(gunzip(t, raw), plain) {
				t.Errorf("%s: not its plain file once gunzipped", name)
			}
		case (ctype != "" || path.Ext(name) == ".webmanifest") && ctype != "image/png" && !strings.HasPrefix(ctype, "font/") && info.Size() > 1024:
			for _, sibling := range []string{name + ".gz", name + ".br"} {
				if _, err := fs.Stat(dist, sibling); err != nil {
					t.Errorf("%s: %v", name, err)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	node, err := exec.LookPath("node")
	if err != nil {
		t.Log("node not on the PATH: .br files not decompressed")
		return
	}
	const check = `const z = require('zlib'), fs = require('fs');
for (const f of process.argv.slice(1))
  if (!z.brotliDecompressSync(fs.readFileSync(f)).equals(fs.readFileSync(f.slice(0, -3)))) console.log(f);`
	out, err := exec.Command(node, append([]string{"-e", check}, brs...)...).CombinedOutput()
	if err != nil || len(out) > 0 {
		t.Errorf(".br files not their plain files once decompressed: %v %s", err, out)
	}
}

// appServer runs the real router on the app files fsys. Tests call it
// without a network, so the headers are exactly those it sets.
func appServer(t *testing.T, fsys fs.FS) *Server {
	t.Helper()
	st, err := store.Open(context.Background(), testDB(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	quiet := slog.New(slog.NewTextHandler(io.Discard, nil))
	srv, err := New(Config{BaseURL: "http://ridepost.test", Frontend: fsys, Logger: quiet,
		Mailer: syncMailer{mail.NewMailbox(quiet, 10)}}, st)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return srv
}

// fetch sends one request through h; header is name, value pairs (empty values are left out).
func fetch(h http.Handler, method, target string, header ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, target, nil)
	for i := 0; i+1 < len(header); i += 2 {
		if header[i+1] != "" {
			req.Header.Set(header[i], header[i+1])
		}
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func mustRequest(t *testing.T, url, accept string) *http.Request {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept-Encoding", accept)
	return req
}

// decodeBody is rec's body before its Content-Encoding: gunzipped, or, for
// br, the plain file when the body is the fixture's .br byte for byte.
func decodeBody(t *testing.T, name string, rec *httptest.ResponseRecorder) []byte {
	t.Helper()
	switch rec.Header().Get("Content-Encoding") {
	case "gzip":
		return gunzip(t, rec.Body.Bytes())
	case "br":
		if !bytes.Equal(rec.Body.Bytes(), compressedFrontend[name+".br"].Data) {
			t.Fatalf("br body of %s is not its .br file", name)
		}
		return compressedFrontend[name].Data
	}
	return rec.Body.Bytes()
}

func gunzip(t testing.TB, data []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("gunzip: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("gunzip: %v", err)
	}
	return out
}

func gzipped(s string) []byte {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = zw.Write([]byte(s))
	_ = zw.Close()
	return buf.Bytes()
}

// storedBrotli is data as a brotli stream of one stored meta-block (data
// under 64 KB): valid brotli, as big as data.
func storedBrotli(data []byte) []byte {
	// WBITS 16, not last, 4 nibbles of length, uncompressed; then the data
	// and an empty last meta-block.
	v := uint32(len(data)-1)<<4 | 1<<20
	out := append([]byte{byte(v), byte(v >> 8), byte(v >> 16)}, data...)
	return append(out, 0x03)
}

func unbase64(s string) []byte {
	b, err := base64.StdEncoding.DecodeString(s)
	if err != nil {
		panic(err)
	}
	return b
}

package server

import (
	"net/http"
	"strings"
	"testing"
)

// GET /terms is the instance's terms and privacy page (docs/product.md §1, §6): a default text in English and
// Ukrainian, or the operator's Markdown with its HTML escaped.
func TestTermsPageDefaultText(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.client()
	en := c.do("GET", "/terms", nil)
	expectStatus(t, en, http.StatusOK)
	for _, want := range []string{`<html lang="en">`, "<h1>Terms and privacy</h1>", "Weapons and ammunition", "operator",
		"never your phone number", `href="/terms?lang=uk"`} {
		if !strings.Contains(en.body, want) {
			t.Errorf("the English page lacks %q", want)
		}
	}
	for _, r := range []response{c.do("GET", "/terms?lang=uk", nil), c.do("GET", "/terms", nil, "Accept-Language", "uk-UA,uk;q=0.9")} {
		expectStatus(t, r, http.StatusOK)
		if !strings.Contains(r.body, `<html lang="uk">`) || !strings.Contains(r.body, "<h1>Умови та конфіденційність</h1>") ||
			!strings.Contains(r.body, "Зброю та боєприпаси") {
			t.Errorf("the Ukrainian page: %s", r.body[:200])
		}
	}
	if ct := en.header.Get("Content-Type"); !strings.HasPrefix(ct, "text/html") {
		t.Errorf("Content-Type %q", ct)
	}
}

func TestTermsPageOperatorText(t *testing.T) {
	t.Parallel()
	md := "# Rules of Kyiv Couriers\n\nWe keep **everything** for a year.\n\n<script>alert(1)</script>\n\n" +
		"[click](javascript:alert(2)) <img src=x onerror=alert(3)>\n"
	app := newAppWith(t, func(cfg *Config) { cfg.Terms = []byte(md) })
	for _, path := range []string{"/terms", "/terms?lang=uk"} {
		r := app.client().do("GET", path, nil)
		expectStatus(t, r, http.StatusOK)
		if !strings.Contains(r.body, "<h1>Rules of Kyiv Couriers</h1>") || !strings.Contains(r.body, "<strong>everything</strong>") {
			t.Errorf("%s: the operator's text is not there: %s", path, r.body)
		}
		for _, bad := range []string{"<script>alert", "javascript:", "onerror", "Weapons and ammunition"} {
			if strings.Contains(r.body, bad) {
				t.Errorf("%s: %q on the page: %s", path, bad, r.body)
			}
		}
	}
}

package server

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestPlaceSearch(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.client() // no sign-in needed
	for _, q := range []string{"Київ", "Kiev", "Kyiv", "kyi", "КИЇВ"} {
		for _, lang := range []string{"en", "uk"} {
			list := decodeList(t, c.do("GET", "/api/places?lang="+lang+"&q="+url.QueryEscape(q), nil).body)
			if len(list) == 0 || jsonNumber(list[0]["placeId"]) != "703448" {
				t.Fatalf("%q (%s): got %v, want Kyiv first", q, lang, list)
			}
			want := map[string]string{"en": "Kyiv", "uk": "Київ"}[lang]
			if list[0]["name"] != want || list[0]["nameEn"] != "Kyiv" || list[0]["nameUk"] != "Київ" {
				t.Fatalf("%q (%s): names %v", q, lang, list[0])
			}
		}
	}
	if list := decodeList(t, c.do("GET", "/api/places?q=a", nil).body); len(list) != 10 {
		t.Fatalf("a one-letter query gives at most 10: got %d", len(list))
	}
	if list := decodeList(t, c.do("GET", "/api/places?q=", nil).body); len(list) > 10 {
		t.Fatalf("empty query: %d results", len(list))
	}
	if r := c.do("GET", "/api/places?q=zzzzqqq", nil); r.body != "[]\n" {
		t.Fatalf("no match: %q", r.body)
	}
	one := c.do("GET", "/api/places/702550?lang=uk", nil)
	expectStatus(t, one, http.StatusOK)
	if one.json["name"] != "Львів" || one.json["region"] != "Львівська область" {
		t.Fatalf("place by id: %s", one.body)
	}
	expectStatus(t, c.do("GET", "/api/places/1", nil), http.StatusNotFound)
}

// BenchmarkPlaceSearchHTTP measures GET /api/places through the whole router.
func BenchmarkPlaceSearchHTTP(b *testing.B) {
	app := newTestApp(b, nil)
	queries := []string{"k", "kyi", "lviv", "Жит", "одес", "frank", "war", "рів"}
	i := 0
	for b.Loop() {
		rec := httptest.NewRecorder()
		app.srv.ServeHTTP(rec, httptest.NewRequest("GET", "/api/places?lang=uk&q="+url.QueryEscape(queries[i%len(queries)]), nil))
		if rec.Code != http.StatusOK {
			b.Fatal(rec.Code)
		}
		i++
	}
}

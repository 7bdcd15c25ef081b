package server

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

func TestPriceSuggest(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	anon := app.client() // no sign-in needed
	const route = "/api/prices/suggest?from=703448&to=702550&size="
	for size, want := range map[string]float64{"S": 120, "M": 200, "L": 310, "XL": 530} {
		r := anon.do("GET", route+size, nil)
		expectStatus(t, r, http.StatusOK)
		if r.json["suggested"] != want || r.json["typical"] != nil {
			t.Errorf("Kyiv → Lviv %s: got %s, want ₴%v and no typical range", size, r.body, want)
		}
		if km := r.json["distanceKm"].(float64); km < 460 || km > 475 {
			t.Errorf("Kyiv → Lviv: %v km", km)
		}
	}
	signedIn := app.signUp("sender@example.com")
	if r := signedIn.do("GET", route+"M", nil); r.status != http.StatusOK || r.json["suggested"] != 200.0 {
		t.Errorf("signed in: %d %s", r.status, r.body)
	}

	for _, c := range []struct {
		query  string
		fields map[string]string
	}{
		{"", map[string]string{"from": "required", "to": "required", "size": "required"}},
		{"from=703448&to=702550&size=XXL", map[string]string{"size": "invalid"}},
		{"from=1&to=abc&size=S", map[string]string{"from": "invalid", "to": "invalid"}},
		{"from=703448&to=703448&size=S", map[string]string{"to": "same_city"}},
	} {
		r := anon.do("GET", "/api/prices/suggest?"+c.query, nil)
		expectStatus(t, r, http.StatusBadRequest)
		for name, code := range c.fields {
			if got := r.field(name); got != code {
				t.Errorf("?%s: field %s got %q, want %q (%s)", c.query, name, got, code, r.body)
			}
		}
	}

	// Five M deliveries on the route within 180 days, one older: the typical range appears.
	db := app.store.DB()
	for i, cost := range []int{150, 180, 200, 220, 400, 90} {
		at := time.Now().AddDate(0, 0, -10*(i+1))
		if i == 5 {
			at = time.Now().AddDate(0, 0, -200)
		}
		if _, err := db.Exec(`INSERT INTO delivered_costs (from_place, to_place, size, cost, delivered_at) VALUES (703448, 702550, 'M', ?, ?)`,
			cost, at.UTC().Format("2006-01-02T15:04:05.000Z")); err != nil {
			t.Fatal(err)
		}
	}
	r := anon.do("GET", route+"M", nil)
	expectStatus(t, r, http.StatusOK)
	if !strings.Contains(r.body, `"typical":{"low":180,"high":220,"count":5}`) {
		t.Errorf("typical after 5 deliveries: %s", r.body)
	}
	if r := anon.do("GET", route+"L", nil); r.json["typical"] != nil {
		t.Errorf("another size has none: %s", r.body)
	}
}

// TestPriceSuggestRateLimit: a signed-out address asks as often as it searches (docs/product.md §8).
func TestPriceSuggestRateLimit(t *testing.T) {
	t.Parallel()
	tight := Limit{PerMinute: 0.1, Burst: 1}
	app := newTestApp(t, &RateLimits{SignIn: tight, SignUp: tight, Resend: tight, Restore: tight, Search: Limit{PerMinute: 0.1, Burst: 6}})
	c := app.client()
	for range 6 {
		expectStatus(t, c.do("GET", "/api/prices/suggest?from=703448&to=702550&size=S", nil), http.StatusOK)
	}
	r := c.do("GET", "/api/prices/suggest?from=703448&to=702550&size=S", nil)
	expectStatus(t, r, http.StatusTooManyRequests)
	if r.header.Get("Retry-After") == "" {
		t.Error("429 without Retry-After")
	}
}

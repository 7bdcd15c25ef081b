package server

import (
	"context"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"ridepost/store"
)

// scrape reads the metrics handler and returns its text.
func (a *testApp) scrape(t *testing.T) string {
	t.Helper()
	rec := serve(a.srv.MetricsHandler(), http.MethodGet, "/metrics")
	if rec.Code != http.StatusOK {
		t.Fatalf("scrape: got %d: %s", rec.Code, rec.Body)
	}
	return rec.Body.String()
}

// metricValue finds one series (name with its labels, as printed) in a
// scrape; ok is false when it is missing.
func metricValue(scrape, series string) (float64, bool) {
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(series) + ` (\S+)$`).FindStringSubmatch(scrape)
	if m == nil {
		return 0, false
	}
	v, err := strconv.ParseFloat(m[1], 64)
	return v, err == nil
}

// Requests are counted and timed by route pattern and status, never by the
// raw URL; the gauges read the live streams, the outbox and the file.
func TestMetrics(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("olena@example.com")
	for _, id := range []string{"9001", "9002", "9003"} {
		expectStatus(t, c.do("GET", "/api/parcels/"+id, nil), http.StatusNotFound)
	}
	expectStatus(t, c.do("GET", "/api/profile", nil), http.StatusOK)
	c.do("BREW", "/api/profile", nil)
	app.client().do("GET", "/some/page/42", nil)
	c.openEvents(t)
	ctx := context.Background()
	if _, err := app.store.EnqueueEmail(ctx, store.OutboxEmail{Key: "k", To: "olena@example.com",
		Subject: "Hi", Text: "Hello", Created: time.Now()}, 0); err != nil {
		t.Fatal(err)
	}

	deadline := time.Now().Add(5 * time.Second)
	got := app.scrape(t)
	for !strings.Contains(got, "\nridepost_sse_streams_open 1\n") && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond) // the stream joins the hub once its headers are out
		got = app.scrape(t)
	}
	want := map[string]float64{
		`http_requests_total{method="POST",route="/auth/signup",status="201"}`:                  1,
		`http_requests_total{method="GET",route="/api/parcels/:id",status="404"}`:               3,
		`http_requests_total{method="GET",route="/api/profile",status="200"}`:                   1,
		`http_request_duration_seconds_count{method="GET",route="/api/parcels/:id"}`:            3,
		`http_request_duration_seconds_bucket{method="GET",route="/api/parcels/:id",le="+Inf"}`: 3,
		`http_requests_total{method="GET",route="/*",status="200"}`:                             1,
		`ridepost_sse_streams_open`:    1,
		`ridepost_email_outbox_unsent`: 1,
	}
	for series, v := range want {
		if n, ok := metricValue(got, series); !ok || n != v {
			t.Errorf("%s: got %v (found %v), want %v", series, n, ok, v)
		}
	}
	if !regexp.MustCompile(`(?m)^http_requests_total\{method="OTHER",route="[^"]*",status="\d+"\} 1$`).MatchString(got) {
		t.Error("an unknown method is not counted as OTHER")
	}
	if size, ok := metricValue(got, "ridepost_db_size_bytes"); !ok || size < 4096 {
		t.Errorf("ridepost_db_size_bytes: got %v (found %v), want the file's size", size, ok)
	}
	for _, name := range []string{"go_goroutines ", "go_memstats_heap_alloc_bytes ", "process_resident_memory_bytes ", "process_open_fds "} {
		if !strings.Contains(got, "\n"+name) {
			t.Errorf("no %s series: the Go and process collectors are missing", strings.TrimSpace(name))
		}
	}
	// Only the labels: a value (a heap size, a sum of seconds) may hold the same digits by chance.
	labels := strings.Join(regexp.MustCompile(`\{[^}]*\}`).FindAllString(got, -1), "\n")
	for _, raw := range []string{"9001", "/some/page", "BREW"} {
		if strings.Contains(labels, raw) {
			t.Errorf("a label holds the raw request %q: series must use route patterns", raw)
		}
	}
}

// Each server has its own registry: two in one process do not clash, and
// one's requests do not show in the other's metrics.
func TestMetricsRegistryIsPrivate(t *testing.T) {
	t.Parallel()
	a, b := newTestApp(t, nil), newTestApp(t, nil)
	a.client().do("GET", "/healthz", nil)
	if _, ok := metricValue(a.scrape(t), `http_requests_total{method="GET",route="/healthz",status="200"}`); !ok {
		t.Error("the first server did not count its request")
	}
	if strings.Contains(b.scrape(t), `route="/healthz"`) {
		t.Error("the second server shows the first one's request")
	}
}

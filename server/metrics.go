package server

import (
	"context"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the server's Prometheus series, in a registry of its own (not
// the global one): two servers in one process, as in tests, do not clash.
type metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	jobRuns  *prometheus.CounterVec
}

func newMetrics(s *Server) *metrics {
	m := &metrics{
		registry: prometheus.NewRegistry(),
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "http_requests_total",
			Help: "HTTP requests answered, by method, route pattern and status.",
		}, []string{"method", "route", "status"}),
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "http_request_duration_seconds",
			Help:    "Time to answer HTTP requests, by method and route pattern (live-update streams last as long as they are open).",
			Buckets: prometheus.DefBuckets,
		}, []string{"method", "route"}),
		jobRuns: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "ridepost_jobs_run_total",
			Help: "Timed jobs this server ran, by job; a period that another server on the database ran is not counted.",
		}, []string{"job"}),
	}
	m.registry.MustRegister(m.requests, m.duration, m.jobRuns,
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "ridepost_sse_streams_open", Help: "Open live-update (server-sent events) streams.",
		}, func() float64 { return float64(s.events.Count()) }),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "ridepost_email_outbox_unsent", Help: "E-mails in the outbox waiting to be sent.",
		}, func() float64 {
			return s.scrapeStore("outbox depth", func(ctx context.Context) (int64, error) {
				n, err := s.store.CountUnsentEmails(ctx)
				return int64(n), err
			})
		}),
		prometheus.NewGaugeFunc(prometheus.GaugeOpts{
			Name: "ridepost_db_size_bytes", Help: "Size of the SQLite database on disk, write-ahead log included.",
		}, func() float64 { return s.scrapeStore("database size", s.store.FileSize) }),
	)
	return m
}

// scrapeStore reads one gauge; a failure shows as NaN, not a failed scrape.
func (s *Server) scrapeStore(what string, read func(context.Context) (int64, error)) float64 {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	n, err := read(ctx)
	if err != nil {
		s.logger.Warn("metrics: "+what, "err", err)
		return math.NaN()
	}
	return float64(n)
}

// MetricsHandler serves the metrics, on a listener of their own (--metrics-addr).
func (s *Server) MetricsHandler() http.Handler {
	return promhttp.HandlerFor(s.metrics.registry, promhttp.HandlerOpts{Registry: s.metrics.registry})
}

// observe counts and times every request by its route pattern, never the
// raw URL, so the series stay few whatever paths are asked for.
func (m *metrics) observe(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		start := time.Now()
		if err := next(c); err != nil {
			c.Error(err) // written now, so the status below is the one sent
		}
		method, route := metricMethod(c.Request().Method), c.Path()
		if route == "" {
			route = "none"
		}
		m.requests.WithLabelValues(method, route, strconv.Itoa(c.Response().Status)).Inc()
		m.duration.WithLabelValues(method, route).Observe(time.Since(start).Seconds())
		return nil
	}
}

// metricMethod counts any non-standard method as OTHER.
func metricMethod(m string) string {
	switch m {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions:
		return m
	}
	return "OTHER"
}

package main

import (
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestParseTrustedProxies(t *testing.T) {
	tests := []struct {
		in      string
		want    []string
		wantErr bool
	}{
		{"", nil, false},
		{"10.0.0.0/8", []string{"10.0.0.0/8"}, false},
		{" 10.0.0.0/8 , fd00::/8,", []string{"10.0.0.0/8", "fd00::/8"}, false},
		{"127.0.0.1,::1", []string{"127.0.0.1/32", "::1/128"}, false},
		{"172.16.5.4/12", []string{"172.16.0.0/12"}, false},
		{"10.0.0.0/33", nil, true},
		{"proxy.example", nil, true},
		{",", nil, true},
	}
	for _, tt := range tests {
		nets, err := parseTrustedProxies(tt.in)
		var got []string
		for _, n := range nets {
			got = append(got, n.String())
		}
		if (err != nil) != tt.wantErr || strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%q: got %v, %v; want %v (error %v)", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestParseFlagsProxiesAndMetrics(t *testing.T) {
	clearEnv(t)
	t.Setenv("RIDEPOST_TRUSTED_PROXIES", "10.0.0.0/8,::1")
	t.Setenv("RIDEPOST_METRICS_ADDR", "127.0.0.1:9090")
	cfg, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), nil)
	if err != nil || cfg.trustedProxies != "10.0.0.0/8,::1" || cfg.metricsAddr != "127.0.0.1:9090" || len(cfg.proxies()) != 2 {
		t.Fatalf("got %+v, %v", cfg, err)
	}
	for _, tt := range []struct {
		args []string
		want string
	}{
		{[]string{"--trusted-proxies", "10.0.0.0/99"}, `invalid --trusted-proxies "10.0.0.0/99": want CIDRs`},
		{[]string{"--trusted-proxies", "nginx"}, `invalid --trusted-proxies "nginx"`},
		{[]string{"--metrics-addr", "9090"}, `invalid --metrics-addr "9090": want host:port`},
	} {
		clearEnv(t)
		_, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%v: got %v, want %q", tt.args, err, tt.want)
		}
	}
}

// Without --url, healthcheck asks this machine at the port the server was
// given through the environment, as in a container.
func TestLocalHealthURL(t *testing.T) {
	tests := []struct {
		env        map[string]string
		want, name string
	}{
		{nil, "http://127.0.0.1:8080/healthz", ""},
		{map[string]string{"RIDEPOST_ADDR": ":9000"}, "http://127.0.0.1:9000/healthz", ""},
		{map[string]string{"RIDEPOST_ADDR": "0.0.0.0:80"}, "http://127.0.0.1:80/healthz", ""},
		{map[string]string{"RIDEPOST_ADDR": "[::1]:8080"}, "http://[::1]:8080/healthz", ""},
		{map[string]string{"RIDEPOST_ADDR": "10.1.2.3:8080"}, "http://10.1.2.3:8080/healthz", ""},
		{map[string]string{"RIDEPOST_TLS_DOMAIN": "ridepost.example,www.ridepost.example"}, "https://127.0.0.1:443/healthz", "ridepost.example"},
	}
	for _, tt := range tests {
		clearEnv(t)
		for k, v := range tt.env {
			t.Setenv(k, v)
		}
		if got, name := localHealthURL(); got != tt.want || name != tt.name {
			t.Errorf("%v: got %s %q, want %s %q", tt.env, got, name, tt.want, tt.name)
		}
	}
}

func TestHealthcheck(t *testing.T) {
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/healthz":
			w.WriteHeader(http.StatusOK)
		case "/down/healthz":
			w.WriteHeader(http.StatusServiceUnavailable)
		default:
			http.Redirect(w, r, "/healthz", http.StatusPermanentRedirect)
		}
	}))
	defer ts.Close()
	tests := []struct {
		url  string
		want string // "" when healthy
	}{
		{ts.URL, ""},
		{ts.URL + "/", ""},
		{ts.URL + "/healthz", ""},
		{ts.URL + "/down/healthz", "503"},
		{ts.URL + "/moved", "308"},
		{"http://127.0.0.1:1/healthz", "unhealthy"},
	}
	for _, tt := range tests {
		err := healthcheck([]string{"--url", tt.url, "--timeout", "2s"}, io.Discard)
		if (tt.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: got %v, want %q", tt.url, err, tt.want)
		}
	}
}

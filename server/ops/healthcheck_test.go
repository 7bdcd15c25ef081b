package ops

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

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
		err := HealthcheckCmd([]string{"--url", tt.url, "--timeout", "2s"}, io.Discard)
		if (tt.want == "") != (err == nil) || (err != nil && !strings.Contains(err.Error(), tt.want)) {
			t.Errorf("%s: got %v, want %q", tt.url, err, tt.want)
		}
	}
}

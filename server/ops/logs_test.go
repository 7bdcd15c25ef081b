package ops

import (
	"bytes"
	"encoding/json"
	"flag"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
)

// With --log-format json every log line is a JSON object, and the request
// lines carry the method, path and status as fields.
func TestJSONRequestLog(t *testing.T) {
	clearEnv(t)
	cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--log-format", "json"})
	if err != nil || cfg.LogFormat != "json" {
		t.Fatalf("got %q, %v", cfg.LogFormat, err)
	}
	var logs syncBuffer
	cfg.DB = filepath.Join(t.TempDir(), "ridepost.db")
	_, srv := newTestServer(t, cfg, NewLogger(&logs, cfg.LogFormat, false))
	srv.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodGet, "/api/profile", nil))

	var found bool
	for _, line := range bytes.Split(bytes.TrimSpace([]byte(logs.String())), []byte("\n")) {
		var entry map[string]any
		if err := json.Unmarshal(line, &entry); err != nil {
			t.Fatalf("not a JSON line: %s", line)
		}
		if entry["msg"] == "request" {
			found = true
			if entry["method"] != "GET" || entry["path"] != "/api/profile" || entry["status"] != float64(http.StatusUnauthorized) {
				t.Errorf("request line %s", line)
			}
		}
	}
	if !found {
		t.Fatalf("no request line in:\n%s", logs.String())
	}

	var text bytes.Buffer
	NewLogger(&text, "text", false).Info("request", "method", "GET")
	if !strings.HasPrefix(text.String(), "time=") {
		t.Errorf("text log %q", text.String())
	}
}

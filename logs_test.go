package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"

	"ridepost/server"
	"ridepost/server/mail"
	"ridepost/store"
)

type nopMailer struct{}

func (nopMailer) Enqueue(mail.Message) {}

// With --log-format json every log line is a JSON object, and the request
// lines carry the method, path and status as fields.
func TestJSONRequestLog(t *testing.T) {
	clearEnv(t)
	cfg, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--log-format", "json"})
	if err != nil || cfg.logFormat != "json" {
		t.Fatalf("got %q, %v", cfg.logFormat, err)
	}
	var logs syncBuffer
	logger := newLogger(&logs, cfg.logFormat, false)
	st, err := store.Open(t.Context(), filepath.Join(t.TempDir(), "ridepost.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	srv, err := server.New(server.Config{BaseURL: cfg.baseURL, Frontend: frontendFS(), Mailer: nopMailer{}, Logger: logger}, st)
	if err != nil {
		t.Fatal(err)
	}
	defer srv.Close()
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
	newLogger(&text, "text", false).Info("request", "method", "GET")
	if !strings.HasPrefix(text.String(), "time=") {
		t.Errorf("text log %q", text.String())
	}
}

package main

import (
	"context"
	"flag"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ridepost/server/ops"
)

// run wires the store, the server and ops.Serve: it answers /healthz on
// --addr and returns cleanly when ctx ends.
func TestRun(t *testing.T) {
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); strings.HasPrefix(name, "RIDEPOST_") {
			t.Setenv(name, "") // restored after the test
			os.Unsetenv(name)
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	cfg, err := ops.ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError),
		[]string{"--addr", addr, "--db", filepath.Join(t.TempDir(), "ridepost.db")})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- run(ctx, cfg, slog.New(slog.DiscardHandler)) }()
	status := 0
	for deadline := time.Now().Add(10 * time.Second); status != http.StatusOK && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		if res, err := http.Get("http://" + addr + "/healthz"); err == nil {
			status = res.StatusCode
			res.Body.Close()
		}
	}
	cancel()
	if err := <-done; err != nil || status != http.StatusOK {
		t.Fatalf("/healthz answered %d; run returned %v", status, err)
	}
}

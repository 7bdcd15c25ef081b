package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"ridepost/server/ops"
)

// A taken port is the first and only thing a failed start says: nothing is
// opened, seeded or loaded before the listener, so nothing else is logged.
func TestRunPortTaken(t *testing.T) {
	clearRidepostEnv(t)
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	db := filepath.Join(t.TempDir(), "ridepost.db")
	cfg, err := ops.ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError),
		[]string{"--addr", taken.Addr().String(), "--db", db, "--demo"})
	if err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	err = run(t.Context(), cfg, slog.New(slog.NewTextHandler(&logs, nil)))
	if !errors.Is(err, syscall.EADDRINUSE) || !strings.HasPrefix(err.Error(), "--addr "+taken.Addr().String()+": address already in use") {
		t.Fatalf("run returned %v, want the taken address", err)
	}
	if logs.Len() != 0 {
		t.Errorf("logged before the error:\n%s", logs.String())
	}
	if _, err := os.Stat(db); !os.IsNotExist(err) {
		t.Errorf("the database was opened before listening (%v)", err)
	}
}

func clearRidepostEnv(t *testing.T) {
	t.Helper()
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); strings.HasPrefix(name, "RIDEPOST_") {
			t.Setenv(name, "") // restored after the test
			os.Unsetenv(name)
		}
	}
}

// run wires the store, the server and ops.Serve: it answers /healthz on
// --addr and returns cleanly when ctx ends.
func TestRun(t *testing.T) {
	clearRidepostEnv(t)
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

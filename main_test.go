package main

import (
	"flag"
	"testing"
)

func TestParseFlagsReadsEnvironment(t *testing.T) {
	t.Setenv("RIDEPOST_DB", "elsewhere/from-env.db")
	t.Setenv("RIDEPOST_BASE_URL", "https://ride.example/")
	t.Setenv("RIDEPOST_SMTP_PORT", "2525")
	t.Setenv("RIDEPOST_DEV", "true")
	cfg, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--addr", "127.0.0.1:9000"})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.db != "elsewhere/from-env.db" || cfg.baseURL != "https://ride.example" || cfg.smtpPort != 2525 || !cfg.dev || cfg.addr != "127.0.0.1:9000" {
		t.Fatalf("got %+v", cfg)
	}
	cfg, err = parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--db", "flag.db"})
	if err != nil || cfg.db != "flag.db" {
		t.Fatalf("a flag must win over the environment: %+v, %v", cfg, err)
	}
}

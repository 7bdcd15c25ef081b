package main

import (
	"flag"
	"strings"
	"testing"
	"time"
)

func TestParseFlagsOperatorDefaults(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  map[string]string
		want func(c config) bool
	}{
		{"TLS: ports 80 and 443, https base URL", []string{"--tls-domain", "Ride.Example"}, nil,
			func(c config) bool {
				return c.addr == ":80" && c.httpsAddr == ":443" && c.baseURL == "https://ride.example"
			}},
		{"TLS on another port", []string{"--tls-domain", "ride.example", "--https-addr", ":8443"}, nil,
			func(c config) bool { return c.baseURL == "https://ride.example:8443" }},
		{"TLS, several domains and a given address", []string{"--tls-domain", "ride.example, www.ride.example", "--addr", ":8080"}, nil,
			func(c config) bool {
				return c.addr == ":8080" && c.baseURL == "https://ride.example" && len(c.domains()) == 2
			}},
		{"TLS from the environment", nil, map[string]string{"RIDEPOST_TLS_DOMAIN": "ride.example", "RIDEPOST_ADDR": ":8000"},
			func(c config) bool { return c.addr == ":8000" && c.baseURL == "https://ride.example" }},
		{"TLS with a given base URL", []string{"--tls-domain", "ride.example", "--base-url", "https://www.ride.example"}, nil,
			func(c config) bool { return c.baseURL == "https://www.ride.example" }},
		{"backups", []string{"--backup-dir", "/var/backups/ridepost"}, nil,
			func(c config) bool { return c.backupEvery == 24*time.Hour && c.backupKeep == 7 }},
		{"backups from the environment", nil, map[string]string{"RIDEPOST_BACKUP_EVERY": "6h", "RIDEPOST_BACKUP_KEEP": "30"},
			func(c config) bool { return c.backupEvery == 6*time.Hour && c.backupKeep == 30 }},
		{"JSON logs", nil, map[string]string{"RIDEPOST_LOG_FORMAT": "json"}, func(c config) bool { return c.logFormat == "json" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			cfg, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
			if err != nil || !tt.want(cfg) {
				t.Fatalf("got %+v, %v", cfg, err)
			}
		})
	}
}

func TestParseFlagsRefusesBadOperatorValues(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  map[string]string
		want string
	}{
		{"domain without a dot", []string{"--tls-domain", "localhost"}, nil, `invalid --tls-domain "localhost": want domain names`},
		{"IP address as domain", []string{"--tls-domain", "203.0.113.5"}, nil, `invalid --tls-domain "203.0.113.5"`},
		{"domain with a port", nil, map[string]string{"RIDEPOST_TLS_DOMAIN": "ride.example:443"}, `invalid RIDEPOST_TLS_DOMAIN "ride.example:443"`},
		{"http base URL with TLS", []string{"--tls-domain", "ride.example", "--base-url", "http://ride.example"}, nil,
			`invalid --base-url "http://ride.example": want an https:// URL with --tls-domain`},
		{"HTTPS address without a port", []string{"--https-addr", "443"}, nil, `invalid --https-addr "443"`},
		{"ACME directory over http", []string{"--acme-directory", "http://acme.example/dir"}, nil, `invalid --acme-directory`},
		{"backups too often", []string{"--backup-every", "10s"}, nil, `invalid --backup-every "10s": want a duration of a minute or more`},
		{"backup period variable", nil, map[string]string{"RIDEPOST_BACKUP_EVERY": "daily"}, `invalid RIDEPOST_BACKUP_EVERY "daily": want a duration`},
		{"no backup kept", []string{"--backup-keep", "0"}, nil, `invalid --backup-keep "0"`},
		{"log format", []string{"--log-format", "xml"}, nil, `invalid --log-format "xml": want text or json`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			_, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

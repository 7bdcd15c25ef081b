package ops

import (
	"flag"
	"strings"
	"testing"
)

// A bad value stops the start with one line that names the flag or variable
// it came from.
func TestParseFlagsRefusesBadValues(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  map[string]string
		want string
	}{
		{"address without a port", []string{"--addr", "localhost"}, nil, `invalid --addr "localhost": want host:port`},
		{"address with an empty port", []string{"--addr", "127.0.0.1:"}, nil, `invalid --addr "127.0.0.1:"`},
		{"port out of range", []string{"--addr", ":70000"}, nil, `invalid --addr ":70000"`},
		{"URL as address", []string{"--addr", "http://localhost:8080"}, nil, `invalid --addr "http://localhost:8080"`},
		{"address from the environment", nil, map[string]string{"RIDEPOST_ADDR": "8080"}, `invalid RIDEPOST_ADDR "8080": want host:port`},
		{"no database path", []string{"--db", " "}, nil, `invalid --db " ": want the path`},
		{"no such terms file", []string{"--terms-file", "/nonexistent/terms.md"}, nil, `invalid --terms-file "/nonexistent/terms.md": want a readable Markdown file`},
		{"terms file from the environment", nil, map[string]string{"RIDEPOST_TERMS_FILE": "/"}, `invalid RIDEPOST_TERMS_FILE "/": want a readable Markdown file`},
		{"base URL without a scheme", []string{"--base-url", "ride.example"}, nil, `invalid --base-url "ride.example": want http:// or https://`},
		{"base URL of another scheme", []string{"--base-url", "ftp://ride.example"}, nil, `invalid --base-url "ftp://ride.example"`},
		{"base URL without a host", []string{"--base-url", "https://"}, nil, `invalid --base-url "https://"`},
		{"base URL with a path", []string{"--base-url", "https://ride.example/app"}, nil, `invalid --base-url "https://ride.example/app"`},
		{"base URL with a query", []string{"--base-url", "https://ride.example/?x=1"}, nil, `invalid --base-url`},
		{"base URL with a user", []string{"--base-url", "https://me@ride.example"}, nil, `invalid --base-url`},
		{"base URL with a bad port", []string{"--base-url", "https://ride.example:99999"}, nil, `invalid --base-url`},
		{"base URL with an empty port", []string{"--base-url", "https://ride.example:"}, nil, `invalid --base-url`},
		{"base URL from the environment", nil, map[string]string{"RIDEPOST_BASE_URL": "localhost:8080"}, `invalid RIDEPOST_BASE_URL "localhost:8080"`},
		{"SMTP host with a port", []string{"--smtp-host", "smtp.example.com:587"}, nil, `invalid --smtp-host "smtp.example.com:587": want a host name or IP address, without a port`},
		{"SMTP host with a space", nil, map[string]string{"RIDEPOST_SMTP_HOST": "smtp example"}, `invalid RIDEPOST_SMTP_HOST "smtp example"`},
		{"SMTP port not a number", []string{"--smtp-port", "abc"}, nil, `invalid value "abc" for flag -smtp-port`},
		{"SMTP port out of range", []string{"--smtp-port", "70000"}, nil, `invalid --smtp-port "70000": want a port from 1 to 65535`},
		{"negative SMTP port", []string{"--smtp-port=-1"}, nil, `invalid --smtp-port "-1"`},
		{"SMTP port variable not a number", nil, map[string]string{"RIDEPOST_SMTP_PORT": "587/tcp"}, `invalid RIDEPOST_SMTP_PORT "587/tcp": want a whole number`},
		{"empty SMTP port variable", nil, map[string]string{"RIDEPOST_SMTP_PORT": ""}, `invalid RIDEPOST_SMTP_PORT "": want a whole number`},
		{"SMTP port variable out of range", nil, map[string]string{"RIDEPOST_SMTP_PORT": "99999"}, `invalid RIDEPOST_SMTP_PORT "99999": want a port`},
		{"sender not an address", []string{"--smtp-from", "Ridepost"}, nil, `invalid --smtp-from "Ridepost": want an e-mail address`},
		{"sender variable", nil, map[string]string{"RIDEPOST_SMTP_FROM": "noreply@"}, `invalid RIDEPOST_SMTP_FROM "noreply@"`},
		{"SMTP host without a sender", []string{"--smtp-host", "smtp.example.com"}, nil, `--smtp-from (RIDEPOST_SMTP_FROM) is required with --smtp-host`},
		{"SMTP host variable without a sender", nil, map[string]string{"RIDEPOST_SMTP_HOST": "smtp.example.com"}, `--smtp-from (RIDEPOST_SMTP_FROM) is required`},
		{"SMTP host with an empty sender", []string{"--smtp-host", "smtp.example.com", "--smtp-from", ""}, nil, `--smtp-from (RIDEPOST_SMTP_FROM) is required`},
		{"boolean flag", []string{"--dev=maybe"}, nil, `invalid boolean value "maybe" for -dev`},
		{"boolean variable", nil, map[string]string{"RIDEPOST_DEV": "yes"}, `invalid RIDEPOST_DEV "yes": want true or false`},
		{"other boolean variable", nil, map[string]string{"RIDEPOST_DEMO": "on"}, `invalid RIDEPOST_DEMO "on": want true or false`},
		{"unknown flag", []string{"--port", "80"}, nil, `flag provided but not defined: -port`},
		{"stray argument", []string{"--dev", "serve"}, nil, `unexpected argument "serve"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			_, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("the message is more than one line: %q", err)
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
		{"too few connections", []string{"--db-max-conns", "1"}, nil, `invalid --db-max-conns "1": want a number of connections from 4`},
		{"connections variable", nil, map[string]string{"RIDEPOST_DB_MAX_CONNS": "eight"}, `invalid RIDEPOST_DB_MAX_CONNS "eight": want a whole number`},
		{"log format", []string{"--log-format", "xml"}, nil, `invalid --log-format "xml": want text or json`},
		{"scheduled backups of PostgreSQL", []string{"--db", "postgres://ride@db.example/ridepost", "--backup-dir", "/var/backups"}, nil,
			`invalid --backup-dir "/var/backups": want none with a PostgreSQL --db: back it up with PostgreSQL's tools`},
		{"ACME certificates with PostgreSQL", []string{"--tls-domain", "ride.example"}, map[string]string{"RIDEPOST_DB": "postgresql://ride@db.example/ridepost"},
			`invalid --tls-domain "ride.example": want none with a PostgreSQL --db`},
		{"PostgreSQL without a database", []string{"--db", "postgres://ride:secret@db.example"}, nil,
			`invalid --db "postgres://ride:xxxxx@db.example": want a PostgreSQL URL`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			_, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}

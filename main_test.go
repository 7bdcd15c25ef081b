package main

import (
	"flag"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"ridepost/store"
)

// clearEnv unsets every RIDEPOST_ variable of a flag for the test, so the
// machine's own settings do not leak in.
func clearEnv(t *testing.T) {
	t.Helper()
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	_, _ = parseFlags(fs, []string{"--version"}) // defines the flags, and stops there
	fs.VisitAll(func(f *flag.Flag) {
		t.Setenv(envName(f.Name), "") // restored after the test
		os.Unsetenv(envName(f.Name))
	})
}

func TestParseFlagsReadsEnvironment(t *testing.T) {
	clearEnv(t)
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

func TestParseFlagsDefaults(t *testing.T) {
	clearEnv(t)
	cfg, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), nil)
	want := config{addr: ":8080", db: "./data/ridepost.db", baseURL: "http://localhost:8080", smtpFrom: "Ridepost <noreply@localhost>",
		httpsAddr: ":443", backupEvery: 24 * time.Hour, backupKeep: 7, logFormat: "text"}
	if err != nil || cfg != want {
		t.Fatalf("got %+v, %v; want %+v", cfg, err, want)
	}
}

func TestParseFlagsTakesGoodValues(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		env   map[string]string
		check func(config) bool
	}{
		{"IPv4 address", []string{"--addr", "0.0.0.0:80"}, nil, func(c config) bool { return c.addr == "0.0.0.0:80" }},
		{"IPv6 address", []string{"--addr", "[::1]:8080"}, nil, func(c config) bool { return c.addr == "[::1]:8080" }},
		{"host name and any port", []string{"--addr", "localhost:0"}, nil, func(c config) bool { return c.addr == "localhost:0" }},
		{"base URL with a port", []string{"--base-url", "http://127.0.0.1:5173"}, nil, func(c config) bool { return c.baseURL == "http://127.0.0.1:5173" }},
		{"base URL with a slash", nil, map[string]string{"RIDEPOST_BASE_URL": "https://ride.example/"}, func(c config) bool { return c.baseURL == "https://ride.example" }},
		{"Docker service as SMTP host", []string{"--smtp-host", "mail_relay", "--smtp-port", "465"}, nil, func(c config) bool { return c.smtpHost == "mail_relay" && c.smtpPort == 465 }},
		{"SMTP host by IP", nil, map[string]string{"RIDEPOST_SMTP_HOST": "10.0.0.2"}, func(c config) bool { return c.smtpHost == "10.0.0.2" }},
		{"bare sender address", []string{"--smtp-from", "noreply@ride.example"}, nil, func(c config) bool { return c.smtpFrom == "noreply@ride.example" }},
		{"booleans as 1 and 0", nil, map[string]string{"RIDEPOST_DEV": "1", "RIDEPOST_DEMO": "0"}, func(c config) bool { return c.dev && !c.demo }},
		{"a flag hides a bad variable", []string{"--addr", ":9000"}, map[string]string{"RIDEPOST_ADDR": "nonsense"}, func(c config) bool { return c.addr == ":9000" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			cfg, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
			if err != nil || !tt.check(cfg) {
				t.Fatalf("got %+v, %v", cfg, err)
			}
		})
	}
}

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
			_, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("the message is more than one line: %q", err)
			}
		})
	}
}

// --version answers even when the rest of the configuration is bad, and
// the environment cannot turn it on.
func TestParseFlagsVersion(t *testing.T) {
	clearEnv(t)
	t.Setenv("RIDEPOST_ADDR", "bad")
	for _, args := range [][]string{{"--version"}, {"-version"}, {"--dev", "--version"}} {
		cfg, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), args)
		if err != nil || !cfg.version {
			t.Errorf("%v: got version %v, %v; want version", args, cfg.version, err)
		}
	}
	clearEnv(t)
	t.Setenv("RIDEPOST_VERSION", "true")
	if cfg, err := parseFlags(flag.NewFlagSet("t", flag.ContinueOnError), nil); err != nil || cfg.version {
		t.Errorf("RIDEPOST_VERSION: got version %v, %v; want a normal start", cfg.version, err)
	}
}

func TestVersion(t *testing.T) {
	vcs := func(kv ...string) []debug.BuildSetting {
		var out []debug.BuildSetting
		for i := 0; i < len(kv); i += 2 {
			out = append(out, debug.BuildSetting{Key: kv[i], Value: kv[i+1]})
		}
		return out
	}
	const rev = "0123456789abcdef0123456789abcdef01234567"
	tests := []struct {
		name string
		info *debug.BuildInfo
		ok   bool
		want string
	}{
		{"no build information", nil, false, "ridepost dev"},
		{"go run", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, true, "ridepost dev"},
		{"clean checkout", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"},
			Settings: vcs("vcs", "git", "vcs.revision", rev, "vcs.time", "2026-11-23T10:15:00Z", "vcs.modified", "false")},
			true, "ridepost dev (0123456789ab, 2026-11-23T10:15:00Z)"},
		{"uncommitted changes", &debug.BuildInfo{Main: debug.Module{Version: "v0.0.0-20261123101500-0123456789ab+dirty"},
			Settings: vcs("vcs.revision", rev, "vcs.time", "2026-11-23T10:15:00Z", "vcs.modified", "true")},
			true, "ridepost v0.0.0-20261123101500-0123456789ab+dirty (0123456789ab-dirty, 2026-11-23T10:15:00Z)"},
		{"tagged, no VCS stamp", &debug.BuildInfo{Main: debug.Module{Version: "v1.2.0"}}, true, "ridepost v1.2.0"},
		{"short revision", &debug.BuildInfo{Settings: vcs("vcs.revision", "abc123")}, true, "ridepost dev (abc123)"},
	}
	for _, tt := range tests {
		if got := version(tt.info, tt.ok); got != tt.want {
			t.Errorf("%s: got %q, want %q", tt.name, got, tt.want)
		}
	}
}

// backup copies a database left behind by an older binary as it is: it is
// not migrated first.
func TestBackupCopiesAnOlderDatabaseAsItIs(t *testing.T) {
	clearEnv(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "old.db")
	first, err := os.ReadFile("store/migrations/0001_users_sessions.sql")
	if err != nil {
		t.Fatal(err)
	}
	db, err := sqlx.Open("sqlite", src)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL DEFAULT '')`,
		string(first),
		`INSERT INTO schema_migrations (version) VALUES (1)`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	out := filepath.Join(dir, "backup.db")
	if err := backup([]string{"--db", src, out}); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{src, out} {
		st, err := store.OpenNoMigrate(t.Context(), path)
		if err != nil {
			t.Fatal(err)
		}
		var version, vehicles int
		err = st.DB().Get(&version, `SELECT MAX(version) FROM schema_migrations`)
		if err == nil {
			err = st.DB().Get(&vehicles, `SELECT COUNT(*) FROM sqlite_schema WHERE name = 'vehicles'`) // made by 0002
		}
		st.Close()
		if err != nil || version != 1 || vehicles != 0 {
			t.Fatalf("%s: schema version %d, vehicles table %d (%v); want version 1 and no vehicles table", filepath.Base(path), version, vehicles, err)
		}
	}
}

// A wrong --db is an error, not a new empty database backed up.
func TestBackupOfAMissingDatabase(t *testing.T) {
	clearEnv(t)
	dir := t.TempDir()
	missing := filepath.Join(dir, "data", "ridepost.db")
	err := backup([]string{"--db", missing, filepath.Join(dir, "backup.db")})
	if err == nil || !strings.Contains(err.Error(), "no database at") {
		t.Fatalf("got %v, want no database", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("created %v", entries)
	}
}

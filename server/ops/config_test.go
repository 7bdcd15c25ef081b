package ops

import (
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestParseFlagsReadsEnvironment(t *testing.T) {
	clearEnv(t)
	t.Setenv("RIDEPOST_DB", "elsewhere/from-env.db")
	t.Setenv("RIDEPOST_BASE_URL", "https://ride.example/")
	t.Setenv("RIDEPOST_SMTP_PORT", "2525")
	t.Setenv("RIDEPOST_DEV", "true")
	cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--addr", "127.0.0.1:9000"})
	if err != nil {
		t.Fatal(err)
	}
	if cfg.DB != "elsewhere/from-env.db" || cfg.BaseURL != "https://ride.example" || cfg.SMTPPort != 2525 || !cfg.Dev || cfg.addr != "127.0.0.1:9000" {
		t.Fatalf("got %+v", cfg)
	}
	terms := filepath.Join(t.TempDir(), "terms.md")
	if err := os.WriteFile(terms, []byte("# Our terms"), 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv("RIDEPOST_TERMS_FILE", terms)
	if cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), nil); err != nil || cfg.TermsFile != terms {
		t.Fatalf("RIDEPOST_TERMS_FILE: %+v, %v", cfg, err)
	}
	os.Unsetenv("RIDEPOST_TERMS_FILE")
	cfg, err = ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--db", "flag.db"})
	if err != nil || cfg.DB != "flag.db" {
		t.Fatalf("a flag must win over the environment: %+v, %v", cfg, err)
	}
}

func TestParseFlagsDefaults(t *testing.T) {
	clearEnv(t)
	cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), nil)
	want := Config{addr: ":8080", baseFollowsAddr: true, DB: "./data/ridepost.db", DBMaxConns: 8, BaseURL: "http://localhost:8080",
		httpsAddr: ":443", backupEvery: 24 * time.Hour, backupKeep: 7, LogFormat: "text"}
	if err != nil || cfg != want {
		t.Fatalf("got %+v, %v; want %+v", cfg, err, want)
	}
}

func TestParseFlagsTakesGoodValues(t *testing.T) {
	tests := []struct {
		name  string
		args  []string
		env   map[string]string
		check func(Config) bool
	}{
		{"IPv4 address", []string{"--addr", "0.0.0.0:80"}, nil, func(c Config) bool { return c.addr == "0.0.0.0:80" }},
		{"a pool of connections", nil, map[string]string{"RIDEPOST_DB_MAX_CONNS": "20"}, func(c Config) bool { return c.DBMaxConns == 20 }},
		{"IPv6 address", []string{"--addr", "[::1]:8080"}, nil, func(c Config) bool { return c.addr == "[::1]:8080" }},
		{"host name and any port", []string{"--addr", "localhost:0"}, nil, func(c Config) bool { return c.addr == "localhost:0" }},
		{"base URL with a port", []string{"--base-url", "http://127.0.0.1:5173"}, nil, func(c Config) bool { return c.BaseURL == "http://127.0.0.1:5173" }},
		{"base URL with a slash", nil, map[string]string{"RIDEPOST_BASE_URL": "https://ride.example/"}, func(c Config) bool { return c.BaseURL == "https://ride.example" }},
		{"Docker service as SMTP host", []string{"--smtp-host", "mail_relay", "--smtp-port", "465", "--smtp-from", "noreply@ride.example"}, nil, func(c Config) bool { return c.SMTPHost == "mail_relay" && c.SMTPPort == 465 }},
		{"SMTP host by IP", nil, map[string]string{"RIDEPOST_SMTP_HOST": "10.0.0.2", "RIDEPOST_SMTP_FROM": "Ridepost <noreply@ride.example>"}, func(c Config) bool { return c.SMTPHost == "10.0.0.2" }},
		{"bare sender address", []string{"--smtp-from", "noreply@ride.example"}, nil, func(c Config) bool { return c.SMTPFrom == "noreply@ride.example" }},
		{"booleans as 1 and 0", nil, map[string]string{"RIDEPOST_DEV": "1", "RIDEPOST_DEMO": "0"}, func(c Config) bool { return c.Dev && !c.Demo }},
		{"a flag hides a bad variable", []string{"--addr", ":9000"}, map[string]string{"RIDEPOST_ADDR": "nonsense"}, func(c Config) bool { return c.addr == ":9000" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
			if err != nil || !tt.check(cfg) {
				t.Fatalf("got %+v, %v", cfg, err)
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
		cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), args)
		if err != nil || !cfg.Version {
			t.Errorf("%v: got version %v, %v; want version", args, cfg.Version, err)
		}
	}
	clearEnv(t)
	t.Setenv("RIDEPOST_VERSION", "true")
	if cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), nil); err != nil || cfg.Version {
		t.Errorf("RIDEPOST_VERSION: got version %v, %v; want a normal start", cfg.Version, err)
	}
}

func TestParseFlagsOperatorDefaults(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  map[string]string
		want func(c Config) bool
	}{
		{"TLS: ports 80 and 443, https base URL", []string{"--tls-domain", "Ride.Example"}, nil,
			func(c Config) bool {
				return c.addr == ":80" && c.httpsAddr == ":443" && c.BaseURL == "https://ride.example"
			}},
		{"TLS on another port", []string{"--tls-domain", "ride.example", "--https-addr", ":8443"}, nil,
			func(c Config) bool { return c.BaseURL == "https://ride.example:8443" }},
		{"TLS, several domains and a given address", []string{"--tls-domain", "ride.example, www.ride.example", "--addr", ":8080"}, nil,
			func(c Config) bool {
				return c.addr == ":8080" && c.BaseURL == "https://ride.example" && len(c.domains()) == 2
			}},
		{"TLS from the environment", nil, map[string]string{"RIDEPOST_TLS_DOMAIN": "ride.example", "RIDEPOST_ADDR": ":8000"},
			func(c Config) bool { return c.addr == ":8000" && c.BaseURL == "https://ride.example" }},
		{"TLS with a given base URL", []string{"--tls-domain", "ride.example", "--base-url", "https://www.ride.example"}, nil,
			func(c Config) bool { return c.BaseURL == "https://www.ride.example" }},
		{"backups", []string{"--backup-dir", "/var/backups/ridepost"}, nil,
			func(c Config) bool { return c.backupEvery == 24*time.Hour && c.backupKeep == 7 }},
		{"backups from the environment", nil, map[string]string{"RIDEPOST_BACKUP_EVERY": "6h", "RIDEPOST_BACKUP_KEEP": "30"},
			func(c Config) bool { return c.backupEvery == 6*time.Hour && c.backupKeep == 30 }},
		{"JSON logs", nil, map[string]string{"RIDEPOST_LOG_FORMAT": "json"}, func(c Config) bool { return c.LogFormat == "json" }},
		{"PostgreSQL from the environment", nil, map[string]string{"RIDEPOST_DB": "postgres://ride:secret@127.0.0.1:5432/ridepost"},
			func(c Config) bool { return c.DB == "postgres://ride:secret@127.0.0.1:5432/ridepost" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
			if err != nil || !tt.want(cfg) {
				t.Fatalf("got %+v, %v", cfg, err)
			}
		})
	}
}

// Without --base-url, e-mailed links point where the server listens.
func TestBaseURLFollowsAddr(t *testing.T) {
	tests := []struct {
		name string
		args []string
		env  map[string]string
		want string
	}{
		{"loopback and a port", []string{"--addr", "127.0.0.1:9090"}, nil, "http://127.0.0.1:9090"},
		{"every address", []string{"--addr", ":9090"}, nil, "http://localhost:9090"},
		{"every IPv4 address", []string{"--addr", "0.0.0.0:9090"}, nil, "http://localhost:9090"},
		{"every IPv6 address", []string{"--addr", "[::]:9090"}, nil, "http://localhost:9090"},
		{"IPv6 loopback", []string{"--addr", "[::1]:9090"}, nil, "http://[::1]:9090"},
		{"host name", []string{"--addr", "ride.lan:8000"}, nil, "http://ride.lan:8000"},
		{"port 80", []string{"--addr", ":80"}, nil, "http://localhost"},
		{"address from the environment", nil, map[string]string{"RIDEPOST_ADDR": "127.0.0.1:9191"}, "http://127.0.0.1:9191"},
		{"a given base URL wins", []string{"--addr", ":9090", "--base-url", "https://ride.example"}, nil, "https://ride.example"},
		{"a base URL variable wins", []string{"--addr", ":9090"}, map[string]string{"RIDEPOST_BASE_URL": "https://ride.example"}, "https://ride.example"},
		{"TLS: the domain, not the address", []string{"--addr", ":9090", "--tls-domain", "ride.example"}, nil, "https://ride.example"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			for k, v := range tt.env {
				t.Setenv(k, v)
			}
			cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
			if err != nil || cfg.BaseURL != tt.want {
				t.Fatalf("base URL %q (%v), want %q", cfg.BaseURL, err, tt.want)
			}
		})
	}
}

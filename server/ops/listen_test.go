package ops

import (
	"errors"
	"flag"
	"net"
	"strings"
	"syscall"
	"testing"
)

// A taken port is said in one line that names the flag, and no listener is
// left open behind it.
func TestListenPortTaken(t *testing.T) {
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer taken.Close()
	free := "127.0.0.1:" + freePort(t)
	for _, tt := range []struct {
		name, flag string
		args       []string
	}{
		{"app", "--addr", []string{"--addr", taken.Addr().String()}},
		{"metrics", "--metrics-addr", []string{"--addr", free, "--metrics-addr", taken.Addr().String()}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			clearEnv(t)
			cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), tt.args)
			if err != nil {
				t.Fatal(err)
			}
			ls, err := Listen(&cfg)
			if err == nil {
				ls.Close()
				t.Fatal("listened on a taken port")
			}
			want := tt.flag + " " + taken.Addr().String() + ": address already in use"
			if !errors.Is(err, syscall.EADDRINUSE) || !strings.HasPrefix(err.Error(), want) || strings.Contains(err.Error(), "\n") {
				t.Fatalf("got %q, want one line starting %q", err, want)
			}
			ln, err := net.Listen("tcp", free) // the app's listener was closed again
			if err != nil {
				t.Fatalf("%s stayed open: %v", free, err)
			}
			ln.Close()
		})
	}
}

// On port 0 the base URL that follows --addr gets the port the system gave.
func TestListenBaseURLOfPortZero(t *testing.T) {
	clearEnv(t)
	cfg, err := ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--addr", "127.0.0.1:0"})
	if err != nil {
		t.Fatal(err)
	}
	ls, err := Listen(&cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer ls.Close()
	if want := "http://" + ls.app.Addr().String(); cfg.BaseURL != want || strings.HasSuffix(cfg.BaseURL, ":0") {
		t.Fatalf("base URL %q, want %q", cfg.BaseURL, want)
	}

	cfg, err = ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--addr", "127.0.0.1:0", "--base-url", "https://ride.example"})
	if err != nil {
		t.Fatal(err)
	}
	ls2, err := Listen(&cfg)
	if err != nil {
		t.Fatal(err)
	}
	defer ls2.Close()
	if cfg.BaseURL != "https://ride.example" {
		t.Fatalf("a given base URL became %q", cfg.BaseURL)
	}
}

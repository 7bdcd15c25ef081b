package ops

import (
	"bytes"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"testing"
	"time"

	"ridepost/server"
	"ridepost/server/mail"
	"ridepost/store"
)

// clearEnv unsets every RIDEPOST_ variable of a flag for the test, so the
// machine's own settings do not leak in.
func clearEnv(t *testing.T) {
	t.Helper()
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	_, _ = ParseFlags(fs, []string{"--version"}) // defines the flags, and stops there
	fs.VisitAll(func(f *flag.Flag) {
		t.Setenv(envName(f.Name), "") // restored after the test
		os.Unsetenv(envName(f.Name))
	})
}

type nopMailer struct{}

func (nopMailer) Enqueue(mail.Message) {}

// newTestServer opens the store at cfg.DB and builds the server on it as
// main does, without the app's files or e-mail.
func newTestServer(t *testing.T, cfg Config, logger *slog.Logger) (*store.Store, *server.Server) {
	t.Helper()
	st, err := store.Open(t.Context(), cfg.DB)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	srv, err := server.New(server.Config{BaseURL: cfg.BaseURL, Dev: cfg.Dev, Mailer: nopMailer{}, Logger: logger,
		TrustedProxies: cfg.Proxies()}, st)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(srv.Close)
	return st, srv
}

// freePort is a port nobody listened on a moment ago.
func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
}

// waitFor polls cond until it holds, for at most 10 seconds.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !cond(); time.Sleep(20 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatal("timed out")
		}
	}
}

func writeFile(t *testing.T, path string, data []byte) {
	t.Helper()
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// syncBuffer is a bytes.Buffer safe for the writers of another goroutine.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// needTool skips a test that needs a program the machine lacks, naming the Debian package that has it; under CI
// (CI=true, which .ci/run sets) it fails instead, since a test skipped there would pass unseen.
func needTool(t *testing.T, tool, debianPackage, why string) {
	t.Helper()
	if _, err := exec.LookPath(tool); err == nil {
		return
	}
	msg := fmt.Sprintf("%s is not installed (apt-get install -y %s): %s", tool, debianPackage, why)
	if underCI() {
		t.Fatal(msg + "; CI must run it")
	}
	t.Skip(msg)
}

// underCI is true where the CI environment says so (CI=true or 1, as CI services and .ci/run set it).
func underCI() bool {
	v, _ := strconv.ParseBool(os.Getenv("CI"))
	return v
}

package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"ridepost/server"
	"ridepost/server/mail"
	"ridepost/server/ops"
	"ridepost/server/picture"
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

// The README says what the code does: the versions to install, every flag and
// command, the demo's sign-in and the size of pictures.
func TestREADMEMatchesTheCode(t *testing.T) {
	readme := read(t, "README.md")

	goVersion := regexp.MustCompile(`(?m)^go (\S+)$`).FindStringSubmatch(read(t, "go.mod"))
	if goVersion == nil {
		t.Fatal("go.mod has no go line")
	}
	if want := fmt.Sprintf("**Go %s or newer**", goVersion[1]); !strings.Contains(readme, want) {
		t.Errorf("README does not name go.mod's Go version: want %q", want)
	}
	var pkg struct{ Engines struct{ Node string } }
	if err := json.Unmarshal([]byte(read(t, "frontend/package.json")), &pkg); err != nil {
		t.Fatal(err)
	}
	if want := "**Node " + strings.TrimPrefix(pkg.Engines.Node, ">=") + "+**"; !strings.Contains(readme, want) {
		t.Errorf("README does not name package.json's Node version: want %q", want)
	}

	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	_, _ = ops.ParseFlags(fs, []string{"--version"}) // defines the flags, and stops there
	fs.VisitAll(func(f *flag.Flag) {
		if !regexp.MustCompile(`--` + f.Name + `[^a-z-]`).MatchString(readme) {
			t.Errorf("README does not name --%s", f.Name)
		}
	})
	for name := range commands {
		if !strings.Contains(readme, "`ridepost "+name+" ") {
			t.Errorf("README does not name `ridepost %s`", name)
		}
	}

	for _, want := range []string{"`" + server.DemoPassword + "`", "`olena.kovalenko@example.com`", "make run ARGS=--demo"} {
		if !strings.Contains(readme, want) {
			t.Errorf("README does not say %s", want)
		}
	}

	sizes := regexp.MustCompile(`(?i)(?:pictures?|photos?)[^.\n]{0,40}? up to (\d+) MB`).FindAllStringSubmatch(readme, -1)
	if len(sizes) == 0 {
		t.Error("README says nothing of the pictures' size")
	}
	for _, m := range sizes {
		if m[1] != fmt.Sprint(picture.MaxBytes>>20) {
			t.Errorf("README: %q, but pictures are up to %d MB", m[0], picture.MaxBytes>>20)
		}
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// `make run` says one line a step, builds the web app with Vite's warnings
// and errors only, and starts the binary with ARGS.
func TestMakeRun(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	clearRidepostEnv(t) // RIDEPOST_ADDR would change what run says
	// -B: every step, as if nothing were built yet.
	out, err := exec.Command("make", "-n", "-B", "--no-print-directory", "run", "ARGS=--demo --addr :9090").Output()
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if last := lines[len(lines)-1]; last != "./ridepost --demo --addr :9090" {
		t.Errorf("run starts %q, want ./ridepost with ARGS", last)
	}
	for _, step := range []string{`echo "building the web app`, `echo "building the server`, `echo "starting ./ridepost --demo --addr :9090`,
		"npm run --silent build:quiet"} {
		if !strings.Contains(string(out), step) {
			t.Errorf("run does not %s; it runs\n%s", step, out)
		}
	}
	var pkg struct{ Scripts map[string]string }
	if err := json.Unmarshal([]byte(read(t, "frontend/package.json")), &pkg); err != nil {
		t.Fatal(err)
	}
	// The quiet build is the build, with Vite's level at warn.
	if quiet := pkg.Scripts["build:quiet"]; quiet != "VITE_LOG_LEVEL=warn npm run --silent build" ||
		!strings.Contains(pkg.Scripts["build"], "vite build --logLevel ${VITE_LOG_LEVEL:-info}") {
		t.Errorf("build:quiet is %q and build %q, want the build with VITE_LOG_LEVEL=warn", quiet, pkg.Scripts["build"])
	}

	out, err = exec.Command("make", "-n", "--no-print-directory", "run").Output()
	if err != nil || !strings.Contains(string(out), "starting on http://localhost:8080") {
		t.Errorf("run without ARGS: %v\n%s", err, out)
	}
}

// Only --dev logs at Debug. Without SMTP the e-mails' text (their links) still reaches a plain run's log, at Info.
func TestLogLevel(t *testing.T) {
	clearRidepostEnv(t)
	for _, dev := range []bool{false, true} {
		args := []string{"--db", filepath.Join(t.TempDir(), "ridepost.db")}
		if dev {
			args = append(args, "--dev")
		}
		cfg, err := ops.ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), args)
		if err != nil {
			t.Fatal(err)
		}
		var logs bytes.Buffer
		logger := ops.NewLogger(&logs, "text", cfg.Dev)
		if got := logger.Enabled(t.Context(), slog.LevelDebug); got != dev {
			t.Errorf("dev %v: Debug enabled %v", dev, got)
		}
		sender, _, err := newSender(cfg, logger)
		if err != nil {
			t.Fatal(err)
		}
		if err := sender.Send(t.Context(), mail.Message{To: "olena@example.com", Subject: "Verify", Text: "http://localhost:8080/verify?token=abc"}); err != nil {
			t.Fatal(err)
		}
		out := logs.String()
		if !strings.Contains(out, "token=abc") {
			t.Errorf("dev %v: the e-mail's link is not in the log:\n%s", dev, out)
		}
		if strings.Contains(out, "level=DEBUG") {
			t.Errorf("dev %v: logged at Debug:\n%s", dev, out)
		}
	}
}

// A second server on the same SQLite file is refused at start, naming the first; the first keeps serving,
// and the operator's commands still work beside it.
func TestSecondServerOnOneFileRefused(t *testing.T) {
	clearRidepostEnv(t)
	db := filepath.Join(t.TempDir(), "data", "ridepost.db")
	first, stop := startRun(t, db)
	defer stop()

	second := freeAddr(t)
	cfg, err := ops.ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--addr", second, "--db", db})
	if err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	ctx, cancel := context.WithTimeout(t.Context(), 5*time.Second) // a second server that starts stops then
	defer cancel()
	err = run(ctx, cfg, slog.New(slog.NewTextHandler(&logs, nil)))
	want := fmt.Sprintf("another ridepost is already serving %s (pid %d): one server per SQLite file", db, os.Getpid())
	var cannot startError
	if err == nil || !strings.HasPrefix(err.Error(), want) || !errors.As(err, &cannot) {
		t.Fatalf("the second server: got %v, want %q…", err, want)
	}
	if logs.Len() != 0 {
		t.Errorf("the second server logged:\n%s", logs.String())
	}
	if res, err := http.Get("http://" + second + "/healthz"); err == nil {
		res.Body.Close()
		t.Errorf("the second server still listens")
	}
	if status := healthz(first); status != http.StatusOK {
		t.Errorf("the first server's /healthz answers %d after the second's start", status)
	}
	if err := ops.BackupCmd([]string{"--db", db, filepath.Join(t.TempDir(), "copy.db")}, io.Discard); err != nil {
		t.Errorf("backup beside the server: %v", err)
	}
	if err := ops.AdminCmd([]string{"grant", "--db", db, "nobody@example.com"}, io.Discard); err == nil || !strings.HasPrefix(err.Error(), "no account with the e-mail address") {
		t.Errorf("admin beside the server: got %v, want the unknown user", err)
	}

	stop() // once the first has stopped, the file is free again
	_, stopAgain := startRun(t, db)
	stopAgain()
}

// startRun serves db on a free port until stop, which waits for run to return.
func startRun(t *testing.T, db string) (addr string, stop func()) {
	t.Helper()
	addr = freeAddr(t)
	cfg, err := ops.ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--addr", addr, "--db", db})
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() { done <- run(ctx, cfg, slog.New(slog.DiscardHandler)) }()
	deadline := time.Now().Add(20 * time.Second)
	for healthz(addr) != http.StatusOK {
		if time.Now().After(deadline) {
			cancel()
			t.Fatalf("no answer on %s: %v", addr, <-done)
		}
		time.Sleep(20 * time.Millisecond)
	}
	stopped := false
	return addr, func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		if err := <-done; err != nil {
			t.Errorf("run on %s: %v", addr, err)
		}
	}
}

func healthz(addr string) int {
	res, err := http.Get("http://" + addr + "/healthz")
	if err != nil {
		return 0
	}
	res.Body.Close()
	return res.StatusCode
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// A database that cannot be opened is named, with the cause, by run's one error.
func TestRunNamesTheDatabaseItCannotOpen(t *testing.T) {
	clearRidepostEnv(t)
	file := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(file, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	cfg, err := ops.ParseFlags(flag.NewFlagSet("t", flag.ContinueOnError), []string{"--addr", freeAddr(t), "--db", filepath.Join(file, "ridepost.db")})
	if err != nil {
		t.Fatal(err)
	}
	err = run(t.Context(), cfg, slog.New(slog.DiscardHandler))
	want := "cannot create the folder " + file + " for the database: not a directory (" + file + " is a file)"
	var cannot startError
	if err == nil || err.Error() != want || !errors.As(err, &cannot) {
		t.Fatalf("got %v, want %q", err, want)
	}
}

// make builds the web app only when what it is made of changed since the last build (for build, run and test-go
// alike), and stamps --version from git only in a git checkout of its own. It runs `make -n` in a copy of the
// Makefile beside a stand-in frontend/, so nothing is built.
func TestMakeBuildsTheAppOnlyWhenItChanged(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	clearRidepostEnv(t)
	dir := t.TempDir()
	sources := []string{"src/app.tsx", "src/locales/en.json", "public/icon.svg", "scripts/prerender.mjs", "index.html",
		"package.json", "vite.config.ts", "tsconfig.json", "tsconfig.app.json", "package-lock.json", "src/app.test.tsx"}
	for _, f := range append(sources, "dist/index.html", "node_modules/.package-lock.json") {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, "frontend", f)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, "frontend", f), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "Makefile"), []byte(read(t, "Makefile")), 0o644); err != nil {
		t.Fatal(err)
	}
	at := time.Now().Add(-time.Hour)
	touch := func(f string, d time.Duration) {
		t.Helper()
		if err := os.Chtimes(filepath.Join(dir, "frontend", f), at.Add(d), at.Add(d)); err != nil {
			t.Fatal(err)
		}
	}
	for _, f := range sources {
		touch(f, 0)
	}
	touch("node_modules", time.Minute)
	touch("dist/index.html", 2*time.Minute)
	makeN := func(target string) string {
		t.Helper()
		cmd := exec.Command("make", "-n", "--no-print-directory", target)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("make -n %s: %v\n%s", target, err, out)
		}
		return string(out)
	}
	builds := regexp.MustCompile(`npm run (--silent )?build`)
	for _, target := range []string{"build", "run", "test-go"} {
		if out := makeN(target); builds.MatchString(out) {
			t.Errorf("make %s with the app built: builds it again\n%s", target, out)
		}
	}
	// Not a git checkout of its own (a tarball): no stamp, and the binary says what Go's build information says.
	if out := makeN("build"); !strings.Contains(out, `go build -trimpath -ldflags="-s -w" -o ridepost .`) {
		t.Errorf("make build outside a git checkout:\n%s", out)
	}

	for i, f := range []string{"src/app.tsx", "public/icon.svg", "vite.config.ts", "tsconfig.app.json", "scripts/prerender.mjs"} {
		touch(f, time.Duration(3+i)*time.Minute)
		for _, target := range []string{"build", "run", "test-go"} {
			if out := makeN(target); !builds.MatchString(out) {
				t.Errorf("make %s after %s changed: does not build the app\n%s", target, f, out)
			}
		}
		touch("dist/index.html", time.Duration(3+i)*time.Minute+30*time.Second)
	}
	touch("src/app.test.tsx", 10*time.Minute)
	if out := makeN("build"); builds.MatchString(out) {
		t.Errorf("make build after a test changed: builds the app\n%s", out)
	}
	touch("package-lock.json", 11*time.Minute)
	if out := makeN("build"); !strings.Contains(out, "npm ci") || !builds.MatchString(out) {
		t.Errorf("make build after the lock file changed: want npm ci and the build\n%s", out)
	}
}

// In a git checkout the binary that make builds says git's version and commit, even with Go's VCS stamp off.
func TestMakeStampsTheVersion(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	describe, err := exec.Command("git", "describe", "--tags", "--always", "--dirty").Output()
	if err != nil {
		t.Skipf("not a git checkout (%v): TestMakeBuildsTheAppOnlyWhenItChanged checks the build without git", err)
	}
	out, err := exec.Command("make", "-n", "-B", "--no-print-directory", "build").Output()
	if err != nil {
		t.Fatal(err)
	}
	ldflags := regexp.MustCompile(`go build -trimpath -ldflags="([^"]*)" -o ridepost \.`).FindStringSubmatch(string(out))
	if ldflags == nil {
		t.Fatalf("no go build line in\n%s", out)
	}
	bin := filepath.Join(t.TempDir(), "ridepost")
	// The Dockerfile's build settings (TestDockerfileBinary), so that the two share Go's build cache.
	build := exec.Command("go", "build", "-trimpath", "-buildvcs=false", "-ldflags="+ldflags[1], "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	version, err := exec.Command(bin, "--version").Output()
	if err != nil {
		t.Fatal(err)
	}
	commit, err := exec.Command("git", "rev-parse", "--short=12", "HEAD").Output()
	if err != nil {
		t.Fatal(err)
	}
	want := fmt.Sprintf("ridepost %s (%s)\n", strings.TrimSpace(string(describe)), strings.TrimSpace(string(commit)))
	if string(version) != want {
		t.Errorf("--version: got %q, want %q", version, want)
	}
}

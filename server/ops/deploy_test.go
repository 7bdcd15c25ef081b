package ops

import (
	"context"
	"debug/elf"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestDockerfileBinary stands in for `docker build` where no Docker daemon runs (CI): it
// builds with the Dockerfile's own `go build` line, starts the binary with the image's
// variables and command, and runs the image's HEALTHCHECK against it (and the metrics listener).
func TestDockerfileBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and starts the binary")
	}
	if exec.Command("docker", "info").Run() == nil {
		t.Log("a Docker daemon answers: `docker build -f deploy/Dockerfile .` can check the image itself; this test checks the binary")
	}
	root, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	all, last := finalStage(t, filepath.Join(root, "deploy", "Dockerfile"))
	buildEnv, buildArgs, out := goBuild(t, all)
	env, start, health, other := stageSettings(t, last)

	// What the image promises, read from its last stage.
	from := strings.Fields(last[0].args)[0]
	if !strings.Contains(from, "distroless/static") && from != "scratch" {
		t.Errorf("final stage FROM %s: want distroless/static or scratch", from)
	}
	if user := strings.TrimSpace(other["USER"]); user == "" || user == "root" || strings.HasPrefix(user, "0") {
		t.Errorf("USER %q: want a non-root user", user)
	}
	if !strings.Contains(other["VOLUME"], "/data") || !strings.Contains(other["EXPOSE"], "8080") {
		t.Errorf("want VOLUME /data and EXPOSE 8080, got %q and %q", other["VOLUME"], other["EXPOSE"])
	}
	if !strings.Contains(strings.Join(buildEnv, " "), "CGO_ENABLED=0") || !strings.Contains(strings.Join(buildArgs, " "), "-trimpath") {
		t.Errorf("build line %v %v: want CGO_ENABLED=0 and -trimpath", buildEnv, buildArgs)
	}
	if len(start) < 1 || !strings.Contains(other["COPY"], out+" "+start[0]) {
		t.Fatalf("the start command %v does not run the built %s (COPY lines: %q)", start, out, other["COPY"])
	}
	if len(health) < 2 || health[0] != start[0] || health[1] != "healthcheck" {
		t.Fatalf("HEALTHCHECK %v: want %s healthcheck", health, start[0])
	}

	// Build as the Dockerfile does; the Go build cache keeps it to seconds.
	dir := t.TempDir()
	bin := filepath.Join(dir, "ridepost")
	for i, a := range buildArgs {
		if a == out {
			buildArgs[i] = bin
		}
	}
	began := time.Now()
	build := exec.Command("go", buildArgs...)
	build.Dir = root // the Dockerfile builds from the repository's root
	build.Env = append(os.Environ(), buildEnv...)
	if msg, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go %s: %v\n%s", strings.Join(buildArgs, " "), err, msg)
	}
	t.Logf("built in %s", time.Since(began).Round(time.Millisecond))
	if f, err := elf.Open(bin); err == nil {
		libs, _ := f.ImportedLibraries()
		interp := false
		for _, p := range f.Progs {
			interp = interp || p.Type == elf.PT_INTERP
		}
		f.Close()
		if interp || len(libs) > 0 {
			t.Errorf("the binary is not static (interpreter %v, libraries %v): distroless/static cannot run it", interp, libs)
		}
	}

	// Run it as the image does: paths under /data go to a temporary folder,
	// the container's port to a free one.
	data := filepath.Join(dir, "data")
	if err := os.Mkdir(data, 0o700); err != nil {
		t.Fatal(err)
	}
	inImage := func(s string) string {
		s = strings.ReplaceAll(s, "="+start[0], "="+bin)
		if s == start[0] {
			return bin
		}
		return strings.ReplaceAll(s, "/data/", data+"/")
	}
	port, metricsPort := freePort(t), freePort(t)
	runEnv := []string{}
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "RIDEPOST_") {
			runEnv = append(runEnv, kv)
		}
	}
	for _, kv := range env {
		runEnv = append(runEnv, inImage(kv))
	}
	runEnv = append(runEnv, "RIDEPOST_ADDR=:"+port, "RIDEPOST_METRICS_ADDR=127.0.0.1:"+metricsPort)
	var args []string
	for _, a := range start[1:] {
		args = append(args, inImage(a))
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	srv := exec.CommandContext(ctx, bin, args...)
	srv.Env = runEnv
	var logs strings.Builder
	srv.Stdout, srv.Stderr = &logs, &logs
	if err := srv.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- srv.Wait() }()
	waited := false
	defer func() {
		if !waited {
			_ = srv.Process.Kill()
			t.Logf("killed: %v", <-exited)
		}
	}()

	check := func() (string, error) {
		hc := exec.CommandContext(ctx, bin, health[1:]...)
		hc.Env = runEnv
		msg, err := hc.CombinedOutput()
		return string(msg), err
	}
	var msg string
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(100 * time.Millisecond) {
		if msg, err = check(); err == nil {
			break
		}
	}
	if err != nil || !strings.Contains(msg, "healthy: http://127.0.0.1:"+port+"/healthz") {
		t.Fatalf("healthcheck: %v: %s\nserver log:\n%s", err, msg, logs.String())
	}
	if _, err := os.Stat(filepath.Join(data, "ridepost.db")); err != nil {
		t.Errorf("no database in the /data volume: %v", err)
	}

	res, err := http.Get("http://127.0.0.1:" + metricsPort + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	for _, want := range []string{`http_requests_total{method="GET",route="/healthz",status="200"}`, "ridepost_db_size_bytes ", "go_goroutines "} {
		if !strings.Contains(string(body), want) {
			t.Errorf("metrics: no %s in\n%s", want, body)
		}
	}
	if res, err := http.Get("http://127.0.0.1:" + port + "/metrics"); err == nil {
		b, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if strings.Contains(string(b), "go_goroutines") {
			t.Error("the public address serves the metrics")
		}
	}

	// docker stop: SIGTERM, then a clean exit; the check fails after it.
	if err := srv.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-exited:
		waited = true
		if err != nil {
			t.Errorf("exit after SIGTERM: %v\n%s", err, logs.String())
		}
	case <-time.After(25 * time.Second):
		t.Fatalf("still running 25 s after SIGTERM\n%s", logs.String())
	}
	if msg, err := check(); err == nil {
		t.Errorf("healthcheck of a stopped server passed: %s", msg)
	}
}

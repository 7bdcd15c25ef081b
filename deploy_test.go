package main

import (
	"bufio"
	"context"
	"debug/elf"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// instruction is one line of a Dockerfile, continuation lines joined.
type instruction struct{ cmd, args string }

// finalStage reads a Dockerfile and returns every instruction and those of
// its last stage (from its FROM on).
func finalStage(t *testing.T, path string) (all, last []instruction) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var line strings.Builder
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		text := strings.TrimSpace(sc.Text())
		if line.Len() == 0 && (text == "" || strings.HasPrefix(text, "#")) {
			continue
		}
		if cont, ok := strings.CutSuffix(text, "\\"); ok {
			line.WriteString(cont + " ")
			continue
		}
		line.WriteString(text)
		cmd, args, _ := strings.Cut(line.String(), " ")
		in := instruction{strings.ToUpper(cmd), strings.TrimSpace(args)}
		all = append(all, in)
		if in.cmd == "FROM" {
			last = nil
		}
		last = append(last, in)
		line.Reset()
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return all, last
}

// shellWords splits a command line as sh would, for quotes only.
func shellWords(s string) []string {
	var words []string
	var cur strings.Builder
	var quote rune
	inWord := false
	for _, r := range s {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			cur.WriteRune(r)
		case r == '\'' || r == '"':
			quote, inWord = r, true
		case r == ' ' || r == '\t':
			if inWord {
				words = append(words, cur.String())
				cur.Reset()
				inWord = false
			}
		default:
			cur.WriteRune(r)
			inWord = true
		}
	}
	if inWord {
		words = append(words, cur.String())
	}
	return words
}

// goBuild finds the Dockerfile's `go build` line: its variables, its
// arguments after `go`, and the file it writes (-o).
func goBuild(t *testing.T, all []instruction) (env, args []string, out string) {
	t.Helper()
	for _, in := range all {
		if in.cmd != "RUN" || !strings.Contains(in.args, "go build") {
			continue
		}
		words := shellWords(in.args)
		for len(words) > 0 && strings.HasPrefix(words[0], "--") { // RUN --mount=...
			words = words[1:]
		}
		for len(words) > 0 && strings.Contains(words[0], "=") {
			env, words = append(env, words[0]), words[1:]
		}
		if len(words) < 2 || words[0] != "go" || words[1] != "build" {
			t.Fatalf("the build line is not VAR=value... go build ...: %q", in.args)
		}
		args = words[1:]
		for i, w := range args {
			if w == "-o" && i+1 < len(args) {
				out = args[i+1]
			}
		}
		return env, args, out
	}
	t.Fatal("no RUN ... go build line in the Dockerfile")
	return nil, nil, ""
}

// stageSettings reads the last stage: its variables, the start command
// (ENTRYPOINT then CMD), the health check's command, and the other
// instructions by name.
func stageSettings(t *testing.T, last []instruction) (env, start, health []string, other map[string]string) {
	t.Helper()
	other = map[string]string{}
	jsonArgs := func(s string) []string {
		var v []string
		if err := json.Unmarshal([]byte(s), &v); err != nil {
			t.Fatalf("%q: want the exec form, a JSON list: %v", s, err)
		}
		return v
	}
	var entry, cmd []string
	for _, in := range last {
		switch in.cmd {
		case "ENV":
			env = append(env, shellWords(in.args)...)
		case "ENTRYPOINT":
			entry = jsonArgs(in.args)
		case "CMD":
			cmd = jsonArgs(in.args)
		case "HEALTHCHECK":
			_, c, ok := strings.Cut(in.args, "CMD ")
			if !ok {
				t.Fatalf("HEALTHCHECK without CMD: %q", in.args)
			}
			health = jsonArgs(c)
		default:
			other[in.cmd] += in.args + "\n"
		}
	}
	return env, append(entry, cmd...), health, other
}

func unusedPort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
}

// TestDockerfileBinary stands in for `docker build` where no Docker daemon
// runs (CI): it builds the binary with deploy/Dockerfile's own `go build`
// line (a static binary, as distroless/static needs), starts it with the
// image's variables and start command on a free port with a temporary
// /data, and runs the image's HEALTHCHECK command against it, as Docker
// would. RIDEPOST_METRICS_ADDR is added to check the metrics listener too.
func TestDockerfileBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and starts the binary")
	}
	if exec.Command("docker", "info").Run() == nil {
		t.Log("a Docker daemon answers: `docker build -f deploy/Dockerfile .` can check the image itself; this test checks the binary")
	}
	all, last := finalStage(t, filepath.Join("deploy", "Dockerfile"))
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
	port, metricsPort := unusedPort(t), unusedPort(t)
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
	var err error
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

package main

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

// `make run` says one line a step, builds the web app with Vite's warnings
// and errors only, and starts the binary with ARGS.
func TestMakeRun(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Skip("make is not installed")
	}
	clearRidepostEnv(t) // RIDEPOST_ADDR would change what run says
	out, err := exec.Command("make", "-n", "--no-print-directory", "run", "ARGS=--demo --addr :9090").Output()
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
	if quiet := strings.Replace(pkg.Scripts["build"], "vite build", "vite build --logLevel warn", 1); pkg.Scripts["build:quiet"] != quiet {
		t.Errorf("build:quiet is %q, want the build with --logLevel warn: %q", pkg.Scripts["build:quiet"], quiet)
	}

	out, err = exec.Command("make", "-n", "--no-print-directory", "run").Output()
	if err != nil || !strings.Contains(string(out), "starting on http://localhost:8080") {
		t.Errorf("run without ARGS: %v\n%s", err, out)
	}
}

package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"ridepost/server"
	"ridepost/server/ops"
	"ridepost/server/picture"
)

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

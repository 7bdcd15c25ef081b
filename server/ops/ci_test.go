package ops

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// Without pebble the HTTPS test skips on a developer's machine and fails under CI, naming the package either way.
// It runs this package's test binary again with a PATH that finds nothing.
func TestMissingToolFailsUnderCI(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	for _, ci := range []string{"", "true"} {
		cmd := exec.Command(self, "-test.run", "^TestTLSWithPebble$", "-test.v")
		cmd.Env = append(withoutEnv("PATH", "CI"), "PATH="+t.TempDir(), "CI="+ci)
		out, err := cmd.CombinedOutput()
		const want = "pebble is not installed (apt-get install -y pebble)"
		switch {
		case !strings.Contains(string(out), want):
			t.Errorf("CI=%q: want %q in\n%s", ci, want, out)
		case ci == "" && (err != nil || !strings.Contains(string(out), "--- SKIP: TestTLSWithPebble")):
			t.Errorf("without CI: want a skip, got %v\n%s", err, out)
		case ci == "true" && (err == nil || !strings.Contains(string(out), "--- FAIL: TestTLSWithPebble")):
			t.Errorf("CI=true: want a failure, got %v\n%s", err, out)
		}
	}
}

func withoutEnv(names ...string) []string {
	var out []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		keep := true
		for _, n := range names {
			keep = keep && name != n
		}
		if keep {
			out = append(out, kv)
		}
	}
	return out
}

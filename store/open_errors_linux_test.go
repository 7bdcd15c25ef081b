package store

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// An unwritable folder is said to be one. Root writes anywhere, so as root the open runs as nobody.
func TestOpenErrorPermissionDenied(t *testing.T) {
	t.Parallel()
	dir, err := os.MkdirTemp("", "ridepost-open-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	locked := filepath.Join(dir, "locked")
	if err := os.Mkdir(locked, 0o755); err != nil {
		t.Fatal(err)
	}
	db := filepath.Join(locked, "ridepost.db")
	want := "cannot open the database " + db + ": permission denied (the folder " + locked + " is not writable by this user)"
	if os.Getuid() != 0 {
		if err := os.Chmod(locked, 0o555); err != nil {
			t.Fatal(err)
		}
		if _, err := Open(context.Background(), db); err == nil || err.Error() != want {
			t.Fatalf("got %v, want %q", err, want)
		}
		if _, err := LockServer(db); err == nil || err.Error() != want {
			t.Fatalf("lock: got %v, want %q", err, want)
		}
		return
	}
	// The test binary, copied where nobody may run it, opens the database as nobody.
	if err := os.Chmod(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "store.test")
	copyFile(t, self, bin)
	cmd := exec.Command(bin, "-test.run", "^TestOpenAsNobody$")
	cmd.Env = append(os.Environ(), "RIDEPOST_TEST_OPEN="+db)
	cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
	out, _ := cmd.CombinedOutput()
	if !strings.Contains(string(out), "open: "+want+"\n") || !strings.Contains(string(out), "lock: "+want+"\n") {
		t.Fatalf("as nobody: want %q in\n%s", want, out)
	}
}

// TestOpenAsNobody is TestOpenErrorPermissionDenied's other process: it only prints what Open answers.
func TestOpenAsNobody(t *testing.T) {
	db := os.Getenv("RIDEPOST_TEST_OPEN")
	if db == "" {
		return // run by TestOpenErrorPermissionDenied only
	}
	_, err := Open(context.Background(), db)
	os.Stdout.WriteString("open: " + errString(err) + "\n")
	_, err = LockServer(db)
	os.Stdout.WriteString("lock: " + errString(err) + "\n")
}

func errString(err error) string {
	if err == nil {
		return "<nil>"
	}
	return err.Error()
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	if err != nil {
		t.Fatal(err)
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY, 0o755)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.Copy(out, in); err != nil {
		t.Fatal(err)
	}
	if err := out.Close(); err != nil {
		t.Fatal(err)
	}
}

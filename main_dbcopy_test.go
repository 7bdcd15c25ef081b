package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"ridepost/server"
	"ridepost/store"
	"ridepost/store/pgtest"
)

// `ridepost db copy` moves a seeded instance from its SQLite file into a new PostgreSQL database: the command
// lists the tables it copied, a server on the database lets the members sign in with their passwords and shows
// them what the SQLite server shows them, and a second copy into the same database is refused.
func TestDBCopyCommand(t *testing.T) {
	file := filepath.Join(t.TempDir(), "ridepost.db")
	src, err := store.Open(t.Context(), file)
	if err != nil {
		t.Fatal(err)
	}
	if err := server.SeedDemo(t.Context(), src, slog.New(slog.NewTextHandler(io.Discard, nil))); err != nil {
		t.Fatal(err)
	}
	src.Close()
	c := pgtest.Get(t)
	name := fmt.Sprintf("copied_%d", time.Now().UnixNano())
	if err := c.CreateDatabase(t.Context(), name, ""); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.DropDatabase(context.Background(), name) })
	db := c.URL(name)

	copyCmd := func() (string, error) {
		cmd := exec.Command(os.Args[0], "db", "copy", "--from", file, "--to", db)
		cmd.Env = []string{asServer + "=1", "PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME")}
		var out bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &out
		err := cmd.Run()
		return out.String(), err
	}
	out, err := copyCmd()
	if err != nil {
		t.Fatalf("db copy: %v\n%s", err, out)
	}
	for _, want := range []string{"users ", "parcels ", "rides ", "sessions ", "counts checked"} {
		if !strings.Contains(out, want) {
			t.Errorf("db copy's report has no %q:\n%s", want, out)
		}
	}

	onPG, onSQLite := startReplica(t, db), startReplica(t, file)
	onPG.ready(t)
	onSQLite.ready(t)
	var seen []string
	for _, p := range []*replicaProcess{onSQLite, onPG} {
		m := newMember(t)
		status, signedIn, body := m.call(p, "POST", "/auth/signin", map[string]string{"email": "olena.kovalenko@example.com", "password": server.DemoPassword})
		if status != http.StatusOK {
			t.Fatalf("sign-in on %s: %d %s", p.addr, status, body)
		}
		m.token, _ = signedIn["token"].(string)
		status, _, body = m.call(p, "GET", "/api/parcels", nil)
		if status != http.StatusOK || !strings.Contains(body, `"parcelId"`) {
			t.Fatalf("the member's parcels on %s: %d %s", p.addr, status, body)
		}
		seen = append(seen, body)
	}
	if seen[0] != seen[1] {
		t.Errorf("the member's parcels on PostgreSQL:\n%s\non SQLite:\n%s", seen[1], seen[0])
	}
	onSQLite.kill(syscall.SIGTERM)

	if out, err := copyCmd(); err == nil || !strings.Contains(out, "not empty") {
		t.Errorf("a second copy into the same database: %v\n%s", err, out)
	}
}

package ops

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"ridepost/store"
)

// A backup taken while a writer inserts users holds every user whose insert
// was acknowledged before the backup began, and restores into a fresh path
// as a sound database.
func TestRestoreBackupTakenUnderWriteLoad(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	st, err := store.Open(t.Context(), filepath.Join(dir, "live.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()

	var mu sync.Mutex
	var acked []int64
	count := func() int { mu.Lock(); defer mu.Unlock(); return len(acked) }
	ctx, stop := context.WithCancel(t.Context())
	writerDone := make(chan error, 1)
	go func() {
		for i := 0; ctx.Err() == nil; i++ {
			u, err := st.CreateUser(context.Background(), fmt.Sprintf("w%d@example.com", i), "hash", "en")
			if err != nil {
				writerDone <- err
				return
			}
			mu.Lock()
			acked = append(acked, u.ID)
			mu.Unlock()
		}
		writerDone <- nil
	}()
	waitFor(t, func() bool { return count() >= 100 })
	mu.Lock()
	before := append([]int64(nil), acked...)
	mu.Unlock()
	backupFile := filepath.Join(dir, "backup.db")
	if err := st.Backup(t.Context(), backupFile); err != nil {
		t.Fatal(err)
	}
	waitFor(t, func() bool { return count() >= len(before)+100 }) // the writer went on during and after
	stop()
	if err := <-writerDone; err != nil {
		t.Fatal(err)
	}

	fresh := filepath.Join(dir, "restored", "ridepost.db")
	kept, version, err := restore(t.Context(), backupFile, fresh, time.Now())
	if err != nil || kept != "" || version == 0 {
		t.Fatalf("restore: kept %q, version %d, %v", kept, version, err)
	}
	if _, err := store.CheckBackup(t.Context(), fresh); err != nil {
		t.Fatal(err)
	}
	restored, err := store.Open(t.Context(), fresh)
	if err != nil {
		t.Fatal(err)
	}
	defer restored.Close()
	for _, id := range before {
		if _, err := restored.GetUser(t.Context(), id); err != nil {
			t.Fatalf("user %d, acknowledged before the backup: %v", id, err)
		}
	}
}

// A restore keeps the database it replaces, with its latest writes, and
// leaves no -wal of it behind.
func TestRestoreKeepsTheReplacedDatabase(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "ridepost.db")
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	mustUser(t, st, "old@example.com")
	backupFile := filepath.Join(dir, "backup.db")
	if err := st.Backup(t.Context(), backupFile); err != nil {
		t.Fatal(err)
	}
	mustUser(t, st, "after-backup@example.com")
	st.Close()

	at := time.Date(2026, 11, 23, 10, 30, 0, 0, time.UTC)
	kept, _, err := restore(t.Context(), backupFile, db, at)
	if err != nil {
		t.Fatal(err)
	}
	if want := db + ".before-restore-20261123-103000"; kept != want {
		t.Fatalf("kept as %s, want %s", kept, want)
	}
	for _, p := range []string{db + "-wal", db + "-shm", db + ".restoring"} {
		if _, err := os.Stat(p); err == nil {
			t.Errorf("%s left behind", filepath.Base(p))
		}
	}
	if !hasUser(t, db, "old@example.com") || hasUser(t, db, "after-backup@example.com") {
		t.Error("the restored database is not the backup")
	}
	if !hasUser(t, kept, "after-backup@example.com") {
		t.Error("the kept database lost its last write")
	}
	if _, err := os.Stat(backupFile); err != nil {
		t.Errorf("the backup itself is gone: %v", err)
	}
}

// restore refuses a database in use, and files that are not sound Ridepost
// databases this binary can run, leaving the database as it was.
func TestRestoreRefuses(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := filepath.Join(dir, "ridepost.db")
	st, err := store.Open(t.Context(), db)
	if err != nil {
		t.Fatal(err)
	}
	mustUser(t, st, "current@example.com")
	good := filepath.Join(dir, "good.db")
	if err := st.Backup(t.Context(), good); err != nil {
		t.Fatal(err)
	}
	known, err := store.SchemaVersion()
	if err != nil {
		t.Fatal(err)
	}
	newer := copyOf(t, good, "newer.db", fmt.Sprintf("INSERT INTO schema_migrations (version) VALUES (%d)", known+1))
	other := copyOf(t, "", "other.db", "CREATE TABLE notes (body TEXT)")
	garbage := filepath.Join(dir, "garbage.db")
	writeFile(t, garbage, []byte(strings.Repeat("not a database ", 500)))
	corrupt := copyOf(t, good, "corrupt.db", "")
	corruptPage(t, corrupt)

	if _, _, err := restore(t.Context(), good, db, time.Now()); err == nil || !strings.Contains(err.Error(), "stop the server first") {
		t.Fatalf("while in use: got %v", err)
	}
	st.Close()
	tests := []struct{ name, file, want string }{
		{"the database itself", db, "is the database itself"},
		{"a missing file", filepath.Join(dir, "missing.db"), "no such file"},
		{"not a database", garbage, "not a database"},
		{"another app's database", other, "not a Ridepost database"},
		{"a newer schema", newer, "newer than this binary"},
		{"a damaged database", corrupt, ""},
	}
	for _, tt := range tests {
		_, _, err := restore(t.Context(), tt.file, db, time.Now())
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: got %v, want an error with %q", tt.name, err, tt.want)
		}
	}
	if !hasUser(t, db, "current@example.com") {
		t.Error("the database changed")
	}
	if entries, _ := filepath.Glob(db + ".*"); len(entries) != 0 {
		t.Errorf("left %v", entries)
	}
	if err := RestoreCmd([]string{"--db", db}, io.Discard); err == nil || !strings.Contains(err.Error(), "usage: ridepost restore") {
		t.Errorf("no FILE: got %v", err)
	}
}

func mustUser(t *testing.T, st *store.Store, email string) {
	t.Helper()
	if _, err := st.CreateUser(t.Context(), email, "hash", "en"); err != nil {
		t.Fatal(err)
	}
}

func hasUser(t *testing.T, path, email string) bool {
	t.Helper()
	st, err := store.OpenNoMigrate(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	_, err = st.GetUserByEmail(t.Context(), email)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		t.Fatal(err)
	}
	return err == nil
}

// copyOf copies the SQLite file from (a new one when "") to name beside it
// and runs change on the copy.
func copyOf(t *testing.T, from, name, change string) string {
	t.Helper()
	to := filepath.Join(t.TempDir(), name)
	if from != "" {
		data, err := os.ReadFile(from)
		if err != nil {
			t.Fatal(err)
		}
		writeFile(t, to, data)
	}
	if change != "" {
		db, err := sqlx.Open("sqlite", to)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		if _, err := db.Exec(change); err != nil {
			t.Fatal(err)
		}
	}
	return to
}

// corruptPage overwrites the middle of the file's pages after the first with noise.
func corruptPage(t *testing.T, path string) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for i := 4096 + 100; i < len(data); i += 4096 {
		copy(data[i:min(i+1000, len(data))], strings.Repeat("\xff", 1000))
	}
	writeFile(t, path, data)
}

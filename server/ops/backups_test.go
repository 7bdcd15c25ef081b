package ops

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/jmoiron/sqlx"

	"ridepost/store"
)

// fakeClock moves on by step at each reading.
type fakeClock struct {
	mu   sync.Mutex
	t    time.Time
	step time.Duration
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(c.step)
	return c.t
}

func newTestBackups(t *testing.T, keep int, clock *fakeClock, logs *syncBuffer) *backups {
	t.Helper()
	st, err := store.Open(t.Context(), filepath.Join(t.TempDir(), "ridepost.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return &backups{st: st, dir: filepath.Join(t.TempDir(), "backups"), every: time.Hour, keep: keep,
		logger: slog.New(slog.NewTextHandler(logs, nil)), now: clock.now}
}

// Each backup holds the data written before it, and only the newest keep of
// the files named like backups are kept: other files are left alone.
func TestScheduledBackupsRotate(t *testing.T) {
	t.Parallel()
	var logs syncBuffer
	clock := &fakeClock{t: time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC), step: time.Minute}
	b := newTestBackups(t, 3, clock, &logs)
	others := []string{"notes.txt", "ridepost-latest.db", "ridepost-20260101-000000.db.bak", "ridepost.db"}
	if err := os.MkdirAll(b.dir, 0o750); err != nil {
		t.Fatal(err)
	}
	for _, name := range others {
		writeFile(t, filepath.Join(b.dir, name), []byte("keep me"))
	}
	var written []string
	for i := range 5 {
		if _, err := b.st.CreateUser(t.Context(), fmt.Sprintf("u%d@example.com", i), "hash", "en"); err != nil {
			t.Fatal(err)
		}
		path, err := b.once(t.Context())
		if err != nil {
			t.Fatal(err)
		}
		written = append(written, filepath.Base(path))
	}
	if written[0] != "ridepost-20261123-100100.db" {
		t.Errorf("first backup named %s", written[0])
	}
	entries, err := os.ReadDir(b.dir)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		got = append(got, e.Name())
	}
	want := append(slices.Clone(others), written[2:]...)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Fatalf("files %v, want %v", got, want)
	}
	if n := strings.Count(logs.String(), "old backup removed"); n != 2 {
		t.Errorf("%d removals logged, want 2:\n%s", n, logs.String())
	}
	newest := filepath.Join(b.dir, written[4])
	if _, err := store.CheckBackup(t.Context(), newest); err != nil {
		t.Fatal(err)
	}
	st, err := store.OpenNoMigrate(t.Context(), newest)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if u, err := st.GetUserByEmail(t.Context(), "u4@example.com"); err != nil || u.Email != "u4@example.com" {
		t.Fatalf("newest backup lacks the last user: %v", err)
	}
}

// The loop takes the first backup at once when none is there, and goes on
// every period until stopped; a failure is logged.
func TestBackupLoop(t *testing.T) {
	t.Parallel()
	var logs syncBuffer
	b := newTestBackups(t, 2, &fakeClock{t: time.Now(), step: time.Minute}, &logs)
	b.every = 10 * time.Millisecond
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() { defer close(done); b.run(ctx) }()
	waitFor(t, func() bool { return strings.Count(logs.String(), "backup written") >= 4 })
	cancel()
	<-done
	if names, err := backupNames(b.dir); err != nil || len(names) != 2 {
		t.Fatalf("backups %v (%v), want 2", names, err)
	}

	b.dir = filepath.Join(b.dir, "ridepost-20260101-000000.db") // a file: no folder can be made there
	writeFile(t, b.dir, nil)
	ctx, cancel = context.WithCancel(t.Context())
	done = make(chan struct{})
	go func() { defer close(done); b.run(ctx) }()
	waitFor(t, func() bool { return strings.Contains(logs.String(), "backup failed") })
	cancel()
	<-done
}

func TestFirstBackupWait(t *testing.T) {
	t.Parallel()
	now := time.Date(2026, 11, 23, 10, 0, 0, 0, time.UTC)
	tests := []struct {
		name   string
		newest string // "" for none
		want   time.Duration
	}{
		{"no backup yet", "", 0},
		{"one an hour old", "ridepost-20261123-090000.db", 23 * time.Hour},
		{"one overdue", "ridepost-20261120-090000.db", 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b := &backups{dir: t.TempDir(), every: 24 * time.Hour, now: func() time.Time { return now }}
			writeFile(t, filepath.Join(b.dir, "ridepost-20200101-000000.db.partial"), nil)
			if tt.newest != "" {
				writeFile(t, filepath.Join(b.dir, "ridepost-20200101-000000.db"), nil)
				writeFile(t, filepath.Join(b.dir, tt.newest), nil)
			}
			if got := b.firstWait(); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// backup copies a database left behind by an older binary as it is: it is
// not migrated first.
func TestBackupCopiesAnOlderDatabaseAsItIs(t *testing.T) {
	clearEnv(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "old.db")
	first, err := os.ReadFile(filepath.Join("..", "..", "store", "migrations", "0001_users_sessions.sql"))
	if err != nil {
		t.Fatal(err)
	}
	db, err := sqlx.Open("sqlite", src)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{
		`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL DEFAULT '')`,
		string(first),
		`INSERT INTO schema_migrations (version) VALUES (1)`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	out := filepath.Join(dir, "backup.db")
	if err := BackupCmd([]string{"--db", src, out}, io.Discard); err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{src, out} {
		st, err := store.OpenNoMigrate(t.Context(), path)
		if err != nil {
			t.Fatal(err)
		}
		var version, vehicles int
		err = st.DB().Get(&version, `SELECT MAX(version) FROM schema_migrations`)
		if err == nil {
			err = st.DB().Get(&vehicles, `SELECT COUNT(*) FROM sqlite_schema WHERE name = 'vehicles'`) // made by 0002
		}
		st.Close()
		if err != nil || version != 1 || vehicles != 0 {
			t.Fatalf("%s: schema version %d, vehicles table %d (%v); want version 1 and no vehicles table", filepath.Base(path), version, vehicles, err)
		}
	}
}

// A wrong --db is an error, not a new empty database backed up.
func TestBackupOfAMissingDatabase(t *testing.T) {
	clearEnv(t)
	dir := t.TempDir()
	missing := filepath.Join(dir, "data", "ridepost.db")
	err := BackupCmd([]string{"--db", missing, filepath.Join(dir, "backup.db")}, io.Discard)
	if err == nil || !strings.Contains(err.Error(), "no database at") {
		t.Fatalf("got %v, want no database", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("created %v", entries)
	}
}

// A PostgreSQL database has its own backup tools: backup and restore say so, touching nothing.
func TestBackupAndRestoreOfPostgreSQLNameItsTools(t *testing.T) {
	clearEnv(t)
	dir := t.TempDir()
	db := "postgres://ride@127.0.0.1:1/ridepost"
	if err := BackupCmd([]string{"--db", db, filepath.Join(dir, "backup.db")}, io.Discard); err == nil || !strings.Contains(err.Error(), "pg_dump") {
		t.Errorf("backup: got %v, want pg_dump named", err)
	}
	if err := RestoreCmd([]string{"--db", db, filepath.Join(dir, "backup.db")}, io.Discard); err == nil || !strings.Contains(err.Error(), "pg_restore") {
		t.Errorf("restore: got %v, want pg_restore named", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Fatalf("created %v", entries)
	}
}

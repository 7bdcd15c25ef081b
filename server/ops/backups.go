package ops

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"time"

	"ridepost/store"
)

// BackupCmd runs `ridepost backup [--db PATH] FILE`.
func BackupCmd(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	db := fs.String("db", env("db", "./data/ridepost.db"), "SQLite file to copy")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: ridepost backup [--db PATH] FILE")
	}
	if store.IsPostgres(*db) {
		return errors.New("backup: a PostgreSQL database is backed up with PostgreSQL's tools: pg_dump, or the provider's backups")
	}
	ctx := context.Background()
	// As it is: an older database is not migrated first, nor is a newer one refused.
	st, err := store.OpenNoMigrate(ctx, *db)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := st.Backup(ctx, fs.Arg(0)); err != nil {
		return err
	}
	fmt.Fprintln(out, "backup written to", fs.Arg(0))
	return nil
}

// Scheduled backups are named by their UTC time so that names sort by age; only files named so are pruned.
const backupTimeLayout = "20060102-150405"

var backupNameRE = regexp.MustCompile(`^ridepost-(\d{8}-\d{6})\.db$`)

func backupName(t time.Time) string {
	return "ridepost-" + t.UTC().Format(backupTimeLayout) + ".db"
}

type backups struct {
	st     *store.Store
	dir    string
	every  time.Duration
	keep   int
	logger *slog.Logger
	now    func() time.Time
}

func (b *backups) run(ctx context.Context) {
	timer := time.NewTimer(b.firstWait())
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		}
		wait := b.every
		if _, err := b.once(ctx); err != nil {
			if ctx.Err() != nil {
				return
			}
			b.logger.Error("backup failed", "dir", b.dir, "err", err)
			wait = min(wait, 10*time.Minute)
		}
		timer.Reset(wait)
	}
}

// firstWait counts from the newest backup in dir, so that frequent restarts do not put backups off.
func (b *backups) firstWait() time.Duration {
	newest, ok := b.newest()
	if !ok {
		return 0
	}
	return max(newest.Add(b.every).Sub(b.now()), 0)
}

func (b *backups) once(ctx context.Context) (string, error) {
	start := b.now()
	if err := os.MkdirAll(b.dir, 0o750); err != nil {
		return "", fmt.Errorf("backup: %w", err)
	}
	path := filepath.Join(b.dir, backupName(start))
	tmp := path + ".partial"
	removeDB(tmp) // left by a crash
	if err := b.st.Backup(ctx, tmp); err != nil {
		removeDB(tmp)
		return "", err
	}
	if err := syncFile(tmp); err != nil {
		removeDB(tmp)
		return "", fmt.Errorf("backup: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		removeDB(tmp)
		return "", fmt.Errorf("backup: %w", err)
	}
	if err := syncDir(b.dir); err != nil {
		return "", fmt.Errorf("backup: %w", err)
	}
	b.logger.Info("backup written", "file", path, "ms", b.now().Sub(start).Milliseconds())
	removed, err := pruneBackups(b.dir, b.keep)
	for _, name := range removed {
		b.logger.Info("old backup removed", "file", filepath.Join(b.dir, name))
	}
	if err != nil {
		return path, fmt.Errorf("backup: prune: %w", err)
	}
	return path, nil
}

func (b *backups) newest() (time.Time, bool) {
	names, err := backupNames(b.dir)
	if err != nil || len(names) == 0 {
		return time.Time{}, false
	}
	m := backupNameRE.FindStringSubmatch(names[len(names)-1])
	t, err := time.Parse(backupTimeLayout, m[1])
	return t, err == nil
}

func backupNames(dir string) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		if e.Type().IsRegular() && backupNameRE.MatchString(e.Name()) {
			names = append(names, e.Name())
		}
	}
	slices.Sort(names)
	return names, nil
}

func pruneBackups(dir string, keep int) ([]string, error) {
	names, err := backupNames(dir)
	if err != nil || len(names) <= keep {
		return nil, err
	}
	var removed []string
	for _, name := range names[:len(names)-keep] {
		if err := os.Remove(filepath.Join(dir, name)); err != nil {
			return removed, err
		}
		removed = append(removed, name)
	}
	return removed, nil
}

// minBackupEvery bounds --backup-every: a backup copies the whole database.
const minBackupEvery = time.Minute

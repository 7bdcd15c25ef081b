package ops

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"ridepost/store"
)

// RestoreCmd runs `ridepost restore [--db PATH] FILE`.
func RestoreCmd(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("restore", flag.ContinueOnError)
	db := fs.String("db", env("db", "./data/ridepost.db"), "SQLite file to replace")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() != 1 {
		return errors.New("usage: ridepost restore [--db PATH] FILE")
	}
	if store.IsPostgres(*db) {
		return errors.New("restore: a PostgreSQL database is restored with PostgreSQL's tools: pg_restore, or the provider's")
	}
	kept, version, err := restore(context.Background(), fs.Arg(0), *db, time.Now())
	if err != nil {
		return err
	}
	fmt.Fprintf(out, "restored %s (schema version %d) to %s\n", fs.Arg(0), version, *db)
	if kept != "" {
		fmt.Fprintln(out, "the database it replaced is kept as", kept)
	}
	return nil
}

// restore renames a checked copy of the backup over db, keeping the database it
// replaces; it refuses while another process, such as a running server, has db open.
func restore(ctx context.Context, from, db string, now time.Time) (kept string, version int, err error) {
	if same, err := sameFile(from, db); err != nil || same {
		if err == nil {
			err = fmt.Errorf("restore: %s is the database itself", from)
		}
		return "", 0, err
	}
	if err := os.MkdirAll(filepath.Dir(db), 0o750); err != nil {
		return "", 0, fmt.Errorf("restore: %w", err)
	}
	// Check a copy beside the database: the backup stays as it is, and the copy
	// takes the database's name in one rename.
	tmp := db + ".restoring"
	removeDB(tmp)
	defer removeDB(tmp)
	if err := copyDB(from, tmp); err != nil {
		return "", 0, err
	}
	if version, err = store.CheckBackup(ctx, tmp); err != nil {
		return "", 0, fmt.Errorf("restore: %s: %w", from, err)
	}
	// A copied -wal goes into the file, which must then hold everything.
	if err := store.Checkpoint(ctx, tmp); err != nil {
		return "", 0, fmt.Errorf("restore: %w", err)
	}
	if err := syncFile(tmp); err != nil {
		return "", 0, err
	}
	if kept, err = setAside(ctx, db, tmp, now); err != nil {
		return "", 0, err
	}
	if err := os.Rename(tmp, db); err != nil {
		return kept, 0, fmt.Errorf("restore: %w", err)
	}
	return kept, version, syncDir(filepath.Dir(db))
}

func setAside(ctx context.Context, db, next string, now time.Time) (kept string, err error) {
	old, err := os.Stat(db)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	// Run restore as the server's user: the file keeps the mode, not the owner.
	if err == nil {
		err = os.Chmod(next, old.Mode().Perm())
	}
	if err != nil {
		return "", fmt.Errorf("restore: %w", err)
	}
	if err := store.Checkpoint(ctx, db); err != nil {
		if errors.Is(err, store.ErrInUse) {
			return "", fmt.Errorf("restore: %s is in use: stop the server first", db)
		}
		return "", fmt.Errorf("restore: %w", err)
	}
	kept = db + ".before-restore-" + now.UTC().Format(backupTimeLayout)
	if err := os.Rename(db, kept); err != nil {
		return "", fmt.Errorf("restore: keep the current database: %w", err)
	}
	// The checkpoint left them empty, if there at all.
	_ = os.Remove(db + "-wal")
	_ = os.Remove(db + "-shm")
	return kept, nil
}

func sameFile(a, b string) (bool, error) {
	ai, err := os.Stat(a)
	if err != nil {
		return false, fmt.Errorf("restore: %w", err)
	}
	bi, err := os.Stat(b)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	return err == nil && os.SameFile(ai, bi), err
}

func copyDB(from, to string) error {
	if err := copyFile(from, to); err != nil {
		return err
	}
	if _, err := os.Stat(from + "-wal"); err == nil {
		return copyFile(from+"-wal", to+"-wal")
	}
	return nil
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return fmt.Errorf("restore: copy %s: %w", from, err)
	}
	return out.Close()
}

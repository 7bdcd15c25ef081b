package store

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
)

// LockedError is LockServer's answer while another process serves the database.
type LockedError struct {
	Path string
	PID  int // 0 when the lock file does not say
}

func (e *LockedError) Error() string {
	who := ""
	if e.PID > 0 {
		who = fmt.Sprintf(" (pid %d)", e.PID)
	}
	return fmt.Sprintf("another ridepost is already serving %s%s: one server per SQLite file, "+
		"each keeps its own search index; stop that one first, or give this one another --db", e.Path, who)
}

// LockServer takes the lock beside the database (path + ".lock") that one serving process holds for its whole
// life, before anything opens the database: a second server on the file would answer searches from an index
// that never sees the first one's parcels and rides. Operator commands (backup, admin) do not take it.
// The lock goes with the process, however it ends; release lets it go sooner. It creates the database's
// folder, as Open does.
func LockServer(path string) (release func(), err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return nil, folderError(dir, err)
	}
	f, err := os.OpenFile(path+".lock", os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return nil, fmt.Errorf("cannot open the database %s: %s", path, reason(err))
	}
	if err := lockFile(f); err != nil {
		f.Close()
		if errors.Is(err, errLocked) {
			return nil, &LockedError{Path: path, PID: pidIn(path + ".lock")}
		}
		return nil, fmt.Errorf("cannot lock %s.lock: %w", path, err)
	}
	// The pid is for the message above; the lock itself is the kernel's.
	if err := f.Truncate(0); err == nil {
		_, _ = f.WriteAt([]byte(fmt.Sprintf("%d\n", os.Getpid())), 0)
	}
	return func() { f.Close() }, nil
}

func pidIn(path string) int {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0
	}
	var pid int
	if _, err := fmt.Sscan(string(b), &pid); err != nil {
		return 0
	}
	return pid
}

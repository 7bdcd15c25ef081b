package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
)

// openError says why the database at path cannot be opened in an operator's words, naming the path and the
// cause: SQLite's own answer ("unable to open database file (14)") names neither. The file system is asked
// again only now that the open has failed.
func openError(path string, cause error) error {
	why := openProblem(path)
	if why == "" {
		why = cause.Error()
	}
	return fmt.Errorf("cannot open the database %s: %s", path, why)
}

// folderError is openError for the folder of the database, which Open creates.
func folderError(dir string, err error) error {
	return fmt.Errorf("cannot create the folder %s for the database: %s", dir, reason(err))
}

func openProblem(path string) string {
	if fi, err := os.Stat(path); err == nil && fi.IsDir() {
		return "it is a folder, not a file"
	}
	f, err := os.OpenFile(path, os.O_RDWR, 0)
	switch {
	case err == nil:
		f.Close()
	case errors.Is(err, fs.ErrPermission):
		return "permission denied (the file is not readable and writable by this user)"
	case !errors.Is(err, fs.ErrNotExist):
		return reason(err)
	}
	// SQLite writes the file's -wal and -shm beside it, and creates it if missing: the folder must be writable.
	probe, err := os.CreateTemp(filepath.Dir(path), ".ridepost-check-*")
	if err != nil {
		return reason(err)
	}
	probe.Close()
	os.Remove(probe.Name())
	return ""
}

// reason words a failed file operation: the cause, and for the usual ones which file or folder is at fault.
func reason(err error) string {
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		return err.Error()
	}
	switch {
	case errors.Is(pe.Err, fs.ErrPermission):
		return fmt.Sprintf("permission denied (the folder %s is not writable by this user)", filepath.Dir(pe.Path))
	case errors.Is(pe.Err, syscall.ENOTDIR):
		if file := fileOnPath(pe.Path); file != "" {
			return fmt.Sprintf("not a directory (%s is a file)", file)
		}
	case errors.Is(pe.Err, fs.ErrNotExist):
		return fmt.Sprintf("no such folder (%s)", filepath.Dir(pe.Path))
	}
	return pe.Err.Error()
}

// fileOnPath is path or the first of its parent folders that is a file, not a folder.
func fileOnPath(path string) string {
	for dir := path; ; dir = filepath.Dir(dir) {
		if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
			return dir
		}
		if parent := filepath.Dir(dir); parent == dir {
			return ""
		}
	}
}

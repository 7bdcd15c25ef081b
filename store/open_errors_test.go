package store

import (
	"context"
	"os"
	"path/filepath"
	"testing"
)

// A database that cannot be opened is named with the cause, never SQLite's bare "unable to open database file".
func TestOpenErrorNamesPathAndCause(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "file")
	if err := os.WriteFile(file, []byte("x"), 0o600); err != nil {
		t.Fatal(err)
	}
	folder := filepath.Join(dir, "folder")
	if err := os.Mkdir(folder, 0o700); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ path, want string }{
		{filepath.Join(file, "ridepost.db"), "cannot create the folder " + file + " for the database: not a directory (" + file + " is a file)"},
		{filepath.Join(file, "data", "ridepost.db"), "cannot create the folder " + file + "/data for the database: not a directory (" + file + " is a file)"},
		{folder, "cannot open the database " + folder + ": it is a folder, not a file"},
	} {
		_, err := Open(context.Background(), tt.path)
		if err == nil || err.Error() != tt.want {
			t.Errorf("Open(%s): got %v, want %q", tt.path, err, tt.want)
		}
	}
}

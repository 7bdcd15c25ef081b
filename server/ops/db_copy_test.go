package ops

import (
	"io"
	"path/filepath"
	"strings"
	"testing"

	"ridepost/store"
)

// `ridepost db copy` says how it is used, and refuses a SQLite file a server is serving.
func TestDBCopyRefusesWhatItCannotDo(t *testing.T) {
	t.Parallel()
	path := filepath.Join(t.TempDir(), "ridepost.db")
	for _, args := range [][]string{nil, {"move"}, {"copy", "--from", path}, {"copy", "--from", path, "--to", "./other.db"}} {
		if err := DBCmd(args, io.Discard); err == nil || !strings.Contains(err.Error(), "usage: ridepost db copy") {
			t.Errorf("%q: %v, want the usage", args, err)
		}
	}
	to := "postgres://ridepost@127.0.0.1:1/none"
	if err := DBCmd([]string{"copy", "--from", path, "--to", to}, io.Discard); err == nil || !strings.Contains(err.Error(), "no SQLite database") {
		t.Errorf("a missing file: %v", err)
	}
	st, err := store.Open(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	st.Close()
	release, err := store.LockServer(path) // a server is serving it
	if err != nil {
		t.Fatal(err)
	}
	defer release()
	if err := DBCmd([]string{"copy", "--from", path, "--to", to}, io.Discard); err == nil || !strings.Contains(err.Error(), "already serving") {
		t.Errorf("a served file: %v", err)
	}
}

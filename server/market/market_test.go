package market

import (
	"bytes"
	"context"
	"log/slog"
	"path/filepath"
	"testing"

	"ridepost/store"
)

// A load cut short by the server stopping (a failed start) is no error to log.
func TestLoadStoppedLogsNothing(t *testing.T) {
	st, err := store.Open(t.Context(), filepath.Join(t.TempDir(), "ridepost.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	var logs bytes.Buffer
	m := New(st, slog.New(slog.NewTextHandler(&logs, nil)))
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	m.Load(ctx)
	if logs.Len() != 0 {
		t.Fatalf("logged %q", logs.String())
	}
}

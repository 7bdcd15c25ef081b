package server

import (
	"log/slog"
	"net/http"
	"strings"
	"testing"
)

// TestDatabaseFailureIsNot404: when reading the object fails, the caller
// gets a logged 500, not "not found" (which would tell them it is gone).
func TestDatabaseFailureIsNot404(t *testing.T) {
	log := &logBuffer{}
	a := newAppWith(t, func(cfg *Config) { cfg.Dev, cfg.Logger = true, slog.New(slog.NewTextHandler(log, nil)) })
	me := a.verifiedUser("reader@example.com")
	for _, tc := range []struct {
		table, method, path string
	}{
		{"rides", http.MethodGet, "/api/parcels/available?rideId=1"},
		{"parcels", http.MethodPost, "/api/parcels/1/requests"},
		{"parcels", http.MethodGet, "/api/rides/available?parcelId=1"},
		{"parcels", http.MethodGet, "/api/parcels/1/requests"},
		{"parcels", http.MethodGet, "/api/delivery/" + a.srv.handlers.DeliveryToken(1)},
	} {
		t.Run(tc.method+" "+tc.path, func(t *testing.T) {
			// Renaming the table makes every read of it fail, as a broken disk would.
			if _, err := a.store.DB().Exec(`ALTER TABLE ` + tc.table + ` RENAME TO gone`); err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() {
				if _, err := a.store.DB().Exec(`ALTER TABLE gone RENAME TO ` + tc.table); err != nil {
					t.Fatal(err)
				}
			})
			log.Reset()
			r := me.do(tc.method, tc.path, map[string]any{"rideId": 1})
			if r.status != http.StatusInternalServerError || r.errorCode() != "internal" {
				t.Fatalf("got %d %s, want 500 internal", r.status, r.body)
			}
			if !strings.Contains(log.String(), "no such table") && !strings.Contains(log.String(), "does not exist (SQLSTATE 42P01)") {
				t.Fatalf("the cause is not logged: %q", log.String())
			}
		})
	}
}

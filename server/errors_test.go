package server

import (
	"bytes"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"ridepost/store"
)

// TestStoreErrorsMapOnce: every sentinel of the store, however wrapped,
// becomes its own status and code; any other error is a 500.
func TestStoreErrorsMapOnce(t *testing.T) {
	for _, tc := range []struct {
		err    error
		status int
		code   string
	}{
		{store.ErrNotFound, http.StatusNotFound, "not_found"},
		{store.ErrInvalidState, http.StatusConflict, "invalid_state"},
		{store.ErrEmailTaken, http.StatusConflict, "email_taken"},
		{store.ErrVehicleInUse, http.StatusConflict, "vehicle_in_use"},
		{store.ErrDuplicate, http.StatusConflict, "request_exists"},
		{store.ErrRideFull, http.StatusConflict, "ride_full"},
		{store.ErrRouteMismatch, http.StatusConflict, "route_mismatch"},
		{store.ErrTokenInvalid, http.StatusBadRequest, "token_invalid"},
		{store.ErrTokenExpired, http.StatusBadRequest, "token_expired"},
		{errors.New("disk I/O error"), http.StatusInternalServerError, "internal"},
	} {
		got := toAPIError(fmt.Errorf("store: something: %w", tc.err))
		if got.Status != tc.status || got.Code != tc.code {
			t.Errorf("%v: got %d %s, want %d %s", tc.err, got.Status, got.Code, tc.status, tc.code)
		}
	}
	if f := toAPIError(store.ErrEmailTaken).Fields["email"]; f != "taken" {
		t.Errorf("email_taken names its field: got %q", f)
	}
}

// logTo sends the server's log to a buffer the test reads.
func (a *testApp) logTo() *bytes.Buffer {
	var buf bytes.Buffer
	a.srv.logger = slog.New(slog.NewTextHandler(&buf, nil))
	return &buf
}

// TestDatabaseFailureIsNot404: when reading the object fails, the caller
// gets a logged 500, not "not found" (which would tell them it is gone).
func TestDatabaseFailureIsNot404(t *testing.T) {
	a := newTestApp(t, nil)
	me := a.verifiedUser("reader@example.com")
	log := a.logTo()
	for _, tc := range []struct {
		table, method, path string
	}{
		{"rides", http.MethodGet, "/api/parcels/available?rideId=1"},
		{"parcels", http.MethodPost, "/api/parcels/1/requests"},
		{"parcels", http.MethodGet, "/api/rides/available?parcelId=1"},
		{"parcels", http.MethodGet, "/api/parcels/1/requests"},
		{"parcels", http.MethodGet, "/api/delivery/" + a.srv.deliveryToken(1)},
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
			if !strings.Contains(log.String(), "no such table") {
				t.Fatalf("the cause is not logged: %q", log.String())
			}
		})
	}
}

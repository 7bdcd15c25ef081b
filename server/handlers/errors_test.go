package handlers

import (
	"errors"
	"fmt"
	"net/http"
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

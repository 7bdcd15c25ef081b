package store

import (
	"errors"
	"strings"
)

// Sentinel errors the server maps to HTTP statuses in one place.
var (
	// ErrNotFound means no such row, or not one the caller may see.
	ErrNotFound = errors.New("store: not found")
	// ErrConflict means a unique value is taken or the state does not allow the change.
	ErrConflict = errors.New("store: conflict")
	// ErrTokenInvalid means an e-mailed token is unknown or was used already.
	ErrTokenInvalid = errors.New("store: token invalid")
	// ErrTokenExpired means an e-mailed token is past its lifetime.
	ErrTokenExpired = errors.New("store: token expired")
)

// isUniqueViolation reports whether err is SQLite's UNIQUE constraint failure.
func isUniqueViolation(err error) bool {
	return err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed")
}

package store

import (
	"errors"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
)

var (
	// ErrNotFound means no such row, or not one the caller may see.
	ErrNotFound = errors.New("store: not found")
	// ErrInvalidState means the object's state does not allow the change.
	ErrInvalidState = errors.New("store: invalid state")
	// ErrEmailTaken means another account has the e-mail address.
	ErrEmailTaken = errors.New("store: e-mail taken")
	// ErrVehicleInUse means a planned ride uses the vehicle.
	ErrVehicleInUse = errors.New("store: vehicle in use")
	// ErrDuplicate means a pending request for the same parcel and ride exists.
	ErrDuplicate = errors.New("store: request already pending")
	// ErrRideFull means the ride has no free place left.
	ErrRideFull = errors.New("store: ride full")
	// ErrRouteMismatch means the parcel does not fit the ride (docs/product.md §5).
	ErrRouteMismatch = errors.New("store: parcel does not fit the ride")
	// ErrTokenInvalid means an e-mailed token is unknown or was used already.
	ErrTokenInvalid = errors.New("store: token invalid")
	// ErrTokenExpired means an e-mailed token is past its lifetime.
	ErrTokenExpired = errors.New("store: token expired")
	// ErrAlreadyRated means the driver rated the parcel's sender already.
	ErrAlreadyRated = errors.New("store: already rated")
	// ErrReportSelf means the reported user, parcel or ride is the reporter's own.
	ErrReportSelf = errors.New("store: report of oneself")
	// ErrTooManyReports means the reporter made MaxReportsPerDay in the last day.
	ErrTooManyReports = errors.New("store: too many reports")
	// ErrCannotSuspendAdmin means an admin cannot be suspended; revoke the role first.
	ErrCannotSuspendAdmin = errors.New("store: cannot suspend an admin")
	// ErrNotListing means a report of a user has no listing to remove.
	ErrNotListing = errors.New("store: report is not of a listing")
	// ErrActiveItems means the account has a parcel or ride under way.
	ErrActiveItems = errors.New("store: items under way")
	// ErrBlocked means one of two users blocked the other (docs/product.md §2).
	ErrBlocked = errors.New("store: blocked")
	// ErrTooManyPhotos means the stage has MaxPhotosPerStage photos already.
	ErrTooManyPhotos = errors.New("store: too many photos")
	// ErrConversationClosed means its two sides may no longer write in it.
	ErrConversationClosed = errors.New("store: conversation closed")
)

// isUniqueViolation is SQLite's UNIQUE constraint failure, or PostgreSQL's unique_violation (SQLSTATE 23505).
func isUniqueViolation(err error) bool {
	if pe := (*pgconn.PgError)(nil); errors.As(err, &pe) {
		return pe.Code == "23505"
	}
	return err != nil && strings.Contains(err.Error(), "UNIQUE constraint failed")
}

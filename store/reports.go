package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// Report reasons and states (docs/product.md §5).
const (
	ReportOpen     = "open"
	ReportResolved = "resolved"
)

// ReportReasons are the reasons a report may give.
var ReportReasons = []string{"spam", "fraud", "abuse", "prohibited", "other"}

// MaxReportsPerDay is how many reports a user may make in 24 hours (docs/product.md §8).
const MaxReportsPerDay = 10

// Report is a user's report of exactly one of a user, a parcel or a ride, for the admins.
type Report struct {
	ID         int64         `db:"id"`
	ReporterID int64         `db:"reporter_id"`
	UserID     sql.NullInt64 `db:"user_id"`
	ParcelID   sql.NullInt64 `db:"parcel_id"`
	RideID     sql.NullInt64 `db:"ride_id"`
	Reason     string        `db:"reason"`
	Details    string        `db:"details"`
	Status     string        `db:"status"`
	CreatedAt  string        `db:"created_at"`
}

const reportColumns = `id, reporter_id, user_id, parcel_id, ride_id, reason, details, status, created_at`

// LimitError refuses something done too often: Err (such as ErrTooManyReports) until At.
type LimitError struct {
	Err error
	At  time.Time
}

func (e *LimitError) Error() string { return e.Err.Error() }
func (e *LimitError) Unwrap() error { return e.Err }

// CreateReport stores an open report; a *LimitError past MaxReportsPerDay, ErrReportSelf for the reporter's own.
func (s *Store) CreateReport(ctx context.Context, r Report) (*Report, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	now := time.Now()
	var recent []string
	if err := tx.SelectContext(ctx, &recent, `SELECT created_at FROM reports WHERE reporter_id = ? AND created_at > ?
		ORDER BY created_at LIMIT ?`, r.ReporterID, formatTime(now.Add(-24*time.Hour)), MaxReportsPerDay); err != nil {
		return nil, fmt.Errorf("store: count reports: %w", err)
	}
	if len(recent) >= MaxReportsPerDay {
		return nil, &LimitError{Err: ErrTooManyReports, At: parseTime(recent[0]).Add(24 * time.Hour)}
	}
	owner, err := reportedOwner(ctx, tx, r)
	if err != nil {
		return nil, err
	}
	if owner == r.ReporterID {
		return nil, ErrReportSelf
	}
	out, err := getOne[Report](ctx, tx, "create report", `INSERT INTO reports
		(reporter_id, user_id, parcel_id, ride_id, reason, details, status, created_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING `+reportColumns,
		r.ReporterID, r.UserID, r.ParcelID, r.RideID, r.Reason, r.Details, ReportOpen, formatTime(now))
	if err != nil {
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		return nil, err
	}
	return out, nil
}

func reportedOwner(ctx context.Context, tx *sqlx.Tx, r Report) (int64, error) {
	var q string
	var id int64
	switch {
	case r.UserID.Valid:
		q, id = `SELECT id FROM users WHERE id = ?`, r.UserID.Int64
	case r.ParcelID.Valid:
		q, id = `SELECT sender_id FROM parcels WHERE id = ?`, r.ParcelID.Int64
	case r.RideID.Valid:
		q, id = `SELECT driver_id FROM rides WHERE id = ?`, r.RideID.Int64
	default:
		return 0, ErrNotFound
	}
	owner, err := getOne[int64](ctx, tx, "reported owner", q, id)
	if err != nil {
		return 0, err
	}
	return *owner, nil
}

// ListReports returns a page of reports of status ("": all), newest first, below the id before (0: from the newest).
func (s *Store) ListReports(ctx context.Context, status string, before int64, limit int) ([]Report, error) {
	q := `SELECT ` + reportColumns + ` FROM reports WHERE id < ?`
	args := []any{pageBefore(before)}
	switch status {
	case "":
	case ReportOpen, ReportResolved:
		// Literal, not bound: only then does SQLite use the partial index.
		q += ` AND status = '` + status + `'`
	default:
		q += ` AND status = ?`
		args = append(args, status)
	}
	out := []Report{}
	if err := sqlx.SelectContext(ctx, s.q, &out, q+` ORDER BY id DESC LIMIT ?`, append(args, limit)...); err != nil {
		return nil, fmt.Errorf("store: list reports: %w", err)
	}
	return out, nil
}

// GetReport returns a report.
func (s *Store) GetReport(ctx context.Context, id int64) (*Report, error) {
	return getOne[Report](ctx, s.q, "get report", `SELECT `+reportColumns+` FROM reports WHERE id = ?`, id)
}

// ResolveReport resolves an open report by admin: dismiss, remove_listing as its owner would, or suspend_user.
func (s *Store) ResolveReport(ctx context.Context, admin, id int64, action, reason string) (*Report, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	r, err := getOne[Report](ctx, tx, "resolve report", `SELECT `+reportColumns+` FROM reports WHERE id = ?`, id)
	if err != nil {
		return nil, err
	}
	if r.Status != ReportOpen {
		return nil, ErrInvalidState
	}
	owner, err := reportedOwner(ctx, tx, *r)
	if err != nil {
		return nil, err
	}
	n := newNotices(tx)
	c := Change{}
	switch action {
	case ResolveDismiss:
	case ResolveRemoveListing:
		switch {
		case r.ParcelID.Valid:
			p, err := cancelParcel(ctx, n, owner, r.ParcelID.Int64)
			if err != nil {
				return nil, err
			}
			c.Parcels, c.Rides = ids(p.ID), ids(p.RideID.Int64)
		case r.RideID.Valid:
			released, err := cancelRide(ctx, n, owner, r.RideID.Int64)
			if err != nil {
				return nil, err
			}
			c.Rides = ids(r.RideID.Int64)
			for _, p := range released {
				c.Parcels = append(c.Parcels, p.ID)
			}
		default:
			return nil, ErrNotListing
		}
	case ResolveSuspendUser:
		parcels, rides, err := suspend(ctx, tx, admin, owner, reason, r.ID)
		if err != nil {
			return nil, err
		}
		c.Users, c.Parcels, c.Rides = []int64{owner}, parcels, rides
	default:
		return nil, errors.New("store: unknown resolution " + action)
	}
	now := formatTime(time.Now())
	if _, err := tx.ExecContext(ctx, `UPDATE reports SET status = 'resolved', resolved_at = ?, resolved_by = ?, action = ?
		WHERE id = ?`, now, admin, action, id); err != nil {
		return nil, fmt.Errorf("store: resolve report: %w", err)
	}
	if err := audit(ctx, tx, admin, AuditResolveReport, owner, id, action); err != nil {
		return nil, err
	}
	c.Notices, c.Requests = n.list, n.requests
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	r.Status = ReportResolved
	return r, nil
}

// ReportResolution is how a report was resolved.
type ReportResolution struct {
	ID         int64          `db:"id"`
	ResolvedAt sql.NullString `db:"resolved_at"`
	ResolvedBy sql.NullInt64  `db:"resolved_by"`
	Action     sql.NullString `db:"action"`
}

// ReportResolutions returns how the given reports were resolved.
func (s *Store) ReportResolutions(ctx context.Context, reports []int64) (map[int64]ReportResolution, error) {
	list, err := selectIn[ReportResolution](ctx, s.q, "report resolutions",
		`SELECT id, resolved_at, resolved_by, action FROM reports WHERE id `+inIDs, reports)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]ReportResolution, len(list))
	for _, r := range list {
		out[r.ID] = r
	}
	return out, nil
}

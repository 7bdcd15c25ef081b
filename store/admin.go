package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/jmoiron/sqlx"
)

// Admin actions, as the audit names them.
const (
	AuditGrantAdmin    = "grant_admin"
	AuditRevokeAdmin   = "revoke_admin"
	AuditSuspendUser   = "suspend_user"
	AuditUnsuspendUser = "unsuspend_user"
	AuditResolveReport = "resolve_report"
)

// Report resolutions.
const (
	ResolveDismiss       = "dismiss"
	ResolveRemoveListing = "remove_listing"
	ResolveSuspendUser   = "suspend_user"
)

// Audit is one admin action, written in the transaction that does it; AdminID is NULL for the command line.
type Audit struct {
	ID             int64         `db:"id"`
	AdminID        sql.NullInt64 `db:"admin_id"`
	Action         string        `db:"action"`
	TargetUserID   sql.NullInt64 `db:"target_user_id"`
	TargetReportID sql.NullInt64 `db:"target_report_id"`
	Details        string        `db:"details"`
	CreatedAt      string        `db:"created_at"`
}

func audit(ctx context.Context, tx *sqlx.Tx, admin int64, action string, user, report int64, details string) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO admin_audit (admin_id, action, target_user_id, target_report_id, details, created_at)
		VALUES (?, ?, ?, ?, ?, ?)`, nullID(admin), action, nullID(user), nullID(report), details, formatTime(time.Now()))
	if err != nil {
		return fmt.Errorf("store: audit: %w", err)
	}
	return nil
}

// ListAudit returns a page of the audit, newest first, below the id before (0: from the newest).
func (s *Store) ListAudit(ctx context.Context, before int64, limit int) ([]Audit, error) {
	out := []Audit{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT id, admin_id, action, target_user_id, target_report_id, details, created_at
		FROM admin_audit WHERE id < ? ORDER BY id DESC LIMIT ?`, pageBefore(before), limit)
	if err != nil {
		return nil, fmt.Errorf("store: list audit: %w", err)
	}
	return out, nil
}

// SetRole makes the user with email an admin or a user again, from the command line.
func (s *Store) SetRole(ctx context.Context, email, role string) (*User, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	u, err := getOne[User](ctx, tx, "set role", `UPDATE users SET role = ?, updated_at = ? WHERE email = ? AND deleted_at IS NULL
		RETURNING `+userColumns, role, formatTime(time.Now()), strings.ToLower(strings.TrimSpace(email)))
	if err != nil {
		return nil, err
	}
	action := AuditGrantAdmin
	if role != RoleAdmin {
		action = AuditRevokeAdmin
	}
	if err := audit(ctx, tx, 0, action, u.ID, 0, ""); err != nil {
		return nil, err
	}
	return s.committedUser(ctx, tx, u)
}

// Suspend ends user's sessions, refuses their sign-in and hides their listings; ErrCannotSuspendAdmin for an admin.
func (s *Store) Suspend(ctx context.Context, admin, user int64, reason string) error {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	parcels, rides, err := suspend(ctx, tx, admin, user, reason, 0)
	if err != nil {
		return err
	}
	if err := s.commit(ctx, tx, Change{Users: []int64{user}, Parcels: parcels, Rides: rides}); err != nil {
		return err
	}
	return nil
}

func suspend(ctx context.Context, tx *sqlx.Tx, admin, user int64, reason string, report int64) (parcels, rides []int64, err error) {
	u, err := getOne[User](ctx, tx, "suspend", `SELECT `+userColumns+` FROM users WHERE id = ? AND deleted_at IS NULL`, user)
	if err != nil {
		return nil, nil, err
	}
	if u.Role == RoleAdmin {
		return nil, nil, ErrCannotSuspendAdmin
	}
	if _, err := tx.ExecContext(ctx, `UPDATE users SET suspended_at = COALESCE(suspended_at, ?), suspend_reason = ?,
		auth_version = auth_version + 1 WHERE id = ?`, formatTime(time.Now()), reason, user); err != nil {
		return nil, nil, fmt.Errorf("store: suspend: %w", err)
	}
	if err := audit(ctx, tx, admin, AuditSuspendUser, user, report, reason); err != nil {
		return nil, nil, err
	}
	parcels, rides, err = listings(ctx, tx, user)
	return parcels, rides, err
}

// OpenListings returns the New parcels and the Planned or In Progress rides of users.
func (s *Store) OpenListings(ctx context.Context, users []int64) (parcels, rides []int64, err error) {
	return listings(ctx, s.q, users...)
}

func listings(ctx context.Context, q queryer, users ...int64) (parcels, rides []int64, err error) {
	parcels, err = selectIn[int64](ctx, q, "listings", `SELECT id FROM parcels WHERE status = 'New' AND sender_id `+inIDs, users)
	if err != nil {
		return nil, nil, err
	}
	rides, err = selectIn[int64](ctx, q, "listings", `SELECT id FROM rides WHERE status IN ('Planned', 'In Progress')
		AND driver_id `+inIDs, users)
	if err != nil {
		return nil, nil, err
	}
	return parcels, rides, nil
}

// Unsuspend lifts a suspension: the user may sign in again and their listings come back.
func (s *Store) Unsuspend(ctx context.Context, admin, user int64) error {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `UPDATE users SET suspended_at = NULL, suspend_reason = '' WHERE id = ? AND deleted_at IS NULL`, user)
	if err != nil {
		return fmt.Errorf("store: unsuspend: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	if err := audit(ctx, tx, admin, AuditUnsuspendUser, user, 0, ""); err != nil {
		return err
	}
	parcels, rides, err := listings(ctx, tx, user)
	if err != nil {
		return err
	}
	if err := s.commit(ctx, tx, Change{Users: []int64{user}, Parcels: parcels, Rides: rides}); err != nil {
		return err
	}
	return nil
}

// SuspendedAmong returns which of ids are suspended.
func (s *Store) SuspendedAmong(ctx context.Context, ids []int64) (map[int64]bool, error) {
	list, err := selectIn[int64](ctx, s.q, "suspended", `SELECT id FROM users WHERE suspended_at IS NOT NULL AND id `+inIDs, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]bool, len(list))
	for _, id := range list {
		out[id] = true
	}
	return out, nil
}

// SuspendedUsers lists every suspended user (a few: users_suspended_idx).
func (s *Store) SuspendedUsers(ctx context.Context) ([]int64, error) {
	out := []int64{}
	if err := sqlx.SelectContext(ctx, s.q, &out, `SELECT id FROM users WHERE suspended_at IS NOT NULL`); err != nil {
		return nil, fmt.Errorf("store: suspended users: %w", err)
	}
	return out, nil
}

// AdminStats are the console's figures.
type AdminStats struct {
	Users         int
	VerifiedUsers int
	Parcels       map[string]int
	Rides         map[string]int
	Deliveries30d int
	OpenReports   int
}

// GetAdminStats counts users, listings by state, the last 30 days' deliveries and the open reports.
func (s *Store) GetAdminStats(ctx context.Context) (*AdminStats, error) {
	st := &AdminStats{Parcels: map[string]int{}, Rides: map[string]int{}}
	err := sqlx.GetContext(ctx, s.q, st, `SELECT
		(SELECT COUNT(*) FROM users WHERE deleted_at IS NULL) AS users,
		(SELECT COUNT(*) FROM users WHERE deleted_at IS NULL AND email_verified_at IS NOT NULL) AS verifiedusers,
		(SELECT COUNT(*) FROM parcels WHERE status = 'Delivered' AND delivered_at >= ?) AS deliveries30d,
		(SELECT COUNT(*) FROM reports WHERE status = 'open') AS openreports`, formatTime(time.Now().AddDate(0, 0, -30)))
	if err != nil {
		return nil, fmt.Errorf("store: admin stats: %w", err)
	}
	for table, into := range map[string]map[string]int{"parcels": st.Parcels, "rides": st.Rides} {
		var rows []struct {
			Status string `db:"status"`
			N      int    `db:"n"`
		}
		if err := sqlx.SelectContext(ctx, s.q, &rows, `SELECT status, COUNT(*) AS n FROM `+table+` GROUP BY status`); err != nil {
			return nil, fmt.Errorf("store: admin stats: %w", err)
		}
		for _, r := range rows {
			into[r.Status] = r.N
		}
	}
	return st, nil
}

// SearchUsers returns a page of users whose e-mail or name starts with q, as prefix ranges over their indexes.
func (s *Store) SearchUsers(ctx context.Context, q string, before int64, limit int) ([]User, error) {
	out := []User{}
	before = pageBefore(before)
	q = strings.TrimSpace(q)
	var err error
	if q == "" {
		err = sqlx.SelectContext(ctx, s.q, &out, `SELECT `+userColumns+` FROM users WHERE id < ? ORDER BY id DESC LIMIT ?`, before, limit)
	} else {
		email := strings.ToLower(q)
		err = sqlx.SelectContext(ctx, s.q, &out, `SELECT `+userColumns+` FROM (
			SELECT * FROM users WHERE email >= ? AND email < ?
			UNION SELECT * FROM users WHERE name >= ? COLLATE NOCASE AND name < ? COLLATE NOCASE) AS found
			WHERE id < ? ORDER BY id DESC LIMIT ?`, email, email+"\U0010FFFF", q, q+"\U0010FFFF", before, limit)
	}
	if err != nil {
		return nil, fmt.Errorf("store: search users: %w", err)
	}
	return out, nil
}

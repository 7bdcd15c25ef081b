package store

import (
	"context"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/jmoiron/sqlx"
)

// DeleteAccount erases what identifies user and cancels their listings; ErrActiveItems while one is under way.
func (s *Store) DeleteAccount(ctx context.Context, user int64) error {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	u, err := getOne[User](ctx, tx, "delete account", `SELECT `+userColumns+` FROM users WHERE id = ? AND deleted_at IS NULL`, user)
	if err != nil {
		return err
	}
	var active bool
	if err := tx.GetContext(ctx, &active, `SELECT
		EXISTS (SELECT 1 FROM parcels WHERE sender_id = ? AND status IN ('Accepted', 'In Transit')) OR
		EXISTS (SELECT 1 FROM rides WHERE driver_id = ? AND status = 'In Progress')`, user, user); err != nil {
		return fmt.Errorf("store: delete account: %w", err)
	}
	if active {
		return ErrActiveItems
	}
	parcels, rides, err := listings(ctx, tx, user)
	if err != nil {
		return err
	}
	n := newNotices(tx)
	changedParcels, changedRides := slices.Clone(parcels), slices.Clone(rides)
	for _, id := range parcels {
		if _, err := cancelParcel(ctx, n, user, id); err != nil {
			return err
		}
	}
	for _, id := range rides {
		released, err := cancelRide(ctx, n, user, id)
		if err != nil {
			return err
		}
		for _, p := range released {
			changedParcels = append(changedParcels, p.ID)
		}
	}
	now := formatTime(time.Now())
	for _, q := range []string{
		`UPDATE users SET email = ` + erasedEmail + `, password_hash = '', name = '', surname = '',
			phone = '', picture_version = '', wants_to_drive = FALSE, role = 'user', auth_version = auth_version + 1,
			deleted_at = ?1, updated_at = ?1 WHERE id = ?2`,
		`UPDATE vehicles SET model_type = '', model_name = '', id_number = '', deleted_at = COALESCE(deleted_at, ?1) WHERE user_id = ?2`,
	} {
		if _, err := tx.ExecContext(ctx, q, now, user); err != nil {
			return fmt.Errorf("store: delete account: %w", err)
		}
	}
	// Each statement names every argument it is given: PostgreSQL must know the type of each.
	for _, q := range []string{
		`UPDATE parcels SET from_street = '', to_street = '', details = '', recipient_name = '', recipient_last_name = '',
			recipient_phone = '', recipient_email = '', handover_pin = NULL, declared_value = NULL WHERE sender_id = ?1`,
		`UPDATE rides SET from_street = '' WHERE driver_id = ?1`,
		`UPDATE messages SET text = '' WHERE author_id = ?1`,
		`UPDATE requests SET message = '' WHERE message <> '' AND (
			(direction = 'fromSender' AND parcel_id IN (SELECT id FROM parcels WHERE sender_id = ?1)) OR
			(direction = 'fromDriver' AND ride_id IN (SELECT id FROM rides WHERE driver_id = ?1)))`,
		`DELETE FROM user_pictures WHERE user_id = ?1`,
		`DELETE FROM notifications WHERE user_id = ?1`,
		`DELETE FROM alerts WHERE user_id = ?1`,
		`DELETE FROM matches_told WHERE user_id = ?1`,
		`DELETE FROM push_subscriptions WHERE user_id = ?1`,
		`DELETE FROM email_opt_outs WHERE user_id = ?1`,
		`DELETE FROM notification_settings WHERE user_id = ?1`,
		`DELETE FROM email_tokens WHERE user_id = ?1`,
		`DELETE FROM blocks WHERE (blocker_id = ?1 OR blocked_id = ?1)`,
	} {
		if _, err := tx.ExecContext(ctx, q, user); err != nil {
			return fmt.Errorf("store: delete account: %w", err)
		}
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM email_outbox WHERE recipient = ?`, u.Email); err != nil {
		return fmt.Errorf("store: delete account: %w", err)
	}
	if err := s.commit(ctx, tx, Change{Users: []int64{user}, Parcels: changedParcels, Rides: changedRides, Notices: n.list, Requests: n.requests}); err != nil {
		return err
	}
	return nil
}

const erasedEmail = `'deleted:' || id`

var secretColumns = map[string]bool{"password_hash": true, "token_hash": true, "p256dh": true, "auth": true, "data": true}

// Export returns everything stored about user, by table (found from the schema), secrets left out.
func (s *Store) Export(ctx context.Context, user int64) (map[string][]map[string]any, error) {
	tx, err := s.db.BeginTxx(ctx, nil) // one consistent view
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	tables, err := UserColumns(ctx, tx)
	if err != nil {
		return nil, err
	}
	out := map[string][]map[string]any{}
	add := func(table, q string, args ...any) error {
		rows, err := exportRows(ctx, tx, q, args...)
		if err != nil {
			return fmt.Errorf("store: export %s: %w", table, err)
		}
		seen := map[any]bool{}
		for _, r := range out[table] {
			seen[r["id"]] = r["id"] != nil
		}
		for _, r := range rows {
			if id, ok := r["id"]; !ok || !seen[id] {
				out[table] = append(out[table], r)
			}
		}
		return nil
	}
	if err := add("users", `SELECT * FROM users WHERE id = ?`, user); err != nil {
		return nil, err
	}
	for _, t := range tables {
		where := ""
		args := []any{}
		for i, c := range t.Columns {
			if i > 0 {
				where += " OR "
			}
			where += `"` + c + `" = ?`
			args = append(args, user)
		}
		if err := add(t.Table, `SELECT * FROM "`+t.Table+`" WHERE `+where, args...); err != nil {
			return nil, err
		}
	}
	related := []struct{ table, q string }{
		{"requests", `SELECT * FROM requests WHERE parcel_id IN (SELECT id FROM parcels WHERE sender_id = ?1)
			OR ride_id IN (SELECT id FROM rides WHERE driver_id = ?1)`},
		{"messages", `SELECT * FROM messages WHERE conversation_id IN
			(SELECT id FROM conversations WHERE sender_id = ?1 UNION SELECT id FROM conversations WHERE driver_id = ?1)`},
		{"email_outbox", `SELECT * FROM email_outbox WHERE recipient = (SELECT email FROM users WHERE id = ?1)`},
	}
	for _, r := range related {
		if err := add(r.table, r.q, user); err != nil {
			return nil, err
		}
	}
	return out, nil
}

func exportRows(ctx context.Context, tx *sqlx.Tx, q string, args ...any) ([]map[string]any, error) {
	rows, err := tx.QueryxContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []map[string]any
	for rows.Next() {
		m := map[string]any{}
		if err := rows.MapScan(m); err != nil {
			return nil, err
		}
		for k, v := range m {
			if secretColumns[k] {
				delete(m, k)
			} else if b, ok := v.([]byte); ok {
				m[k] = string(b)
			}
		}
		out = append(out, m)
	}
	return out, rows.Err()
}

// TableColumns names a table's columns that refer to users.
type TableColumns struct {
	Table   string
	Columns []string
}

// UserColumns lists every table's foreign-key columns to users, the users table aside.
func UserColumns(ctx context.Context, q sqlx.QueryerContext) ([]TableColumns, error) {
	if d, ok := q.(interface{ DriverName() string }); ok && d.DriverName() == "pgx" {
		return postgresUserColumns(ctx, q)
	}
	return sqliteUserColumns(ctx, q)
}

func sqliteUserColumns(ctx context.Context, q sqlx.QueryerContext) ([]TableColumns, error) {
	var tables []string
	if err := sqlx.SelectContext(ctx, q, &tables, `SELECT name FROM sqlite_master WHERE type = 'table'
		AND name NOT LIKE 'sqlite_%' AND name <> 'users' ORDER BY name`); err != nil {
		return nil, fmt.Errorf("store: tables: %w", err)
	}
	var out []TableColumns
	for _, t := range tables {
		var cols []string
		if err := sqlx.SelectContext(ctx, q, &cols, `SELECT "from" FROM pragma_foreign_key_list(?) WHERE "table" = 'users'`, t); err != nil {
			return nil, fmt.Errorf("store: foreign keys of %s: %w", t, err)
		}
		if len(cols) > 0 {
			out = append(out, TableColumns{Table: t, Columns: cols})
		}
	}
	return out, nil
}

func postgresUserColumns(ctx context.Context, q sqlx.QueryerContext) ([]TableColumns, error) {
	var rows []struct {
		Table  string `db:"table_name"`
		Column string `db:"column_name"`
	}
	if err := sqlx.SelectContext(ctx, q, &rows, `SELECT k.table_name, k.column_name
		FROM information_schema.referential_constraints r
		JOIN information_schema.key_column_usage k ON k.constraint_schema = r.constraint_schema AND k.constraint_name = r.constraint_name
		JOIN information_schema.table_constraints u ON u.constraint_schema = r.unique_constraint_schema
			AND u.constraint_name = r.unique_constraint_name
		WHERE r.constraint_schema = current_schema() AND u.table_name = 'users' AND k.table_name <> 'users'
		ORDER BY k.table_name, k.column_name`); err != nil {
		return nil, fmt.Errorf("store: foreign keys: %w", err)
	}
	var out []TableColumns
	for _, r := range rows {
		if n := len(out); n > 0 && out[n-1].Table == r.Table {
			out[n-1].Columns = append(out[n-1].Columns, r.Column)
		} else {
			out = append(out, TableColumns{Table: r.Table, Columns: []string{r.Column}})
		}
	}
	return out, nil
}

// ExportName is the file name of a user's export.
func ExportName(user int64, at time.Time) string {
	return "ridepost-data-" + strconv.FormatInt(user, 10) + "-" + at.UTC().Format("20060102") + ".json"
}

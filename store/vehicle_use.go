package store

import (
	"context"

	"github.com/jmoiron/sqlx"
)

// vehicleInUse reports whether a ride that has not left yet uses the vehicle.
func vehicleInUse(ctx context.Context, tx *sqlx.Tx, vehicleID int64) (bool, error) {
	var n int
	err := tx.GetContext(ctx, &n, `SELECT COUNT(*) FROM rides WHERE vehicle_id = ? AND status = ?`, vehicleID, RidePlanned)
	return n > 0, err
}

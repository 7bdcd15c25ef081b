package store

import (
	"context"

	"github.com/jmoiron/sqlx"
)

// vehicleInUse reports whether a ride that has not left yet uses the vehicle.
// Rides arrive with their own migration; until then nothing uses a vehicle.
func vehicleInUse(ctx context.Context, tx *sqlx.Tx, vehicleID int64) (bool, error) {
	var n int
	err := tx.GetContext(ctx, &n, `SELECT COUNT(*) FROM sqlite_master WHERE type = 'table' AND name = 'rides'`)
	if err != nil || n == 0 {
		return false, err
	}
	err = tx.GetContext(ctx, &n, `SELECT COUNT(*) FROM rides WHERE vehicle_id = ? AND status = 'planned'`, vehicleID)
	return n > 0, err
}

package store

import (
	"context"

	"github.com/jmoiron/sqlx"
)

func vehicleInUse(ctx context.Context, tx *sqlx.Tx, vehicleID int64) (bool, error) {
	var n int
	err := tx.GetContext(ctx, &n, `SELECT COUNT(*) FROM rides WHERE vehicle_id = ? AND status = ?`, vehicleID, RidePlanned)
	return n > 0, err
}

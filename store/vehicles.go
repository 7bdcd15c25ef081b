package store

import (
	"github.com/jmoiron/sqlx"

	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// Vehicle is one of a driver's vehicles.
type Vehicle struct {
	ID          int64  `db:"id"`
	UserID      int64  `db:"user_id"`
	VehicleType string `db:"vehicle_type"`
	ModelType   string `db:"model_type"`
	ModelName   string `db:"model_name"`
	IDNumber    string `db:"id_number"`
	CreatedAt   string `db:"created_at"`
}

const vehicleColumns = "id, user_id, vehicle_type, model_type, model_name, id_number, created_at"

// ListVehicles returns the user's vehicles, newest first.
func (s *Store) ListVehicles(ctx context.Context, userID int64) ([]Vehicle, error) {
	out := []Vehicle{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT `+vehicleColumns+` FROM vehicles
		WHERE user_id = ? AND deleted_at IS NULL ORDER BY id DESC`, userID)
	if err != nil {
		return nil, fmt.Errorf("store: list vehicles: %w", err)
	}
	return out, nil
}

// GetVehicle returns one of the user's vehicles; ErrNotFound for anyone else's.
func (s *Store) GetVehicle(ctx context.Context, userID, id int64) (*Vehicle, error) {
	return getOne[Vehicle](ctx, s.q, "get vehicle", `SELECT `+vehicleColumns+` FROM vehicles
		WHERE id = ? AND user_id = ? AND deleted_at IS NULL`, id, userID)
}

// CreateVehicle adds a vehicle to the user's garage.
func (s *Store) CreateVehicle(ctx context.Context, v Vehicle) (*Vehicle, error) {
	var out Vehicle
	err := sqlx.GetContext(ctx, s.q, &out, `INSERT INTO vehicles (user_id, vehicle_type, model_type, model_name, id_number, created_at)
		VALUES (?, ?, ?, ?, ?, ?) RETURNING `+vehicleColumns,
		v.UserID, v.VehicleType, v.ModelType, v.ModelName, v.IDNumber, formatTime(time.Now()))
	if err != nil {
		return nil, fmt.Errorf("store: create vehicle: %w", err)
	}
	return &out, nil
}

// DeleteVehicle removes one of the user's vehicles; ErrVehicleInUse while a planned ride uses it.
func (s *Store) DeleteVehicle(ctx context.Context, userID, id int64) error {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var exists int
	err = tx.GetContext(ctx, &exists, `SELECT 1 FROM vehicles WHERE id = ? AND user_id = ? AND deleted_at IS NULL`, id, userID)
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("store: delete vehicle: %w", err)
	}
	inUse, err := vehicleInUse(ctx, tx, id)
	if err != nil {
		return err
	}
	if inUse {
		return ErrVehicleInUse
	}
	if _, err := tx.ExecContext(ctx, `UPDATE vehicles SET deleted_at = ? WHERE id = ?`, formatTime(time.Now()), id); err != nil {
		return fmt.Errorf("store: delete vehicle: %w", err)
	}
	return tx.Commit()
}

package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// Photo stages.
const (
	PhotoPickup   = "pickup"
	PhotoDelivery = "delivery"
)

// MaxPhotosPerStage is how many photos the driver may add at pickup, and at delivery.
const MaxPhotosPerStage = 2

// ParcelPhoto is a photo the driver took of a parcel, already re-encoded without metadata.
type ParcelPhoto struct {
	ID          int64  `db:"id"`
	ParcelID    int64  `db:"parcel_id"`
	Stage       string `db:"stage"`
	ContentType string `db:"content_type"`
	Data        []byte `db:"data"`
	TakenAt     string `db:"taken_at"`
}

// AddParcelPhoto stores a photo of a parcel on driverID's ride: at pickup
// while In Transit, at delivery while In Transit or Delivered.
func (s *Store) AddParcelPhoto(ctx context.Context, driverID, parcelID int64, stage, contentType string, data []byte) (*ParcelPhoto, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	p, err := s.driversParcel(ctx, tx, driverID, parcelID)
	if err != nil {
		return nil, err
	}
	open := p.Status == ParcelInTransit || (stage == PhotoDelivery && p.Status == ParcelDelivered)
	if !open || (stage != PhotoPickup && stage != PhotoDelivery) {
		return nil, ErrInvalidState
	}
	var n int
	if err := tx.GetContext(ctx, &n, `SELECT COUNT(*) FROM parcel_photos WHERE parcel_id = ? AND stage = ?`,
		parcelID, stage); err != nil {
		return nil, fmt.Errorf("store: count photos: %w", err)
	}
	if n >= MaxPhotosPerStage {
		return nil, ErrTooManyPhotos
	}
	ph, err := getOne[ParcelPhoto](ctx, tx, "add photo", `INSERT INTO parcel_photos (parcel_id, stage, content_type, data, taken_at)
		VALUES (?, ?, ?, ?, ?) RETURNING id, parcel_id, stage, content_type, '' AS data, taken_at`,
		parcelID, stage, contentType, data, formatTime(time.Now()))
	if err != nil {
		return nil, err
	}
	if err := s.commit(ctx, tx, changeOf(ids(parcelID), nil, nil)); err != nil {
		return nil, err
	}
	return ph, nil
}

// ParcelPhotos lists the photos of the given parcels, without their bytes, oldest first.
func (s *Store) ParcelPhotos(ctx context.Context, parcelIDs []int64) (map[int64][]ParcelPhoto, error) {
	out := map[int64][]ParcelPhoto{}
	if len(parcelIDs) == 0 {
		return out, nil
	}
	q, args, err := sqlx.In(`SELECT id, parcel_id, stage, content_type, taken_at FROM parcel_photos
		WHERE parcel_id IN (?) ORDER BY id`, parcelIDs)
	if err != nil {
		return nil, err
	}
	var rows []ParcelPhoto
	if err := sqlx.SelectContext(ctx, s.q, &rows, q, args...); err != nil {
		return nil, fmt.Errorf("store: parcel photos: %w", err)
	}
	for _, r := range rows {
		out[r.ParcelID] = append(out[r.ParcelID], r)
	}
	return out, nil
}

// GetParcelPhoto returns one photo of a parcel with its bytes, or ErrNotFound.
func (s *Store) GetParcelPhoto(ctx context.Context, parcelID, photoID int64) (*ParcelPhoto, error) {
	return getOne[ParcelPhoto](ctx, s.q, "get photo", `SELECT id, parcel_id, stage, content_type, data, taken_at
		FROM parcel_photos WHERE id = ? AND parcel_id = ?`, photoID, parcelID)
}

package store

import (
	"context"
	"time"
)

// SetPickupPlan sets when and where the driver picks an Accepted parcel of
// their ride up, and tells its sender (pickup_planned).
func (s *Store) SetPickupPlan(ctx context.Context, driverID, parcelID int64, at time.Time, place string) (*Parcel, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	p, err := s.driversParcel(ctx, tx, driverID, parcelID)
	if err != nil {
		return nil, err
	}
	if p.Status != ParcelAccepted {
		return nil, ErrInvalidState
	}
	out, err := getOne[Parcel](ctx, tx, "pickup plan", `UPDATE parcels SET pickup_at = ?, pickup_place = ?, updated_at = ?
		WHERE id = ? AND status = ? RETURNING `+parcelColumns, formatTime(at), place, formatTime(time.Now()), parcelID,
		ParcelAccepted)
	if err != nil {
		return nil, err
	}
	n := newNotices(tx)
	if err := n.add(ctx, p.SenderID, NoticePickupPlanned, driverID, parcelID, p.RideID.Int64, 0); err != nil {
		return nil, err
	}
	if err := s.commit(ctx, tx, changeOf(ids(parcelID), nil, n)); err != nil {
		return nil, err
	}
	return out, nil
}

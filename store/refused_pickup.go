package store

import (
	"context"
	"errors"
	"fmt"
	"time"
)

// Reasons a driver refuses a parcel at pickup (docs/product.md §5 "Refused pickup").
const (
	RefusedProhibited     = "prohibited"       // something on the prohibited list is inside
	RefusedNotAsDescribed = "not_as_described" // not the type or size posted
	RefusedNotThere       = "not_there"        // no one handed it over
	RefusedOther          = "other"
)

// RefuseReasons lists the reasons in the API's order.
var RefuseReasons = []string{RefusedProhibited, RefusedNotAsDescribed, RefusedNotThere, RefusedOther}

// RefusePickup is the driver of an Accepted parcel refusing it at pickup. In one transaction the parcel is New
// again, off the ride (its place free), with the refusal kept for its timeline; the approved request ends as
// the driver's no (declined when the sender asked, cancelled when the driver offered); and the sender is told
// (pickup_refused). ErrInvalidState once the parcel is not Accepted on that ride: of two racing calls one wins.
func (s *Store) RefusePickup(ctx context.Context, driverID, parcelID int64, reason, details string) (*Parcel, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	p, err := s.driversParcel(ctx, tx, driverID, parcelID)
	if errors.Is(err, ErrNotFound) {
		// Refused a moment ago (a second tap, another device): too late rather than not there.
		var n int
		if err := tx.GetContext(ctx, &n, `SELECT COUNT(*) FROM parcels WHERE id = ? AND refused_by = ?`, parcelID, driverID); err != nil {
			return nil, fmt.Errorf("store: refuse pickup: %w", err)
		}
		if n > 0 {
			return nil, ErrInvalidState
		}
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	if p.Status != ParcelAccepted {
		return nil, ErrInvalidState
	}
	ride := p.RideID.Int64
	now := formatTime(time.Now())
	out, err := getOne[Parcel](ctx, tx, "refuse pickup", `UPDATE parcels SET status = ?, ride_id = NULL, accepted_at = NULL,
		pickup_at = NULL, pickup_place = NULL, refused_at = ?, refused_reason = ?, refused_details = ?, refused_by = ?, updated_at = ?
		WHERE id = ? AND status = ? AND ride_id = ? RETURNING `+parcelColumns,
		ParcelNew, now, reason, details, driverID, now, parcelID, ParcelAccepted, ride)
	if errors.Is(err, ErrNotFound) {
		return nil, ErrInvalidState
	}
	if err != nil {
		return nil, err
	}
	// The request approved onto the ride: declined when the sender asked the driver, cancelled by the driver who offered.
	if _, err := tx.ExecContext(ctx, `UPDATE requests SET status = CASE direction WHEN ? THEN ? ELSE ? END, updated_at = ?
		WHERE parcel_id = ? AND ride_id = ? AND status = ?`, FromSender, RequestDeclined, RequestCancelled, now,
		parcelID, ride, RequestApproved); err != nil {
		return nil, fmt.Errorf("store: refuse pickup: %w", err)
	}
	n := newNotices(tx)
	if err := n.add(ctx, p.SenderID, NoticePickupRefused, driverID, parcelID, ride, 0); err != nil {
		return nil, err
	}
	if err := s.commit(ctx, tx, changeOf(ids(parcelID), ids(ride), n)); err != nil {
		return nil, err
	}
	return out, nil
}

package store

import (
	"context"
	"errors"
	"fmt"
	"time"
)

var (
	// ErrRideHasParcels means a ride's cities cannot change while it carries an accepted parcel.
	ErrRideHasParcels = errors.New("store: ride carries accepted parcels")
	// ErrBelowAccepted means a ride's capacity cannot go below its accepted parcels.
	ErrBelowAccepted = errors.New("store: capacity below accepted parcels")
)

// RideChangeNotice is how far a ride's departure may move before the senders on it are told (docs/product.md §5).
const RideChangeNotice = time.Hour

// Fits tells whether a parcel still fits a ride (docs/product.md §5 Matching): an edit expires the pending
// requests it no longer holds for.
type Fits func(*Parcel, *Ride) bool

// UpdateParcel changes the sender's New parcel id to p's fields of creation, in one transaction: the pending
// requests that no longer fit expire and both sides are told. ErrNotFound for another's parcel, ErrInvalidState
// once it is not New.
func (s *Store) UpdateParcel(ctx context.Context, senderID, id int64, p Parcel, fits Fits) (*Parcel, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	status, err := getOne[string](ctx, tx, "edit parcel", `SELECT status FROM parcels WHERE id = ? AND sender_id = ?`, id, senderID)
	if err != nil {
		return nil, err
	}
	if *status != ParcelNew {
		return nil, ErrInvalidState
	}
	var out Parcel
	err = tx.GetContext(ctx, &out, `UPDATE parcels SET type = ?, size = ?, details = ?, cost = ?, from_place_id = ?,
		from_street = ?, to_place_id = ?, to_street = ?, shipping_date = ?, delivery_date = ?, recipient_name = ?,
		recipient_last_name = ?, recipient_phone = ?, recipient_email = ?, declared_value = ?, prohibited_ack = ?,
		updated_at = ? WHERE id = ? RETURNING `+parcelColumns,
		p.Type, p.Size, p.Details, p.Cost, p.FromPlaceID, p.FromStreet, p.ToPlaceID, p.ToStreet, p.ShippingDate,
		p.DeliveryDate, p.RecipientName, p.RecipientLastName, p.RecipientPhone, p.RecipientEmail, p.DeclaredValue,
		p.ProhibitedAck, formatTime(time.Now()), id)
	if err != nil {
		return nil, fmt.Errorf("store: edit parcel: %w", err)
	}
	n := newNotices(tx)
	pending := []Request{}
	if err := tx.SelectContext(ctx, &pending, requestSelect+` WHERE q.parcel_id = ? AND q.status = ?`, id, RequestPending); err != nil {
		return nil, fmt.Errorf("store: edit parcel: %w", err)
	}
	for i := range pending {
		r, err := getOne[Ride](ctx, tx, "edit parcel", rideSelect+` WHERE r.id = ?`, pending[i].RideID)
		if err != nil {
			return nil, err
		}
		if !fits(&out, r) {
			if err := expireRequest(ctx, n, &pending[i], senderID); err != nil {
				return nil, err
			}
		}
	}
	if err := s.commit(ctx, tx, changeOf(ids(id), nil, n)); err != nil {
		return nil, err
	}
	return &out, nil
}

// UpdateRide changes the driver's Planned ride id to r's times, addresses, capacity, types and instant booking,
// in one transaction checking its current state: its cities only while it carries no accepted parcel
// (ErrRideHasParcels), its capacity not below them (ErrBelowAccepted). The pending requests that no longer fit
// expire and both sides are told; when the departure moves by more than RideChangeNotice, the senders of its
// accepted parcels are told (ride_changed). ErrNotFound for another's ride, ErrInvalidState once not Planned.
func (s *Store) UpdateRide(ctx context.Context, driverID, id int64, r Ride, fits Fits) (*Ride, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	old, err := getOne[Ride](ctx, tx, "edit ride", rideSelect+` WHERE r.id = ? AND r.driver_id = ?`, id, driverID)
	if err != nil {
		return nil, err
	}
	switch {
	case old.Status != RidePlanned:
		return nil, ErrInvalidState
	case old.Used > 0 && (old.FromPlaceID != r.FromPlaceID || old.ToPlaceID != r.ToPlaceID):
		return nil, ErrRideHasParcels
	case r.Capacity < old.Used:
		return nil, ErrBelowAccepted
	}
	if _, err := tx.ExecContext(ctx, `UPDATE rides SET from_place_id = ?, from_street = ?, to_place_id = ?, to_street = ?,
		departure_at = ?, arrival_at = ?, capacity = ?, parcel_types = ?, instant = ?, updated_at = ? WHERE id = ?`,
		r.FromPlaceID, r.FromStreet, r.ToPlaceID, r.ToStreet, r.DepartureAt, r.ArrivalAt, r.Capacity, r.ParcelTypes,
		r.Instant, formatTime(time.Now()), id); err != nil {
		return nil, fmt.Errorf("store: edit ride: %w", err)
	}
	out, err := getOne[Ride](ctx, tx, "edit ride", rideSelect+` WHERE r.id = ?`, id)
	if err != nil {
		return nil, err
	}
	n := newNotices(tx)
	if err := expireUnfitting(ctx, n, out, driverID, fits); err != nil {
		return nil, err
	}
	accepted, err := tellMoved(ctx, n, old, out)
	if err != nil {
		return nil, err
	}
	if err := s.commit(ctx, tx, changeOf(accepted, ids(id), n)); err != nil {
		return nil, err
	}
	return s.GetRide(ctx, id)
}

// expireUnfitting expires the ride's pending requests whose parcel no longer fits it.
func expireUnfitting(ctx context.Context, n *notices, r *Ride, actor int64, fits Fits) error {
	pending := []Request{}
	if err := n.tx.SelectContext(ctx, &pending, requestSelect+` WHERE q.ride_id = ? AND q.status = ?`, r.ID, RequestPending); err != nil {
		return fmt.Errorf("store: edit ride: %w", err)
	}
	for i := range pending {
		p, err := getOne[Parcel](ctx, n.tx, "edit ride", `SELECT `+parcelColumns+` FROM parcels WHERE id = ?`, pending[i].ParcelID)
		if err != nil {
			return err
		}
		if !fits(p, r) {
			if err := expireRequest(ctx, n, &pending[i], actor); err != nil {
				return err
			}
		}
	}
	return nil
}

// tellMoved tells the senders of the ride's accepted parcels that its departure moved by more than
// RideChangeNotice, and returns those parcels (their estimated times follow the ride's).
func tellMoved(ctx context.Context, n *notices, old, r *Ride) ([]int64, error) {
	accepted := []Parcel{}
	if err := n.tx.SelectContext(ctx, &accepted, `SELECT `+parcelColumns+` FROM parcels WHERE ride_id = ? AND status IN `+acceptedStates,
		r.ID); err != nil {
		return nil, fmt.Errorf("store: edit ride: %w", err)
	}
	was, err1 := time.Parse(time.RFC3339, old.DepartureAt)
	now, err2 := time.Parse(time.RFC3339, r.DepartureAt)
	moved := err1 == nil && err2 == nil && (now.Sub(was) > RideChangeNotice || was.Sub(now) > RideChangeNotice)
	list := make([]int64, len(accepted))
	for i, p := range accepted {
		list[i] = p.ID
		if moved {
			if err := n.add(ctx, p.SenderID, NoticeRideChanged, r.DriverID, p.ID, r.ID, 0); err != nil {
				return nil, err
			}
		}
	}
	return list, nil
}

// expireRequest expires one pending request and tells both sides: the other one as caused by actor, and actor,
// whose edit it was, without a name.
func expireRequest(ctx context.Context, n *notices, q *Request, actor int64) error {
	res, err := n.tx.ExecContext(ctx, `UPDATE requests SET status = ?, updated_at = ? WHERE id = ? AND status = ?`,
		RequestExpired, n.now, q.ID, RequestPending)
	if err != nil {
		return fmt.Errorf("store: expire request: %w", err)
	}
	if k, _ := res.RowsAffected(); k == 0 {
		return nil
	}
	q.Status = RequestExpired
	other := q.SenderID
	if other == actor {
		other = q.DriverID
	}
	if err := n.request(ctx, other, NoticeRequestExpired, actor, q); err != nil {
		return err
	}
	return n.request(ctx, actor, NoticeRequestExpired, 0, q)
}

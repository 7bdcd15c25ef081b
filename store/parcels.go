package store

import (
	"github.com/jmoiron/sqlx"

	"context"
	"database/sql"
	"fmt"
	"time"
)

// Parcel states (docs/product.md §5).
const (
	ParcelNew       = "New"
	ParcelAccepted  = "Accepted"
	ParcelInTransit = "In Transit"
	ParcelDelivered = "Delivered"
	ParcelFailed    = "Failed"
	ParcelCancelled = "Cancelled"
	ParcelExpired   = "Expired"
)

// Parcel is something a sender wants carried between cities; only its sender and recipient may learn its HandoverPIN.
type Parcel struct {
	ID                int64          `db:"id"`
	SenderID          int64          `db:"sender_id"`
	Status            string         `db:"status"`
	Type              string         `db:"type"`
	Size              string         `db:"size"`
	Details           string         `db:"details"`
	Cost              int            `db:"cost"`
	FromPlaceID       int64          `db:"from_place_id"`
	FromStreet        string         `db:"from_street"`
	ToPlaceID         int64          `db:"to_place_id"`
	ToStreet          string         `db:"to_street"`
	ShippingDate      string         `db:"shipping_date"`
	DeliveryDate      sql.NullString `db:"delivery_date"`
	RecipientName     string         `db:"recipient_name"`
	RecipientLastName string         `db:"recipient_last_name"`
	RecipientPhone    string         `db:"recipient_phone"`
	RecipientEmail    string         `db:"recipient_email"`
	RideID            sql.NullInt64  `db:"ride_id"`
	CreatedAt         string         `db:"created_at"`

	HandoverPIN   sql.NullString `db:"handover_pin"`
	HandoverTries int            `db:"handover_tries"`

	AcceptedAt  sql.NullString `db:"accepted_at"`
	PickedUpAt  sql.NullString `db:"picked_up_at"`
	DeliveredAt sql.NullString `db:"delivered_at"` // delivered or failed
	ClosedAt    sql.NullString `db:"closed_at"`    // cancelled or expired
	PickupAt    sql.NullString `db:"pickup_at"`    // the driver's pickup plan
	PickupPlace sql.NullString `db:"pickup_place"`

	// What is inside (docs/product.md §5): the declared value is for the sender and its driver only.
	DeclaredValue sql.NullInt64 `db:"declared_value"`
	ProhibitedAck bool          `db:"prohibited_ack"`
	Inspected     sql.NullBool  `db:"inspected"` // the driver's answer at pickup

	// The last refusal at pickup (RefusePickup).
	RefusedAt      sql.NullString `db:"refused_at"`
	RefusedReason  sql.NullString `db:"refused_reason"`
	RefusedDetails sql.NullString `db:"refused_details"`
	RefusedBy      sql.NullInt64  `db:"refused_by"`
}

const parcelColumns = `id, sender_id, status, type, size, details, cost, from_place_id, from_street,
	to_place_id, to_street, shipping_date, delivery_date, recipient_name, recipient_last_name,
	recipient_phone, recipient_email, ride_id, created_at, handover_pin, handover_tries,
	accepted_at, picked_up_at, delivered_at, closed_at, pickup_at, pickup_place,
	declared_value, prohibited_ack, inspected, refused_at, refused_reason, refused_details, refused_by`

// CreateParcel stores a New parcel and, in the same transaction, tells the owners of what fits finds.
func (s *Store) CreateParcel(ctx context.Context, p Parcel, fits ...ParcelFits) (*Parcel, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	now := formatTime(time.Now())
	var out Parcel
	err = tx.GetContext(ctx, &out, `INSERT INTO parcels (sender_id, type, size, details, cost,
		from_place_id, from_street, to_place_id, to_street, shipping_date, delivery_date,
		recipient_name, recipient_last_name, recipient_phone, recipient_email, declared_value, prohibited_ack,
		created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING `+parcelColumns,
		p.SenderID, p.Type, p.Size, p.Details, p.Cost, p.FromPlaceID, p.FromStreet, p.ToPlaceID, p.ToStreet,
		p.ShippingDate, p.DeliveryDate, p.RecipientName, p.RecipientLastName, p.RecipientPhone,
		p.RecipientEmail, p.DeclaredValue, p.ProhibitedAck, now, now)
	if err != nil {
		return nil, fmt.Errorf("store: create parcel: %w", err)
	}
	n := newNotices(tx)
	for _, find := range fits {
		if err := tellMatches(ctx, n, find(&out), out.SenderID, out.ID, 0); err != nil {
			return nil, err
		}
	}
	if err := s.commit(ctx, tx, changeOf(ids(out.ID), nil, n)); err != nil {
		return nil, err
	}
	return &out, nil
}

// GetParcel returns the parcel with id, or ErrNotFound; who may see it is the caller's call.
func (s *Store) GetParcel(ctx context.Context, id int64) (*Parcel, error) {
	return getOne[Parcel](ctx, s.q, "get parcel", `SELECT `+parcelColumns+` FROM parcels WHERE id = ?`, id)
}

// ListParcelsBySender returns a page of the sender's parcels, newest first, below the id before (0: from the newest).
func (s *Store) ListParcelsBySender(ctx context.Context, senderID, before int64, limit int) ([]Parcel, error) {
	out := []Parcel{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT `+parcelColumns+` FROM parcels
		WHERE sender_id = ? AND id < ? ORDER BY id DESC LIMIT ?`, senderID, pageBefore(before), limit)
	if err != nil {
		return nil, fmt.Errorf("store: list parcels: %w", err)
	}
	return out, nil
}

// ListParcelsByRide returns the parcels accepted onto a ride, in any later state but Cancelled, oldest first.
func (s *Store) ListParcelsByRide(ctx context.Context, rideID int64) ([]Parcel, error) {
	out := []Parcel{}
	err := sqlx.SelectContext(ctx, s.q, &out, `SELECT `+parcelColumns+` FROM parcels
		WHERE ride_id = ? AND status IN (?, ?, ?, ?) ORDER BY id`, rideID,
		ParcelAccepted, ParcelInTransit, ParcelDelivered, ParcelFailed)
	if err != nil {
		return nil, fmt.Errorf("store: list ride parcels: %w", err)
	}
	return out, nil
}

// CancelParcel lets the sender cancel a New or Accepted parcel; ErrInvalidState once it is on its way.
func (s *Store) CancelParcel(ctx context.Context, senderID, id int64) (*Parcel, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	n := newNotices(tx)
	departure, trip, err := acceptedTrip(ctx, tx, senderID, id)
	if err != nil {
		return nil, err
	}
	p, err := cancelParcel(ctx, n, senderID, id)
	if err != nil {
		return nil, err
	}
	if trip {
		if err := cancelTrip(ctx, tx, tripParcel, id, departure, time.Now()); err != nil {
			return nil, err
		}
	}
	c := changeOf(ids(p.ID), ids(p.RideID.Int64), n)
	if trip {
		c.Users = ids(senderID) // their cancellations
	}
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	return p, nil
}

func cancelParcel(ctx context.Context, n *notices, senderID, id int64) (*Parcel, error) {
	tx := n.tx
	status, err := getOne[string](ctx, tx, "cancel parcel", `SELECT status FROM parcels WHERE id = ? AND sender_id = ?`, id, senderID)
	if err != nil {
		return nil, err
	}
	if *status != ParcelNew && *status != ParcelAccepted {
		return nil, ErrInvalidState
	}
	if err := expireRequests(ctx, n, "parcel_id", id, senderID); err != nil {
		return nil, err
	}
	approved := []Request{}
	if err := tx.SelectContext(ctx, &approved, requestSelect+` WHERE q.parcel_id = ? AND q.status = ? AND q.ride_id = p.ride_id`,
		id, RequestApproved); err != nil {
		return nil, fmt.Errorf("store: cancel parcel: %w", err)
	}
	for i := range approved {
		if err := n.request(ctx, approved[i].DriverID, NoticeRequestCancelled, senderID, &approved[i]); err != nil {
			return nil, err
		}
	}
	var p Parcel
	now := formatTime(time.Now())
	err = tx.GetContext(ctx, &p, `UPDATE parcels SET status = ?, closed_at = ?, updated_at = ? WHERE id = ?
		RETURNING `+parcelColumns, ParcelCancelled, now, now, id)
	if err != nil {
		return nil, fmt.Errorf("store: cancel parcel: %w", err)
	}
	return &p, nil
}

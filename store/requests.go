package store

import (
	"context"
	"fmt"
	"time"

	"github.com/jmoiron/sqlx"
)

// Request directions and states (docs/product.md §5).
const (
	FromSender = "fromSender"
	FromDriver = "fromDriver"

	RequestPending   = "pending"
	RequestApproved  = "approved"
	RequestDeclined  = "declined"
	RequestCancelled = "cancelled"
	RequestExpired   = "expired"
)

// Request is a proposal that a ride carries a parcel.
type Request struct {
	ID        int64  `db:"id"`
	ParcelID  int64  `db:"parcel_id"`
	RideID    int64  `db:"ride_id"`
	Direction string `db:"direction"`
	Cost      int    `db:"cost"`
	Status    string `db:"status"`
	CreatedAt string `db:"created_at"`

	Message        string `db:"message"`
	ConversationID int64  `db:"conversation_id"`

	SenderID int64 `db:"sender_id"`
	DriverID int64 `db:"driver_id"`
}

const requestSelect = `SELECT q.id, q.parcel_id, q.ride_id, q.direction, q.cost, q.status, q.created_at,
	q.message, COALESCE(c.id, 0) AS conversation_id, p.sender_id, r.driver_id
	FROM requests q JOIN parcels p ON p.id = q.parcel_id JOIN rides r ON r.id = q.ride_id
	LEFT JOIN conversations c ON c.parcel_id = q.parcel_id AND c.ride_id = q.ride_id`

// CreateRequest stores a pending request, with its message, if the pair may deal, both are open and fits agrees.
func (s *Store) CreateRequest(ctx context.Context, parcelID, rideID int64, direction string, cost int, message string,
	fits func(*Parcel, *Ride) bool) (*Request, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	pair, err := getOne[struct {
		Sender int64 `db:"sender_id"`
		Driver int64 `db:"driver_id"`
	}](ctx, tx, "request pair", `SELECT p.sender_id, r.driver_id FROM parcels p, rides r WHERE p.id = ? AND r.id = ?`, parcelID, rideID)
	if err != nil {
		return nil, err
	}
	if err := checkPair(ctx, tx, pair.Sender, pair.Driver); err != nil {
		return nil, err
	}
	if err := checkOpen(ctx, tx, parcelID, rideID, time.Now()); err != nil {
		return nil, err
	}
	instant := false // a sender's fitting request to an instant ride is approved at once (docs/product.md §5)
	if fits != nil {
		p, err := getOne[Parcel](ctx, tx, "request parcel", `SELECT `+parcelColumns+` FROM parcels WHERE id = ?`, parcelID)
		if err != nil {
			return nil, err
		}
		r, err := getOne[Ride](ctx, tx, "request ride", rideSelect+` WHERE r.id = ?`, rideID)
		if err != nil {
			return nil, err
		}
		if !fits(p, r) {
			return nil, ErrRouteMismatch
		}
		instant = r.Instant && direction == FromSender
	}
	now := formatTime(time.Now())
	var id int64
	err = tx.GetContext(ctx, &id, `INSERT INTO requests (parcel_id, ride_id, direction, cost, message, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`, parcelID, rideID, direction, cost, message, now, now)
	if isUniqueViolation(err) {
		return nil, ErrDuplicate
	}
	if err != nil {
		return nil, fmt.Errorf("store: create request: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO conversations (parcel_id, ride_id, sender_id, driver_id, created_at)
		SELECT p.id, r.id, p.sender_id, r.driver_id, ? FROM parcels p, rides r WHERE p.id = ? AND r.id = ?
		ON CONFLICT DO NOTHING`, now, parcelID, rideID); err != nil {
		return nil, fmt.Errorf("store: open conversation: %w", err)
	}
	r, err := getOne[Request](ctx, tx, "create request", requestSelect+` WHERE q.id = ?`, id)
	if err != nil {
		return nil, err
	}
	var sent []Message
	if message != "" {
		m, err := addMessage(ctx, tx, r.ConversationID, r.Asker(), message, now)
		if err != nil {
			return nil, err
		}
		sent = append(sent, *m)
	}
	n := newNotices(tx)
	if err := n.request(ctx, r.Answerer(), NoticeRequestReceived, r.Asker(), r); err != nil {
		return nil, err
	}
	if instant {
		if err := approve(ctx, n, r, time.Now()); err != nil {
			return nil, err
		}
	}
	c := Change{Notices: n.list, Messages: sent, Requests: n.requests}
	if instant {
		c.Parcels, c.Rides = ids(r.ParcelID), ids(r.RideID)
		c.Users = ids(r.SenderID, r.DriverID) // their answers and trips
	}
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	return r, nil
}

func checkOpen(ctx context.Context, tx *sqlx.Tx, parcelID, rideID int64, now time.Time) error {
	var state struct {
		Parcel    string `db:"parcel"`
		Ride      string `db:"ride"`
		Departure string `db:"departure_at"`
		Capacity  int    `db:"capacity"`
		Used      int    `db:"used"`
	}
	err := tx.GetContext(ctx, &state, `SELECT p.status AS parcel, r.status AS ride, r.departure_at, r.capacity,
		(SELECT COUNT(*) FROM parcels a WHERE a.ride_id = r.id AND a.status IN `+acceptedStates+`) AS used
		FROM parcels p, rides r WHERE p.id = ? AND r.id = ?`, parcelID, rideID)
	if err != nil {
		return fmt.Errorf("store: request state: %w", err)
	}
	switch {
	case state.Parcel != ParcelNew || (state.Ride != RidePlanned && state.Ride != RideInProgress):
		return ErrInvalidState
	case state.Departure <= departureTime(now):
		return ErrInvalidState
	case state.Used >= state.Capacity:
		return ErrRideFull
	}
	return nil
}

// GetRequest returns a request with its parcel's sender and ride's driver.
func (s *Store) GetRequest(ctx context.Context, id int64) (*Request, error) {
	return getOne[Request](ctx, s.q, "get request", requestSelect+` WHERE q.id = ?`, id)
}

// ListRequestsByParcel returns the parcel's requests, newest first.
func (s *Store) ListRequestsByParcel(ctx context.Context, parcelID int64) ([]Request, error) {
	return s.listRequests(ctx, requestSelect+` WHERE q.parcel_id = ? ORDER BY q.id DESC`, parcelID)
}

// ListRequestsByRide returns the ride's requests, newest first.
func (s *Store) ListRequestsByRide(ctx context.Context, rideID int64) ([]Request, error) {
	return s.listRequests(ctx, requestSelect+` WHERE q.ride_id = ? ORDER BY q.id DESC`, rideID)
}

func (s *Store) listRequests(ctx context.Context, q string, arg any) ([]Request, error) {
	out := []Request{}
	if err := sqlx.SelectContext(ctx, s.q, &out, q, arg); err != nil {
		return nil, fmt.Errorf("store: list requests: %w", err)
	}
	return out, nil
}

// ApproveRequest accepts the parcel onto the ride at the request's cost; of two racing approvals one wins.
func (s *Store) ApproveRequest(ctx context.Context, id int64) (*Request, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	r, err := getOne[Request](ctx, tx, "approve request", requestSelect+` WHERE q.id = ?`, id)
	if err != nil {
		return nil, err
	}
	if r.Status != RequestPending {
		return nil, ErrInvalidState
	}
	if err := checkPair(ctx, tx, r.SenderID, r.DriverID); err != nil {
		return nil, err
	}
	if err := checkOpen(ctx, tx, r.ParcelID, r.RideID, time.Now()); err != nil {
		return nil, err
	}
	n := newNotices(tx)
	if err := approve(ctx, n, r, time.Now()); err != nil {
		return nil, err
	}
	c := changeOf(ids(r.ParcelID), ids(r.RideID), n)
	c.Users = ids(r.SenderID, r.DriverID) // their answers and trips
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	return r, nil
}

// AnswerRequest declines or cancels a pending request and tells the other side; ErrInvalidState once not pending.
func (s *Store) AnswerRequest(ctx context.Context, id int64, status string) (*Request, error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, err
	}
	defer tx.Rollback()
	at := time.Now()
	res, err := tx.ExecContext(ctx, `UPDATE requests SET status = ?, updated_at = ? WHERE id = ? AND status = ?`,
		status, formatTime(at), id, RequestPending)
	if err != nil {
		return nil, fmt.Errorf("store: answer request: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, ErrInvalidState
	}
	r, err := getOne[Request](ctx, tx, "answer request", requestSelect+` WHERE q.id = ?`, id)
	if err != nil {
		return nil, err
	}
	n := newNotices(tx)
	if status == RequestDeclined {
		if err := recordAnswer(ctx, tx, r, true, at); err != nil {
			return nil, err
		}
		err = n.request(ctx, r.Asker(), NoticeRequestDeclined, r.Answerer(), r)
	} else {
		err = n.request(ctx, r.Answerer(), NoticeRequestCancelled, r.Asker(), r)
	}
	if err != nil {
		return nil, err
	}
	c := changeOf(nil, nil, n)
	if status == RequestDeclined {
		c.Users = ids(r.Answerer()) // their answers
	}
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, err
	}
	return r, nil
}

// approve accepts the pending request r's parcel onto its ride at its cost, inside n's transaction, once the pair,
// the parcel's state and the ride's free place are checked: the answer is recorded for the trust figures, the
// parcel's other pending requests expire, and the asker is told.
func approve(ctx context.Context, n *notices, r *Request, at time.Time) error {
	now := formatTime(at)
	if _, err := n.tx.ExecContext(ctx, `UPDATE parcels SET status = ?, ride_id = ?, cost = ?, accepted_at = ?, updated_at = ? WHERE id = ?`,
		ParcelAccepted, r.RideID, r.Cost, now, now, r.ParcelID); err != nil {
		return fmt.Errorf("store: approve request: %w", err)
	}
	if _, err := n.tx.ExecContext(ctx, `UPDATE requests SET status = ?, updated_at = ? WHERE id = ?`, RequestApproved, now, r.ID); err != nil {
		return fmt.Errorf("store: approve request: %w", err)
	}
	if err := recordAnswer(ctx, n.tx, r, true, at); err != nil {
		return err
	}
	if err := recordTrips(ctx, n.tx, r, now); err != nil {
		return err
	}
	if err := expireRequests(ctx, n, "parcel_id", r.ParcelID, r.Answerer()); err != nil {
		return err
	}
	r.Status = RequestApproved
	return n.request(ctx, r.Asker(), NoticeRequestApproved, r.Answerer(), r)
}

func expireRequests(ctx context.Context, n *notices, column string, id, actor int64) error {
	expired := []Request{}
	if err := n.tx.SelectContext(ctx, &expired, requestSelect+` WHERE q.`+column+` = ? AND q.status = ?`, id, RequestPending); err != nil {
		return fmt.Errorf("store: expiring requests: %w", err)
	}
	_, err := n.tx.ExecContext(ctx, `UPDATE requests SET status = ?, updated_at = ? WHERE `+column+` = ? AND status = ?`,
		RequestExpired, n.now, id, RequestPending)
	if err != nil {
		return fmt.Errorf("store: expire requests: %w", err)
	}
	for i := range expired {
		if err := n.bothSides(ctx, NoticeRequestExpired, actor, &expired[i]); err != nil {
			return err
		}
	}
	return nil
}

package store

import (
	"context"
)

// RequestCount is how many of an item's requests await its owner's answer, and how many it has.
type RequestCount struct {
	ID       int64 `db:"id"`
	Awaiting int   `db:"awaiting"`
	Total    int   `db:"total"`
}

// ParcelRequestCounts counts the requests of each parcel that has any; drivers' pending offers await.
func (s *Store) ParcelRequestCounts(ctx context.Context, parcelIDs []int64) (map[int64]RequestCount, error) {
	return s.requestCounts(ctx, "parcel_id", FromDriver, parcelIDs)
}

// RideRequestCounts counts the requests of each ride that has any; senders' pending requests await.
func (s *Store) RideRequestCounts(ctx context.Context, rideIDs []int64) (map[int64]RequestCount, error) {
	return s.requestCounts(ctx, "ride_id", FromSender, rideIDs)
}

func (s *Store) requestCounts(ctx context.Context, column, answeredBy string, ids []int64) (map[int64]RequestCount, error) {
	list, err := selectIn[RequestCount](ctx, s.q, "request counts", `SELECT `+column+` AS id,
		SUM(CASE WHEN status = '`+RequestPending+`' AND direction = '`+answeredBy+`' THEN 1 ELSE 0 END) AS awaiting, COUNT(*) AS total
		FROM requests WHERE `+column+` `+inIDs+` GROUP BY `+column, ids)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]RequestCount, len(list))
	for _, c := range list {
		out[c.ID] = c
	}
	return out, nil
}

// The available lists read the pending pairs from memory (server/market); the PendingWith* reads below are
// the database's answer, which the tests hold memory to.

// PendingWithRide returns the pending requests between the ride and each of parcelIDs, keyed by parcel.
func (s *Store) PendingWithRide(ctx context.Context, rideID int64, parcelIDs []int64) (map[int64]Request, error) {
	return s.pendingPairs(ctx, `q.ride_id = ? AND q.parcel_id `+inIDs, rideID, parcelIDs, func(q Request) int64 { return q.ParcelID })
}

// PendingWithParcel returns the pending requests between the parcel and each of rideIDs, keyed by ride.
func (s *Store) PendingWithParcel(ctx context.Context, parcelID int64, rideIDs []int64) (map[int64]Request, error) {
	return s.pendingPairs(ctx, `q.parcel_id = ? AND q.ride_id `+inIDs, parcelID, rideIDs, func(q Request) int64 { return q.RideID })
}

func (s *Store) pendingPairs(ctx context.Context, where string, one int64, ids []int64, key func(Request) int64) (map[int64]Request, error) {
	list, err := selectIn[Request](ctx, s.q, "pending pairs", requestSelect+` WHERE q.status = '`+RequestPending+`' AND `+where, ids, one)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]Request, len(list))
	for _, q := range list {
		out[key(q)] = q
	}
	return out, nil
}

// PendingWithDriver returns, keyed by parcel, a pending request between each of parcelIDs and any ride of
// driverID; where there are several, one the sender sent.
func (s *Store) PendingWithDriver(ctx context.Context, driverID int64, parcelIDs []int64) (map[int64]Request, error) {
	return s.pendingPairs(ctx, `r.driver_id = ? AND q.parcel_id `+inIDs+` ORDER BY q.direction = '`+FromSender+`', q.id`,
		driverID, parcelIDs, func(q Request) int64 { return q.ParcelID })
}

// PendingWithSender returns, keyed by ride, a pending request between each of rideIDs and any parcel of
// senderID; where there are several, one the driver sent.
func (s *Store) PendingWithSender(ctx context.Context, senderID int64, rideIDs []int64) (map[int64]Request, error) {
	return s.pendingPairs(ctx, `p.sender_id = ? AND q.ride_id `+inIDs+` ORDER BY q.direction = '`+FromDriver+`', q.id`,
		senderID, rideIDs, func(q Request) int64 { return q.RideID })
}

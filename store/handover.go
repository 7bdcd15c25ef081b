package store

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"math/big"
)

// HandoverTries is how many wrong PINs lock the handover path of a parcel.
const HandoverTries = 5

var (
	// ErrPINInvalid means the PIN entered is not the parcel's.
	ErrPINInvalid = errors.New("store: wrong handover PIN")
	// ErrPINLocked means HandoverTries wrong PINs were entered already.
	ErrPINLocked = errors.New("store: handover PIN locked")
)

func newHandoverPIN() (string, error) {
	n, err := rand.Int(rand.Reader, big.NewInt(10000))
	if err != nil {
		return "", fmt.Errorf("store: handover pin: %w", err)
	}
	return fmt.Sprintf("%04d", n.Int64()), nil
}

// Handover lets driverID finish a delivery with the recipient's PIN; after a wrong one it returns the tries left.
func (s *Store) Handover(ctx context.Context, driverID, parcelID int64, pin string) (p *Parcel, left int, err error) {
	tx, err := s.db.BeginTxx(ctx, nil)
	if err != nil {
		return nil, 0, err
	}
	defer tx.Rollback()
	cur, err := s.driversParcel(ctx, tx, driverID, parcelID)
	if err != nil {
		return nil, 0, err
	}
	switch {
	case cur.Status != ParcelInTransit || !cur.HandoverPIN.Valid:
		return nil, 0, ErrInvalidState
	case cur.HandoverTries >= HandoverTries:
		return nil, 0, ErrPINLocked
	case subtle.ConstantTimeCompare([]byte(pin), []byte(cur.HandoverPIN.String)) != 1:
		if _, err := tx.ExecContext(ctx, `UPDATE parcels SET handover_tries = handover_tries + 1 WHERE id = ?`, parcelID); err != nil {
			return nil, 0, fmt.Errorf("store: handover: %w", err)
		}
		if err := tx.Commit(); err != nil {
			return nil, 0, err
		}
		return nil, HandoverTries - cur.HandoverTries - 1, ErrPINInvalid
	}
	p, n, driver, err := confirmDelivery(ctx, tx, parcelID, true)
	if err != nil {
		return nil, 0, err
	}
	c := changeOf(ids(parcelID), ids(p.RideID.Int64), n)
	c.Users = ids(driver)
	if err := s.commit(ctx, tx, c); err != nil {
		return nil, 0, err
	}
	return p, 0, nil
}

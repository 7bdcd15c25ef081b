package server

import (
	"context"

	"github.com/alexedwards/argon2id"
)

// maxHashing is how many password hashes run at once: each takes 19 MiB
// (passwordParams), so a burst of sign-ins queues instead of growing memory
// (PRODUCT.md §8).
const maxHashing = 2

var hashSlots = make(chan struct{}, maxHashing)

// withHashSlot runs fn when a hashing slot is free, or gives up with the
// request's context.
func withHashSlot(ctx context.Context, fn func()) error {
	select {
	case hashSlots <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-hashSlots }()
	fn()
	return nil
}

// hashPassword hashes a new password with argon2id, at most maxHashing at a time.
func hashPassword(ctx context.Context, password string) (hash string, err error) {
	if serr := withHashSlot(ctx, func() { hash, err = argon2id.CreateHash(password, passwordParams) }); serr != nil {
		return "", serr
	}
	return hash, err
}

// passwordMatches compares a password with its stored hash in constant time,
// at most maxHashing at a time.
func passwordMatches(ctx context.Context, password, hash string) (ok bool, err error) {
	if serr := withHashSlot(ctx, func() { ok, err = argon2id.ComparePasswordAndHash(password, hash) }); serr != nil {
		return false, serr
	}
	return ok, err
}

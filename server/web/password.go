package web

import (
	"context"
	"sync"

	"github.com/alexedwards/argon2id"
)

// maxHashing bounds memory: each hash takes 19 MiB, so a burst of sign-ins queues.
const maxHashing = 2

var hashSlots = make(chan struct{}, maxHashing)

// WithHashSlot runs fn when a hashing slot is free, or gives up with ctx.
func WithHashSlot(ctx context.Context, fn func()) error {
	select {
	case hashSlots <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-hashSlots }()
	fn()
	return nil
}

// HashPassword hashes a new password with argon2id.
func HashPassword(ctx context.Context, password string) (hash string, err error) {
	if serr := WithHashSlot(ctx, func() { hash, err = argon2id.CreateHash(password, passwordParams) }); serr != nil {
		return "", serr
	}
	return hash, err
}

// PasswordMatches compares a password with its stored hash in constant time.
func PasswordMatches(ctx context.Context, password, hash string) (ok bool, err error) {
	if serr := WithHashSlot(ctx, func() { ok, err = argon2id.ComparePasswordAndHash(password, hash) }); serr != nil {
		return false, serr
	}
	return ok, err
}

var passwordParams = &argon2id.Params{Memory: 19 * 1024, Iterations: 2, Parallelism: 1, SaltLength: 16, KeyLength: 32}

// DummyHash is checked for unknown e-mails so a sign-in takes as long either way.
var DummyHash = sync.OnceValue(func() string {
	h, _ := argon2id.CreateHash("ridepost-no-such-user", passwordParams)
	return h
})

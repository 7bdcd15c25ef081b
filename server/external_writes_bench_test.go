package server

import (
	"context"
	"testing"

	"ridepost/store"
)

// BenchmarkExternalWrite times what the server does when the database moved
// (at most once a second, and about that often on a busy server, whose own
// writes move it too): drop the people's caches, have the streams check,
// read who is suspended; and what a signed-in request then pays, reading its
// user again, against a warm cache.
func BenchmarkExternalWrite(b *testing.B) {
	ctx := context.Background()
	app := newTestApp(b, nil)
	id := toNumber(jsonNumber(app.signUp("busy@example.com").do("GET", "/api/profile", nil).json["userId"]))
	for i := range int64(cachedUsers) { // a full cache of users
		_, _ = app.srv.reads.users.load(ctx, []int64{i + 1000}, func(context.Context, []int64) (map[int64]store.User, error) {
			return map[int64]store.User{i + 1000: {ID: i + 1000}}, nil
		})
	}
	b.Run("drop", func(b *testing.B) {
		for b.Loop() {
			app.srv.externalWrite(nil)
		}
	})
	b.Run("user-warm", func(b *testing.B) {
		for b.Loop() {
			if _, err := app.srv.user(ctx, id); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("user-after-drop", func(b *testing.B) {
		for b.Loop() {
			app.srv.reads.users.forgetAll()
			if _, err := app.srv.user(ctx, id); err != nil {
				b.Fatal(err)
			}
		}
	})
}

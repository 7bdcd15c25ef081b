package handlers

import (
	"context"
	"io"
	"log/slog"
	"path/filepath"
	"testing"

	"github.com/labstack/echo/v4"

	"ridepost/server/live"
	"ridepost/server/mail"
	"ridepost/server/market"
	"ridepost/store"
)

type dropMailer struct{}

func (dropMailer) Enqueue(mail.Message) {}

// BenchmarkExternalWrite times what the server does when the database moved
// (at most once a second, and about that often on a busy server, whose own
// writes move it too): drop the people's caches, have the streams check,
// read who is suspended; and what a signed-in request then pays, reading its
// user again, against a warm cache.
func BenchmarkExternalWrite(b *testing.B) {
	ctx := context.Background()
	st, err := store.Open(ctx, filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	m := market.New(st, logger)
	s, err := New(Config{BaseURL: "http://127.0.0.1:8080", Mailer: dropMailer{}, Logger: logger, Store: st,
		Market: m, Events: live.NewHub()}, echo.New())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	u, err := st.CreateUser(ctx, "busy@example.com", "x", "en")
	if err != nil {
		b.Fatal(err)
	}
	for i := range int64(cachedUsers) { // a full cache of users
		_, _ = s.reads.users.load(ctx, []int64{i + 1000}, func(context.Context, []int64) (map[int64]store.User, error) {
			return map[int64]store.User{i + 1000: {ID: i + 1000}}, nil
		})
	}
	b.Run("drop", func(b *testing.B) {
		for b.Loop() {
			s.ForgetPeople()
			s.events.RecheckAll()
			if err := m.ResyncSuspended(ctx); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("user-warm", func(b *testing.B) {
		for b.Loop() {
			if _, err := s.user(ctx, u.ID); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("user-after-drop", func(b *testing.B) {
		for b.Loop() {
			s.reads.users.forgetAll()
			if _, err := s.user(ctx, u.ID); err != nil {
				b.Fatal(err)
			}
		}
	})
}

package handlers

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"ridepost/store"
)

// BenchmarkSignedInSessionLoad measures what the session costs a signed-in
// GET: scs's LoadAndSave with the production session setup over a real
// SQLite file, the handler reading what authenticate reads.
func BenchmarkSignedInSessionLoad(b *testing.B) {
	st, err := store.Open(context.Background(), filepath.Join(b.TempDir(), "bench.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	s := &Handlers{logger: slog.New(slog.NewTextHandler(io.Discard, nil))}
	s.initSessions(st)
	defer s.sessDB.StopCleanup()
	signIn := s.sessions.LoadAndSave(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		s.sessions.Put(ctx, sessUserID, int64(42))
		s.sessions.Put(ctx, sessAuthVersion, int64(1))
		s.sessions.Put(ctx, sessCSRF, "NHY2WXCG5OIUZ4ZJ3NCXX4GPS4")
	}))
	rec := httptest.NewRecorder()
	signIn.ServeHTTP(rec, httptest.NewRequest("POST", "/auth/signin", nil))
	cookies := rec.Result().Cookies()
	if len(cookies) != 1 {
		b.Fatalf("sign-in cookies: %v", cookies)
	}
	var seen int64
	read := s.sessions.LoadAndSave(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		seen = s.sessions.GetInt64(ctx, sessUserID) + s.sessions.GetInt64(ctx, sessAuthVersion)
		w.WriteHeader(http.StatusOK)
	}))
	req := httptest.NewRequest("GET", "/api/profile", nil)
	req.AddCookie(cookies[0])
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		read.ServeHTTP(httptest.NewRecorder(), req)
	}
	b.StopTimer()
	if seen != 43 {
		b.Fatalf("the session was not loaded: %d", seen)
	}
}

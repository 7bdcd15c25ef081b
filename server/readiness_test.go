package server

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"ridepost/server/mail"
	"ridepost/server/views"
)

// /healthz answers 503, with the reason, until the match index is loaded and the change feed followed; then 200.
// Here another session holds the parcels table locked, so the index cannot load until it lets go.
func TestHealthzIsReadyOnceTheIndexIsLoaded(t *testing.T) {
	t.Parallel()
	url := postgresTestDB(t)
	st := openReplicaStore(t, url, "a")
	ctx := context.Background()
	lock, err := st.DB().BeginTxx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Rollback()
	if _, err := lock.ExecContext(ctx, `LOCK TABLE parcels IN ACCESS EXCLUSIVE MODE`); err != nil {
		t.Fatal(err)
	}
	srv, err := New(Config{BaseURL: "http://ridepost.test", Frontend: testFrontend, Logger: discardLogger(),
		Mailer: syncMailer{mail.NewMailbox(discardLogger(), 5)}}, st)
	if err != nil {
		t.Fatal(err)
	}
	health := func() (int, views.Health) {
		rec := httptest.NewRecorder()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second) // a hang fails, not stalls
		defer cancel()
		srv.ServeHTTP(rec, httptest.NewRequestWithContext(ctx, "GET", "/healthz", nil))
		var h views.Health
		if err := json.Unmarshal(rec.Body.Bytes(), &h); err != nil {
			t.Fatalf("healthz: %v %s", err, rec.Body)
		}
		return rec.Code, h
	}
	if code, h := health(); code != http.StatusServiceUnavailable || h != (views.Health{Status: "unavailable", Reason: "loading the match index"}) {
		t.Fatalf("while the index loads: %d %+v", code, h)
	}
	if err := lock.Rollback(); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	code, h := health()
	for ; code != http.StatusOK && time.Since(start) < 5*time.Second; code, h = health() {
		time.Sleep(5 * time.Millisecond)
	}
	if code != http.StatusOK || h != (views.Health{Status: "ok"}) {
		t.Fatalf("once loaded: %d %+v", code, h)
	}
	t.Logf("ready %v after the lock went", time.Since(start))
	srv.Close()
}

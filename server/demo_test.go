package server

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"testing"
)

func TestSeedDemo(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	ctx := context.Background()
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	if err := SeedDemo(ctx, app.store, logger); err != nil {
		t.Fatal(err)
	}
	n, _ := app.store.CountUsers(ctx)
	if n != len(demoUsers) {
		t.Fatalf("users: got %d, want %d", n, len(demoUsers))
	}
	if err := SeedDemo(ctx, app.store, logger); err != nil {
		t.Fatal(err)
	}
	if again, _ := app.store.CountUsers(ctx); again != n {
		t.Fatalf("a second seed touched a non-empty database: %d users", again)
	}
	c := app.client()
	r := c.do("POST", "/auth/signin", map[string]string{"email": "olena.kovalenko@example.com", "password": DemoPassword})
	expectStatus(t, r, http.StatusOK)
	if r.profile()["emailVerified"] != true || r.profile()["name"] != "Olena" {
		t.Fatalf("demo profile: %s", r.body)
	}
	rides := decodeList(t, c.do("GET", "/api/rides", nil).body)
	parcels := decodeList(t, c.do("GET", "/api/parcels", nil).body)
	if len(rides) == 0 || len(parcels) == 0 {
		t.Fatalf("demo user has %d rides and %d parcels", len(rides), len(parcels))
	}
	var withRequests, accepted bool
	for _, r := range rides {
		withRequests = withRequests || r["hasRequests"] == true
		accepted = accepted || r["usedCapacity"].(float64) > 0
		if r["departureAddress"].(map[string]any)["city"] == "" {
			t.Fatalf("ride city missing from the gazetteer: %v", r)
		}
	}
	if !withRequests || !accepted {
		t.Fatalf("the demo driver should have pending requests and an accepted parcel: %v", rides)
	}
}

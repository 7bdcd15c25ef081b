package server

import (
	"context"
	"net/http"
	"path/filepath"
	"strings"
	"testing"

	"ridepost/server/mail"
	"ridepost/store"
)

// An instance moves from its SQLite file to PostgreSQL (ridepost db copy): every table's rows arrive, the members
// sign in there with their passwords and their sessions, what they posted is there, new rows get new ids, and a
// database that is not empty is refused.
func TestCopyMovesAnInstanceToPostgreSQL(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	src, err := store.Open(ctx, filepath.Join(t.TempDir(), "ridepost.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { src.Close() })
	if err := SeedDemo(ctx, src, discardLogger()); err != nil {
		t.Fatal(err)
	}
	before := serveStore(t, src, mail.NewMailbox(discardLogger(), 50), nil)
	member := before.client()
	expectStatus(t, member.do("POST", "/auth/signin", map[string]string{"email": "olena.kovalenko@example.com", "password": DemoPassword}), http.StatusOK)
	parcels := member.do("GET", "/api/parcels", nil)
	expectStatus(t, parcels, http.StatusOK)

	dst, err := store.Open(ctx, postgresTestDB(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { dst.Close() })
	tables, err := src.CopyTo(ctx, dst)
	if err != nil {
		t.Fatal(err)
	}
	copied := map[string]int64{}
	for _, c := range tables {
		copied[c.Name] = c.Rows
	}
	for _, table := range []string{"users", "parcels", "rides", "requests", "vehicles", "sessions", "notifications"} {
		if copied[table] == 0 {
			t.Errorf("%s: no rows copied (%v)", table, tables)
		}
	}

	after := serveStore(t, dst, mail.NewMailbox(discardLogger(), 50), nil)
	// The session made on the SQLite server holds on PostgreSQL (its expiry became a timestamp).
	moved := after.client()
	moved.http.Jar.SetCookies(mustParseURL(t, after.ts.URL), member.http.Jar.Cookies(mustParseURL(t, before.ts.URL)))
	if r := moved.do("GET", "/api/profile", nil); r.status != http.StatusOK || r.json["email"] != "olena.kovalenko@example.com" {
		t.Fatalf("the copied session: %d %s", r.status, r.body)
	}
	if r := moved.do("GET", "/api/parcels", nil); r.status != http.StatusOK || r.body != parcels.body {
		t.Fatalf("the member's parcels after the copy:\n%s\nbefore:\n%s", r.body, parcels.body)
	}
	fresh := after.client()
	signedIn := fresh.do("POST", "/auth/signin", map[string]string{"email": "olena.kovalenko@example.com", "password": DemoPassword})
	expectStatus(t, signedIn, http.StatusOK)
	fresh.token, _ = signedIn.json["token"].(string)
	// Ids go on after the largest copied.
	posted := fresh.do("POST", "/api/parcels", validParcel())
	expectStatus(t, posted, http.StatusCreated)
	if id := int64(posted.json["parcelId"].(float64)); id <= copied["parcels"] {
		t.Fatalf("a new parcel got id %d, not after the %d copied", id, copied["parcels"])
	}
	if _, err := src.CopyTo(ctx, dst); err == nil || !strings.Contains(err.Error(), "not empty") {
		t.Fatalf("a second copy into the same database: %v", err)
	}
}

package server

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"ridepost/server/mail"
	"ridepost/store"
)

// replica serves a second server named origin on the database at url, as another machine would.
func replica(t *testing.T, url, origin string) *testApp {
	t.Helper()
	return replicaWith(t, url, origin, func(*Config) {})
}

// replicaWith is replica with its configuration changed by set.
func replicaWith(t *testing.T, url, origin string, set func(*Config)) *testApp {
	t.Helper()
	st := openReplicaStore(t, url, origin)
	return serveConfig(t, st, mail.NewMailbox(discardLogger(), 50), func(cfg *Config) {
		cfg.Dev = true
		set(cfg)
	})
}

// openReplicaStore opens the database at url as the server named origin.
func openReplicaStore(t *testing.T, url, origin string) *store.Store {
	t.Helper()
	st, err := store.Open(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	st.SetOrigin(origin)
	return st
}

// Two servers on one PostgreSQL database: a parcel posted on one is found by a search on the other within a
// second (the change feed), and a session made on one is valid on the other.
func TestTwoServersOnOneDatabase(t *testing.T) {
	t.Parallel()
	url := postgresTestDB(t)
	a, b := replica(t, url, "a"), replica(t, url, "b")
	sender := a.verifiedUser("sender@example.com")
	driver := b.verifiedUser("driver@example.com")
	search := "/api/parcels/available?from=" + strconv.Itoa(kyivID) + "&to=" + strconv.Itoa(lvivID)
	if r := driver.do("GET", search, nil); r.status != http.StatusOK || strings.Contains(r.body, `"parcelId"`) {
		t.Fatalf("before: %d %s", r.status, r.body)
	}
	posted := sender.do("POST", "/api/parcels", validParcel())
	expectStatus(t, posted, http.StatusCreated)
	id := `"parcelId":` + fmt.Sprint(posted.json["parcelId"])
	start := time.Now()
	for {
		r := driver.do("GET", search, nil)
		if r.status == http.StatusOK && strings.Contains(r.body, id) {
			break
		}
		if time.Since(start) > time.Second {
			t.Fatalf("the parcel posted on a is not found on b after a second: %d %s", r.status, r.body)
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Logf("posted on a, found on b after %v", time.Since(start))
	// The sender's session, made on a, signs them in on b.
	onB := b.client()
	onB.http.Jar.SetCookies(mustParseURL(t, b.ts.URL), sender.http.Jar.Cookies(mustParseURL(t, a.ts.URL)))
	if r := onB.do("GET", "/api/profile", nil); r.status != http.StatusOK || r.json["email"] != "sender@example.com" {
		t.Fatalf("a's session on b: %d %s", r.status, r.body)
	}
}

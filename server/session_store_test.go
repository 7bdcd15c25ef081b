package server

import (
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/alexedwards/scs/v2"

	"ridepost/server/web"
)

// A signed-in read writes nothing; assets and app pages never touch the session.
func TestSignedInReadsDoNotWriteTheSession(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("reader@example.com")
	expiry := func() string {
		var e string
		if err := app.store.DB().Get(&e, `SELECT CAST(MAX(expiry) AS TEXT) FROM sessions`); err != nil {
			t.Fatal(err)
		}
		return e
	}
	expectStatus(t, c.do("GET", "/api/profile", nil), http.StatusOK) // the first request after sign-up may write
	before := expiry()
	time.Sleep(20 * time.Millisecond)
	for _, path := range []string{"/api/profile", "/auth/session", "/api/parcels", "/api/rides"} {
		r := c.do("GET", path, nil)
		expectStatus(t, r, http.StatusOK)
		// Renewed at most once a minute, the session's cookie is not sent again in between.
		if cookie := r.header.Get("Set-Cookie"); cookie != "" {
			t.Errorf("%s sent the unchanged session's cookie again: %s", path, cookie)
		}
	}
	if after := expiry(); after != before {
		t.Fatalf("signed-in reads moved the session's expiry: %v → %v", before, after)
	}
	for _, path := range []string{"/assets/app-abc1.js", "/", "/parcel/1"} {
		r := c.do("GET", path, nil)
		if r.header.Get("Set-Cookie") != "" || r.header.Get("Vary") == "Cookie" {
			t.Errorf("%s used the session: %v", path, r.header)
		}
	}
	// A change is written at once: a new password renews the session's token, and its cookie goes out.
	r := c.do("POST", "/api/profile/password", map[string]any{"currentPassword": "correct horse", "newPassword": "another horse 5678"})
	expectStatus(t, r, http.StatusNoContent)
	if !strings.Contains(r.header.Get("Set-Cookie"), "ridepost_session=") {
		t.Fatalf("the renewed session sent no cookie: %v", r.header)
	}
	expectStatus(t, c.do("GET", "/api/profile", nil), http.StatusOK)
	// Signing out ends the session in the store.
	expectStatus(t, c.do("POST", "/auth/signout", nil), http.StatusNoContent)
	var n int
	_ = app.store.DB().Get(&n, `SELECT COUNT(*) FROM sessions`)
	if n != 0 {
		t.Fatalf("sessions after sign-out: %d", n)
	}
}

// A signed-in user's reads neither write the session nor lose it; signing
// out ends it, for the cookie too.
func TestSessionWrittenOnceAndEndedBySignOut(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	db := app.store.DB()
	trigger := `CREATE TRIGGER count_session_writes AFTER INSERT ON sessions BEGIN UPDATE session_writes SET n = n + 1; END`
	if app.store.OnPostgres() { // an upsert's insert trigger fires for its update too, as SQLite's does not
		trigger = `CREATE FUNCTION count_session_write() RETURNS trigger LANGUAGE plpgsql AS
			'BEGIN UPDATE session_writes SET n = n + 1; RETURN NULL; END';
			CREATE TRIGGER count_session_writes AFTER INSERT OR UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION count_session_write()`
	}
	if _, err := db.Exec(`CREATE TABLE session_writes (n INTEGER NOT NULL);
		INSERT INTO session_writes VALUES (0); ` + trigger); err != nil {
		t.Fatal(err)
	}
	c := app.signUp("reader@example.com")
	for range 5 {
		r := c.do("GET", "/api/profile", nil)
		expectStatus(t, r, http.StatusOK)
		if r.json["email"] != "reader@example.com" {
			t.Fatalf("profile: %s", r.body)
		}
	}
	var writes int
	if err := db.Get(&writes, `SELECT n FROM session_writes`); err != nil {
		t.Fatal(err)
	}
	if writes != 1 {
		t.Fatalf("session row written %d times for a sign-up and 5 reads, want once", writes)
	}
	cookies := c.http.Jar.Cookies(mustParseURL(t, app.ts.URL))
	expectStatus(t, c.do("POST", "/auth/signout", nil), http.StatusNoContent)
	expectStatus(t, c.do("GET", "/api/profile", nil), http.StatusUnauthorized)
	// The cookie from before sign-out, replayed, is no session either.
	replay := app.client()
	replay.http.Jar.SetCookies(mustParseURL(t, app.ts.URL), cookies)
	expectStatus(t, replay.do("GET", "/api/profile", nil), http.StatusUnauthorized)
}

// Sessions written by the gob codec before the upgrade keep their users
// signed in after it, and are written again in the new form.
func TestGobSessionSurvivesUpgrade(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("old@example.com")
	db := app.store.DB()
	var row struct {
		Token string `db:"token"`
		Data  []byte `db:"data"`
	}
	if err := db.Get(&row, `SELECT token, data FROM sessions`); err != nil {
		t.Fatal(err)
	}
	deadline, values, err := web.SessionCodec{}.Decode(row.Data)
	if err != nil {
		t.Fatal(err)
	}
	old, err := scs.GobCodec{}.Encode(deadline, values)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Exec(`UPDATE sessions SET data = ? WHERE token = ?`, old, row.Token); err != nil {
		t.Fatal(err)
	}
	// A new server on the same database: nothing of the session in memory.
	c.app = app.restart()
	for range 2 {
		r := c.do("GET", "/api/profile", nil)
		expectStatus(t, r, http.StatusOK)
		if r.json["email"] != "old@example.com" {
			t.Fatalf("profile: %s", r.body)
		}
	}
	var data []byte
	if err := db.Get(&data, `SELECT data FROM sessions WHERE token = ?`, row.Token); err != nil {
		t.Fatal(err)
	}
	if data[0] != web.SessionJSONMark {
		t.Fatalf("the session was not written again as JSON: %q", data)
	}
}

func mustParseURL(t *testing.T, raw string) *url.URL {
	t.Helper()
	u, err := url.Parse(raw)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

package server

import (
	"context"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// makeAdmin turns a signed-up user into an admin, as `ridepost admin grant` does.
func (a *testApp) makeAdmin(t *testing.T, email string) *client {
	t.Helper()
	c := a.verifiedUser(email)
	if _, err := a.store.SetRole(context.Background(), email, "admin"); err != nil {
		t.Fatal(err)
	}
	return c
}

var adminGets = []string{"/api/admin/stats", "/api/admin/users", "/api/admin/reports", "/api/admin/audit"}

func TestAdminAPIIsNotFoundToOthers(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	admin := w.app.makeAdmin(t, "admin@example.com")
	for _, c := range []*client{w.app.client(), w.stranger} {
		for _, path := range adminGets {
			expectStatus(t, c.do("GET", path, nil), http.StatusNotFound)
		}
		expectStatus(t, c.do("POST", "/api/admin/users/1/suspend", map[string]any{"reason": "x"}), http.StatusNotFound)
		expectStatus(t, c.do("POST", "/api/admin/reports/1/resolve", map[string]any{"action": "dismiss"}), http.StatusNotFound)
	}
	for _, path := range adminGets {
		expectStatus(t, admin.do("GET", path, nil), http.StatusOK)
	}
	if p := admin.do("GET", "/api/profile", nil); p.json["role"] != "admin" {
		t.Fatalf("an admin's profile: %s", p.body)
	}
	if p := w.stranger.do("GET", "/api/profile", nil); p.json["role"] != "user" {
		t.Fatalf("a user's profile: %s", p.body)
	}
	st := admin.do("GET", "/api/admin/stats", nil)
	if st.json["users"] != 4.0 || st.json["parcels"].(map[string]any)["New"] != 1.0 || st.json["rides"].(map[string]any)["Planned"] != 1.0 {
		t.Fatalf("stats: %s", st.body)
	}
	found := admin.do("GET", "/api/admin/users?q=SEND", nil)
	if items := found.json["items"].([]any); len(items) != 1 || items[0].(map[string]any)["email"] != "sender@example.com" {
		t.Fatalf("search by e-mail: %s", found.body)
	}
	found = admin.do("GET", "/api/admin/users?q=pet", nil)
	if items := found.json["items"].([]any); len(items) != 1 || items[0].(map[string]any)["name"] != "Petro" {
		t.Fatalf("search by name: %s", found.body)
	}
	page := admin.do("GET", "/api/admin/users?cursor=", nil)
	if len(page.json["items"].([]any)) != 4 || page.json["nextCursor"] != nil {
		t.Fatalf("every user: %s", page.body)
	}
	expectStatus(t, admin.do("GET", "/api/admin/users?cursor=x", nil), http.StatusBadRequest)
	expectStatus(t, admin.do("GET", "/api/admin/reports?status=closed", nil), http.StatusBadRequest)
}

func TestSuspensionEndsSessionsRefusesSignInAndHidesListings(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	admin := w.app.makeAdmin(t, "admin@example.com")
	sender := w.sender.userID(t)
	parcels := "/api/parcels/available?rideId=" + w.rideID
	if w.driver.total(t, parcels) != "1" {
		t.Fatal("before: the driver sees the parcel")
	}
	r := admin.do("POST", "/api/admin/users/"+sender+"/suspend", map[string]any{"reason": ""})
	if r.status != http.StatusBadRequest || r.field("reason") != "required" {
		t.Fatalf("a suspension without a reason: %s", r.body)
	}
	expectStatus(t, admin.do("POST", "/api/admin/users/"+sender+"/suspend", map[string]any{"reason": "Fraud"}), http.StatusNoContent)
	expectStatus(t, w.sender.do("GET", "/api/profile", nil), http.StatusUnauthorized)
	r = w.app.client().do("POST", "/auth/signin", map[string]string{"email": "sender@example.com", "password": "correct horse"})
	if r.status != http.StatusForbidden || r.errorCode() != "account_suspended" {
		t.Fatalf("a suspended user's sign-in: %s", r.body)
	}
	// A wrong password says nothing of the suspension.
	r = w.app.client().do("POST", "/auth/signin", map[string]string{"email": "sender@example.com", "password": "wrong horse"})
	expectStatus(t, r, http.StatusUnauthorized)
	if w.driver.total(t, parcels) != "0" {
		t.Fatal("a suspended user's parcel leaves the available lists")
	}
	// The index forgets them across a restart too.
	restarted := w.app.restart()
	again := restarted.client()
	expectStatus(t, again.do("POST", "/auth/signin", map[string]string{"email": "driver@example.com", "password": "correct horse"}), http.StatusOK)
	if again.total(t, parcels) != "0" {
		t.Fatal("after a restart, the suspended user's parcel stays hidden")
	}
	r = admin.do("POST", "/api/admin/users/"+admin.userID(t)+"/suspend", map[string]any{"reason": "x"})
	if r.status != http.StatusConflict || r.errorCode() != "cannot_suspend_admin" {
		t.Fatalf("suspending an admin: %s", r.body)
	}
	expectStatus(t, admin.do("POST", "/api/admin/users/999999/suspend", map[string]any{"reason": "x"}), http.StatusNotFound)
	users := admin.do("GET", "/api/admin/users?q=sender", nil)
	if u := users.json["items"].([]any)[0].(map[string]any); u["suspended"] != true || u["suspendedReason"] != "Fraud" {
		t.Fatalf("the user list shows the suspension: %s", users.body)
	}

	expectStatus(t, admin.do("POST", "/api/admin/users/"+sender+"/unsuspend", nil), http.StatusNoContent)
	expectStatus(t, w.app.client().do("POST", "/auth/signin", map[string]string{"email": "sender@example.com", "password": "correct horse"}), http.StatusOK)
	if w.driver.total(t, parcels) != "1" {
		t.Fatal("after the suspension is lifted, the parcel is back")
	}
	audit := admin.do("GET", "/api/admin/audit", nil)
	items := audit.json["items"].([]any)
	if len(items) != 3 || items[0].(map[string]any)["action"] != "unsuspend_user" || items[1].(map[string]any)["action"] != "suspend_user" ||
		items[1].(map[string]any)["details"] != "Fraud" || items[1].(map[string]any)["admin"].(map[string]any)["userId"] != toFloat(admin.userID(t)) ||
		items[2].(map[string]any)["action"] != "grant_admin" || items[2].(map[string]any)["admin"] != nil {
		t.Fatalf("audit: %s", audit.body)
	}
}

func toFloat(s string) float64 { f, _ := strconv.ParseFloat(s, 64); return f }

// report files a report and returns its id.
func report(t *testing.T, c *client, body map[string]any) string {
	t.Helper()
	r := c.do("POST", "/api/reports", body)
	expectStatus(t, r, http.StatusCreated)
	return jsonNumber(r.json["reportId"])
}

func TestResolveReports(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	admin := w.app.makeAdmin(t, "admin@example.com")
	// A report of the ride, which carries the sender's parcel: removing it
	// cancels it and tells the sender.
	ofRide := report(t, w.stranger, map[string]any{"rideId": toNumber(w.rideID), "reason": "fraud", "details": "Asks for payment up front"})
	ofUser := report(t, w.stranger, map[string]any{"userId": toNumber(w.driver.userID(t)), "reason": "abuse"})
	open := admin.do("GET", "/api/admin/reports?status=open", nil)
	items := open.json["items"].([]any)
	first := items[1].(map[string]any)
	if len(items) != 2 || first["target"].(map[string]any)["kind"] != "ride" || first["target"].(map[string]any)["owner"].(map[string]any)["name"] != "Petro" ||
		first["target"].(map[string]any)["route"].(map[string]any)["from"] != "Kyiv" || first["reporter"] == nil || first["resolvedAt"] != nil {
		t.Fatalf("open reports: %s", open.body)
	}
	r := admin.do("POST", "/api/admin/reports/"+ofUser+"/resolve", map[string]any{"action": "remove_listing"})
	if r.status != http.StatusBadRequest || r.field("action") != "invalid" {
		t.Fatalf("removing a user's listing: %s", r.body)
	}
	r = admin.do("POST", "/api/admin/reports/"+ofUser+"/resolve", map[string]any{"action": "ban"})
	if r.status != http.StatusBadRequest || r.field("action") != "invalid" {
		t.Fatalf("an unknown action: %s", r.body)
	}
	r = admin.do("POST", "/api/admin/reports/"+ofRide+"/resolve", map[string]any{"action": "remove_listing"})
	expectStatus(t, r, http.StatusOK)
	if r.json["status"] != "resolved" || r.json["action"] != "remove_listing" || r.json["target"].(map[string]any)["status"] != "Cancelled" {
		t.Fatalf("resolved: %s", r.body)
	}
	if ride := w.driver.do("GET", "/api/rides/"+w.rideID, nil); ride.json["status"] != "Cancelled" {
		t.Fatalf("the ride is cancelled: %s", ride.body)
	}
	if p := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil); p.json["status"] != "New" {
		t.Fatalf("the sender's parcel is New again: %s", p.body)
	}
	kinds, _, _ := w.sender.notices(t)
	if !strings.Contains(strings.Join(kinds, ","), "ride_cancelled") {
		t.Fatalf("the sender is told: %v", kinds)
	}
	expectStatus(t, admin.do("POST", "/api/admin/reports/"+ofRide+"/resolve", map[string]any{"action": "dismiss"}), http.StatusConflict)
	expectStatus(t, admin.do("POST", "/api/admin/reports/999999/resolve", map[string]any{"action": "dismiss"}), http.StatusNotFound)

	// Two admins resolve one report at once: one wins.
	admin2 := w.app.makeAdmin(t, "admin2@example.com")
	var wg sync.WaitGroup
	codes := make([]int, 2)
	for i, c := range []*client{admin, admin2} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			codes[i] = c.do("POST", "/api/admin/reports/"+ofUser+"/resolve", map[string]any{"action": "suspend_user", "reason": "Abuse"}).status
		}()
	}
	wg.Wait()
	if codes[0]+codes[1] != http.StatusOK+http.StatusConflict {
		t.Fatalf("two resolutions at once: %v", codes)
	}
	expectStatus(t, w.driver.do("GET", "/api/profile", nil), http.StatusUnauthorized)
	resolved := admin.do("GET", "/api/admin/reports?status=resolved", nil)
	if items := resolved.json["items"].([]any); len(items) != 2 || items[0].(map[string]any)["target"].(map[string]any)["ownerSuspended"] != true {
		t.Fatalf("resolved reports: %s", resolved.body)
	}
	if st := admin.do("GET", "/api/admin/stats", nil); st.json["openReports"] != 0.0 {
		t.Fatalf("no open report left: %s", st.body)
	}
}

package server

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"ridepost/store"
)

// chattedDelivery is a world whose parcel was delivered by PIN, the driver
// rated by the recipient and the sender by the driver, with a message each
// way.
func chattedDelivery(t *testing.T) (*requestWorld, string) {
	t.Helper()
	w, pin := inTransit(t)
	conv := w.conversationID(t)
	expectStatus(t, w.sender.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "Ring me on 0931234567"}), http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "Will do"}), http.StatusCreated)
	token := w.confirmToken(t)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/handover", map[string]any{"pin": pin}), http.StatusOK)
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/feedback", map[string]any{"rating": 5, "comment": "Fast"}), http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/rating", map[string]any{"rating": 4, "comment": "Punctual"}), http.StatusCreated)
	return w, conv
}

func TestDeleteAccountRefusedWhileUnderWay(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	r := w.sender.do("DELETE", "/api/profile", map[string]any{"password": "correct horse"})
	if r.status != http.StatusConflict || r.errorCode() != "active_items" {
		t.Fatalf("a sender with an Accepted parcel: %s", r.body)
	}
	for _, tc := range []struct{ password, code string }{{"", "required"}, {"wrong horse", "wrong"}} {
		r := w.driver.do("DELETE", "/api/profile", map[string]any{"password": tc.password})
		if r.status != http.StatusBadRequest || r.field("password") != tc.code {
			t.Fatalf("password %q: %s", tc.password, r.body)
		}
	}
	expectStatus(t, w.app.client().do("DELETE", "/api/profile", map[string]any{"password": "x"}), http.StatusUnauthorized)
	// The driver's ride is Planned: deleting the account cancels it, and the
	// sender's parcel is New again, the sender told.
	expectStatus(t, w.driver.do("DELETE", "/api/profile", map[string]any{"password": "correct horse"}), http.StatusNoContent)
	if p := w.sender.do("GET", "/api/parcels/"+w.parcelID, nil); p.json["status"] != "New" {
		t.Fatalf("the sender's parcel after the driver left: %s", p.body)
	}
	kinds, _, _ := w.sender.notices(t)
	if !strings.Contains(strings.Join(kinds, ","), "ride_cancelled") {
		t.Fatalf("the sender is told: %v", kinds)
	}
}

func TestDeleteAccountErasesAndKeepsRatings(t *testing.T) {
	t.Parallel()
	w, conv := chattedDelivery(t)
	sender := w.sender.userID(t)
	expectStatus(t, w.sender.do("DELETE", "/api/profile", map[string]any{"password": "correct horse"}), http.StatusNoContent)
	expectStatus(t, w.sender.do("GET", "/api/profile", nil), http.StatusUnauthorized)
	r := w.app.client().do("POST", "/auth/signin", map[string]string{"email": "sender@example.com", "password": "correct horse"})
	expectStatus(t, r, http.StatusUnauthorized)
	// The e-mail address is free again.
	expectStatus(t, w.app.client().do("POST", "/auth/signup", map[string]string{"email": "sender@example.com", "password": "another horse"}), http.StatusCreated)

	card := w.driver.do("GET", "/api/users/"+sender, nil)
	expectStatus(t, card, http.StatusOK)
	if card.json["name"] != "" || card.json["deleted"] != true || card.json["senderRating"].(map[string]any)["count"] != 1.0 {
		t.Fatalf("the erased user's card keeps the rating, not the name: %s", card.body)
	}
	reviews := w.driver.do("GET", "/api/users/"+sender+"/reviews", nil)
	if items := reviews.json["items"].([]any); len(items) != 1 || items[0].(map[string]any)["comment"] != "Punctual" {
		t.Fatalf("the sender's review stays: %s", reviews.body)
	}
	if got := messageTexts(t, w.driver, conv); len(got) != 2 || got[1] != "" || got[0] != "Will do" {
		t.Fatalf("the erased user's messages lose their text: %q", got)
	}
	acc := decodeList(t, w.driver.do("GET", "/api/rides/"+w.rideID+"/accepted", nil).body)
	if len(acc) != 1 || strings.Contains(fmt.Sprint(acc[0]), "ivan@example.com") || strings.Contains(fmt.Sprint(acc[0]), "+380671234567") {
		t.Fatalf("the recipient's contacts are erased: %v", acc)
	}
	var left int
	if err := w.app.store.DB().Get(&left, `SELECT
		(SELECT COUNT(*) FROM notifications WHERE user_id = ?1) + (SELECT COUNT(*) FROM users WHERE id = ?1 AND (phone <> '' OR name <> ''))`, toNumber(sender)); err != nil || left != 0 {
		t.Fatalf("personal rows left: %d %v", left, err)
	}
}

// The export holds every row of every table that names the user (found from
// the schema, as the export does, so a new table is covered without a change
// here), and no secret.
func TestExportIsComplete(t *testing.T) {
	t.Parallel()
	w, _ := chattedDelivery(t)
	stranger := w.stranger.userID(t)
	expectStatus(t, w.sender.do("POST", "/api/alerts", alertBody("rides", kyivID, lvivID)), http.StatusCreated)
	expectStatus(t, w.sender.do("POST", "/api/users/"+stranger+"/block", nil), http.StatusNoContent)
	report(t, w.sender, map[string]any{"userId": toNumber(stranger), "reason": "spam"})
	expectStatus(t, w.sender.do("PUT", "/api/profile/notifications", map[string]any{"email": map[string]bool{"match_found": false}}), http.StatusOK)

	r := w.sender.do("GET", "/api/profile/export", nil)
	expectStatus(t, r, http.StatusOK)
	if cd := r.header.Get("Content-Disposition"); !strings.HasPrefix(cd, `attachment; filename="ridepost-data-`) {
		t.Fatalf("Content-Disposition: %q", cd)
	}
	for _, secret := range []string{"password_hash", "token_hash", "correct horse"} {
		if strings.Contains(r.body, secret) {
			t.Fatalf("the export holds %q", secret)
		}
	}
	var file struct {
		Tables map[string][]map[string]any `json:"tables"`
	}
	if err := json.Unmarshal([]byte(r.body), &file); err != nil {
		t.Fatal(err)
	}
	me := toNumber(w.sender.userID(t))
	ctx := context.Background()
	db := w.app.store.DB()
	tables, err := store.UserColumns(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	covered := 0
	for _, tc := range append(tables, store.TableColumns{Table: "users", Columns: []string{"id"}}) {
		var where []string
		var args []any
		for _, c := range tc.Columns {
			where = append(where, `"`+c+`" = ?`)
			args = append(args, me)
		}
		var n int
		if err := db.Get(&n, `SELECT COUNT(*) FROM "`+tc.Table+`" WHERE `+strings.Join(where, " OR "), args...); err != nil {
			t.Fatal(err)
		}
		got := 0
		for _, row := range file.Tables[tc.Table] {
			for _, c := range tc.Columns {
				if v, ok := row[c].(float64); ok && int64(v) == me {
					got++
					break
				}
			}
		}
		if got != n {
			t.Errorf("%s: %d rows name the user, the export has %d", tc.Table, n, got)
		}
		if n > 0 {
			covered++
		}
	}
	// What the world made: users, vehicles none, parcels, conversations,
	// messages, notifications, alerts, blocks, reports, opt-outs, ratings…
	if covered < 9 {
		t.Fatalf("only %d tables hold the user: the world is too thin to test the export", covered)
	}
	// The other side's messages in my conversations come too.
	if len(file.Tables["messages"]) != 2 {
		t.Fatalf("messages: %v", file.Tables["messages"])
	}
}

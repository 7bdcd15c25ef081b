package server

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"ridepost/store"
)

// deliveredWorld is an approved world whose parcel the recipient
// confirmed, and the token of the recipient's link.
func deliveredWorld(t *testing.T) (*requestWorld, string) {
	t.Helper()
	w := approvedWorld(t)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	token := w.confirmToken(t)
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": true}), http.StatusOK)
	return w, token
}

// userID is the signed-in user's id.
func (c *client) userID(t *testing.T) string {
	t.Helper()
	return jsonNumber(c.do("GET", "/api/profile", nil).json["userId"])
}

// senderRated reads senderRated of the world's parcel on the driver's accepted list.
func (w *requestWorld) senderRated(t *testing.T) any {
	t.Helper()
	r := w.driver.do("GET", "/api/rides/"+w.rideID+"/accepted", nil)
	expectStatus(t, r, http.StatusOK)
	list := decodeList(t, r.body)
	if len(list) != 1 {
		t.Fatalf("accepted: %s", r.body)
	}
	return list[0]["senderRated"]
}

func TestDriverRatesSender(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	path := "/api/parcels/" + w.parcelID + "/rating"
	r := w.driver.do("POST", path, map[string]any{"rating": 5})
	expectStatus(t, r, http.StatusConflict)
	if r.errorCode() != "invalid_state" {
		t.Fatalf("before delivery: %s", r.body)
	}
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	expectStatus(t, w.driver.do("POST", path, map[string]any{"rating": 5}), http.StatusConflict)
	token := w.confirmToken(t)
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": true}), http.StatusOK)

	expectStatus(t, w.sender.do("POST", path, map[string]any{"rating": 5}), http.StatusNotFound)
	expectStatus(t, w.stranger.do("POST", path, map[string]any{"rating": 5}), http.StatusNotFound)
	expectStatus(t, w.driver.do("POST", "/api/parcels/99999/rating", map[string]any{"rating": 5}), http.StatusNotFound)
	for _, bad := range []struct {
		body        map[string]any
		field, code string
	}{
		{map[string]any{"comment": "no stars"}, "rating", "required"},
		{map[string]any{"rating": 6}, "rating", "out_of_range"},
		{map[string]any{"rating": -1}, "rating", "out_of_range"},
		{map[string]any{"rating": 3, "comment": strings.Repeat("x", 1001)}, "comment", "too_long"},
		{map[string]any{"rating": 3, "comment": "bell\x07"}, "comment", "invalid"},
	} {
		r := w.driver.do("POST", path, bad.body)
		expectStatus(t, r, http.StatusBadRequest)
		if r.field(bad.field) != bad.code {
			t.Fatalf("%v: %s", bad.body, r.body)
		}
	}
	expectStatus(t, w.driver.do("POST", path, "{"), http.StatusBadRequest)

	senderID := w.sender.userID(t)
	card := w.stranger.do("GET", "/api/users/"+senderID, nil) // now cached
	if sr := card.json["senderRating"].(map[string]any); jsonNumber(sr["count"]) != "0" {
		t.Fatalf("card before: %s", card.body)
	}
	if w.senderRated(t) != false {
		t.Fatal("senderRated before rating")
	}
	r = w.driver.do("POST", path, map[string]any{"rating": 4, "comment": "  Well packed \n"})
	expectStatus(t, r, http.StatusCreated)
	if r.json["comment"] != "Well packed" || jsonNumber(r.json["senderId"]) != senderID || jsonNumber(r.json["parcelId"]) != w.parcelID {
		t.Fatalf("rating: %s", r.body)
	}
	r = w.driver.do("POST", path, map[string]any{"rating": 1})
	expectStatus(t, r, http.StatusConflict)
	if r.errorCode() != "already_rated" {
		t.Fatalf("twice: %s", r.body)
	}
	if w.senderRated(t) != true {
		t.Fatal("senderRated after rating")
	}
	card = w.stranger.do("GET", "/api/users/"+senderID, nil)
	sr := card.json["senderRating"].(map[string]any)
	if sr["average"].(float64) != 4 || jsonNumber(sr["count"]) != "1" || jsonNumber(card.json["rating"].(map[string]any)["count"]) != "0" {
		t.Fatalf("card after (the cache forgot it): %s", card.body)
	}
	_, items, _ := w.sender.notices(t)
	if items[0]["kind"] != "rating_received" || items[0]["actor"].(map[string]any)["name"] != "Petro" {
		t.Fatalf("the sender is told: %v", items[0])
	}
	if n := w.app.awaitMails(t, "sender@example.com", "You got a new rating"); n != 1 {
		t.Fatalf("the sender got %d rating e-mails", n)
	}
	var mailed bool
	for _, m := range w.app.mails() {
		mailed = mailed || (m.To == "sender@example.com" && strings.Contains(m.Text, "Petro D., who carried your parcel Zhytomyr → Rivne, rated you as a sender 4 out of 5"))
	}
	if !mailed {
		t.Fatal("the e-mail names the driver and the stars")
	}
}

func TestNoSenderRatingAfterFailedDelivery(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	token := w.confirmToken(t)
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/confirm", map[string]any{"delivered": false}), http.StatusOK)
	r := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/rating", map[string]any{"rating": 2})
	expectStatus(t, r, http.StatusConflict)
	if r.errorCode() != "invalid_state" {
		t.Fatalf("after a failure: %s", r.body)
	}
}

// Two taps on Submit at once: one rating, one 409.
func TestConcurrentSenderRatings(t *testing.T) {
	t.Parallel()
	w, _ := deliveredWorld(t)
	var wg sync.WaitGroup
	codes := make([]int, 2)
	for i := range codes {
		wg.Go(func() {
			codes[i] = w.driver.doStatus("POST", "/api/parcels/"+w.parcelID+"/rating", map[string]any{"rating": 5 - i})
		})
	}
	wg.Wait()
	if codes[0]+codes[1] != http.StatusCreated+http.StatusConflict {
		t.Fatalf("statuses %v: want one 201 and one 409", codes)
	}
}

func TestReviewsOfBothRoles(t *testing.T) {
	t.Parallel()
	w, token := deliveredWorld(t)
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/feedback", map[string]any{"rating": 5, "comment": "Fast"}), http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/rating", map[string]any{"rating": 3, "comment": "Late"}), http.StatusCreated)

	r := w.stranger.do("GET", "/api/users/"+w.driver.userID(t)+"/reviews", nil)
	expectStatus(t, r, http.StatusOK)
	items := r.json["items"].([]any)
	if len(items) != 1 || r.json["nextCursor"] != nil {
		t.Fatalf("driver's reviews: %s", r.body)
	}
	if it := items[0].(map[string]any); it["role"] != "driver" || it["author"] != nil || it["comment"] != "Fast" || jsonNumber(it["rating"]) != "5" {
		t.Fatalf("driver's review: %v", it)
	}
	r = w.stranger.do("GET", "/api/users/"+w.sender.userID(t)+"/reviews", nil)
	items = r.json["items"].([]any)
	if len(items) != 1 {
		t.Fatalf("sender's reviews: %s", r.body)
	}
	if it := items[0].(map[string]any); it["role"] != "sender" || it["author"].(map[string]any)["name"] != "Petro" || it["comment"] != "Late" {
		t.Fatalf("sender's review: %v", it)
	}
	expectStatus(t, w.stranger.do("GET", "/api/users/99999/reviews", nil), http.StatusNotFound)
	for _, bad := range []string{"x", "12", "-1-2", "1-0", "1-x"} {
		if r := w.stranger.do("GET", "/api/users/"+w.sender.userID(t)+"/reviews?cursor="+bad, nil); r.field("cursor") != "invalid" {
			t.Fatalf("cursor %q: %s", bad, r.body)
		}
	}
}

// TestReviewsPaging: 25 reviews of one user, as driver and as sender, some
// at the same moment, come 20 then 5, newest first, none twice.
func TestReviewsPaging(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	me, other := app.signUp("me@example.com"), app.signUp("other@example.com")
	expectStatus(t, me.do("POST", "/auth/signup/about-yourself", map[string]any{"name": "Maria", "surname": "Reviewed", "phone": "0671112233"}),
		http.StatusOK) // a card to read
	meID, otherID := toNumber(me.userID(t)), toNumber(other.userID(t))
	ctx := context.Background()
	base := time.Now().UTC().Add(-time.Hour)
	var want []string
	for i := range 25 {
		p, err := app.store.CreateParcel(ctx, store.Parcel{SenderID: otherID, Type: "books", Size: "S", FromPlaceID: kyivID,
			ToPlaceID: lvivID, ShippingDate: dateIn(1), RecipientName: "Ivan", RecipientPhone: "+380671234567"})
		if err != nil {
			t.Fatal(err)
		}
		at := base.Add(time.Duration(i/3) * time.Second).Format("2006-01-02T15:04:05.000Z")
		if i%2 == 0 {
			_, err = app.store.DB().Exec(`INSERT INTO feedback (parcel_id, driver_id, rating, comment, created_at) VALUES (?, ?, 5, ?, ?)`,
				p.ID, meID, fmt.Sprint(i), at)
		} else {
			_, err = app.store.DB().Exec(`INSERT INTO sender_ratings (parcel_id, sender_id, driver_id, rating, comment, created_at)
				VALUES (?, ?, ?, 4, ?, ?)`, p.ID, meID, otherID, fmt.Sprint(i), at)
		}
		if err != nil {
			t.Fatal(err)
		}
		want = append([]string{fmt.Sprint(i)}, want...)
	}
	var got []string
	path := "/api/users/" + me.userID(t) + "/reviews"
	first := other.do("GET", path, nil)
	expectStatus(t, first, http.StatusOK)
	cursor, _ := first.json["nextCursor"].(string)
	second := other.do("GET", path+"?cursor="+cursor, nil)
	expectStatus(t, second, http.StatusOK)
	for _, r := range []response{first, second} {
		for _, it := range r.json["items"].([]any) {
			m := it.(map[string]any)
			got = append(got, m["comment"].(string))
			if (m["role"] == "sender") != (m["author"] != nil) {
				t.Fatalf("author of %v", m)
			}
		}
	}
	if len(first.json["items"].([]any)) != 20 || second.json["nextCursor"] != nil || strings.Join(got, ",") != strings.Join(want, ",") {
		t.Fatalf("pages: got %v, want %v (cursor %q)", got, want, cursor)
	}
}

package server

import (
	"net/http"
	"strings"
	"testing"
)

// Reviews are public: a comment's phone numbers and e-mail addresses read masked, as a message's do, to
// everyone but its author and the user it is about (docs/product.md §5).
func TestReviewCommentsMaskContactsButForTheirParties(t *testing.T) {
	t.Parallel()
	w, token := deliveredWorld(t)
	const aboutDriver = "Great, call him on +380 67 765 4321"
	const aboutSender = "Call her on +380671234567 or olena.k@example.com"
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+token+"/feedback", map[string]any{"rating": 5, "comment": aboutDriver}),
		http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/rating", map[string]any{"rating": 4, "comment": aboutSender}),
		http.StatusCreated)
	comment := func(c *client, user string) string {
		t.Helper()
		r := c.do("GET", "/api/users/"+user+"/reviews", nil)
		expectStatus(t, r, http.StatusOK)
		items := r.json["items"].([]any)
		if len(items) != 1 {
			t.Fatalf("reviews of %s: %s", user, r.body)
		}
		return items[0].(map[string]any)["comment"].(string)
	}
	driver, sender := w.driver.userID(t), w.sender.userID(t)
	for name, c := range map[string]*client{"a visitor": w.app.client(), "a stranger": w.stranger} {
		if got := comment(c, sender); got != "Call her on ••• or •••" {
			t.Errorf("%s reads the sender's review as %q", name, got)
		}
		if got := comment(c, driver); got != "Great, call him on •••" {
			t.Errorf("%s reads the driver's review as %q", name, got)
		}
	}
	// The two parties: the driver wrote the sender's review and is the subject of the recipient's.
	for name, c := range map[string]*client{"its author": w.driver, "its subject": w.sender} {
		if got := comment(c, sender); got != aboutSender {
			t.Errorf("%s reads the sender's review as %q", name, got)
		}
	}
	if got := comment(w.driver, driver); got != aboutDriver {
		t.Errorf("the driver reads the recipient's review of them as %q", got)
	}
	if got := comment(w.sender, driver); got != "Great, call him on •••" {
		t.Errorf("the sender, no party to the recipient's review, reads %q", got)
	}
	// The export reads as the app: both of the driver's ratings are theirs.
	r := w.driver.do("GET", "/api/profile/export", nil)
	expectStatus(t, r, http.StatusOK)
	if !strings.Contains(r.body, aboutDriver) || !strings.Contains(r.body, "olena.k@example.com") {
		t.Errorf("the driver's export: %s", r.body)
	}
}

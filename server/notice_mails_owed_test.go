package server

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"ridepost/server/mail"
	"ridepost/server/notify"
	"ridepost/store"
)

// TestEveryKindIsInTheRegistry: each notification kind the API names is
// worded by the one registry (server/notify).
func TestEveryKindIsInTheRegistry(t *testing.T) {
	t.Parallel()
	known := notify.Kinds()
	for _, k := range store.NoticeKinds {
		if !slices.Contains(known, k) {
			t.Errorf("%s is not in the registry", k)
		}
	}
}

// TestOwedMailSurvivesACrash: a notification committed by a process that
// died before its fan-out (here another handle on the file, which no
// server watches) still owes its e-mail, and the next start sends it.
func TestOwedMailSurvivesACrash(t *testing.T) {
	t.Parallel()
	path := testDB(t)
	ctx := context.Background()
	st, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	mailbox := mail.NewMailbox(discardLogger(), 50)
	w := requestWorldOn(t, serveStore(t, st, mailbox, nil))

	crashed, err := store.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { crashed.Close() })
	if _, err := crashed.CreateRequest(ctx, toNumber(w.parcelID), toNumber(w.rideID), store.FromSender, 100, "", nil); err != nil {
		t.Fatal(err)
	}
	for _, m := range mailbox.List() {
		if m.To == "driver@example.com" && strings.HasPrefix(m.Subject, "New delivery request") {
			t.Fatalf("mailed before any fan-out: %s", m.Subject) // a hole in the test, not the product
		}
	}
	again := w.app.restart()
	if got := again.mailsTo("driver@example.com", "New delivery request: Zhytomyr → Rivne"); len(got) != 1 {
		t.Fatalf("after the restart the driver got %d e-mails of the request", len(got))
	}
	again.restart() // told once: nothing is owed any more
	if got := again.mailsTo("driver@example.com", "New delivery request"); len(got) != 1 {
		t.Fatalf("a second restart mailed again: %d", len(got))
	}
}

// TestNotificationsNameTheRoute: the app's notifications name what they
// are about, in the reader's language.
func TestNotificationsNameTheRoute(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	expectStatus(t, w.driver.do("PUT", "/api/profile/language", map[string]any{"language": "uk"}), http.StatusOK)
	expectStatus(t, w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)}), http.StatusCreated)
	_, items, _ := w.driver.notices(t)
	route, _ := items[0]["route"].(map[string]any)
	if route["from"] != "Житомир" || route["to"] != "Рівне" {
		t.Fatalf("route: %v", items[0])
	}
}

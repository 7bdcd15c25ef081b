package server

import (
	"context"
	"net/http"
	"testing"

	"ridepost/server/mail"
	"ridepost/store"
)

// Asking has a limit of 30 requests an hour a user, both ways together
// (docs/product.md §8), and a request cancelled and sent again does not mail
// the other side again within the hour: 30 offer-then-cancel cycles on one
// parcel mail its sender once, and the 31st offer is refused.
func TestRequestsAreLimitedAndResentOnesMailOnce(t *testing.T) {
	t.Parallel()
	st, err := store.Open(context.Background(), testDB(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	mailbox := mail.NewMailbox(discardLogger(), 50)
	durable := mail.NewDurable(st, mailbox, discardLogger(), mail.DurableConfig{})
	t.Cleanup(func() { _ = durable.Close(context.Background()) })
	// The outbox table, with its throttle, as in production.
	w := requestWorldOn(t, serveConfig(t, st, mailbox, func(cfg *Config) { cfg.Dev, cfg.Mailer = true, durable }))

	offer := map[string]any{"rideId": toNumber(w.rideID)}
	for i := range 30 {
		r := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/requests", offer)
		if r.status != http.StatusCreated {
			t.Fatalf("offer %d: %d %s", i+1, r.status, r.body)
		}
		expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(r.json["requestId"])+"/cancel", nil), http.StatusOK)
	}
	r := w.driver.do("POST", "/api/parcels/"+w.parcelID+"/requests", offer)
	if r.status != http.StatusTooManyRequests || r.header.Get("Retry-After") == "" {
		t.Fatalf("the 31st offer in an hour: %d %s", r.status, r.body)
	}
	w.app.noticesMailed()
	var mailed int
	if err := w.app.store.DB().Get(&mailed, `SELECT COUNT(*) FROM email_outbox
		WHERE recipient = 'sender@example.com' AND subject LIKE 'New delivery request%'`); err != nil {
		t.Fatal(err)
	}
	if mailed != 1 {
		t.Fatalf("the sender was mailed %d times of the same pair's request", mailed)
	}
	// The limit is the driver's own: the sender still asks.
	expectStatus(t, w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)}), http.StatusCreated)
}

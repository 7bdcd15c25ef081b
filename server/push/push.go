package push

import (
	"context"
	"crypto/ecdh"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"

	"ridepost/server/notify"
	"ridepost/store"
)

// queueSize is how many sends may wait; past it a push is dropped (the app still shows it).
const queueSize = 256

// ttl is how long a push service keeps a message for an offline device.
const ttl = 24 * 60 * 60

type job struct {
	sub     store.PushSubscription
	payload []byte
}

// Pusher sends worded notifications to their users' devices while Web Push is on.
type Pusher struct {
	private, public string
	subscriber      string
	// Dial reaches the push services; tests swap its resolver and rules.
	Dial   *Dialer
	client *http.Client
	jobs   chan job
	store  *store.Store
	logger *slog.Logger
}

// New builds the pusher; its VAPID keys derive from secret, so they outlive restarts.
func New(secret []byte, baseURL string, dev bool, st *store.Store, logger *slog.Logger) (*Pusher, error) {
	key, err := ecdh.P256().NewPrivateKey(secret)
	if err != nil {
		return nil, fmt.Errorf("vapid key: %w", err)
	}
	subscriber := baseURL // the library prefixes "mailto:" to what is not an https URL
	if u, err := url.Parse(baseURL); err == nil && u.Scheme != "https" {
		subscriber = "ridepost@" + u.Hostname()
	}
	dial := NewDialer(dev)
	return &Pusher{private: base64.RawURLEncoding.EncodeToString(key.Bytes()),
		public:     base64.RawURLEncoding.EncodeToString(key.PublicKey().Bytes()),
		subscriber: subscriber, Dial: dial, client: dial.Client(), jobs: make(chan job, queueSize),
		store: st, logger: logger}, nil
}

// PublicKey is the server's VAPID public key (base64url).
func (p *Pusher) PublicKey() string { return p.public }

// Run sends queued messages until stop closes.
func (p *Pusher) Run(stop <-chan struct{}) {
	for {
		select {
		case <-stop:
			return
		case j := <-p.jobs:
			p.send(j)
		}
	}
}

func (p *Pusher) send(j job) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	sub := &webpush.Subscription{Endpoint: j.sub.Endpoint, Keys: webpush.Keys{P256dh: j.sub.P256dh, Auth: j.sub.Auth}}
	res, err := webpush.SendNotificationWithContext(ctx, j.payload, sub, &webpush.Options{
		HTTPClient: p.client, Subscriber: p.subscriber, TTL: ttl, Urgency: webpush.UrgencyNormal,
		VAPIDPublicKey: p.public, VAPIDPrivateKey: p.private,
	})
	if err != nil {
		p.logger.Warn("push", "user", j.sub.UserID, "err", err)
		return
	}
	defer res.Body.Close()
	switch {
	case res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusGone:
		if err := p.store.DropPushEndpoint(ctx, j.sub.Endpoint); err != nil {
			p.logger.Error("push: drop endpoint", "err", err)
		}
	case res.StatusCode >= 300:
		p.logger.Warn("push refused", "user", j.sub.UserID, "status", res.StatusCode)
	}
}

// payload is what the service worker shows.
type payload struct {
	Title          string `json:"title"`
	Body           string `json:"body"`
	URL            string `json:"url"`
	NotificationID int64  `json:"notificationId"`
	Kind           string `json:"kind"`
}

// Tell is the devices' channel: a fresh batch is pushed; a resumed one is stale news for a device.
func (p *Pusher) Tell(_ context.Context, b *notify.Batch) error {
	if !b.Resumed {
		p.Send(b.Told)
	}
	return nil
}

// Send queues each worded notification for its user's devices.
func (p *Pusher) Send(told []notify.Told) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	users := make([]int64, 0, len(told))
	for _, t := range told {
		users = append(users, t.User.ID)
	}
	subs, err := p.store.PushSubscriptions(ctx, users)
	if err != nil || len(subs) == 0 {
		if err != nil {
			p.logger.Error("push subscriptions", "err", err)
		}
		return
	}
	on, err := p.store.PushOn(ctx, users)
	if err != nil {
		p.logger.Error("push settings", "err", err)
		return
	}
	byUser := map[int64][]store.PushSubscription{}
	for _, sub := range subs {
		if on[sub.UserID] {
			byUser[sub.UserID] = append(byUser[sub.UserID], sub)
		}
	}
	for _, t := range told {
		if len(byUser[t.User.ID]) == 0 {
			continue
		}
		b, err := json.Marshal(payload{Title: t.Title, Body: t.Body, URL: t.Path, NotificationID: t.Notice.ID, Kind: t.Notice.Kind})
		if err != nil {
			continue
		}
		for _, sub := range byUser[t.User.ID] {
			select {
			case p.jobs <- job{sub: sub, payload: b}:
			default:
				p.logger.Warn("push queue full: dropped", "user", t.User.ID)
			}
		}
	}
}

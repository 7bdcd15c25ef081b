package server

import (
	"context"
	"crypto/ecdh"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	webpush "github.com/SherClockHolmes/webpush-go"
	"github.com/labstack/echo/v4"

	"ridepost/server/notify"
	"ridepost/store"
)

// Web Push (RFC 8030, payloads encrypted per RFC 8291, the server named per
// RFC 8292 VAPID) through SherClockHolmes/webpush-go, the Go library most
// projects use for it: each notification also goes, as a short text in the
// user's language, to every device the user subscribed, while the user has
// Web Push on (profile/notifications). A push service's
// 404 or 410 means the subscription is gone: it is forgotten.

// pushQueue is how many sends may wait; past it a push is dropped (the
// notification itself is kept, and shown in the app).
const pushQueue = 256

// pushTTL is how long a push service keeps a message for an offline device.
const pushTTL = 24 * 60 * 60

// vapidKeys derives the server's VAPID key pair (P-256) from a secret kept
// in the database, made at first start: the same keys after every restart.
func vapidKeys(secret []byte) (private, public string, err error) {
	key, err := ecdh.P256().NewPrivateKey(secret)
	if err != nil {
		return "", "", fmt.Errorf("vapid key: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(key.Bytes()), base64.RawURLEncoding.EncodeToString(key.PublicKey().Bytes()), nil
}

// pushJob is one message for one device.
type pushJob struct {
	sub     store.PushSubscription
	payload []byte
}

// pusher sends Web Push messages in the background.
type pusher struct {
	private, public string
	subscriber      string
	dial            *pushDialer
	client          *http.Client
	jobs            chan pushJob
}

// newPusher builds the pusher; with dev its client may reach any address.
func newPusher(secret []byte, baseURL string, dev bool) (*pusher, error) {
	private, public, err := vapidKeys(secret)
	if err != nil {
		return nil, err
	}
	subscriber := baseURL // the library prefixes "mailto:" to what is not an https URL
	if u, err := url.Parse(baseURL); err == nil && u.Scheme != "https" {
		subscriber = "ridepost@" + u.Hostname()
	}
	dial := newPushDialer(dev)
	return &pusher{private: private, public: public, subscriber: subscriber,
		dial: dial, client: dial.client(), jobs: make(chan pushJob, pushQueue)}, nil
}

// run sends queued messages until stop closes.
func (s *Server) runPusher(stop <-chan struct{}) {
	for {
		select {
		case <-stop:
			return
		case job := <-s.push.jobs:
			s.sendPush(job)
		}
	}
}

func (s *Server) sendPush(job pushJob) {
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	sub := &webpush.Subscription{Endpoint: job.sub.Endpoint, Keys: webpush.Keys{P256dh: job.sub.P256dh, Auth: job.sub.Auth}}
	res, err := webpush.SendNotificationWithContext(ctx, job.payload, sub, &webpush.Options{
		HTTPClient: s.push.client, Subscriber: s.push.subscriber, TTL: pushTTL, Urgency: webpush.UrgencyNormal,
		VAPIDPublicKey: s.push.public, VAPIDPrivateKey: s.push.private,
	})
	if err != nil {
		s.logger.Warn("push", "user", job.sub.UserID, "err", err)
		return
	}
	defer res.Body.Close()
	switch {
	case res.StatusCode == http.StatusNotFound || res.StatusCode == http.StatusGone:
		if err := s.store.DropPushEndpoint(ctx, job.sub.Endpoint); err != nil {
			s.logger.Error("push: drop endpoint", "err", err)
		}
	case res.StatusCode >= 300:
		s.logger.Warn("push refused", "user", job.sub.UserID, "status", res.StatusCode)
	}
}

// pushPayload is what the service worker shows.
type pushPayload struct {
	Title          string `json:"title"`
	Body           string `json:"body"`
	URL            string `json:"url"`
	NotificationID int64  `json:"notificationId"`
	Kind           string `json:"kind"`
}

// pushTold queues each worded notification for its user's devices, while
// the user has Web Push on.
func (s *Server) pushTold(told []notify.Told) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	users := make([]int64, 0, len(told))
	for _, t := range told {
		users = append(users, t.User.ID)
	}
	subs, err := s.store.PushSubscriptions(ctx, users)
	if err != nil || len(subs) == 0 {
		if err != nil {
			s.logger.Error("push subscriptions", "err", err)
		}
		return
	}
	on, err := s.store.PushOn(ctx, users) // the users who turned Web Push on (profile/notifications)
	if err != nil {
		s.logger.Error("push settings", "err", err)
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
		b, err := marshalJSON(pushPayload{Title: t.Title, Body: t.Body, URL: t.Path, NotificationID: t.Notice.ID, Kind: t.Notice.Kind})
		if err != nil {
			continue
		}
		for _, sub := range byUser[t.User.ID] {
			select {
			case s.push.jobs <- pushJob{sub: sub, payload: b}:
			default:
				s.logger.Warn("push queue full: dropped", "user", t.User.ID)
			}
		}
	}
}

type pushKeyJSON struct {
	PublicKey string `json:"publicKey" description:"The server's VAPID public key (base64url), the applicationServerKey of PushManager.subscribe."`
}

type pushKeysJSON struct {
	P256dh string `json:"p256dh" required:"true"`
	Auth   string `json:"auth" required:"true"`
}

type pushSubscriptionRequest struct {
	Endpoint string       `json:"endpoint" required:"true"`
	Keys     pushKeysJSON `json:"keys"`
}

type pushEndpointRequest struct {
	Endpoint string `json:"endpoint" required:"true"`
}

func (s *Server) pushKey(c echo.Context) error {
	return c.JSON(http.StatusOK, pushKeyJSON{PublicKey: s.push.public})
}

// pushSubscribe keeps this device's subscription for me.
func (s *Server) pushSubscribe(c echo.Context) error {
	var req pushSubscriptionRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	f := fieldErrors{}
	if s.checkEndpoint(req.Endpoint) != nil {
		f.add("endpoint", "invalid")
	}
	if k, err := base64.RawURLEncoding.DecodeString(trimPad(req.Keys.P256dh)); err != nil || len(k) != 65 || k[0] != 4 {
		f.add("keys.p256dh", "invalid")
	}
	if k, err := base64.RawURLEncoding.DecodeString(trimPad(req.Keys.Auth)); err != nil || len(k) != 16 {
		f.add("keys.auth", "invalid")
	}
	if err := f.err(); err != nil {
		return err
	}
	err := s.store.SavePushSubscription(c.Request().Context(), store.PushSubscription{UserID: currentUser(c).ID,
		Endpoint: req.Endpoint, P256dh: trimPad(req.Keys.P256dh), Auth: trimPad(req.Keys.Auth)})
	if err != nil {
		return err
	}
	return c.NoContent(http.StatusCreated)
}

// pushUnsubscribe forgets one of my devices' subscriptions.
func (s *Server) pushUnsubscribe(c echo.Context) error {
	var req pushEndpointRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.Endpoint == "" {
		return fieldErrors{"endpoint": "required"}.err()
	}
	if err := s.store.DeletePushSubscription(c.Request().Context(), currentUser(c).ID, req.Endpoint); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

// trimPad drops base64 padding: browsers send keys unpadded, some padded.
func trimPad(s string) string { return strings.TrimRight(s, "=") }

// ForceRequestBody has the description keep this DELETE's JSON body.
func (pushEndpointRequest) ForceRequestBody() {}

package handlers

import (
	"encoding/base64"
	"net/http"
	"strings"

	"github.com/labstack/echo/v4"

	"ridepost/server/push"
	"ridepost/server/views"
	"ridepost/store"
)

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

func (s *Handlers) pushKey(c echo.Context) error {
	return c.JSON(http.StatusOK, views.PushKey{PublicKey: s.push.PublicKey()})
}

func (s *Handlers) pushSubscribe(c echo.Context) error {
	var req pushSubscriptionRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	f := fieldErrors{}
	if push.CheckEndpoint(req.Endpoint, s.cfg.Dev) != nil {
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

func (s *Handlers) pushUnsubscribe(c echo.Context) error {
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

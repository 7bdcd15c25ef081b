package handlers

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
)

// notificationSettingsRequest is read loosely so that a wrong kind or value is named in the 400.
type notificationSettingsRequest struct {
	Email map[string]json.RawMessage `json:"email"`
	Push  json.RawMessage            `json:"push"`
}

func (s *Handlers) notificationSettingsGet(c echo.Context) error {
	return s.answerNotificationSettings(c, currentUser(c).ID)
}

func (s *Handlers) notificationSettingsPut(c echo.Context) error {
	var req notificationSettingsRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	f := fieldErrors{}
	kinds := views.EmailKindNames()
	email := map[string]bool{}
	for kind, raw := range req.Email {
		on, ok := jsonBool(raw)
		switch {
		case !slices.Contains(kinds, kind):
			f.add("email."+kind, "unknown_kind")
		case !ok:
			f.add("email."+kind, "invalid")
		default:
			email[kind] = on
		}
	}
	var push *bool
	if req.Push != nil {
		on, ok := jsonBool(req.Push)
		if !ok {
			f.add("push", "invalid")
		}
		push = &on
	}
	if err := f.err(); err != nil {
		return err
	}
	me := currentUser(c).ID
	if err := s.store.UpdateNotificationSettings(c.Request().Context(), me, email, push); err != nil {
		return err
	}
	return s.answerNotificationSettings(c, me)
}

func (s *Handlers) answerNotificationSettings(c echo.Context, user int64) error {
	st, err := s.store.GetNotificationSettings(c.Request().Context(), user)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewNotificationSettings(st))
}

func jsonBool(raw json.RawMessage) (value, ok bool) {
	switch string(bytes.TrimSpace(raw)) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

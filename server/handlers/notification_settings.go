package handlers

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"
	"github.com/swaggest/jsonschema-go"
)

// emailKindNames are the kinds a user can turn on and off: every
// notification kind, those whose e-mails are still to come included.
func emailKindNames() []string {
	var out []string
	for _, k := range notificationKind("").Enum() {
		out = append(out, k.(string))
	}
	return out
}

// notificationSettingsJSON is GET and PUT /api/profile/notifications.
type notificationSettingsJSON struct {
	Email emailKinds `json:"email"`
	Push  bool       `json:"push" description:"Web Push to my subscribed devices."`
}

// emailKinds tells, for each notification kind, whether it is e-mailed.
type emailKinds map[string]bool

// PrepareJSONSchema names every kind, each a boolean.
func (emailKinds) PrepareJSONSchema(s *jsonschema.Schema) error {
	s.Properties = map[string]jsonschema.SchemaOrBool{}
	for _, k := range emailKindNames() {
		s.Properties[k] = (&jsonschema.Schema{}).WithType(jsonschema.Boolean.Type()).ToSchemaOrBool()
	}
	s.Required = emailKindNames()
	s.AdditionalProperties = (&jsonschema.SchemaOrBool{}).WithTypeBoolean(false)
	return nil
}

// notificationSettingsRequest is read loosely, so that a wrong kind or value
// is named in the 400; kinds not named stay as they are.
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
	kinds := emailKindNames()
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
	out := notificationSettingsJSON{Email: emailKinds{}, Push: st.Push}
	for _, k := range emailKindNames() {
		out.Email[k] = !st.EmailOff[k]
	}
	return c.JSON(http.StatusOK, out)
}

// jsonBool reads a JSON true or false; anything else is not one.
func jsonBool(raw json.RawMessage) (value, ok bool) {
	switch string(bytes.TrimSpace(raw)) {
	case "true":
		return true, true
	case "false":
		return false, true
	}
	return false, false
}

package views

import (
	"github.com/swaggest/jsonschema-go"

	"ridepost/store"
)

// EmailKindNames are the kinds a user can turn off, those whose e-mails are still to come included.
func EmailKindNames() []string {
	var out []string
	for _, k := range NotificationKind("").Enum() {
		out = append(out, k.(string))
	}
	return out
}

// NotificationSettings is GET and PUT /api/profile/notifications.
type NotificationSettings struct {
	Email EmailKinds `json:"email"`
	Push  bool       `json:"push" description:"Web Push to my subscribed devices."`
}

// NewNotificationSettings shows st with every kind named.
func NewNotificationSettings(st store.NotificationSettings) NotificationSettings {
	out := NotificationSettings{Email: EmailKinds{}, Push: st.Push}
	for _, k := range EmailKindNames() {
		out.Email[k] = !st.EmailOff[k]
	}
	return out
}

// EmailKinds tells, for each notification kind, whether it is e-mailed.
type EmailKinds map[string]bool

// PrepareJSONSchema names every kind, each a boolean.
func (EmailKinds) PrepareJSONSchema(s *jsonschema.Schema) error {
	s.Properties = map[string]jsonschema.SchemaOrBool{}
	for _, k := range EmailKindNames() {
		s.Properties[k] = (&jsonschema.Schema{}).WithType(jsonschema.Boolean.Type()).ToSchemaOrBool()
	}
	s.Required = EmailKindNames()
	s.AdditionalProperties = (&jsonschema.SchemaOrBool{}).WithTypeBoolean(false)
	return nil
}

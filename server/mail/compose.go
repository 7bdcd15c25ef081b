package mail

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strings"
	"text/template"
)

// Kind names a template, templates/<lang>/<kind>.txt; files starting with "_" are shared snippets.
type Kind string

// The e-mails Ridepost sends.
const (
	KindVerifyEmail   Kind = "verify_email"   // Name, Link (valid 48 hours)
	KindResetPassword Kind = "reset_password" // Name, Link (valid 1 hour)
	KindEmailChanged  Kind = "email_changed"  // Name, NewEmail, Link (valid 7 days); sent to the old address
	// Delivery requests: Name, Other (who sent or answered), Route, Cost, Link.
	KindRequestReceived Kind = "request_received"
	KindRequestApproved Kind = "request_approved"
	KindRequestDeclined Kind = "request_declined"
	// Delivery: Name, Route, Link (Other: the driver, to the recipient).
	KindPickupPlanned   Kind = "pickup_planned" // Name, Other (the driver), Route, When, Where, Link
	KindPickupRefused   Kind = "pickup_refused" // Name, Other (the driver), Route, Reason, Link
	KindParcelPickedUp  Kind = "parcel_picked_up"
	KindConfirmDelivery Kind = "confirm_delivery"
	KindParcelDelivered Kind = "parcel_delivered"
	KindParcelFailed    Kind = "parcel_failed"
	// To senders whose accepted parcel's ride was cancelled: Name, Route, Link.
	KindRideCancelled Kind = "ride_cancelled"
	// Expiry (docs/product.md §5): Name, Route, Link; a request's also Other (the other side).
	KindParcelExpired  Kind = "parcel_expired"
	KindRideExpired    Kind = "ride_expired"
	KindRequestExpired Kind = "request_expired"

	KindRequestReminder Kind = "request_reminder" // Name, Other (who asked), Route, Link
	KindMatchFound      Kind = "match_found"      // Name, Other (who posted), Route (what they posted), Link
	KindRatingReceived  Kind = "rating_received"  // Name, Route (the parcel's), Stars, Link
	KindMessageReceived Kind = "message_received" // Name, Other (who wrote), Route (the parcel's), Link; Throttle
)

// Data fills a template; each kind uses only some of the fields.
type Data struct {
	Name     string
	Link     string
	NewEmail string
	Other    string // the other person of a request
	Route    string // e.g. "Kyiv → Lviv"
	Cost     string // e.g. "₴150"
	Stars    string // a rating, 1 to 5
	PIN      string // the handover PIN the recipient tells the driver
	When     string // the pickup time, in the reader's language and Kyiv's time
	Where    string // the pickup place
	Reason   string // why the driver refused the parcel at pickup, in the reader's language
	// Unsubscribe is the RFC 8058 one-click link; never set on account e-mails.
	Unsubscribe string
	// Throttle becomes the message's Throttle key.
	Throttle string
}

const defaultLang = "en"

//go:embed templates/*/*.txt
var templateFS embed.FS

var templates = mustParseTemplates(templateFS)

func mustParseTemplates(fsys fs.FS) map[string]*template.Template {
	dirs, err := fs.ReadDir(fsys, "templates")
	if err != nil {
		panic(err)
	}
	sets := make(map[string]*template.Template, len(dirs))
	for _, d := range dirs {
		if !d.IsDir() {
			continue
		}
		t := template.New(d.Name()).Option("missingkey=error")
		sets[d.Name()] = template.Must(t.ParseFS(fsys, path.Join("templates", d.Name(), "*.txt")))
	}
	if sets[defaultLang] == nil {
		panic("mail: no templates for " + defaultLang)
	}
	return sets
}

// Kinds lists every kind there is a template for.
func Kinds() []Kind {
	var out []Kind
	for _, t := range templates[defaultLang].Templates() {
		if name, ok := strings.CutSuffix(t.Name(), ".txt"); ok && !strings.HasPrefix(name, "_") {
			out = append(out, Kind(name))
		}
	}
	slices.Sort(out)
	return out
}

// Compose renders kind in lang; a kind missing in lang falls back to English.
func Compose(lang string, kind Kind, to string, d Data) (Message, error) {
	name := string(kind) + ".txt"
	if kind == "" || strings.HasPrefix(name, "_") || strings.ContainsAny(name, "/\\") {
		return Message{}, fmt.Errorf("mail: unknown kind %q", kind)
	}
	t := templates[normalizeLang(lang)].Lookup(name)
	if t == nil {
		t = templates[defaultLang].Lookup(name)
	}
	if t == nil {
		return Message{}, fmt.Errorf("mail: unknown kind %q", kind)
	}

	d = Data{Name: oneLine(d.Name), Link: oneLine(d.Link), NewEmail: oneLine(d.NewEmail),
		Other: oneLine(d.Other), Route: oneLine(d.Route), Cost: oneLine(d.Cost), Stars: oneLine(d.Stars), PIN: oneLine(d.PIN), When: oneLine(d.When),
		Where: oneLine(d.Where), Reason: oneLine(d.Reason), Unsubscribe: oneLine(d.Unsubscribe), Throttle: d.Throttle}
	var b strings.Builder
	if err := t.Execute(&b, d); err != nil {
		return Message{}, fmt.Errorf("mail: render %s: %w", kind, err)
	}
	subject, body, err := splitSubject(b.String())
	if err != nil {
		return Message{}, fmt.Errorf("mail: template %s: %w", kind, err)
	}
	m := Message{To: to, Subject: subject, Text: body, Throttle: d.Throttle}
	if d.Unsubscribe != "" {
		if err := addUnsubscribe(&m, t, d); err != nil {
			return Message{}, fmt.Errorf("mail: render %s: %w", kind, err)
		}
	}
	return m, nil
}

func addUnsubscribe(m *Message, t *template.Template, d Data) error {
	var b strings.Builder
	if err := t.ExecuteTemplate(&b, "unsubscribe", d); err != nil {
		return err
	}
	m.Text += "\n" + strings.TrimSpace(b.String()) + "\n"
	m.Headers = map[string]string{
		"List-Unsubscribe":      "<" + d.Unsubscribe + ">",
		"List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
	}
	return nil
}

func normalizeLang(lang string) string {
	base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(lang)), "-")
	base, _, _ = strings.Cut(base, "_")
	if _, ok := templates[base]; ok {
		return base
	}
	return defaultLang
}

// oneLine folds white space so user input cannot reshape the subject or body.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

func splitSubject(s string) (subject, body string, err error) {
	s = strings.ReplaceAll(s, "\r\n", "\n")
	head, body, ok := strings.Cut(s, "\n\n")
	subject, hasPrefix := strings.CutPrefix(head, "Subject:")
	if !ok || !hasPrefix {
		return "", "", fmt.Errorf(`want "Subject: …", a blank line, then the body`)
	}
	subject = oneLine(subject)
	if subject == "" {
		return "", "", fmt.Errorf("empty subject")
	}
	return subject, strings.TrimSpace(body) + "\n", nil
}

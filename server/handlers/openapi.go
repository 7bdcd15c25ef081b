package handlers

import (
	"fmt"
	"net/http"
	"reflect"
	"regexp"
	"strings"
	"sync"

	"github.com/labstack/echo/v4"
	"github.com/swaggest/jsonschema-go"
	"github.com/swaggest/openapi-go"
	"github.com/swaggest/openapi-go/openapi31"
)

// The API's description (OpenAPI 3.1), made from the Go types the handlers
// read and answer, so that it cannot drift from them: GET /api/openapi.json
// serves it, the frontend's API types are generated from it, and the
// handler tests check every answer against it (openapi_test.go).

type access int

const (
	public    access = iota // anyone
	signedIn                // a session (and, for unsafe methods, its CSRF token)
	verified                // a signed-in user with a verified e-mail address
	devOnly                 // exists only with --dev
	adminOnly               // an admin's session (anyone else: 404)
)

type operation struct {
	method, path string // path as routes.go writes it (":id")
	summary      string
	access       access
	query        any         // a struct with `query` tags
	body         any         // the JSON body read, if any
	answers      map[int]any // status → the JSON answered (nil: no body)
	errors       []int       // error statuses besides those every call of its kind has
	raw          string      // content type(s) of an answer that is not JSON, comma-separated
}

var echoParam = regexp.MustCompile(`:([a-zA-Z]+)`)

func openAPIPath(echoPath string) string { return echoParam.ReplaceAllString(echoPath, "{$1}") }

func newOpenAPI(ops []operation) (*openapi31.Spec, error) {
	r := openapi31.NewReflector()
	r.Spec.Info.WithTitle("Ridepost").WithVersion("1").
		WithDescription("Errors answer {\"error\": {\"code\", \"message\", \"fields\"}}. Unsafe calls must come from the same origin; a signed-in user's must carry the session's X-CSRF-Token (from /auth/session).")
	r.Spec.SetAPIKeySecurity("session", "ridepost_session", openapi.InCookie, "The session cookie, set by sign-up and sign-in.")
	r.Spec.SetAPIKeySecurity("csrf", "X-CSRF-Token", openapi.InHeader, "The session's token, for unsafe calls.")
	reflector := r.JSONSchemaReflector()
	reflector.DefaultOptions = append(reflector.DefaultOptions,
		jsonschema.InterceptDefName(schemaName),
		jsonschema.InterceptProp(requireUnlessOmitted),
		jsonschema.InterceptNullability(func(p jsonschema.InterceptNullabilityParams) {
			// Lists and maps are always written, empty rather than null.
			if k := p.Type.Kind(); p.NullAdded && (k == reflect.Slice || k == reflect.Map) {
				p.Schema.RemoveType(jsonschema.Null)
			}
		}))
	for _, op := range ops {
		oc, err := r.NewOperationContext(op.method, openAPIPath(op.path))
		if err != nil {
			return nil, err
		}
		oc.SetSummary(op.summary)
		if op.access == devOnly {
			oc.SetTags("dev")
		}
		if op.access == signedIn || op.access == verified || op.access == adminOnly {
			oc.AddSecurity("session")
		}
		switch {
		case strings.Contains(op.path, ":token"):
			oc.AddReqStructure(tokenPath{})
		case strings.Contains(op.path, ":id"):
			oc.AddReqStructure(idPath{})
		case strings.Contains(op.path, ":file"):
			oc.AddReqStructure(sharedFilePath{})
		}
		if strings.Contains(op.path, ":photoId") {
			oc.AddReqStructure(photoPath{})
		}
		if op.query != nil {
			oc.AddReqStructure(op.query)
		}
		if op.body != nil {
			oc.AddReqStructure(op.body)
		}
		for status, v := range op.answers {
			switch {
			case v != nil:
				oc.AddRespStructure(v, openapi.WithHTTPStatus(status))
			case op.raw != "" && status != http.StatusNotModified:
				for _, ct := range strings.Split(op.raw, ",") { // one path may answer a page or an image
					oc.AddRespStructure(nil, openapi.WithHTTPStatus(status), openapi.WithContentType(ct))
				}
			default:
				oc.AddRespStructure(nil, openapi.WithHTTPStatus(status))
			}
		}
		for _, status := range errorStatuses(op) {
			oc.AddRespStructure(errorEnvelope{}, openapi.WithHTTPStatus(status))
		}
		if err := r.AddOperation(oc); err != nil {
			return nil, fmt.Errorf("openapi: %s %s: %w", op.method, op.path, err)
		}
		if (op.access == signedIn || op.access == verified || op.access == adminOnly) && op.method != http.MethodGet {
			// Both at once: the session and its token.
			err := r.Spec.SetupOperation(op.method, openAPIPath(op.path), func(o *openapi31.Operation) error {
				o.Security = []map[string][]string{{"session": {}, "csrf": {}}}
				return nil
			})
			if err != nil {
				return nil, err
			}
		}
	}
	return r.Spec, nil
}

// errorStatuses are an operation's own errors and those every call of its
// kind may answer.
func errorStatuses(op operation) []int {
	seen := map[int]bool{}
	for status := range op.answers {
		seen[status] = true // described as an answer already
	}
	var out []int
	add := func(s int) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, s := range op.errors {
		add(s)
	}
	unsafe := op.method != http.MethodGet && op.method != http.MethodHead
	if op.access == signedIn || op.access == verified {
		add(http.StatusUnauthorized)
	}
	if op.access == adminOnly {
		add(http.StatusNotFound) // anyone but an admin
	}
	if unsafe || op.access == verified {
		add(http.StatusForbidden) // another origin, no CSRF token, or not verified
	}
	if strings.Contains(op.path, ":id") {
		add(http.StatusNotFound) // also another user's private object
	}
	if op.body != nil {
		add(http.StatusBadRequest)
		add(http.StatusRequestEntityTooLarge)
	}
	add(http.StatusInternalServerError)
	return out
}

// schemaName: views.SearchPage[views.AvailableParcel] is SearchPageAvailableParcel.
func schemaName(t reflect.Type, _ string) string {
	name := t.Name()
	if i := strings.IndexByte(name, '['); i >= 0 {
		arg := name[i+1 : len(name)-1]
		arg = arg[strings.LastIndexByte(arg, '.')+1:]
		name = name[:i] + strings.ToUpper(arg[:1]) + arg[1:]
	}
	name = strings.ReplaceAll(name, "JSON", "")
	if name == "" {
		return name
	}
	return strings.ToUpper(name[:1]) + name[1:]
}

// requireUnlessOmitted: what the handlers always write, the clients may rely on. A reference
// tagged nullable:"true" becomes "null or the reference".
func requireUnlessOmitted(p jsonschema.InterceptPropParams) error {
	if !p.Processed || p.ParentSchema == nil {
		return nil
	}
	if ps := p.PropertySchema; ps != nil && ps.Ref != nil && p.Field.Tag.Get("nullable") == "true" {
		ref := jsonschema.Schema{Ref: ps.Ref}
		ps.Ref = nil
		ps.AnyOf = []jsonschema.SchemaOrBool{jsonschema.Null.ToSchemaOrBool(), ref.ToSchemaOrBool()}
	}
	tag := p.Field.Tag.Get("json")
	if tag == "" || tag == "-" || strings.Contains(tag, ",omitempty") {
		return nil
	}
	for _, r := range p.ParentSchema.Required {
		if r == p.Name {
			return nil
		}
	}
	p.ParentSchema.Required = append(p.ParentSchema.Required, p.Name)
	return nil
}

// OpenAPI is the API's description (OpenAPI 3.1 JSON), made once.
var OpenAPI = sync.OnceValues(func() ([]byte, error) {
	spec, err := newOpenAPI(operations())
	if err != nil {
		return nil, err
	}
	return spec.MarshalJSON()
})

func (s *Handlers) openAPI(c echo.Context) error {
	b, err := OpenAPI()
	if err != nil {
		return err
	}
	return c.Blob(http.StatusOK, echo.MIMEApplicationJSON, b)
}

package server

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"

	"ridepost/server/handlers"

	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
)

// specValidator is the description's validator, made once for all tests.
var specValidator = sync.OnceValues(func() (validator.Validator, error) {
	b, err := handlers.OpenAPI()
	if err != nil {
		return nil, err
	}
	doc, err := libopenapi.NewDocument(b)
	if err != nil {
		return nil, err
	}
	v, errs := validator.NewValidator(doc)
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return v, nil
})

// TestOpenAPIDescribesEveryRoute: the description is a valid OpenAPI 3.1
// document, and has each route of routes.go, and nothing else.
func TestOpenAPIDescribesEveryRoute(t *testing.T) {
	t.Parallel()
	v, err := specValidator()
	if err != nil {
		t.Fatal(err)
	}
	if ok, errs := v.ValidateDocument(); !ok {
		for _, e := range errs {
			t.Errorf("description: %v", e)
		}
	}
	app := newTestApp(t, nil)
	var routes, described []string
	for _, r := range app.srv.echo.Routes() {
		if r.Path == "/*" || strings.HasPrefix(r.Name, "github.com/labstack/echo") {
			continue // the app's pages, and Echo's own fallbacks
		}
		routes = append(routes, r.Method+" "+r.Path)
	}
	for _, op := range describedOps(t) {
		described = append(described, op.method+" "+op.path)
	}
	slices.Sort(routes)
	slices.Sort(described)
	routes, described = slices.Compact(routes), slices.Compact(described)
	for _, r := range routes {
		if _, found := slices.BinarySearch(described, r); !found {
			t.Errorf("%s is routed but not described", r)
		}
	}
	for _, d := range described {
		if _, found := slices.BinarySearch(routes, d); !found {
			t.Errorf("%s is described but not routed", d)
		}
	}
	res := app.client().do(http.MethodGet, "/api/openapi.json", nil)
	expectStatus(t, res, http.StatusOK)
	if !strings.Contains(res.body, `"openapi":"3.1`) {
		t.Fatalf("GET /api/openapi.json: %.80s", res.body)
	}
}

// checkAnswers wraps the router for tests: every answer to a described
// route must be one the description allows (its status, and its body's
// shape), so that the handler tests check the contract as they go.
func checkAnswers(t testing.TB, h http.Handler) http.Handler {
	v, err := specValidator()
	if err != nil {
		t.Fatal(err)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/events" { // a stream: passed on as it goes
			h.ServeHTTP(w, r)
			return
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, r)
		for k, vs := range rec.Header() {
			w.Header()[k] = vs
		}
		w.WriteHeader(rec.Code)
		body := rec.Body.Bytes()
		_, _ = w.Write(body)
		if !described(r) {
			return
		}
		if rec.Header().Get("Content-Encoding") == "gzip" {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Errorf("%s %s: %v", r.Method, r.URL.Path, err)
				return
			}
			if body, err = io.ReadAll(zr); err != nil {
				t.Errorf("%s %s: %v", r.Method, r.URL.Path, err)
				return
			}
		}
		res := &http.Response{StatusCode: rec.Code, Header: rec.Header(), Body: io.NopCloser(bytes.NewReader(body)), Request: r}
		if ok, errs := v.ValidateHttpResponse(r, res); !ok {
			for _, e := range errs {
				t.Errorf("%s %s → %d: %s (%s) %.300s", r.Method, r.URL.Path, rec.Code, e.Message, e.Reason, body)
				for _, s := range e.SchemaValidationErrors {
					t.Errorf("  at %s: %s", s.FieldPath, s.Reason)
				}
			}
		}
	})
}

// described tells whether a request is to a described route (not the app's
// pages, nor a path nothing serves).
func described(r *http.Request) bool {
	for _, op := range describedRoutes() {
		if op.method == r.Method && op.path.MatchString(r.URL.Path) {
			return true
		}
	}
	return false
}

// routePattern matches the requests of one described route.
type routePattern struct {
	method string
	path   *regexp.Regexp
}

var describedRoutes = sync.OnceValue(func() []routePattern {
	var out []routePattern
	for _, op := range describedOps(nil) {
		pattern := "^" + pathParam.ReplaceAllString(regexp.QuoteMeta(op.path), "[^/]+") + "$"
		out = append(out, routePattern{op.method, regexp.MustCompile(pattern)})
	}
	return out
})

// pathParam is a path parameter as Echo routes name it (":id").
var pathParam = regexp.MustCompile(`:[a-zA-Z]+`)

// describedOp is one operation of the description, its path as Echo routes it.
type describedOp struct{ method, path string }

// describedOps lists the description's operations (t nil: panics on error).
func describedOps(t testing.TB) []describedOp {
	fail := func(err error) {
		if t == nil {
			panic(err)
		}
		t.Fatal(err)
	}
	b, err := handlers.OpenAPI()
	if err != nil {
		fail(err)
	}
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		fail(err)
	}
	brace := regexp.MustCompile(`\{([a-zA-Z]+)\}`)
	var out []describedOp
	for p, methods := range doc.Paths {
		for m := range methods {
			if m == "parameters" {
				continue
			}
			out = append(out, describedOp{strings.ToUpper(m), brace.ReplaceAllString(p, ":$1")})
		}
	}
	return out
}

var updateOpenAPI = flag.Bool("update-openapi", false, "rewrite frontend/openapi.json from the handlers' types")

// TestOpenAPIFileIsCurrent: the frontend's copy of the description, which
// its API types are generated from, is the one the server serves. To
// update it: go test ./server -run OpenAPIFile -update-openapi.
func TestOpenAPIFileIsCurrent(t *testing.T) {
	t.Parallel()
	b, err := handlers.OpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	var pretty bytes.Buffer
	if err := json.Indent(&pretty, b, "", "  "); err != nil {
		t.Fatal(err)
	}
	pretty.WriteByte('\n')
	const file = "../frontend/openapi.json"
	if *updateOpenAPI {
		if err := os.WriteFile(file, pretty.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	committed, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(committed, pretty.Bytes()) {
		t.Fatalf("%s is not the served description: run go test ./server -run OpenAPIFile -update-openapi, then npm run gen:api in frontend", file)
	}
}

package server

import (
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"strings"
	"testing"

	"ridepost/server/web"
)

// Bad text as it reaches the server: raw bytes, or escapes as JSON text.
var badTexts = []struct{ name, text string }{
	{"invalid byte", "\xff"},
	{"truncated sequence", "\xe2\x82"},
	{"overlong encoding", "\xc0\xaf"},
	{"lone surrogate escape", `\ud800`},
	{"reversed pair", `\udc00\ud800`},
}

// Text that only looks suspicious, and the string it must decode to.
var fineTexts = []struct{ name, text, want string }{
	{"escaped pair", `\ud83d\ude00`, "😀"},
	{"typed U+FFFD", "\ufffd", "\ufffd"},
	{"escaped U+FFFD", `\ufffd`, "\ufffd"},
	{"escaped backslash", `\\ud800`, `\ud800`},
}

// Every JSON endpoint refuses bad text with a 400 naming its field, and
// stores text that only looks suspicious as it was sent.
func TestBadTextIsRefusedWhereItIs(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	conv := jsonNumber(askWithMessage(t, w).json["conversationId"])
	fresh := w.app.signUp("fresh@example.com")
	push := newPushService(t).subscription()
	parcel := func(key string, v any) map[string]any { return with(validParcel(), key, v) }
	recipient := map[string]any{"name": "Iv@@an", "phoneNumber": "0671234567"}
	targets := []struct {
		who        *client
		path, body string
		field      string
	}{
		{w.app.client(), "/auth/signup", `{"email":"ol@@ena@example.com","password":"correct horse"}`, "email"},
		{fresh, "/auth/signup/about-yourself", `{"name":"Ol@@ena","surname":"K","phone":"0931234567"}`, "name"},
		{w.sender, "/api/parcels", jsonText(parcel("details", "Two @@ novels")), "details"},
		{w.sender, "/api/parcels", jsonText(parcel("recipient", recipient)), "recipient.name"},
		{w.sender, "/api/parcels", jsonText(parcel("shippingAddress", map[string]any{"placeId": kyivID, "street": "Khr@@eshchatyk 1"})), "shippingAddress.street"},
		{w.driver, "/api/conversations/" + conv + "/messages", `{"text":"Hello @@ there"}`, "text"},
		{fresh, "/api/push/subscriptions", jsonText(with(push, "endpoint", push["endpoint"].(string)+"/@@")), "endpoint"},
		{w.sender, "/api/parcels", jsonText(parcel("recipient", map[string]any{"na@@me": "Ivan"})), "recipient"},
	}
	for _, tg := range targets {
		for _, bad := range badTexts {
			r := tg.who.do("POST", tg.path, strings.Replace(tg.body, "@@", bad.text, 1))
			want := map[string]any{tg.field: "invalid"}
			if got, _ := r.json["error"].(map[string]any); r.status != http.StatusBadRequest || got["code"] != "invalid_input" ||
				!reflect.DeepEqual(got["fields"], want) {
				t.Errorf("%s %s with %s: got %d %s, want 400 %v", tg.path, tg.field, bad.name, r.status, r.body, want)
			}
		}
	}

	// Free text keeps what only looks suspicious, as sent.
	details := targets[2].body
	for _, fine := range fineTexts {
		p := w.sender.do("POST", "/api/parcels", strings.Replace(details, "@@", fine.text, 1))
		expectStatus(t, p, http.StatusCreated)
		got := w.sender.do("GET", "/api/parcels/"+jsonNumber(p.json["parcelId"]), nil)
		if got.json["details"] != "Two "+fine.want+" novels" {
			t.Errorf("details with %s: got %q", fine.name, got.json["details"])
		}
		expectStatus(t, w.driver.do("POST", "/api/conversations/"+conv+"/messages", `{"text":"`+fine.text+`"}`), http.StatusCreated)
		if texts := messageTexts(t, w.sender, conv); texts[0] != fine.want {
			t.Errorf("message with %s: got %q", fine.name, texts[0])
		}
	}
}

// Free text in a query is refused as a body's is.
func TestBadQueryTextIsRefused(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	admin := app.makeAdmin(t, "admin@example.com")
	for _, path := range []string{"/api/places?q=", "/api/admin/users?q="} {
		for _, bad := range []string{"\xff", "Ky\xe2\x82", "\xc0\xaf"} {
			r := admin.do("GET", path+url.QueryEscape(bad), nil)
			if r.status != http.StatusBadRequest || r.field("q") != "invalid" {
				t.Errorf("%s%q: got %d %s", path, bad, r.status, r.body)
			}
		}
		expectStatus(t, admin.do("GET", path+url.QueryEscape("Київ \ufffd"), nil), http.StatusOK)
	}
}

func TestBadTextPath(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, body, path string
	}{
		{"top-level field", "{\"email\":\"a\xffb\"}", "email"},
		{"second field", "{\"a\":\"ok\", \"b\" : \"x\xc0\xafy\"}", "b"},
		{"nested", `{"recipient":{"phone":"1","name":"\ud800"}}`, "recipient.name"},
		{"after a nested object", `{"a":{"b":[1,{"c":2}]},"d":"\udc00\ud800"}`, "d"},
		{"array element", "{\"ids\":[\"ok\",\"ok\",\"\xe2\x82\"]}", "ids.2"},
		{"array in array", `[["ok"],["ok","\ud800x"]]`, "1.1"},
		{"high half then a plain escape", `{"t":"\ud800\u0041"}`, "t"},
		{"high half at the end", `{"t":"x\ud800"}`, "t"},
		{"first of two", "{\"a\":\"\xff\",\"b\":\"\xff\"}", "a"},
		{"bad key", "{\"ok\":1,\"k\xff\":\"v\"}", "body"},
		{"bad nested key", `{"keys":{"p256dh\ud800":"v"}}`, "keys"},
		{"top-level string", "\"\xff\"", "body"},
		{"junk after the value", "{\"a\":\"\xff\"} junk", "a"},
		{"bad text after the value, ignored as the decoder does", "{\"a\":\"ok\"} \"\xff\"", ""},
		{"valid", `{"a":"plain","b":["\ud83d\ude00", "\ufffd", "\\ud800", "é"],"c":{"d":null,"e":true,"f":1.5}}`, ""},
		{"not JSON", "{\"a\":\"\xff\",", ""},
		{"bad byte outside a string", "{\"a\":1 \xff}", ""},
		{"empty", ``, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			path, found := web.BadTextPath([]byte(tc.body))
			if path != tc.path || found != (tc.path != "") {
				t.Fatalf("got %q, %v; want %q", path, found, tc.path)
			}
			if found && !web.HasBadText([]byte(tc.body)) {
				t.Fatal("the quick test let bad text through")
			}
		})
	}
	for _, tc := range fineTexts {
		if path, found := web.BadTextPath([]byte(`{"a":"` + tc.text + `"}`)); found {
			t.Errorf("%s: got %q, want none", tc.name, path)
		}
	}
	if web.HasBadText([]byte(`{"a":"\u00e9 \n é \ufffd \\u","b":[1,2]}`)) {
		t.Error("the quick test flags a plain body, which must not walk it twice")
	}
}

// jsonText marshals body; the "@@" it holds is where each case puts its raw text.
func jsonText(body any) string {
	b, _ := json.Marshal(body)
	return string(b)
}

package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
)

const contactsText = "Call me on +380 67 123 4567 or write to olena.k@example.com"

// askWithMessage has the sender ask the driver with a message holding
// contacts, and returns the request's JSON as the sender got it.
func askWithMessage(t *testing.T, w *requestWorld) response {
	t.Helper()
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID), "message": "  " + contactsText + "  "})
	expectStatus(t, r, http.StatusCreated)
	return r
}

func messageTexts(t *testing.T, c *client, conv string) []string {
	t.Helper()
	r := c.do("GET", "/api/conversations/"+conv+"/messages", nil)
	expectStatus(t, r, http.StatusOK)
	var out []string
	for _, it := range r.json["items"].([]any) {
		out = append(out, it.(map[string]any)["text"].(string))
	}
	return out
}

func TestConversationMasksContactsUntilApproval(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	ask := askWithMessage(t, w)
	if ask.json["message"] != contactsText {
		t.Fatalf("the asker sees their own message as typed, trimmed: %s", ask.body)
	}
	conv := jsonNumber(ask.json["conversationId"])
	reqID := jsonNumber(ask.json["requestId"])

	// The driver reads the request's message and the thread masked.
	rr := w.driver.do("GET", "/api/rides/"+w.rideID+"/requests", nil)
	expectStatus(t, rr, http.StatusOK)
	masked := "Call me on ••• or write to •••"
	if !strings.Contains(rr.body, `"message":"`+masked+`"`) || strings.Contains(rr.body, "123 4567") || strings.Contains(rr.body, "olena.k@") {
		t.Fatalf("the driver's request card masks the contacts: %s", rr.body)
	}
	list := w.driver.do("GET", "/api/conversations", nil)
	expectStatus(t, list, http.StatusOK)
	convs := decodeList(t, list.body)
	if len(convs) != 1 || jsonNumber(convs[0]["conversationId"]) != conv || convs[0]["unread"] != 1.0 ||
		convs[0]["role"] != "driver" || convs[0]["open"] != true || convs[0]["contactsShared"] != false ||
		convs[0]["lastMessage"].(map[string]any)["text"] != masked || convs[0]["other"].(map[string]any)["name"] != "Olena" ||
		convs[0]["route"].(map[string]any)["from"] != "Zhytomyr" {
		t.Fatalf("the driver's conversations: %s", list.body)
	}
	if got := messageTexts(t, w.driver, conv); len(got) != 1 || got[0] != masked {
		t.Fatalf("the driver reads %q", got)
	}
	if got := messageTexts(t, w.sender, conv); got[0] != contactsText {
		t.Fatalf("the sender reads their own message as typed: %q", got)
	}

	// The driver replies with a number of their own: masked to the sender.
	reply := w.driver.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "Mine is 050-123-45-67.\nSee you!"})
	expectStatus(t, reply, http.StatusCreated)
	if reply.json["mine"] != true || reply.json["text"] != "Mine is 050-123-45-67.\nSee you!" {
		t.Fatalf("reply: %s", reply.body)
	}
	if got := messageTexts(t, w.sender, conv); len(got) != 2 || got[0] != "Mine is •••.\nSee you!" {
		t.Fatalf("the sender reads the reply masked, newest first: %q", got)
	}

	// Strangers: not found, whatever they try.
	for _, path := range []string{"/api/conversations/" + conv, "/api/conversations/" + conv + "/messages"} {
		expectStatus(t, w.stranger.do("GET", path, nil), http.StatusNotFound)
	}
	expectStatus(t, w.stranger.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "hi"}), http.StatusNotFound)
	expectStatus(t, w.stranger.do("POST", "/api/conversations/"+conv+"/read", nil), http.StatusNotFound)
	expectStatus(t, w.stranger.do("GET", "/api/conversations/999999", nil), http.StatusNotFound)
	expectStatus(t, w.app.client().do("GET", "/api/conversations", nil), http.StatusUnauthorized)

	// Approval: both read the contacts.
	expectStatus(t, w.driver.do("POST", "/api/requests/"+reqID+"/approve", nil), http.StatusOK)
	if got := messageTexts(t, w.driver, conv); got[1] != contactsText {
		t.Fatalf("after approval the driver reads the contacts: %q", got)
	}
	if got := messageTexts(t, w.sender, conv); got[0] != "Mine is 050-123-45-67.\nSee you!" {
		t.Fatalf("after approval the sender reads the contacts: %q", got)
	}
	one := w.sender.do("GET", "/api/conversations/"+conv, nil)
	expectStatus(t, one, http.StatusOK)
	if one.json["contactsShared"] != true || one.json["open"] != true || one.json["role"] != "sender" {
		t.Fatalf("the conversation after approval: %s", one.body)
	}
}

func TestMessageBadInput(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	conv := jsonNumber(askWithMessage(t, w).json["conversationId"])
	path := "/api/conversations/" + conv + "/messages"
	for _, tc := range []struct{ text, code string }{
		{"", "required"},
		{"   \n ", "required"},
		{strings.Repeat("я", 1001), "too_long"},
		{"bell\x07", "invalid"},
		{"nul\x00", "invalid"},
	} {
		r := w.driver.do("POST", path, map[string]any{"text": tc.text})
		expectStatus(t, r, http.StatusBadRequest)
		if r.field("text") != tc.code {
			t.Fatalf("text %q: %s", tc.text, r.body)
		}
	}
	expectStatus(t, w.driver.do("POST", path, map[string]any{"text": strings.Repeat("я", 1000)}), http.StatusCreated)
	expectStatus(t, w.driver.do("POST", path, map[string]any{"text": strings.Repeat("x", 1<<20)}), http.StatusRequestEntityTooLarge)
	expectStatus(t, w.driver.do("POST", path, "not an object"), http.StatusBadRequest)
	html := `<script>alert(1)</script><b>bold</b>`
	expectStatus(t, w.driver.do("POST", path, map[string]any{"text": html}), http.StatusCreated)
	r := w.sender.do("GET", path, nil)
	var page struct {
		Items []struct{ Text string } `json:"items"`
	}
	if err := json.Unmarshal([]byte(r.body), &page); err != nil || page.Items[0].Text != html {
		t.Fatalf("HTML is kept as text: %s", r.body)
	}
	bad := w.sender.do("GET", path+"?cursor=x", nil)
	expectStatus(t, bad, http.StatusBadRequest)

	// A request's message: at most 500 characters, no control characters.
	other := w.app.verifiedUser("other-sender@example.com")
	p := other.do("POST", "/api/parcels", with(with(with(validParcel(), "shippingAddress", map[string]any{"placeId": zhytomyrID}),
		"deliveryAddress", map[string]any{"placeId": rivneID}), "deliveryDate", ""))
	expectStatus(t, p, http.StatusCreated)
	ask := map[string]any{"parcelId": p.json["parcelId"], "message": strings.Repeat("я", 501)}
	r = other.do("POST", "/api/rides/"+w.rideID+"/requests", ask)
	if r.status != http.StatusBadRequest || r.field("message") != "too_long" {
		t.Fatalf("a 501-character request message: %s", r.body)
	}
	ask["message"] = "esc\x1b"
	if r = other.do("POST", "/api/rides/"+w.rideID+"/requests", ask); r.field("message") != "invalid" {
		t.Fatalf("a control character in a request message: %s", r.body)
	}
	// Without a message: no conversation is listed, but it is there to write in.
	delete(ask, "message")
	r = other.do("POST", "/api/rides/"+w.rideID+"/requests", ask)
	expectStatus(t, r, http.StatusCreated)
	if r.json["message"] != "" || jsonNumber(r.json["conversationId"]) == "0" {
		t.Fatalf("a request without a message: %s", r.body)
	}
	if l := other.do("GET", "/api/conversations", nil); len(decodeList(t, l.body)) != 0 {
		t.Fatalf("no message, no listed conversation: %s", l.body)
	}
	expectStatus(t, other.do("POST", "/api/conversations/"+jsonNumber(r.json["conversationId"])+"/messages", map[string]any{"text": "Hello"}), http.StatusCreated)
}

func TestConversationClosesWithItsRequest(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	ask := askWithMessage(t, w)
	conv := jsonNumber(ask.json["conversationId"])
	expectStatus(t, w.driver.do("POST", "/api/requests/"+jsonNumber(ask.json["requestId"])+"/decline", nil), http.StatusOK)
	r := w.sender.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "Why?"})
	expectStatus(t, r, http.StatusConflict)
	if r.errorCode() != "conversation_closed" {
		t.Fatalf("after a decline: %s", r.body)
	}
	if c := w.sender.do("GET", "/api/conversations/"+conv, nil); c.json["open"] != false {
		t.Fatalf("a closed conversation says so: %s", c.body)
	}
	// Still readable.
	if got := messageTexts(t, w.driver, conv); len(got) != 1 {
		t.Fatalf("a closed conversation is still read: %q", got)
	}
}

func TestConversationStaysOpenSevenDaysAfterDelivery(t *testing.T) {
	t.Parallel()
	w := approvedWorld(t)
	conv := w.conversationID(t)
	expectStatus(t, w.driver.do("POST", "/api/parcels/"+w.parcelID+"/pickup", nil), http.StatusOK)
	expectStatus(t, w.sender.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "On its way?"}), http.StatusCreated)
	expectStatus(t, w.app.client().do("POST", "/api/delivery/"+w.confirmToken(t)+"/confirm", map[string]any{"delivered": true}), http.StatusOK)
	expectStatus(t, w.driver.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "Delivered, thanks!"}), http.StatusCreated)
	// Eight days on, it is closed.
	if _, err := w.app.store.DB().Exec(`UPDATE parcels SET delivered_at = ? WHERE id = ?`,
		time.Now().Add(-8*24*time.Hour).UTC().Format("2006-01-02T15:04:05.000Z"), toNumber(w.parcelID)); err != nil {
		t.Fatal(err)
	}
	r := w.driver.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "Another thing"})
	if r.status != http.StatusConflict || r.errorCode() != "conversation_closed" {
		t.Fatalf("eight days after the delivery: %s", r.body)
	}
}

// conversationID is the conversation of the world's parcel and ride, as the driver's requests list shows it.
func (w *requestWorld) conversationID(t *testing.T) string {
	t.Helper()
	rr := w.driver.do("GET", "/api/rides/"+w.rideID+"/requests", nil)
	expectStatus(t, rr, http.StatusOK)
	for _, side := range []string{"fromSenders", "myRequests"} {
		for _, it := range rr.json[side].([]any) {
			if q := it.(map[string]any); jsonNumber(q["parcelId"]) == w.parcelID {
				return jsonNumber(q["conversationId"])
			}
		}
	}
	t.Fatalf("no request for the parcel: %s", rr.body)
	return ""
}

func TestMessagesLiveUnreadAndMail(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	conv := jsonNumber(askWithMessage(t, w).json["conversationId"])
	events := w.sender.openEvents(t)
	driverEvents := w.driver.openEvents(t)
	path := "/api/conversations/" + conv + "/messages"
	expectStatus(t, w.driver.do("POST", path, map[string]any{"text": "Ring 0501234567"}), http.StatusCreated)
	for _, tc := range []struct {
		stream *sseStream
		text   string
	}{{events, "Ring •••"}, {driverEvents, "Ring 0501234567"}} {
		select {
		case data := <-tc.stream.messages:
			var m map[string]any
			if err := json.Unmarshal([]byte(data), &m); err != nil || m["text"] != tc.text || jsonNumber(m["conversationId"]) != conv {
				t.Fatalf("live message: %s, want text %q", data, tc.text)
			}
		case <-time.After(5 * time.Second):
			t.Fatal("no live message")
		}
	}
	select {
	case data := <-events.events:
		if !strings.Contains(data, `"kind":"message_received"`) || !strings.Contains(data, `"conversationId":`+conv) {
			t.Fatalf("live notification: %s", data)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("no live notification")
	}
	expectStatus(t, w.driver.do("POST", path, map[string]any{"text": "Are you there?"}), http.StatusCreated)
	// One unread notification a conversation, however many messages.
	kinds, _, unread := w.sender.notices(t)
	expectKinds(t, "sender", kinds, "message_received")
	if unread != 1 {
		t.Fatalf("unread notifications: %d", unread)
	}
	if c := w.sender.do("GET", "/api/conversations/"+conv, nil); c.json["unread"] != 2.0 {
		t.Fatalf("two unread messages: %s", c.body)
	}
	// Reading the thread writes nothing; marking it read does.
	messageTexts(t, w.sender, conv)
	if c := w.sender.do("GET", "/api/conversations/"+conv, nil); c.json["unread"] != 2.0 {
		t.Fatalf("a read does not write: %s", c.body)
	}
	r := w.sender.do("POST", "/api/conversations/"+conv+"/read", nil)
	expectStatus(t, r, http.StatusOK)
	if r.json["unread"] != 0.0 {
		t.Fatalf("read: %s", r.body)
	}
	if _, _, unread := w.sender.notices(t); unread != 0 {
		t.Fatalf("reading the conversation reads its notification: %d unread", unread)
	}
	// The driver still has the sender's first message unread.
	if r := w.driver.do("POST", "/api/conversations/"+conv+"/read", nil); r.json["unread"] != 0.0 {
		t.Fatalf("the driver's read: %s", r.body)
	}
	// The e-mail names the writer and links to the thread, without the text.
	if w.app.awaitMails(t, "sender@example.com", "New message from Petro") != 1 {
		t.Fatal("one message e-mail")
	}
	for _, m := range w.app.mails() {
		if strings.HasPrefix(m.Subject, "New message") && (strings.Contains(m.Text, "0501234567") || !strings.Contains(m.Text, "/messages/"+conv)) {
			t.Fatalf("message e-mail: %s", m.Text)
		}
	}
}

func TestMessageRateLimit(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	conv := jsonNumber(askWithMessage(t, w).json["conversationId"])
	path := "/api/conversations/" + conv + "/messages"
	start := time.Now()
	for i := range 30 {
		if r := w.driver.do("POST", path, map[string]any{"text": "message"}); r.status != http.StatusCreated {
			t.Fatalf("message %d: %s", i+1, r.body)
		}
	}
	// The allowance comes back at half a message a second (30 a minute): a slow run earns that many more.
	earned := int(time.Since(start).Seconds()/2) + 1
	var r response
	for range earned + 1 {
		if r = w.driver.do("POST", path, map[string]any{"text": "one too many"}); r.status != http.StatusCreated {
			break
		}
	}
	expectStatus(t, r, http.StatusTooManyRequests)
	if r.header.Get("Retry-After") == "" {
		t.Fatal("429 without Retry-After")
	}
	// The limit is the driver's own: the sender still writes.
	expectStatus(t, w.sender.do("POST", path, map[string]any{"text": "ok"}), http.StatusCreated)
}

// A blocked pair cannot ask each other or write to each other (403
// blocked), whoever blocked whom; unblocking lets them again.
func TestBlockedPairCannotAskOrWrite(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	conv := jsonNumber(askWithMessage(t, w).json["conversationId"])
	expectStatus(t, w.sender.do("POST", "/api/users/"+w.driver.userID(t)+"/block", nil), http.StatusNoContent)
	for _, c := range []*client{w.sender, w.driver} {
		r := c.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "hello"})
		if r.status != http.StatusForbidden || r.errorCode() != "blocked" {
			t.Fatalf("a message in a blocked pair: %s", r.body)
		}
	}
	r := w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)})
	if r.status != http.StatusForbidden || r.errorCode() != "blocked" {
		t.Fatalf("a request in a blocked pair: %s", r.body)
	}
	r = w.driver.do("POST", "/api/parcels/"+w.parcelID+"/requests", map[string]any{"rideId": toNumber(w.rideID)})
	if r.status != http.StatusForbidden || r.errorCode() != "blocked" {
		t.Fatalf("an offer in a blocked pair: %s", r.body)
	}
	expectStatus(t, w.sender.do("DELETE", "/api/users/"+w.driver.userID(t)+"/block", nil), http.StatusNoContent)
	expectStatus(t, w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)}), http.StatusCreated)
	expectStatus(t, w.driver.do("POST", "/api/conversations/"+conv+"/messages", map[string]any{"text": "hello again"}), http.StatusCreated)
}

package server

import (
	"net/http"
	"strings"
	"testing"
)

// The sender's and the driver's messages, with numbers the other side
// reads as ••• until the parcel is on the ride (docs/product.md §6).
const (
	senderLine = "Call me on 067 765 4321"
	driverLine = "Mine is 050 123 4567"
)

func TestConversationScenarios(t *testing.T) {
	t.Parallel()
	w := newTrustWorld(t)
	thread := "/api/conversations/{conversation}"
	messages := thread + "/messages"
	hi := map[string]any{"text": "Hello"}
	w.run(t, []scenario{
		{name: "anonymous has no conversations", as: "anonymous", method: "GET", path: "/api/conversations",
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "anonymous cannot open one", as: "anonymous", method: "GET", path: thread, status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "a stranger cannot open it", as: "stranger", method: "GET", path: thread, status: http.StatusNotFound, code: "not_found"},
		{name: "no such conversation", as: "driver", method: "GET", path: "/api/conversations/999999", status: http.StatusNotFound, code: "not_found"},
		{name: "not an id", as: "driver", method: "GET", path: "/api/conversations/x", status: http.StatusNotFound, code: "not_found"},
		{name: "anonymous cannot write", as: "anonymous", method: "POST", path: messages, body: hi, status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "a stranger cannot write", as: "stranger", method: "POST", path: messages, body: hi, status: http.StatusNotFound, code: "not_found"},
		{name: "an empty message", as: "sender", method: "POST", path: messages, body: map[string]any{"text": "  \n "},
			status: http.StatusBadRequest, code: "invalid_input", fields: map[string]string{"text": "required"}},
		{name: "a message too long", as: "sender", method: "POST", path: messages, body: map[string]any{"text": strings.Repeat("я", 1001)},
			status: http.StatusBadRequest, fields: map[string]string{"text": "too_long"}},
		{name: "a control character", as: "sender", method: "POST", path: messages, body: map[string]any{"text": "a\x07b"},
			status: http.StatusBadRequest, fields: map[string]string{"text": "invalid"}},
		{name: "not JSON", as: "sender", method: "POST", path: messages, body: "{", status: http.StatusBadRequest, code: "invalid_json"},
		{name: "too large", as: "sender", method: "POST", path: messages, body: oversized("text"),
			status: http.StatusRequestEntityTooLarge, code: "too_large"},
		{name: "before any message it opens, with no last message", as: "sender", method: "GET", path: thread, status: http.StatusOK,
			want: []string{`"lastMessage":null`, `"open":true`, `"role":"sender"`}},
		{name: "the sender writes a number: the driver is told", as: "sender", method: "POST", path: messages, body: map[string]any{"text": senderLine},
			status: http.StatusCreated, want: []string{`"text":"` + senderLine + `"`, `"mine":true`},
			notifies: map[string]string{"driver": "message_received"}},
		{name: "the driver opens it: open, contacts not shared", as: "driver", method: "GET", path: thread, status: http.StatusOK,
			want: []string{`"conversationId":{conversation}`, `"role":"driver"`, `"open":true`, `"contactsShared":false`, `"name":"Olena"`,
				`"text":"Call me on •••"`},
			unwant: []string{senderPhone, "sender@example.com", "765 4321"}},
		{name: "anonymous cannot read", as: "anonymous", method: "GET", path: messages, status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "a stranger cannot read", as: "stranger", method: "GET", path: messages, status: http.StatusNotFound, code: "not_found"},
		{name: "the driver reads the number masked", as: "driver", method: "GET", path: messages, status: http.StatusOK,
			want: []string{`"text":"Call me on •••"`, `"mine":false`}, unwant: []string{"765 4321", "7654321"}},
		{name: "a bad cursor", as: "driver", method: "GET", path: messages + "?cursor=x", status: http.StatusBadRequest,
			fields: map[string]string{"cursor": "invalid"}},
		{name: "the driver's list: one unread, masked", as: "driver", method: "GET", path: "/api/conversations", status: http.StatusOK,
			want:   []string{`"conversationId":{conversation}`, `"unread":1`, `"text":"Call me on •••"`},
			unwant: []string{"765 4321", senderPhone, "sender@example.com"}},
		{name: "a stranger's list is theirs", as: "stranger", method: "GET", path: "/api/conversations", status: http.StatusOK,
			unwant: []string{`"conversationId"`, "Call me"}},
		{name: "anonymous cannot mark it read", as: "anonymous", method: "POST", path: thread + "/read", status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "a stranger cannot mark it read", as: "stranger", method: "POST", path: thread + "/read", status: http.StatusNotFound, code: "not_found"},
		{name: "the driver reads it", as: "driver", method: "POST", path: thread + "/read", status: http.StatusOK, want: []string{`"unread":0`}},
		{name: "the driver answers with a number: the sender is told", as: "driver", method: "POST", path: messages,
			body: map[string]any{"text": driverLine}, status: http.StatusCreated, notifies: map[string]string{"sender": "message_received"}},
		{name: "the sender reads it masked", as: "sender", method: "GET", path: messages, status: http.StatusOK,
			want: []string{`"text":"Mine is •••"`, `"text":"` + senderLine + `"`}, unwant: []string{"123 4567", driverPhone}},
		{name: "1000 characters are counted as characters, not bytes", as: "sender", method: "POST", path: messages,
			body: map[string]any{"text": strings.Repeat("я", 1000)}, status: http.StatusCreated},
		{name: "the driver approves: the sender is told", as: "driver", method: "POST", path: "/api/requests/{request}/approve",
			status: http.StatusOK, notifies: map[string]string{"sender": "request_approved"}},
		{name: "then the contacts are shared", as: "driver", method: "GET", path: thread, status: http.StatusOK,
			want: []string{`"contactsShared":true`, `"open":true`}},
		{name: "and the driver reads the number", as: "driver", method: "GET", path: messages, status: http.StatusOK,
			want: []string{`"text":"` + senderLine + `"`}},
		{name: "the sender cancels the parcel", as: "sender", method: "POST", path: "/api/parcels/{parcel}/cancel", status: http.StatusOK},
		{name: "the approval ended: masked again", as: "driver", method: "GET", path: messages, status: http.StatusOK,
			want: []string{`"text":"Call me on •••"`}, unwant: []string{"765 4321"}},
		{name: "and closed", as: "driver", method: "GET", path: thread, status: http.StatusOK,
			want: []string{`"contactsShared":false`, `"open":false`}},
		{name: "no one writes in a closed conversation", as: "sender", method: "POST", path: messages, body: hi,
			status: http.StatusConflict, code: "conversation_closed"},
		{name: "nor the other side", as: "driver", method: "POST", path: messages, body: hi,
			status: http.StatusConflict, code: "conversation_closed"},
	})
}

func TestNotificationScenarios(t *testing.T) {
	t.Parallel()
	w := newTrustWorld(t)
	mine := w.id("{notification}")
	many := make([]int64, 101)
	w.run(t, []scenario{
		{name: "anonymous has none", as: "anonymous", method: "GET", path: "/api/notifications", status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "the driver is told of the request, by a card without contacts", as: "driver", method: "GET", path: "/api/notifications",
			status: http.StatusOK, want: []string{`"notificationId":{notification}`, `"kind":"request_received"`, `"requestId":{request}`,
				`"readAt":null`, `"unread":1`, `"name":"Olena"`},
			unwant: []string{senderPhone, "sender@example.com", recipientPhone}},
		{name: "a stranger's are theirs", as: "stranger", method: "GET", path: "/api/notifications", status: http.StatusOK,
			want: []string{`"unread":0`}, unwant: []string{`"notificationId":{notification}`, "request_received"}},
		{name: "a bad cursor", as: "driver", method: "GET", path: "/api/notifications?cursor=x", status: http.StatusBadRequest,
			code: "invalid_input", fields: map[string]string{"cursor": "invalid"}},
		{name: "a negative cursor", as: "driver", method: "GET", path: "/api/notifications?cursor=-1", status: http.StatusBadRequest,
			fields: map[string]string{"cursor": "invalid"}},
		{name: "anonymous cannot mark any read", as: "anonymous", method: "POST", path: "/api/notifications/read", body: map[string]any{"all": true},
			status: http.StatusUnauthorized, code: "not_signed_in"},
		{name: "neither ids nor all", as: "driver", method: "POST", path: "/api/notifications/read", body: map[string]any{},
			status: http.StatusBadRequest, fields: map[string]string{"ids": "required"}},
		{name: "both ids and all", as: "driver", method: "POST", path: "/api/notifications/read", body: map[string]any{"all": true, "ids": []int64{mine}},
			status: http.StatusBadRequest, fields: map[string]string{"ids": "required"}},
		{name: "over 100 ids", as: "driver", method: "POST", path: "/api/notifications/read", body: map[string]any{"ids": many},
			status: http.StatusBadRequest, fields: map[string]string{"ids": "too_many"}},
		{name: "not JSON", as: "driver", method: "POST", path: "/api/notifications/read", body: "{", status: http.StatusBadRequest, code: "invalid_json"},
		{name: "a stranger marking it read marks nothing of the driver's", as: "stranger", method: "POST", path: "/api/notifications/read",
			body: map[string]any{"ids": []int64{mine}}, status: http.StatusOK, want: []string{`"unread":0`}},
		{name: "so it stays unread", as: "driver", method: "GET", path: "/api/notifications", status: http.StatusOK,
			want: []string{`"readAt":null`, `"unread":1`}},
		{name: "the driver marks it read", as: "driver", method: "POST", path: "/api/notifications/read",
			body: map[string]any{"ids": []int64{mine}}, status: http.StatusOK, want: []string{`"unread":0`}},
		{name: "then it is read", as: "driver", method: "GET", path: "/api/notifications", status: http.StatusOK,
			want: []string{`"notificationId":{notification}`, `"unread":0`}, unwant: []string{`"readAt":null`}},
		{name: "the sender cancels the request: the driver is told", as: "sender", method: "POST", path: "/api/requests/{request}/cancel",
			status: http.StatusOK, notifies: map[string]string{"driver": "request_cancelled"}},
		{name: "all of them read", as: "driver", method: "POST", path: "/api/notifications/read", body: map[string]any{"all": true},
			status: http.StatusOK, want: []string{`"unread":0`}},
	})
}

package server

import (
	"net/http"
	"strconv"
	"testing"
)

// TestJSONAnswersHaveTheirLength: an answer goes out whole with its length,
// or compressed when the browser asks for it (and then without a length
// that would be the uncompressed one).
func TestJSONAnswersHaveTheirLength(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	q := "/api/parcels/available?from=" + strconv.Itoa(kyivID) + "&to=" + strconv.Itoa(lvivID)
	plain := w.stranger.do("GET", q, nil, "Accept-Encoding", "identity")
	expectStatus(t, plain, http.StatusOK)
	if got := plain.header.Get("Content-Length"); got != strconv.Itoa(len(plain.body)) || plain.json["total"] == nil {
		t.Fatalf("Content-Length %q for %d bytes: %s", got, len(plain.body), plain.body)
	}
	// The Go client asks for gzip itself and checks what it unpacks.
	zipped := w.stranger.do("GET", q, nil)
	expectStatus(t, zipped, http.StatusOK)
	if zipped.body != plain.body {
		t.Fatalf("compressed answer differs:\n%s\n%s", zipped.body, plain.body)
	}
}

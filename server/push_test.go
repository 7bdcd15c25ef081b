package server

import (
	"bytes"
	"crypto/aes"
	"crypto/cipher"
	"crypto/ecdh"
	"crypto/hkdf"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// pushService is an in-process push service holding one browser's
// subscription keys: it decrypts what it is sent (RFC 8291, aes128gcm) as
// the browser would, and checks the VAPID header (RFC 8292).
type pushService struct {
	t       *testing.T
	ts      *httptest.Server
	key     *ecdh.PrivateKey
	auth    []byte
	status  int // what it answers; 201 unless set
	mu      sync.Mutex
	got     chan map[string]any
	headers []http.Header
}

func newPushService(t *testing.T) *pushService {
	p := newPushDevice(t)
	p.ts = httptest.NewServer(http.HandlerFunc(p.serve))
	t.Cleanup(p.ts.Close)
	return p
}

// newPushDevice is a push service with its keys, not yet listening.
func newPushDevice(t *testing.T) *pushService {
	key, err := ecdh.P256().GenerateKey(rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	p := &pushService{t: t, key: key, auth: make([]byte, 16), status: http.StatusCreated, got: make(chan map[string]any, 8)}
	_, _ = rand.Read(p.auth)
	return p
}

func (p *pushService) subscription() map[string]any {
	return map[string]any{"endpoint": p.ts.URL + "/push/device-1", "keys": p.keys()}
}

func (p *pushService) keys() map[string]any {
	return map[string]any{
		"p256dh": base64.RawURLEncoding.EncodeToString(p.key.PublicKey().Bytes()),
		"auth":   base64.RawURLEncoding.EncodeToString(p.auth),
	}
}

func (p *pushService) serve(w http.ResponseWriter, r *http.Request) {
	p.mu.Lock()
	p.headers = append(p.headers, r.Header.Clone())
	status := p.status
	p.mu.Unlock()
	body, _ := io.ReadAll(r.Body)
	plain, err := p.decrypt(body)
	if err != nil || r.Header.Get("Content-Encoding") != "aes128gcm" || !strings.HasPrefix(r.Header.Get("Authorization"), "vapid t=") {
		p.t.Errorf("push: %v, headers %v", err, r.Header)
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	var m map[string]any
	if err := json.Unmarshal(plain, &m); err != nil {
		p.t.Errorf("push payload %q: %v", plain, err)
	}
	p.got <- m
	w.WriteHeader(status)
}

// decrypt opens an aes128gcm body: salt, record size, the server's key, then one record.
func (p *pushService) decrypt(body []byte) ([]byte, error) {
	if len(body) < 21 {
		return nil, errors.New("short body")
	}
	salt, idLen := body[:16], int(body[20])
	_ = binary.BigEndian.Uint32(body[16:20])
	if len(body) < 21+idLen {
		return nil, errors.New("short header")
	}
	serverKey, err := ecdh.P256().NewPublicKey(body[21 : 21+idLen])
	if err != nil {
		return nil, err
	}
	shared, err := p.key.ECDH(serverKey)
	if err != nil {
		return nil, err
	}
	info := append(append([]byte("WebPush: info\x00"), p.key.PublicKey().Bytes()...), serverKey.Bytes()...)
	ikm, err := hkdf.Key(sha256.New, shared, p.auth, string(info), 32)
	if err != nil {
		return nil, err
	}
	cek, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: aes128gcm\x00", 16)
	if err != nil {
		return nil, err
	}
	nonce, err := hkdf.Key(sha256.New, ikm, salt, "Content-Encoding: nonce\x00", 12)
	if err != nil {
		return nil, err
	}
	block, err := aes.NewCipher(cek)
	if err != nil {
		return nil, err
	}
	gcm, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	plain, err := gcm.Open(nil, nonce, body[21+idLen:], nil)
	if err != nil {
		return nil, err
	}
	// The last record ends with the delimiter 2, then padding zeros.
	plain = bytes.TrimRight(plain, "\x00")
	if len(plain) == 0 || plain[len(plain)-1] != 2 {
		return nil, errors.New("no delimiter")
	}
	return plain[:len(plain)-1], nil
}

func TestWebPushCarriesTheNotification(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	device := newPushService(t)
	key := w.driver.do("GET", "/api/push/key", nil)
	expectStatus(t, key, http.StatusOK)
	if k, _ := base64.RawURLEncoding.DecodeString(key.json["publicKey"].(string)); len(k) != 65 {
		t.Fatalf("VAPID key: %s", key.body)
	}
	if again := w.app.restart(); again.srv.push.PublicKey() != key.json["publicKey"] {
		t.Fatal("the VAPID key changed with a restart: subscriptions would break")
	}
	expectStatus(t, w.driver.do("POST", "/api/push/subscriptions", device.subscription()), http.StatusCreated)
	expectStatus(t, w.driver.do("PUT", "/api/profile/notifications", map[string]any{"push": true}), http.StatusOK)

	expectStatus(t, w.sender.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(w.parcelID)}), http.StatusCreated)
	select {
	case m := <-device.got:
		if m["kind"] != "request_received" || m["url"] != "/ride/"+w.rideID || !strings.Contains(m["body"].(string), "Olena") ||
			m["title"] != "Zhytomyr → Rivne" {
			t.Fatalf("push: %v", m)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no push")
	}
	device.mu.Lock()
	auth := device.headers[0].Get("Authorization")
	device.mu.Unlock()
	if !strings.Contains(auth, ", k="+key.json["publicKey"].(string)) {
		t.Fatalf("VAPID header names another key: %s", auth)
	}

	// The push service says the subscription is gone: it is forgotten.
	device.mu.Lock()
	device.status = http.StatusGone
	device.mu.Unlock()
	second := w.strangerParcel(t)
	expectStatus(t, w.stranger.do("POST", "/api/rides/"+w.rideID+"/requests", map[string]any{"parcelId": toNumber(second)}), http.StatusCreated)
	<-device.got
	deadline := time.Now().Add(10 * time.Second)
	for {
		var n int
		if err := w.app.store.DB().Get(&n, `SELECT COUNT(*) FROM push_subscriptions`); err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("a gone subscription is kept")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestPushSubscriptionsBadInput(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	me, other := app.signUp("me@example.com"), app.signUp("other@example.com")
	good := newPushService(t).subscription()
	for _, tc := range []struct {
		body  map[string]any
		field string
	}{
		{with(good, "endpoint", "not a url"), "endpoint"},
		{with(good, "keys", map[string]any{"p256dh": "AAAA", "auth": good["keys"].(map[string]any)["auth"]}), "keys.p256dh"},
		{with(good, "keys", map[string]any{"p256dh": good["keys"].(map[string]any)["p256dh"], "auth": "!!"}), "keys.auth"},
	} {
		r := me.do("POST", "/api/push/subscriptions", tc.body)
		expectStatus(t, r, http.StatusBadRequest)
		if r.field(tc.field) == "" {
			t.Fatalf("%v: %s", tc.body, r.body)
		}
	}
	expectStatus(t, me.do("POST", "/api/push/subscriptions", good), http.StatusCreated)
	ep := map[string]any{"endpoint": good["endpoint"]}
	expectStatus(t, other.do("DELETE", "/api/push/subscriptions", ep), http.StatusNotFound)
	expectStatus(t, me.do("DELETE", "/api/push/subscriptions", ep), http.StatusNoContent)
	expectStatus(t, me.do("DELETE", "/api/push/subscriptions", map[string]any{}), http.StatusBadRequest)
}

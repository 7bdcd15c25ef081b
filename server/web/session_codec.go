package web

import (
	"fmt"
	"maps"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/alexedwards/scs/v2"
	json "github.com/goccy/go-json" // the same bytes as encoding/json (session_codec_test.go), without reflection each request
)

// SessionJSONMark starts JSON sessions; no gob stream starts with 0x81, so old gob sessions are still read.
const SessionJSONMark = 0x81

// SessionCodec writes sorted JSON so LazyStore can skip a write by comparing bytes.
type SessionCodec struct{}

type sessionJSON struct {
	Deadline time.Time         `json:"d"`
	Ints     map[string]int64  `json:"i,omitempty"`
	Strings  map[string]string `json:"s,omitempty"`
}

// Encode implements scs.Codec.
func (SessionCodec) Encode(deadline time.Time, values map[string]any) ([]byte, error) {
	s := sessionJSON{Deadline: deadline}
	for k, v := range values {
		// JSON would replace invalid UTF-8, and the session would not come back the same.
		if !utf8.ValidString(k) {
			return scs.GobCodec{}.Encode(deadline, values)
		}
		switch v := v.(type) {
		case int64:
			if s.Ints == nil {
				s.Ints = map[string]int64{}
			}
			s.Ints[k] = v
		case string:
			if !utf8.ValidString(v) {
				return scs.GobCodec{}.Encode(deadline, values)
			}
			if s.Strings == nil {
				s.Strings = map[string]string{}
			}
			s.Strings[k] = v
		default:
			return scs.GobCodec{}.Encode(deadline, values)
		}
	}
	b, err := json.Marshal(s)
	if err != nil {
		return nil, fmt.Errorf("session: encode: %w", err)
	}
	return append([]byte{SessionJSONMark}, b...), nil
}

// Decode implements scs.Codec; it reads both its own sessions and gob's.
func (SessionCodec) Decode(b []byte) (time.Time, map[string]any, error) {
	if len(b) == 0 || b[0] != SessionJSONMark {
		return scs.GobCodec{}.Decode(b)
	}
	decodedSessions.mu.RLock()
	d, ok := decodedSessions.m[string(b)]
	decodedSessions.mu.RUnlock()
	if ok { // the values are strings and numbers: a shallow copy is the handler's own
		return d.deadline, maps.Clone(d.values), nil
	}
	var s sessionJSON
	if err := json.Unmarshal(b[1:], &s); err != nil {
		return time.Time{}, nil, fmt.Errorf("session: decode: %w", err)
	}
	values := make(map[string]any, len(s.Ints)+len(s.Strings))
	for k, v := range s.Ints {
		values[k] = v
	}
	for k, v := range s.Strings {
		values[k] = v
	}
	decodedSessions.mu.Lock()
	if decodedSessions.m == nil || len(decodedSessions.m) >= decodedSessionsMax {
		decodedSessions.m = map[string]decodedSession{}
	}
	decodedSessions.m[string(b)] = decodedSession{s.Deadline, maps.Clone(values)}
	decodedSessions.mu.Unlock()
	return s.Deadline, values, nil
}

// decodedSessionsMax bounds decodedSessions, which starts again when full.
const decodedSessionsMax = 4096

// decodedSessions remembers what recent sessions decode to: the same bytes come with every request of a
// session. The bytes are the key, so a changed session is decoded again.
var decodedSessions struct {
	mu sync.RWMutex
	m  map[string]decodedSession
}

type decodedSession struct {
	deadline time.Time
	values   map[string]any
}

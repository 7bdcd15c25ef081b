package web

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
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
	if b, ok := appendPlainSession(deadline, values); ok {
		return b, nil
	}
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

// appendPlainSession writes what json.Marshal of a sessionJSON would, for the sessions of every request
// (a few int64s and letters-and-digits strings); ok is false for anything else.
func appendPlainSession(deadline time.Time, values map[string]any) ([]byte, bool) {
	if len(values) > 8 || deadline.Year() < 0 || deadline.Year() > 9999 {
		return nil, false
	}
	var keys [8]string
	ks := keys[:0]
	for k, v := range values {
		switch v := v.(type) {
		case int64:
		case string:
			if !plainJSON(v) {
				return nil, false
			}
		default:
			return nil, false
		}
		if !plainJSON(k) {
			return nil, false
		}
		ks = append(ks, k)
	}
	slices.Sort(ks)
	b := make([]byte, 0, 160)
	b = append(b, SessionJSONMark)
	b = append(b, `{"d":"`...)
	b = deadline.AppendFormat(b, time.RFC3339Nano)
	b = append(b, '"')
	for _, ints := range []bool{true, false} {
		first := true
		for _, k := range ks {
			n, isInt := values[k].(int64)
			if isInt != ints {
				continue
			}
			switch {
			case first && ints:
				b = append(b, `,"i":{`...)
			case first:
				b = append(b, `,"s":{`...)
			default:
				b = append(b, ',')
			}
			first = false
			b = append(append(append(b, '"'), k...), `":`...)
			if ints {
				b = strconv.AppendInt(b, n, 10)
			} else {
				b = append(append(append(b, '"'), values[k].(string)...), '"')
			}
		}
		if !first {
			b = append(b, '}')
		}
	}
	return append(b, '}'), true
}

// plainJSON says s is written as it is inside JSON quotes: letters, digits and -_.:+/=.
func plainJSON(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !plainByte(c) {
			return false
		}
	}
	return true
}

func plainByte(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-_.:+/=", c) >= 0
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

package web

import (
	"bytes"
	stdjson "encoding/json"
	"maps"
	"math"
	"reflect"
	"testing"
	"time"

	"github.com/alexedwards/scs/v2"
)

func TestSessionCodecRoundTrip(t *testing.T) {
	t.Parallel()
	deadline := time.Now().Add(30 * 24 * time.Hour).UTC()
	tests := []struct {
		name   string
		values map[string]any
		json   bool
	}{
		{"signed in", map[string]any{"userID": int64(7), "authVersion": int64(2), "csrf": "NHY2WXCG5OIUZ4ZJ"}, true},
		{"empty", map[string]any{}, true},
		{"extremes", map[string]any{"max": int64(math.MaxInt64), "min": int64(math.MinInt64), "html": `<a href="x">&</a>`, "uk": "Київ"}, true},
		{"an int is not an int64", map[string]any{"n": 7}, false},
		{"a bool", map[string]any{"__rememberMe": true, "userID": int64(7)}, false},
		{"invalid UTF-8", map[string]any{"csrf": "\xff\xfe"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			b, err := SessionCodec{}.Encode(deadline, tt.values)
			if err != nil {
				t.Fatal(err)
			}
			if got := b[0] == SessionJSONMark; got != tt.json {
				t.Errorf("written as JSON: got %v, want %v", got, tt.json)
			}
			gotDeadline, got, err := SessionCodec{}.Decode(b)
			if err != nil {
				t.Fatal(err)
			}
			if !gotDeadline.Equal(deadline) || gotDeadline.Location() != time.UTC {
				t.Errorf("deadline: got %v, want %v", gotDeadline, deadline)
			}
			// DeepEqual compares the dynamic types too: an int64 must not come back a float64.
			if got == nil || !reflect.DeepEqual(got, tt.values) {
				t.Errorf("values: got %#v, want %#v", got, tt.values)
			}
		})
	}
}

// Maps range in random order; the bytes must not depend on it.
func TestSessionCodecIsDeterministic(t *testing.T) {
	t.Parallel()
	deadline := time.Now().UTC()
	values := map[string]any{}
	for i, k := range []string{"userID", "authVersion", "csrf", "a", "b", "c", "d", "e"} {
		if i%2 == 0 {
			values[k] = int64(i)
		} else {
			values[k] = k
		}
	}
	first, err := SessionCodec{}.Encode(deadline, values)
	if err != nil {
		t.Fatal(err)
	}
	for range 200 {
		b, err := SessionCodec{}.Encode(deadline, maps.Clone(values))
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(b, first) {
			t.Fatalf("same session, other bytes:\n%q\n%q", b, first)
		}
	}
}

// Sessions written before the upgrade, by scs's gob codec, must still be read.
func TestSessionCodecReadsGob(t *testing.T) {
	t.Parallel()
	deadline := time.Now().Add(time.Hour).UTC()
	values := map[string]any{"userID": int64(7), "authVersion": int64(1), "csrf": "abc"}
	old, err := scs.GobCodec{}.Encode(deadline, values)
	if err != nil {
		t.Fatal(err)
	}
	gotDeadline, got, err := SessionCodec{}.Decode(old)
	if err != nil {
		t.Fatal(err)
	}
	if !gotDeadline.Equal(deadline) || !reflect.DeepEqual(got, values) {
		t.Fatalf("got %v %#v, want %v %#v", gotDeadline, got, deadline, values)
	}
	if _, _, err := (SessionCodec{}).Decode([]byte{SessionJSONMark, '{'}); err == nil {
		t.Fatal("broken JSON decoded without an error")
	}
}

// The codec writes what encoding/json would (the bytes already stored compare equal), and a remembered
// decoding hands each caller a map of its own.
func TestSessionCodecBytesAndRememberedCopies(t *testing.T) {
	t.Parallel()
	deadline := time.Date(2030, 5, 6, 7, 8, 9, 123456789, time.UTC)
	values := map[string]any{"userID": int64(7), "csrf": `<a&"é">`, "z": "Київ", "authVersion": int64(-3)}
	b, err := SessionCodec{}.Encode(deadline, values)
	if err != nil {
		t.Fatal(err)
	}
	want, err := stdjson.Marshal(sessionJSON{Deadline: deadline, Ints: map[string]int64{"userID": 7, "authVersion": -3},
		Strings: map[string]string{"csrf": `<a&"é">`, "z": "Київ"}})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(b[1:], want) {
		t.Fatalf("bytes %s, encoding/json writes %s", b[1:], want)
	}
	_, first, err := SessionCodec{}.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	first["userID"] = int64(99)
	delete(first, "csrf")
	_, second, err := SessionCodec{}.Decode(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(second, values) {
		t.Fatalf("a changed decoding came back: %#v", second)
	}
}

// The quick writer of plain sessions writes encoding/json's bytes, with and without either map.
func TestSessionCodecPlainSessionsAsEncodingJSON(t *testing.T) {
	t.Parallel()
	deadline := time.Date(2031, 1, 2, 3, 4, 5, 600, time.UTC)
	for _, values := range []map[string]any{
		{}, {"userID": int64(42)}, {"csrf": "AbC-_.:+/=09"},
		{"userID": int64(-1), "authVersion": int64(math.MaxInt64), "csrf": "x", "a": "", "b_2": int64(0)},
	} {
		b, ok := appendPlainSession(deadline, values)
		if !ok {
			t.Fatalf("%v: not written as plain", values)
		}
		s := sessionJSON{Deadline: deadline}
		for k, v := range values {
			switch v := v.(type) {
			case int64:
				if s.Ints == nil {
					s.Ints = map[string]int64{}
				}
				s.Ints[k] = v
			case string:
				if s.Strings == nil {
					s.Strings = map[string]string{}
				}
				s.Strings[k] = v
			}
		}
		want, _ := stdjson.Marshal(s)
		if !bytes.Equal(b[1:], want) || b[0] != SessionJSONMark {
			t.Fatalf("%v: %s, encoding/json writes %s", values, b[1:], want)
		}
	}
	if _, ok := appendPlainSession(deadline, map[string]any{"csrf": "<"}); ok {
		t.Fatal("a string JSON escapes was written as plain")
	}
}

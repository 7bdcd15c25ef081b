package web

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// HasBadText is a cheap pre-check, which may say yes to good text, for what encoding/json
// would silently turn into U+FFFD; BadTextPath decides.
func HasBadText(body []byte) bool {
	return !utf8.Valid(body) || mayHoldSurrogateEscape(body)
}

func mayHoldSurrogateEscape(b []byte) bool {
	for {
		i := bytes.Index(b, []byte(`\u`))
		if i < 0 || i+3 >= len(b) {
			return false
		}
		b = b[i+2:]
		if b[0]|0x20 == 'd' && strings.IndexByte("89abcdefABCDEF", b[1]) >= 0 {
			return true
		}
	}
}

// BadTextPath names the field ("recipient.name", "items.0") of the first bad string.
func BadTextPath(body []byte) (path string, found bool) {
	dec := json.NewDecoder(bytes.NewReader(body))
	var stack []jsonFrame
	var start int64
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", false
		}
		end := dec.InputOffset()
		raw := body[start:end]
		start = end
		switch t := tok.(type) {
		case json.Delim:
			if t == '{' || t == '[' {
				stack = append(stack, jsonFrame{object: t == '{', wantKey: t == '{'})
				continue
			}
			stack = stack[:len(stack)-1]
		case string:
			if top := len(stack) - 1; top >= 0 && stack[top].wantKey {
				if !found && isBadString(raw) {
					path, found = jsonPath(stack[:top]), true
				}
				stack[top].key, stack[top].wantKey = t, false
				continue
			}
			if !found && isBadString(raw) {
				path, found = jsonPath(stack), true
			}
		}
		if len(stack) == 0 {
			return path, found
		}
		top := &stack[len(stack)-1]
		if top.object {
			top.wantKey = true
		} else {
			top.index++
		}
	}
}

type jsonFrame struct {
	object  bool
	wantKey bool
	key     string // the member being read, in an object
	index   int    // the element being read, in an array
}

func jsonPath(stack []jsonFrame) string {
	if len(stack) == 0 {
		return "body"
	}
	parts := make([]string, len(stack))
	for i, f := range stack {
		if f.object {
			parts[i] = f.key
		} else {
			parts[i] = strconv.Itoa(f.index)
		}
	}
	return strings.Join(parts, ".")
}

func isBadString(raw []byte) bool {
	if !utf8.Valid(raw) {
		return true
	}
	for i := 0; i < len(raw); i++ {
		if raw[i] != '\\' {
			continue
		}
		if raw[i+1] != 'u' {
			i++ // a one-letter escape, such as \\ or \"
			continue
		}
		r := hex4(raw[i+2:])
		switch {
		case !utf16.IsSurrogate(r):
		case i+11 < len(raw) && raw[i+6] == '\\' && raw[i+7] == 'u' &&
			utf16.DecodeRune(r, hex4(raw[i+8:])) != utf8.RuneError:
			i += 6 // the pair's second half
		default:
			return true
		}
		i += 5
	}
	return false
}

func hex4(b []byte) rune {
	n, err := strconv.ParseUint(string(b[:4]), 16, 32)
	if err != nil {
		return utf8.RuneError
	}
	return rune(n)
}

package web

import (
	"bytes"
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// encoding/json quietly turns bytes that are not UTF-8, and escaped
// surrogates that do not pair ("\ud800"), into U+FFFD, so a request could
// store text nobody typed. PRODUCT.md §7 refuses such text instead: these
// functions find it in a raw body and name the field that holds it.

// HasBadText is the cheap test every body passes: one utf8.Valid and one
// look for `\uD8`…`\uDF`. It may say yes to text that is fine (a valid
// pair, an escaped backslash before "ud800"); badTextPath decides.
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

// BadTextPath walks body's first JSON value with the standard tokenizer and
// returns the path of the first string holding bad text, as the handlers
// name fields ("recipient.name", "items.0"); a bad object key names the
// object that holds it, "body" at the top. found is false when no string
// is bad, and also when body is not JSON at all, which the decoder then
// answers as it always has.
func BadTextPath(body []byte) (path string, found bool) {
	dec := json.NewDecoder(bytes.NewReader(body))
	var stack []jsonFrame
	var start int64
	for {
		tok, err := dec.Token()
		if err != nil {
			return "", false
		}
		// From the end of the previous token to the end of this one: at most
		// separators and spaces, which are ASCII, then this token.
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
		// A value ended: the next one in its container, or the whole body.
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

// jsonFrame is one open object or array on the way to a value.
type jsonFrame struct {
	object  bool
	wantKey bool
	key     string // the member being read, in an object
	index   int    // the element being read, in an array
}

// jsonPath names the value being read in the innermost frame, with the
// separator the handlers' field codes use.
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

// isBadString tells whether raw, a JSON string literal the tokenizer
// accepted (with separators before it), holds bytes that are not UTF-8 or a
// surrogate escape that is not the first half of a pair followed by its
// second.
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

// hex4 reads the four hex digits of a \u escape the tokenizer accepted.
func hex4(b []byte) rune {
	n, err := strconv.ParseUint(string(b[:4]), 16, 32)
	if err != nil {
		return utf8.RuneError
	}
	return rune(n)
}

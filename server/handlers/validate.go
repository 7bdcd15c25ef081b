package handlers

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"net/mail"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"github.com/nyaruka/phonenumbers"

	"ridepost/server/views"
	"ridepost/server/web"
)

// bindJSON answers 400 {field: "invalid"} for a string whose text is not valid UTF-8, which the
// decoder would store as U+FFFD.
func bindJSON(c echo.Context, v any) error {
	body, err := readBody(c)
	if err != nil {
		return err
	}
	return decodeJSON(body, v)
}

// bindOptionalJSON is bindJSON for a body that may be left out: without one, v keeps its zero value.
func bindOptionalJSON(c echo.Context, v any) error {
	body, err := readBody(c)
	if err != nil || len(bytes.TrimSpace(body)) == 0 {
		return err
	}
	return decodeJSON(body, v)
}

func readBody(c echo.Context) ([]byte, error) {
	body, err := io.ReadAll(c.Request().Body)
	if err != nil {
		var he *echo.HTTPError
		if errors.As(err, &he) {
			return nil, he
		}
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, echo.ErrStatusRequestEntityTooLarge
		}
		return nil, errInvalidJSON
	}
	return body, nil
}

func decodeJSON(body []byte, v any) error {
	if web.HasBadText(body) {
		if path, found := web.BadTextPath(body); found {
			return fieldErrors{path: "invalid"}.err()
		}
	}
	// A Decoder, not Unmarshal: as before, what follows the value is ignored.
	if err := json.NewDecoder(bytes.NewReader(body)).Decode(v); err != nil {
		return errInvalidJSON
	}
	return nil
}

// queryText refuses text that is not valid UTF-8, as a body's strings are refused.
func queryText(c echo.Context, name string) (string, error) {
	s := c.QueryParam(name)
	if !utf8.ValidString(s) {
		return "", fieldErrors{name: "invalid"}.err()
	}
	return s, nil
}

func cleanText(s string) (string, string) {
	s = strings.TrimSpace(s)
	for _, r := range s {
		if unicode.IsControl(r) {
			return s, "invalid"
		}
	}
	return s, ""
}

// cleanRequired trims raw and checks it is present, free of control
// characters and at most maxLen bytes long.
func cleanRequired(raw string, maxLen int) (string, string) {
	s, code := cleanText(raw)
	switch {
	case code != "":
		return s, code
	case s == "":
		return s, "required"
	case len(s) > maxLen:
		return s, "too_long"
	}
	return s, ""
}

// checkEmail lowercases and checks an address: ≤254, one plain addr-spec
// with a dotted domain.
func checkEmail(raw string) (string, string) {
	s, code := cleanRequired(strings.ToLower(raw), 254)
	if code != "" {
		return s, code
	}
	a, err := mail.ParseAddress(s)
	if err != nil || a.Address != s || a.Name != "" {
		return s, "invalid"
	}
	at := strings.LastIndexByte(s, '@')
	domain := s[at+1:]
	if !strings.Contains(domain, ".") || strings.HasSuffix(domain, ".") || !isHostName(domain) {
		return s, "invalid"
	}
	return s, ""
}

// isHostName wants a domain of names, not an IP literal ("[10.0.0.1]",
// "10.0.0.1"): the last label must hold a letter, as every top-level domain does.
func isHostName(domain string) bool {
	if strings.ContainsAny(domain, "[]:") || net.ParseIP(domain) != nil {
		return false
	}
	tld := domain[strings.LastIndexByte(domain, '.')+1:]
	return strings.IndexFunc(tld, unicode.IsLetter) >= 0
}

// checkPassword wants 8–72 characters; passwords are not trimmed.
func checkPassword(p string) string {
	n := utf8.RuneCountInString(p)
	switch {
	case p == "":
		return "required"
	case n < 8:
		return "too_short"
	case n > 72:
		return "too_long"
	}
	return ""
}

// checkName wants 1–50 letters, spaces, hyphens and apostrophes, at least one letter.
func checkName(raw string) (string, string) {
	s, code := cleanText(raw)
	switch {
	case code != "":
		return s, code
	case s == "":
		return s, "required"
	case utf8.RuneCountInString(s) > 50:
		return s, "too_long"
	}
	letters := 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.Is(unicode.Mn, r), r == ' ', r == '-', r == '\'', r == '’', r == 'ʼ':
		default:
			return s, "invalid"
		}
	}
	if letters == 0 {
		return s, "invalid"
	}
	return s, ""
}

// checkPhone parses an international number (default region UA) and returns it as E.164.
func checkPhone(raw string) (string, string) {
	s, code := cleanRequired(raw, 32)
	if code != "" {
		return s, code
	}
	num, err := phonenumbers.Parse(s, "UA")
	if err != nil || !phonenumbers.IsValidNumber(num) {
		return s, "invalid"
	}
	return phonenumbers.Format(num, phonenumbers.E164), ""
}

func oneOf[T ~string](s T, values []string) bool { return slices.Contains(values, string(s)) }

func checkLanguage(s string) string {
	if views.Language(s).Valid() {
		return ""
	}
	if s == "" {
		return "required"
	}
	return "invalid"
}

package handlers

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

// Unsubscribe tokens carry an HMAC of the user and the kind under a server secret: they work for
// years without being stored, and cannot be made for another user or kind.

// UnsubscribeLink is the one-click link that turns e-mail kind off for user.
func (s *Handlers) UnsubscribeLink(user int64, kind string) string {
	return s.cfg.BaseURL + "/unsubscribe?token=" + s.unsubscribeToken(user, kind)
}

func (s *Handlers) unsubscribeToken(user int64, kind string) string {
	payload := strconv.FormatInt(user, 10) + "." + kind
	return payload + "." + base64.RawURLEncoding.EncodeToString(s.unsubscribeMAC(payload))
}

func (s *Handlers) unsubscribeMAC(payload string) []byte {
	m := hmac.New(sha256.New, s.unsubscribeKey)
	m.Write([]byte("unsubscribe:" + payload))
	return m.Sum(nil)[:16]
}

// parseUnsubscribeToken compares in constant time.
func (s *Handlers) parseUnsubscribeToken(token string) (int64, string, bool) {
	i := strings.LastIndexByte(token, '.')
	if i < 0 {
		return 0, "", false
	}
	payload, sig := token[:i], token[i+1:]
	got, err := base64.RawURLEncoding.DecodeString(sig)
	if err != nil || !hmac.Equal(got, s.unsubscribeMAC(payload)) {
		return 0, "", false
	}
	id, kind, _ := strings.Cut(payload, ".")
	user, err := strconv.ParseInt(id, 10, 64)
	if err != nil || !slices.Contains(views.EmailKindNames(), kind) {
		return 0, "", false
	}
	return user, kind, true
}

// unsubscribeTarget is the user and kind the request's token names; nil
// when the token is not genuine or the user is gone.
func (s *Handlers) unsubscribeTarget(c echo.Context) (*store.User, string, error) {
	id, kind, ok := s.parseUnsubscribeToken(c.QueryParam("token"))
	if !ok {
		return nil, "", nil
	}
	u, err := s.store.GetUser(c.Request().Context(), id)
	if errors.Is(err, store.ErrNotFound) {
		return nil, "", nil
	}
	return u, kind, err
}

// unsubscribeGet changes nothing: mail scanners open every link they see.
func (s *Handlers) unsubscribeGet(c echo.Context) error {
	u, kind, err := s.unsubscribeTarget(c)
	switch {
	case err != nil:
		return err
	case u == nil:
		return unsubscribePage(c, http.StatusBadRequest, pageLanguage(c, nil), pageInvalid, "", "")
	}
	return unsubscribePage(c, http.StatusOK, pageLanguage(c, u), pageAsk, kind, c.QueryParam("token"))
}

// unsubscribePost: RFC 8058 fixes a one-click POST's body as List-Unsubscribe=One-Click.
func (s *Handlers) unsubscribePost(c echo.Context) error {
	u, kind, err := s.unsubscribeTarget(c)
	switch {
	case err != nil:
		return err
	case u == nil || c.Request().PostFormValue("List-Unsubscribe") != "One-Click":
		return unsubscribePage(c, http.StatusBadRequest, pageLanguage(c, u), pageInvalid, "", "")
	}
	if err := s.store.SetEmailKind(c.Request().Context(), u.ID, kind, false); err != nil {
		return err
	}
	return unsubscribePage(c, http.StatusOK, pageLanguage(c, u), pageDone, kind, "")
}

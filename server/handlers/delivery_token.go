package handlers

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"strconv"
	"strings"
)

// A recipient's link carries an HMAC of the parcel id under a server secret. Nothing about it is
// stored, so a copy of the database holds no link; the sender's screen shows it again.

// DeliveryToken is the recipient's confirmation token of a parcel.
func (s *Handlers) DeliveryToken(parcelID int64) string {
	id := strconv.FormatInt(parcelID, 10)
	return id + "." + base64.RawURLEncoding.EncodeToString(s.deliveryMAC(id))
}

func (s *Handlers) deliveryMAC(id string) []byte {
	m := hmac.New(sha256.New, s.deliveryKey)
	m.Write([]byte("delivery:" + id))
	return m.Sum(nil)[:16]
}

// parseDeliveryToken compares in constant time.
func (s *Handlers) parseDeliveryToken(token string) (int64, bool) {
	id, sig, ok := strings.Cut(token, ".")
	if !ok {
		return 0, false
	}
	got, err := base64.RawURLEncoding.DecodeString(sig)
	parcelID, perr := strconv.ParseInt(id, 10, 64)
	if err != nil || perr != nil || !hmac.Equal(got, s.deliveryMAC(id)) {
		return 0, false
	}
	return parcelID, true
}

func (s *Handlers) deliveryLink(parcelID int64) string {
	return s.cfg.BaseURL + "/confirm-delivery?token=" + s.DeliveryToken(parcelID)
}

package handlers

import (
	"database/sql"
	"errors"
	"math"
	"net/http"
	"strconv"
	"strings"

	"github.com/swaggest/jsonschema-go"

	"ridepost/server/views"
	"ridepost/store"
)

func trimSpace(s string) string { return strings.TrimSpace(s) }

// Limits of docs/product.md §7.
const (
	maxDetails = 512
	maxCost    = 100_000
	// maxDeclaredValue caps what a sender declares the contents are worth, in UAH.
	maxDeclaredValue = 100_000
)

func checkParcel(req parcelRequest) (store.Parcel, error) {
	f := fieldErrors{}
	p := store.Parcel{Type: req.Type, Size: req.Size}
	switch {
	case req.Type == "":
		f.add("type", "required")
	case !views.ParcelType(req.Type).Valid():
		f.add("type", "invalid")
	}
	switch {
	case req.Size == "":
		f.add("size", "required")
	case !views.ParcelSize(req.Size).Valid():
		f.add("size", "invalid")
	}
	var code string
	p.Details, code = checkDetails(req.Details, maxDetails)
	f.add("details", code)
	switch {
	case req.Cost == nil:
		f.add("cost", "required")
	case *req.Cost < 0 || *req.Cost > maxCost:
		f.add("cost", "out_of_range")
	default:
		p.Cost = *req.Cost
	}
	from := checkAddress(f, "shippingAddress", req.ShippingAddress)
	to := checkAddress(f, "deliveryAddress", req.DeliveryAddress)
	if from.PlaceID != 0 && from.PlaceID == to.PlaceID {
		f.add("deliveryAddress.placeId", "same_city")
	}
	p.FromPlaceID, p.FromStreet, p.ToPlaceID, p.ToStreet = from.PlaceID, from.Street, to.PlaceID, to.Street
	p.ShippingDate, p.DeliveryDate = checkParcelDates(f, req.ShippingDate, req.DeliveryDate)
	checkRecipient(f, req.Recipient, &p)
	p.DeclaredValue = checkDeclaredValue(f, req.DeclaredValue)
	p.ProhibitedAck = req.ProhibitedAck
	if !req.ProhibitedAck {
		f.add("prohibitedAck", codeProhibitedAck)
	}
	return p, parcelErr(f)
}

// codeProhibitedAck answers a parcel posted without the tick "Nothing on the prohibited list" (docs/product.md §5).
const codeProhibitedAck = "prohibited_ack_required"

// parcelErr is f's 400; when the missing tick is all that is wrong, its code names it.
func parcelErr(f fieldErrors) error {
	if len(f) == 1 && f["prohibitedAck"] != "" {
		return &apiError{Status: http.StatusBadRequest, Code: codeProhibitedAck,
			Message: "Confirm that nothing on the prohibited list is inside.", Fields: f}
	}
	return f.err()
}

// wholeNumber is a number field kept as sent, so that anything but a whole number gets its own field code.
type wholeNumber string

// UnmarshalJSON keeps the value's JSON text (a null leaves the field nil).
func (n *wholeNumber) UnmarshalJSON(b []byte) error {
	*n = wholeNumber(b)
	return nil
}

// JSONSchema describes it as what clients should send: an integer.
func (wholeNumber) JSONSchema() (jsonschema.Schema, error) {
	var s jsonschema.Schema
	s.AddType(jsonschema.Integer)
	return s, nil
}

// checkDeclaredValue wants a whole number of UAH from 0 to maxDeclaredValue, or nothing.
func checkDeclaredValue(f fieldErrors, raw *wholeNumber) sql.NullInt64 {
	if raw == nil {
		return sql.NullInt64{}
	}
	v, err := strconv.ParseFloat(string(*raw), 64)
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange), v != math.Trunc(v):
		f.add("declaredValue", "invalid")
	case err != nil || v < 0 || v > maxDeclaredValue:
		f.add("declaredValue", "out_of_range")
	default:
		return sql.NullInt64{Int64: int64(v), Valid: true}
	}
	return sql.NullInt64{}
}

// checkParcelDates wants a pickup date from today to a year ahead and an
// optional deliver-by date on or after it.
func checkParcelDates(f fieldErrors, shipping, delivery string) (string, sql.NullString) {
	var none sql.NullString
	if shipping == "" {
		f.add("shippingDate", "required")
		return "", none
	}
	ship, ok := parseDate(shipping)
	now := today()
	switch {
	case !ok:
		f.add("shippingDate", "invalid")
		return "", none
	case ship.Before(now):
		f.add("shippingDate", "in_past")
	case ship.After(now.AddDate(1, 0, 0)):
		f.add("shippingDate", "too_far")
	}
	if delivery == "" {
		return shipping, none
	}
	deliver, ok := parseDate(delivery)
	switch {
	case !ok:
		f.add("deliveryDate", "invalid")
	case deliver.Before(ship):
		f.add("deliveryDate", "before_pickup")
	case deliver.After(now.AddDate(1, 0, 0).AddDate(0, 1, 0)):
		f.add("deliveryDate", "too_far")
	}
	return shipping, sql.NullString{String: delivery, Valid: true}
}

// checkRecipient wants a name and a phone or an e-mail.
func checkRecipient(f fieldErrors, r views.Recipient, p *store.Parcel) {
	var code string
	p.RecipientName, code = checkName(r.Name)
	f.add("recipient.name", code)
	if trimSpace(r.LastName) != "" {
		p.RecipientLastName, code = checkName(r.LastName)
		f.add("recipient.lastName", code)
	}
	if trimSpace(r.PhoneNumber) == "" && trimSpace(r.EmailAddress) == "" {
		f.add("recipient.phoneNumber", "phone_or_email")
		f.add("recipient.emailAddress", "phone_or_email")
		return
	}
	if trimSpace(r.PhoneNumber) != "" {
		p.RecipientPhone, code = checkPhone(r.PhoneNumber)
		f.add("recipient.phoneNumber", code)
	}
	if trimSpace(r.EmailAddress) != "" {
		p.RecipientEmail, code = checkEmail(r.EmailAddress)
		f.add("recipient.emailAddress", code)
	}
}

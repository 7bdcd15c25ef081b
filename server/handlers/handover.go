package handlers

import (
	"errors"
	"net/http"
	"regexp"
	"strconv"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

type handoverRequest struct {
	PIN string `json:"pin" required:"true" pattern:"^[0-9]{4}$" description:"The 4 digits the recipient tells at the door."`
}

var pinFormat = regexp.MustCompile(`^[0-9]{4}$`)

// parcelHandover: wrong PINs answer 400 pin_invalid with the tries left, and lock after store.HandoverTries.
func (s *Handlers) parcelHandover(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	var req handoverRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if !pinFormat.MatchString(req.PIN) {
		return fieldErrors{"pin": "invalid"}.err()
	}
	p, left, err := s.store.Handover(c.Request().Context(), currentUser(c).ID, id, req.PIN)
	if errors.Is(err, store.ErrPINInvalid) {
		return &apiError{Status: http.StatusBadRequest, Code: "pin_invalid",
			Message: "Wrong PIN: " + strconv.Itoa(left) + " tries left.", Fields: fieldErrors{"pin": "wrong"}, TriesLeft: &left}
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewParcel(p, carrierAudience(c, p)))
}

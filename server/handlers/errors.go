package handlers

import (
	"errors"
	"log/slog"
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/store"
)

// apiError is docs/product.md §6's error envelope.
type apiError struct {
	Status  int               `json:"-"`
	Code    string            `json:"code"`
	Message string            `json:"message"`
	Fields  map[string]string `json:"fields,omitempty"`
	// TriesLeft comes with pin_invalid: how many wrong PINs are left before that path locks.
	TriesLeft *int `json:"triesLeft,omitempty"`
}

type errorEnvelope struct {
	Error *apiError `json:"error"`
}

func (e *apiError) Error() string { return e.Code + ": " + e.Message }

func newAPIError(status int, code, message string) *apiError {
	return &apiError{Status: status, Code: code, Message: message}
}

var (
	errNotSignedIn        = newAPIError(http.StatusUnauthorized, "not_signed_in", "Please sign in.")
	errInvalidCredentials = newAPIError(http.StatusUnauthorized, "invalid_credentials", "Wrong e-mail or password.")
	errCSRF               = newAPIError(http.StatusForbidden, "csrf_token_invalid", "Missing or wrong X-CSRF-Token.")
	errCrossOrigin        = newAPIError(http.StatusForbidden, "cross_origin", "Cross-origin request refused.")
	errNotVerified        = newAPIError(http.StatusForbidden, "email_not_verified", "Please verify your e-mail first.")
	errInvalidJSON        = newAPIError(http.StatusBadRequest, "invalid_json", "The request body is not valid JSON.")
	errRateLimited        = newAPIError(http.StatusTooManyRequests, "rate_limited", "Too many requests. Try again later.")
	errInternal           = newAPIError(http.StatusInternalServerError, "internal", "Something went wrong on our side.")
	errNotFound           = newAPIError(http.StatusNotFound, "not_found", "Not found.")
	errInvalidState       = newAPIError(http.StatusConflict, "invalid_state", "This can no longer be done in its current state.")
	errSuspended          = newAPIError(http.StatusForbidden, "account_suspended", "This account is suspended by the instance's admins.")
)

// storeErrors maps the store's sentinels; any other store error is a logged 500.
var storeErrors = []struct {
	err error
	api *apiError
}{
	{store.ErrNotFound, errNotFound},
	{store.ErrInvalidState, errInvalidState},
	{store.ErrEmailTaken, &apiError{Status: http.StatusConflict, Code: "email_taken",
		Message: "An account with this e-mail already exists.", Fields: fieldErrors{"email": "taken"}}},
	{store.ErrVehicleInUse, newAPIError(http.StatusConflict, "vehicle_in_use", "A planned ride uses this vehicle.")},
	{store.ErrDuplicate, newAPIError(http.StatusConflict, "request_exists", "A request for this parcel and ride is already pending.")},
	{store.ErrRideFull, newAPIError(http.StatusConflict, "ride_full", "The ride has no free place left.")},
	{store.ErrRouteMismatch, newAPIError(http.StatusConflict, "route_mismatch", "The parcel does not fit this ride's route, dates or types.")},
	{store.ErrRideHasParcels, newAPIError(http.StatusConflict, "ride_has_parcels",
		"The ride carries accepted parcels: its cities can no longer change.")},
	{store.ErrBelowAccepted, &apiError{Status: http.StatusBadRequest, Code: "invalid_input",
		Message: "The capacity cannot go below the parcels already accepted.", Fields: fieldErrors{"capacity": "below_accepted"}}},
	{store.ErrTokenInvalid, newAPIError(http.StatusBadRequest, "token_invalid", "This link is not valid or was already used.")},
	{store.ErrTokenExpired, newAPIError(http.StatusBadRequest, "token_expired", "This link has expired.")},
	{store.ErrPINLocked, newAPIError(http.StatusTooManyRequests, "pin_locked",
		"Too many wrong PINs: the recipient can still confirm through the link.")},
	{store.ErrCannotSuspendAdmin, newAPIError(http.StatusConflict, "cannot_suspend_admin", "An admin cannot be suspended: revoke the role first.")},
	{store.ErrNotListing, &apiError{Status: http.StatusBadRequest, Code: "invalid", Message: "Only a parcel or a ride can be removed.",
		Fields: fieldErrors{"action": "invalid"}}},
	{store.ErrActiveItems, newAPIError(http.StatusConflict, "active_items",
		"Finish or cancel what is under way first: a parcel of yours is Accepted or In Transit, or a ride of yours is In Progress.")},
	{store.ErrBlocked, newAPIError(http.StatusForbidden, "blocked", "One of you has blocked the other.")},
	{store.ErrConversationClosed, newAPIError(http.StatusConflict, "conversation_closed",
		"This conversation is closed: its delivery ended more than 7 days ago, or no request is under way.")},
	{store.ErrTooManyAlerts, newAPIError(http.StatusConflict, "too_many_alerts", "You keep 10 saved routes already: delete one first.")},
	{store.ErrAlreadyRated, newAPIError(http.StatusConflict, "already_rated", "You rated this sender already.")},
	{store.ErrReportSelf, &apiError{Status: http.StatusBadRequest, Code: "cannot_report_self",
		Message: "You cannot report yourself, nor your own parcel or ride.", Fields: fieldErrors{"target": "cannot_report_self"}}},
	{store.ErrTooManyPhotos, newAPIError(http.StatusConflict, "too_many_photos", "Two photos at each stage at most.")},
	{store.ErrTooManyReports, newAPIError(http.StatusTooManyRequests, "rate_limited", "You made 10 reports today: try again tomorrow.")},
}

type fieldErrors map[string]string

func (f fieldErrors) add(field, code string) {
	if code != "" {
		if _, ok := f[field]; !ok {
			f[field] = code
		}
	}
}

func (f fieldErrors) err() error {
	if len(f) == 0 {
		return nil
	}
	return &apiError{Status: http.StatusBadRequest, Code: "invalid_input", Message: "Some fields are not valid.", Fields: f}
}

var statusCodes = map[int]string{
	http.StatusBadRequest:            "invalid_input",
	http.StatusUnauthorized:          "not_signed_in",
	http.StatusForbidden:             "forbidden",
	http.StatusNotFound:              "not_found",
	http.StatusMethodNotAllowed:      "method_not_allowed",
	http.StatusConflict:              "conflict",
	http.StatusRequestEntityTooLarge: "too_large",
	http.StatusUnsupportedMediaType:  "unsupported_media_type",
	http.StatusTooManyRequests:       "rate_limited",
}

func toAPIError(err error) *apiError {
	if ae, ok := errors.AsType[*apiError](err); ok {
		return ae
	}
	for _, m := range storeErrors {
		if errors.Is(err, m.err) {
			return m.api
		}
	}
	if he, ok := errors.AsType[*echo.HTTPError](err); ok {
		if code, ok := statusCodes[he.Code]; ok {
			return newAPIError(he.Code, code, http.StatusText(he.Code)+".")
		}
	}
	return errInternal
}

// handleError logs the cause of server failures and never writes internals.
func (s *Handlers) handleError(err error, c echo.Context) {
	if c.Response().Committed {
		return
	}
	ae := toAPIError(err)
	if ae.Status >= 500 {
		s.logger.Error("request failed", "method", c.Request().Method, "uri", c.Request().RequestURI,
			"user", userID(c), "err", err)
	}
	if ae.Status == http.StatusTooManyRequests && c.Response().Header().Get("Retry-After") == "" {
		c.Response().Header().Set("Retry-After", "60")
	}
	var werr error
	if c.Request().Method == http.MethodHead {
		werr = c.NoContent(ae.Status)
	} else {
		werr = c.JSON(ae.Status, errorEnvelope{ae})
	}
	if werr != nil {
		s.logger.Warn("write error response", slog.Any("err", werr))
	}
}

package handlers

import (
	"database/sql"
	"errors"
	"math"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

type reportRequest struct {
	UserID   *int64             `json:"userId,omitempty"`
	ParcelID *int64             `json:"parcelId,omitempty"`
	RideID   *int64             `json:"rideId,omitempty"`
	Reason   views.ReportReason `json:"reason"`
	Details  string             `json:"details,omitempty" maxLength:"1000"`
}

// check returns the report to store, or the fields' codes: target
// (required, ambiguous), a target's id (invalid), reason (required,
// invalid), details (too_long, invalid).
func (req reportRequest) check(reporter int64) (store.Report, error) {
	f := fieldErrors{}
	r := store.Report{ReporterID: reporter, Reason: string(req.Reason)}
	named := 0
	for _, t := range []struct {
		name string
		id   *int64
		dst  *sql.NullInt64
	}{{"userId", req.UserID, &r.UserID}, {"parcelId", req.ParcelID, &r.ParcelID}, {"rideId", req.RideID, &r.RideID}} {
		if t.id == nil {
			continue
		}
		named++
		if *t.id <= 0 {
			f.add(t.name, "invalid")
		}
		*t.dst = sql.NullInt64{Int64: *t.id, Valid: true}
	}
	switch {
	case named == 0:
		f.add("target", "required")
	case named > 1:
		f.add("target", "ambiguous")
	}
	switch {
	case req.Reason == "":
		f.add("reason", "required")
	case !oneOf(req.Reason, store.ReportReasons):
		f.add("reason", "invalid")
	}
	var code string
	r.Details, code = checkDetails(req.Details, 1000)
	f.add("details", code)
	return r, f.err()
}

// reportCreate: at most store.MaxReportsPerDay a day.
func (s *Handlers) reportCreate(c echo.Context) error {
	var req reportRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	r, err := req.check(currentUser(c).ID)
	if err != nil {
		return err
	}
	out, err := s.store.CreateReport(c.Request().Context(), r)
	if limit, ok := errors.AsType[*store.LimitError](err); ok {
		wait := math.Ceil(time.Until(limit.At).Seconds())
		c.Response().Header().Set("Retry-After", strconv.Itoa(max(1, int(wait))))
	}
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, views.NewReport(out))
}

package handlers

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

type adminReportsQuery struct {
	Status string `query:"status" enum:"open,resolved" description:"Absent: every report."`
	Cursor string `query:"cursor"`
}

type resolveRequest struct {
	Action string `json:"action" enum:"dismiss,remove_listing,suspend_user"`
	Reason string `json:"reason,omitempty" maxLength:"500" description:"Why the user is suspended (suspend_user)."`
}

func (s *Handlers) adminReports(c echo.Context) error {
	cursor, err := parseOwnPage(c)
	if err != nil {
		return err
	}
	status := c.QueryParam("status")
	if status != "" && status != store.ReportOpen && status != store.ReportResolved {
		return fieldErrors{"status": "invalid"}.err()
	}
	list, err := s.store.ListReports(c.Request().Context(), status, cursor.before, adminPage+1)
	if err != nil {
		return err
	}
	list, next := cutPage(list, adminPage, func(r *store.Report) int64 { return r.ID })
	items, err := s.adminReportViews(c.Request().Context(), currentUser(c).Language, list)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.Page[views.AdminReport]{Items: items, NextCursor: next})
}

// adminReportViews reads a fixed number of times, whatever the number of reports.
func (s *Handlers) adminReportViews(ctx context.Context, lang string, list []store.Report) ([]views.AdminReport, error) {
	var reportIDs, parcelIDs, rideIDs []int64
	for _, r := range list {
		reportIDs = append(reportIDs, r.ID)
		if r.ParcelID.Valid {
			parcelIDs = append(parcelIDs, r.ParcelID.Int64)
		}
		if r.RideID.Valid {
			rideIDs = append(rideIDs, r.RideID.Int64)
		}
	}
	parcels, err := s.store.GetParcels(ctx, parcelIDs)
	if err != nil {
		return nil, err
	}
	rides, err := s.store.GetRides(ctx, rideIDs)
	if err != nil {
		return nil, err
	}
	resolutions, err := s.store.ReportResolutions(ctx, reportIDs)
	if err != nil {
		return nil, err
	}
	out := make([]views.AdminReport, 0, len(list))
	var people []int64
	for i := range list {
		r := &list[i]
		var res *store.ReportResolution
		if found, ok := resolutions[r.ID]; ok {
			res = &found
		}
		v := views.NewAdminReport(r, lang, parcels[r.ParcelID.Int64], rides[r.RideID.Int64], res)
		if o := v.Target.Owner; o != nil {
			people = append(people, o.UserID)
		}
		people = append(people, r.ReporterID)
		out = append(out, v)
	}
	cards, err := s.cards(ctx, people...)
	if err != nil {
		return nil, err
	}
	suspended, err := s.store.SuspendedAmong(ctx, people)
	if err != nil {
		return nil, err
	}
	for i := range out {
		out[i].Reporter = views.CardOr(cards, out[i].Reporter.UserID)
		if o := out[i].Target.Owner; o != nil {
			out[i].Target.Owner = views.CardOr(cards, o.UserID)
			out[i].Target.OwnerSuspended = suspended[o.UserID]
		}
	}
	return out, nil
}

func (s *Handlers) adminResolve(c echo.Context) error {
	var req resolveRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	id, err := pathID(c)
	if err != nil {
		return err
	}
	f := fieldErrors{}
	switch req.Action {
	case store.ResolveDismiss, store.ResolveRemoveListing, store.ResolveSuspendUser:
	case "":
		f.add("action", "required")
	default:
		f.add("action", "invalid")
	}
	reason, code := cleanText(req.Reason)
	if len(reason) > 500 {
		code = "too_long"
	}
	f.add("reason", code)
	if err := f.err(); err != nil {
		return err
	}
	ctx := c.Request().Context()
	r, err := s.store.ResolveReport(ctx, currentUser(c).ID, id, req.Action, reason)
	if err != nil {
		return err
	}
	items, err := s.adminReportViews(ctx, currentUser(c).Language, []store.Report{*r})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, items[0])
}

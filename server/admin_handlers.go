package server

import (
	"context"
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/places"
	"ridepost/store"
)

// The admin console's API (PRODUCT.md §6, /api/admin/*): figures, users
// with suspension, reports with their resolution, and the audit of every
// admin action. Anyone but an admin gets 404, as for a route that is not.

const adminPage = 20

// requireAdmin answers 404 to anyone who is not an admin.
func requireAdmin(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		if u := currentUser(c); u == nil || u.Role != store.RoleAdmin {
			return errNotFound
		}
		return next(c)
	}
}

type adminStatsJSON struct {
	Users         int            `json:"users"`
	VerifiedUsers int            `json:"verifiedUsers"`
	Parcels       map[string]int `json:"parcels" description:"Parcels by status."`
	Rides         map[string]int `json:"rides" description:"Rides by status."`
	Deliveries30d int            `json:"deliveries30d"`
	OpenReports   int            `json:"openReports"`
}

type adminUserJSON struct {
	UserID          int64  `json:"userId"`
	Email           string `json:"email"`
	Name            string `json:"name"`
	Surname         string `json:"surname"`
	Role            string `json:"role" enum:"user,admin"`
	EmailVerified   bool   `json:"emailVerified"`
	Suspended       bool   `json:"suspended"`
	SuspendedReason string `json:"suspendedReason"`
	Deleted         bool   `json:"deleted"`
	CreatedAt       string `json:"createdAt"`
}

type adminUsersQuery struct {
	Q      string `query:"q" description:"The start of an e-mail address or of a name."`
	Cursor string `query:"cursor"`
}

type adminReportsQuery struct {
	Status string `query:"status" enum:"open,resolved" description:"Absent: every report."`
	Cursor string `query:"cursor"`
}

// adminTarget is what a report is about: a user, or a listing and its owner.
type adminTarget struct {
	Kind           string      `json:"kind" enum:"user,parcel,ride"`
	ID             int64       `json:"id"`
	Owner          *publicCard `json:"owner" description:"The reported user, or the listing's owner."`
	OwnerSuspended bool        `json:"ownerSuspended"`
	Route          *routeNames `json:"route" nullable:"true" description:"A listing's cities; null for a user."`
	Status         *string     `json:"status" description:"A listing's status; null for a user."`
}

type adminReportJSON struct {
	ReportID   int64        `json:"reportId"`
	Reason     reportReason `json:"reason"`
	Details    string       `json:"details"`
	Status     reportStatus `json:"status"`
	CreatedAt  string       `json:"createdAt"`
	Reporter   *publicCard  `json:"reporter"`
	Target     adminTarget  `json:"target"`
	ResolvedAt *string      `json:"resolvedAt"`
	Action     *string      `json:"action" description:"How it was resolved: dismiss, remove_listing or suspend_user; null while open."`
}

type auditJSON struct {
	AuditID        int64       `json:"auditId"`
	Admin          *publicCard `json:"admin" nullable:"true" description:"Null: the command line."`
	Action         string      `json:"action"`
	TargetUserID   *int64      `json:"targetUserId"`
	TargetReportID *int64      `json:"targetReportId"`
	Details        string      `json:"details"`
	CreatedAt      string      `json:"createdAt"`
}

type suspendRequest struct {
	Reason string `json:"reason" minLength:"1" maxLength:"500"`
}

type resolveRequest struct {
	Action string `json:"action" enum:"dismiss,remove_listing,suspend_user"`
	Reason string `json:"reason,omitempty" maxLength:"500" description:"Why the user is suspended (suspend_user)."`
}

type devAdminRequest struct {
	Email string `json:"email"`
}

func (s *Server) adminStats(c echo.Context) error {
	st, err := s.store.GetAdminStats(c.Request().Context())
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, adminStatsJSON{Users: st.Users, VerifiedUsers: st.VerifiedUsers, Parcels: st.Parcels,
		Rides: st.Rides, Deliveries30d: st.Deliveries30d, OpenReports: st.OpenReports})
}

func (s *Server) adminUsers(c echo.Context) error {
	cursor, err := parseOwnPage(c)
	if err != nil {
		return err
	}
	q, err := queryText(c, "q")
	if err != nil {
		return err
	}
	list, err := s.store.SearchUsers(c.Request().Context(), q, cursor.before, adminPage+1)
	if err != nil {
		return err
	}
	list, next := cutPage(list, adminPage, func(u *store.User) int64 { return u.ID })
	out := page[adminUserJSON]{Items: make([]adminUserJSON, 0, len(list)), NextCursor: next}
	for i := range list {
		u := &list[i]
		out.Items = append(out.Items, adminUserJSON{UserID: u.ID, Email: u.Email, Name: u.Name, Surname: u.Surname,
			Role: u.Role, EmailVerified: u.EmailVerified(), Suspended: u.Suspended(), SuspendedReason: u.SuspendReason,
			Deleted: u.DeletedAt.Valid, CreatedAt: u.CreatedAt})
	}
	return c.JSON(http.StatusOK, out)
}

func (s *Server) adminSuspend(c echo.Context) error {
	var req suspendRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	id, err := pathID(c)
	if err != nil {
		return err
	}
	reason, code := cleanRequired(req.Reason, 500)
	if code != "" {
		return fieldErrors{"reason": code}.err()
	}
	if err := s.store.Suspend(c.Request().Context(), currentUser(c).ID, id, reason); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

func (s *Server) adminUnsuspend(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	if err := s.store.Unsuspend(c.Request().Context(), currentUser(c).ID, id); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

func (s *Server) adminReports(c echo.Context) error {
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
	return c.JSON(http.StatusOK, page[adminReportJSON]{Items: items, NextCursor: next})
}

// adminReportViews dresses reports with their people, listings and
// resolutions, in a fixed number of reads whatever their number.
func (s *Server) adminReportViews(ctx context.Context, lang string, list []store.Report) ([]adminReportJSON, error) {
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
	out := make([]adminReportJSON, 0, len(list))
	var people []int64
	for _, r := range list {
		v := adminReportJSON{ReportID: r.ID, Reason: reportReason(r.Reason), Details: r.Details, Status: reportStatus(r.Status),
			CreatedAt: r.CreatedAt}
		t := &v.Target
		switch {
		case r.UserID.Valid:
			t.Kind, t.ID = "user", r.UserID.Int64
			t.Owner = &publicCard{UserID: r.UserID.Int64}
		case r.ParcelID.Valid:
			t.Kind, t.ID = "parcel", r.ParcelID.Int64
			if p, ok := parcels[t.ID]; ok {
				t.Owner, t.Status = &publicCard{UserID: p.SenderID}, &p.Status
				t.Route = cityNames(p.FromPlaceID, p.ToPlaceID, lang)
			}
		case r.RideID.Valid:
			t.Kind, t.ID = "ride", r.RideID.Int64
			if rd, ok := rides[t.ID]; ok {
				t.Owner, t.Status = &publicCard{UserID: rd.DriverID}, &rd.Status
				t.Route = cityNames(rd.FromPlaceID, rd.ToPlaceID, lang)
			}
		}
		if t.Owner != nil {
			people = append(people, t.Owner.UserID)
		}
		people = append(people, r.ReporterID)
		v.Reporter = &publicCard{UserID: r.ReporterID}
		if res, ok := resolutions[r.ID]; ok && res.ResolvedAt.Valid {
			v.ResolvedAt, v.Action = &res.ResolvedAt.String, &res.Action.String
		}
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
		out[i].Reporter = cardOr(cards, out[i].Reporter.UserID)
		if o := out[i].Target.Owner; o != nil {
			out[i].Target.Owner = cardOr(cards, o.UserID)
			out[i].Target.OwnerSuspended = suspended[o.UserID]
		}
	}
	return out, nil
}

// cityNames are two places' names in the language given.
func cityNames(from, to int64, lang string) *routeNames {
	return &routeNames{From: places.CityName(from, lang), To: places.CityName(to, lang)}
}

// cardOr is a user's card, or a bare one with the id when it is gone.
func cardOr(cards map[int64]*publicCard, id int64) *publicCard {
	if c, ok := cards[id]; ok {
		return c
	}
	return &publicCard{UserID: id}
}

func (s *Server) adminResolve(c echo.Context) error {
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

func (s *Server) adminAudit(c echo.Context) error {
	cursor, err := parseOwnPage(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	list, err := s.store.ListAudit(ctx, cursor.before, adminPage+1)
	if err != nil {
		return err
	}
	list, next := cutPage(list, adminPage, func(a *store.Audit) int64 { return a.ID })
	var admins []int64
	for _, a := range list {
		if a.AdminID.Valid {
			admins = append(admins, a.AdminID.Int64)
		}
	}
	cards, err := s.cards(ctx, admins...)
	if err != nil {
		return err
	}
	out := page[auditJSON]{Items: make([]auditJSON, 0, len(list)), NextCursor: next}
	for _, a := range list {
		v := auditJSON{AuditID: a.ID, Action: a.Action, TargetUserID: nullInt(a.TargetUserID),
			TargetReportID: nullInt(a.TargetReportID), Details: a.Details, CreatedAt: a.CreatedAt}
		if a.AdminID.Valid {
			v.Admin = cardOr(cards, a.AdminID.Int64)
		}
		out.Items = append(out.Items, v)
	}
	return c.JSON(http.StatusOK, out)
}

// devAdmin makes a user an admin (only with --dev: the browser tests).
func (s *Server) devAdmin(c echo.Context) error {
	var req devAdminRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if _, err := s.store.SetRole(c.Request().Context(), req.Email, store.RoleAdmin); err != nil {
		return err
	}
	return c.NoContent(http.StatusNoContent)
}

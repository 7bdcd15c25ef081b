package views

import "ridepost/store"

// AdminStats are the instance's figures.
type AdminStats struct {
	Users         int            `json:"users"`
	VerifiedUsers int            `json:"verifiedUsers"`
	Parcels       map[string]int `json:"parcels" description:"Parcels by status."`
	Rides         map[string]int `json:"rides" description:"Rides by status."`
	Deliveries30d int            `json:"deliveries30d"`
	OpenReports   int            `json:"openReports"`
}

// NewAdminStats shows the store's figures.
func NewAdminStats(st *store.AdminStats) AdminStats {
	return AdminStats{Users: st.Users, VerifiedUsers: st.VerifiedUsers, Parcels: st.Parcels,
		Rides: st.Rides, Deliveries30d: st.Deliveries30d, OpenReports: st.OpenReports}
}

// AdminUser is a user as the admins see them.
type AdminUser struct {
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

// NewAdminUser shows u to the admins.
func NewAdminUser(u *store.User) AdminUser {
	return AdminUser{UserID: u.ID, Email: u.Email, Name: u.Name, Surname: u.Surname,
		Role: u.Role, EmailVerified: u.EmailVerified(), Suspended: u.Suspended(), SuspendedReason: u.SuspendReason,
		Deleted: u.DeletedAt.Valid, CreatedAt: u.CreatedAt}
}

// Audit is one admin action.
type Audit struct {
	AuditID        int64       `json:"auditId"`
	Admin          *PublicCard `json:"admin" nullable:"true" description:"Null: the command line."`
	Action         string      `json:"action"`
	TargetUserID   *int64      `json:"targetUserId"`
	TargetUser     *PublicCard `json:"targetUser" nullable:"true" description:"The target user's card; null without a target or when that user is deleted or unknown."`
	TargetReportID *int64      `json:"targetReportId"`
	Details        string      `json:"details"`
	CreatedAt      string      `json:"createdAt"`
}

// NewAudit shows an admin action with its admin's card (none: the command line) and its target user's card
// (none: no target, or a deleted or unknown user, whom the screen names by id).
func NewAudit(a *store.Audit, cards map[int64]*PublicCard) Audit {
	v := Audit{AuditID: a.ID, Action: a.Action, TargetUserID: nullInt(a.TargetUserID),
		TargetReportID: nullInt(a.TargetReportID), Details: a.Details, CreatedAt: a.CreatedAt}
	if a.AdminID.Valid {
		v.Admin = CardOr(cards, a.AdminID.Int64)
	}
	if a.TargetUserID.Valid {
		if c, ok := cards[a.TargetUserID.Int64]; ok && !c.Deleted {
			v.TargetUser = c
		}
	}
	return v
}

// AdminTarget is what a report is about: a user, or a listing and its owner.
type AdminTarget struct {
	Kind           string      `json:"kind" enum:"user,parcel,ride"`
	ID             int64       `json:"id"`
	Owner          *PublicCard `json:"owner" description:"The reported user, or the listing's owner."`
	OwnerSuspended bool        `json:"ownerSuspended"`
	Route          *RouteNames `json:"route" nullable:"true" description:"A listing's cities; null for a user."`
	Status         *string     `json:"status" description:"A listing's status; null for a user."`
}

// AdminReport is a report as the admins see it.
type AdminReport struct {
	ReportID   int64        `json:"reportId"`
	Reason     ReportReason `json:"reason"`
	Details    string       `json:"details"`
	Status     ReportStatus `json:"status"`
	CreatedAt  string       `json:"createdAt"`
	Reporter   *PublicCard  `json:"reporter"`
	Target     AdminTarget  `json:"target"`
	ResolvedAt *string      `json:"resolvedAt"`
	Action     *string      `json:"action" description:"How it was resolved: dismiss, remove_listing or suspend_user; null while open."`
}

// NewAdminReport shows r to the admins; its people are bare cards with their ids, to be filled.
func NewAdminReport(r *store.Report, lang string, p *store.Parcel, ride *store.Ride, res *store.ReportResolution) AdminReport {
	v := AdminReport{ReportID: r.ID, Reason: ReportReason(r.Reason), Details: r.Details, Status: ReportStatus(r.Status),
		CreatedAt: r.CreatedAt}
	t := &v.Target
	switch {
	case r.UserID.Valid:
		t.Kind, t.ID = "user", r.UserID.Int64
		t.Owner = &PublicCard{UserID: r.UserID.Int64}
	case r.ParcelID.Valid:
		t.Kind, t.ID = "parcel", r.ParcelID.Int64
		if p != nil {
			t.Owner, t.Status = &PublicCard{UserID: p.SenderID}, &p.Status
			t.Route = CityNames(p.FromPlaceID, p.ToPlaceID, lang)
		}
	case r.RideID.Valid:
		t.Kind, t.ID = "ride", r.RideID.Int64
		if ride != nil {
			t.Owner, t.Status = &PublicCard{UserID: ride.DriverID}, &ride.Status
			t.Route = CityNames(ride.FromPlaceID, ride.ToPlaceID, lang)
		}
	}
	v.Reporter = &PublicCard{UserID: r.ReporterID}
	if res != nil && res.ResolvedAt.Valid {
		v.ResolvedAt, v.Action = &res.ResolvedAt.String, &res.Action.String
	}
	return v
}

package views

import "ridepost/store"

// ReportReason is why a user reports someone or something (docs/product.md §5).
type ReportReason string

// Enum lists the reasons for the API's description.
func (ReportReason) Enum() []any { return anys(store.ReportReasons) }

// ReportStatus is where a report stands with the admins.
type ReportStatus string

// Enum lists the statuses for the API's description.
func (ReportStatus) Enum() []any { return []any{store.ReportOpen, store.ReportResolved} }

// Report is a report as stored; the targets not named are null.
type Report struct {
	ReportID   int64        `json:"reportId"`
	ReporterID int64        `json:"reporterId"`
	UserID     *int64       `json:"userId"`
	ParcelID   *int64       `json:"parcelId"`
	RideID     *int64       `json:"rideId"`
	Reason     ReportReason `json:"reason"`
	Details    string       `json:"details"`
	Status     ReportStatus `json:"status"`
	CreatedAt  string       `json:"createdAt" format:"date-time"`
}

// NewReport shows a stored report.
func NewReport(r *store.Report) Report {
	return Report{ReportID: r.ID, ReporterID: r.ReporterID, UserID: nullInt(r.UserID), ParcelID: nullInt(r.ParcelID),
		RideID: nullInt(r.RideID), Reason: ReportReason(r.Reason), Details: r.Details, Status: ReportStatus(r.Status), CreatedAt: r.CreatedAt}
}

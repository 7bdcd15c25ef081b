package views

import "ridepost/store"

// AlertKind is what a saved route waits for (docs/product.md §5 Alert).
type AlertKind string

// Enum lists the kinds for the API's description.
func (AlertKind) Enum() []any { return []any{store.AlertParcels, store.AlertRides} }

// Alert is one of my saved routes.
type Alert struct {
	AlertID   int64     `json:"alertId"`
	Kind      AlertKind `json:"kind"`
	From      Address   `json:"from"`
	To        Address   `json:"to"`
	DateFrom  string    `json:"dateFrom,omitempty" format:"date"`
	DateTo    string    `json:"dateTo,omitempty" format:"date"`
	CreatedAt string    `json:"createdAt" format:"date-time"`
}

// NewAlert shows a saved route: its cities, without streets.
func NewAlert(a *store.Alert) Alert {
	return Alert{AlertID: a.ID, Kind: AlertKind(a.Kind), From: NewAddress(a.FromPlaceID, ""),
		To: NewAddress(a.ToPlaceID, ""), DateFrom: a.DateFrom.String, DateTo: a.DateTo.String, CreatedAt: a.CreatedAt}
}

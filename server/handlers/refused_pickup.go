package handlers

import (
	"net/http"
	"slices"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

type refuseRequest struct {
	Reason  views.RefuseReason `json:"reason" required:"true"`
	Details string             `json:"details,omitempty" maxLength:"500" description:"What the driver found, for the sender."`
}

// parcelRefuse: the driver refuses an Accepted parcel at pickup (docs/product.md §5 "Refused pickup"); it is New again,
// so the driver sees it as anyone does.
func (s *Handlers) parcelRefuse(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	var req refuseRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	f := fieldErrors{}
	switch reason := string(req.Reason); {
	case reason == "":
		f.add("reason", "required")
	case !slices.Contains(store.RefuseReasons, reason):
		f.add("reason", "invalid")
	}
	details, code := checkDetails(req.Details, 500)
	f.add("details", code)
	if err := f.err(); err != nil {
		return err
	}
	p, err := s.store.RefusePickup(c.Request().Context(), currentUser(c).ID, id, string(req.Reason), details)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewParcel(p, carrierAudience(c, p))) // New again: off the ride, a stranger's view
}

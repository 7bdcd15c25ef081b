package views

import (
	"fmt"
	"slices"

	"ridepost/store"
)

// PickupPlan is when and where the driver picks the parcel up.
type PickupPlan struct {
	At    string `json:"at" format:"date-time"`
	Place string `json:"place"`
}

// TimelineEvent is one step of a parcel's timeline.
type TimelineEvent string

// Enum lists the timeline's events.
func (TimelineEvent) Enum() []any {
	return []any{"posted", "accepted", "pickup_refused", "picked_up", "delivered", "failed", "cancelled", "expired"}
}

// RefuseReason is why a driver refused a parcel at pickup.
type RefuseReason string

// Enum lists the reasons for the API's description.
func (RefuseReason) Enum() []any { return anys(store.RefuseReasons) }

// TimelineStep is what happened to a parcel, and when.
type TimelineStep struct {
	Event TimelineEvent `json:"event"`
	At    string        `json:"at" format:"date-time"`
	// Inspected comes with picked_up only, when known.
	Inspected *bool `json:"inspected,omitempty" description:"On the picked_up step: whether the driver saw what is inside (absent for pickups made before the question was asked)."`
	// Reason and Details come with pickup_refused only.
	Reason  RefuseReason `json:"reason,omitempty" description:"On the pickup_refused step: why the driver refused the parcel."`
	Details string       `json:"details,omitempty" description:"On the pickup_refused step: the driver's words, their contacts masked (the parcel is no longer on their ride)."`
}

// PhotoStage is when the driver took a photo.
type PhotoStage string

// Enum lists the photo stages.
func (PhotoStage) Enum() []any { return []any{store.PhotoPickup, store.PhotoDelivery} }

// Photo is a photo the driver took of a parcel, served at URL to those who may see it.
type Photo struct {
	PhotoID int64      `json:"photoId"`
	Stage   PhotoStage `json:"stage"`
	URL     string     `json:"url"`
	TakenAt string     `json:"takenAt" format:"date-time"`
}

// NewPickupPlan is p's pickup plan; nil until the driver sets one.
func NewPickupPlan(p *store.Parcel) *PickupPlan {
	if !p.PickupAt.Valid {
		return nil
	}
	return &PickupPlan{At: p.PickupAt.String, Place: p.PickupPlace.String}
}

// NewTimeline lists what happened to p, in order.
func NewTimeline(p *store.Parcel) []TimelineStep {
	out := []TimelineStep{{Event: "posted", At: p.CreatedAt}}
	add := func(event TimelineEvent, at string, ok bool) {
		if ok && at != "" {
			out = append(out, TimelineStep{Event: event, At: at})
		}
	}
	add("accepted", p.AcceptedAt.String, p.AcceptedAt.Valid)
	add("picked_up", p.PickedUpAt.String, p.PickedUpAt.Valid)
	if last := &out[len(out)-1]; last.Event == "picked_up" && p.Inspected.Valid {
		last.Inspected = &p.Inspected.Bool
	}
	if p.RefusedAt.Valid {
		out = withRefusal(out, p)
	}
	switch p.Status {
	case store.ParcelDelivered:
		add("delivered", p.DeliveredAt.String, p.DeliveredAt.Valid)
	case store.ParcelFailed:
		add("failed", p.DeliveredAt.String, p.DeliveredAt.Valid)
	case store.ParcelCancelled:
		add("cancelled", p.ClosedAt.String, p.ClosedAt.Valid)
	case store.ParcelExpired:
		add("expired", p.ClosedAt.String, p.ClosedAt.Valid)
	}
	return out
}

// withRefusal puts p's last refusal at pickup into steps in time order. Its details are the driver's, read by the
// sender, whose parcel is no longer on that driver's ride.
func withRefusal(steps []TimelineStep, p *store.Parcel) []TimelineStep {
	step := TimelineStep{Event: "pickup_refused", At: p.RefusedAt.String, Reason: RefuseReason(p.RefusedReason.String),
		Details: TextFor(p.SenderID, p.RefusedBy.Int64, p.RefusedDetails.String, Requester)}
	i := len(steps)
	for i > 1 && steps[i-1].At > step.At {
		i--
	}
	return slices.Insert(steps, i, step)
}

// ParcelBase is where a parcel's photos are served to its sender and driver.
func ParcelBase(parcelID int64) string { return fmt.Sprintf("/api/parcels/%d", parcelID) }

// NewPhotos shows photos, each served at base + "/photos/" + its id.
func NewPhotos(list []store.ParcelPhoto, base string) []Photo {
	out := make([]Photo, len(list))
	for i, ph := range list {
		out[i] = Photo{PhotoID: ph.ID, Stage: PhotoStage(ph.Stage), URL: fmt.Sprintf("%s/photos/%d", base, ph.ID), TakenAt: ph.TakenAt}
	}
	return out
}

package handlers

import (
	"mime/multipart"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"

	"ridepost/server/picture"
	"ridepost/server/views"
	"ridepost/store"
)

type pickupPlanRequest struct {
	At    string `json:"at" required:"true" format:"date-time" description:"RFC 3339, from now until the ride's arrival (after_arrival); without one, until the end of the parcel's deliver-by day (after_deliver_by); without either, within 7 days of the departure (too_late)."`
	Place string `json:"place" maxLength:"100" description:"Where the driver meets the sender; empty: the ride's meeting point."`
}

// pickupPlan: the driver says when and where they pick an Accepted parcel up.
func (s *Handlers) pickupPlan(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	var req pickupPlanRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	me := currentUser(c)
	p, err := s.store.DriversParcel(ctx, me.ID, id)
	if err != nil {
		return err
	}
	ride, err := s.store.GetRide(ctx, p.RideID.Int64)
	if err != nil {
		return err
	}
	f := fieldErrors{}
	at, ok := parseDateTime(req.At)
	switch {
	case req.At == "":
		f.add("at", "required")
	case !ok:
		f.add("at", "invalid")
	case at.Before(time.Now().Add(-time.Minute)):
		f.add("at", "past")
	default:
		f.add("at", pickupTooLate(at, ride, p))
	}
	place, code := cleanText(req.Place)
	if code == "" && len([]rune(place)) > 100 {
		code = "too_long"
	}
	f.add("place", code)
	if err := f.err(); err != nil {
		return err
	}
	p, err = s.store.SetPickupPlan(ctx, me.ID, id, at, place)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewParcel(p, views.ParcelAudience(me.ID, p, ride.ID, ride.DriverID)))
}

// pickupWithin is how long after its departure a ride with no arrival time and a parcel with no deliver-by date
// can be planned to pick it up (docs/product.md §6).
const pickupWithin = 7 * 24 * time.Hour

// pickupTooLate is at's code when it is past the latest pickup: the ride's arrival, else the end of the
// parcel's deliver-by day in Kyiv, else a week after the departure; "" when in time.
func pickupTooLate(at time.Time, ride *store.Ride, p *store.Parcel) string {
	switch {
	case ride.ArrivalAt.Valid:
		if at.After(mustTime(ride.ArrivalAt.String)) {
			return "after_arrival"
		}
	case p.DeliveryDate.Valid && p.DeliveryDate.String != "":
		day, err := time.ParseInLocation(dateLayout, p.DeliveryDate.String, kyiv)
		if err == nil && !at.Before(day.AddDate(0, 0, 1)) {
			return "after_deliver_by"
		}
	case at.After(mustTime(ride.DepartureAt).Add(pickupWithin)):
		return "too_late"
	}
	return ""
}

func mustTime(stored string) time.Time {
	t, _ := time.Parse(time.RFC3339, stored)
	return t
}

type photoUpload struct {
	Photo *multipart.FileHeader `formData:"photo" description:"JPEG, PNG or WebP, at most 3 MB; metadata and location are dropped."`
	Stage string                `formData:"stage" required:"true" enum:"pickup,delivery"`
}

// photoAdd: the driver adds a photo at pickup or delivery.
func (s *Handlers) photoAdd(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	me := currentUser(c)
	if _, err := s.store.DriversParcel(ctx, me.ID, id); err != nil {
		return err
	}
	stage := c.FormValue("stage")
	if stage != store.PhotoPickup && stage != store.PhotoDelivery {
		return fieldErrors{"stage": "invalid"}.err()
	}
	data, err := uploadedPicture(c, "photo", picture.PhotoSide)
	if err != nil {
		return err
	}
	ph, err := s.store.AddParcelPhoto(ctx, me.ID, id, stage, "image/jpeg", data)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, views.NewPhotos([]store.ParcelPhoto{*ph}, "/api/parcels/"+strconv.FormatInt(id, 10))[0])
}

// photoGet serves a parcel's photo to its sender and its driver.
func (s *Handlers) photoGet(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	p, err := s.store.GetParcel(ctx, id)
	if err != nil {
		return err
	}
	me := currentUser(c).ID
	if p.SenderID != me {
		if _, err := s.store.DriversParcel(ctx, me, id); err != nil {
			return err
		}
	}
	return s.servePhoto(c, id)
}

// deliveryPhoto serves a parcel's photo to its recipient, through their link.
func (s *Handlers) deliveryPhoto(c echo.Context) error {
	p, _, err := s.deliveryParcel(c)
	if err != nil {
		return err
	}
	return s.servePhoto(c, p.ID)
}

func (s *Handlers) servePhoto(c echo.Context, parcelID int64) error {
	photoID, err := strconv.ParseInt(c.Param("photoId"), 10, 64)
	if err != nil {
		return echo.ErrNotFound
	}
	ph, err := s.store.GetParcelPhoto(c.Request().Context(), parcelID, photoID)
	if err != nil {
		return err
	}
	// A photo never changes: its id names it.
	c.Response().Header().Set("Cache-Control", "private, max-age=31536000, immutable")
	return c.Blob(http.StatusOK, ph.ContentType, ph.Data)
}

// parcelPhotos lists a parcel's photos as served under base.
func (s *Handlers) parcelPhotos(c echo.Context, parcelID int64, base string) ([]views.Photo, error) {
	all, err := s.store.ParcelPhotos(c.Request().Context(), []int64{parcelID})
	if err != nil {
		return nil, err
	}
	return views.NewPhotos(all[parcelID], base), nil
}

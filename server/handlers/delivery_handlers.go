package handlers

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
	"golang.org/x/time/rate"

	"ridepost/server/mail"
	"ridepost/server/views"
	"ridepost/store"
)

var (
	errBadLink          = newAPIError(http.StatusNotFound, "not_found", "This link is not valid.")
	errNoRecipientEmail = newAPIError(http.StatusConflict, "no_recipient_email",
		"The recipient has no e-mail address: the sender can share the confirmation link.")
)

// ConfirmMailsPerDay caps the "please confirm delivery" e-mails of one parcel (docs/product.md §8).
const ConfirmMailsPerDay = 3

func newConfirmMailLimit() *middleware.RateLimiterMemoryStore {
	return middleware.NewRateLimiterMemoryStoreWithConfig(middleware.RateLimiterMemoryStoreConfig{
		Rate: rate.Limit(ConfirmMailsPerDay / (24 * time.Hour).Seconds()), Burst: ConfirmMailsPerDay, ExpiresIn: 24 * time.Hour,
	})
}

// pickupRequest is the driver's answer at pickup; without a body the driver did not look inside.
type pickupRequest struct {
	Inspected bool `json:"inspected,omitempty" description:"The driver saw what is inside (default false)."`
}

func (s *Handlers) parcelPickup(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	var req pickupRequest
	if err := bindOptionalJSON(c, &req); err != nil {
		return err
	}
	ctx := c.Request().Context()
	p, err := s.store.PickUp(ctx, currentUser(c).ID, id, req.Inspected)
	if err != nil {
		return err
	}
	// The recipient learns the link and the handover PIN as the parcel sets off.
	if p.RecipientEmail != "" {
		if err := s.mailRecipient(ctx, p, currentUser(c), "pickup:"+strconv.FormatInt(p.ID, 10)); err != nil {
			s.logger.Error("mail skipped", "kind", mail.KindConfirmDelivery, "parcel", p.ID, "err", err)
		}
	}
	return c.JSON(http.StatusOK, views.NewParcel(p, carrierAudience(c, p)))
}

// parcelDeliver: the driver asks the recipient to confirm, by e-mail with
// the link; without an address the sender shares the link (409), and a
// parcel's recipient gets at most ConfirmMailsPerDay such e-mails a day.
func (s *Handlers) parcelDeliver(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	me := currentUser(c)
	ctx := c.Request().Context()
	p, err := s.store.DriversParcel(ctx, me.ID, id)
	if err != nil {
		return err
	}
	switch {
	case p.Status != store.ParcelInTransit:
		return errInvalidState
	case p.RecipientEmail == "":
		return errNoRecipientEmail
	}
	if ok, _ := s.confirmMails.Allow(strconv.FormatInt(p.ID, 10)); !ok {
		c.Response().Header().Set("Retry-After", strconv.Itoa(int((24 * time.Hour / ConfirmMailsPerDay).Seconds())))
		return errRateLimited
	}
	if err := s.mailRecipient(ctx, p, me, ""); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewDeliveryState(p, true))
}

// mailRecipient writes in the sender's language: the recipient has no account. key names the event ("": each ask is one).
func (s *Handlers) mailRecipient(ctx context.Context, p *store.Parcel, driver *store.User, key string) error {
	sender, err := s.store.GetUser(ctx, p.SenderID)
	if err != nil {
		return err
	}
	lang := sender.Language
	m, err := mail.Compose(lang, mail.KindConfirmDelivery, p.RecipientEmail, mail.Data{Name: p.RecipientName,
		Other: driver.ShortName(), Route: routeName(p, lang), Link: s.deliveryLink(p.ID),
		PIN: p.HandoverPIN.String})
	if err != nil {
		return err
	}
	if key != "" {
		m.Key = string(mail.KindConfirmDelivery) + ":" + key
	}
	s.mailer.Enqueue(m)
	return nil
}

type deliveryAnswer struct {
	Delivered *bool `json:"delivered"`
}

type feedbackRequest struct {
	Rating  int    `json:"rating"`
	Comment string `json:"comment"`
}

func (s *Handlers) deliveryParcel(c echo.Context) (*store.Parcel, *store.Ride, error) {
	id, ok := s.parseDeliveryToken(c.Param("token"))
	if !ok {
		return nil, nil, errBadLink
	}
	ctx := c.Request().Context()
	p, err := s.store.GetParcel(ctx, id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		return nil, nil, errBadLink
	case err != nil:
		return nil, nil, err
	case !p.RideID.Valid:
		return nil, nil, errBadLink
	}
	r, err := s.store.GetRide(ctx, p.RideID.Int64)
	if err != nil {
		return nil, nil, err
	}
	return p, r, nil
}

func (s *Handlers) deliveryGet(c echo.Context) error {
	p, r, err := s.deliveryParcel(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	cards, err := s.cards(ctx, r.DriverID, p.SenderID)
	if err != nil {
		return err
	}
	rated, err := s.store.HasFeedback(ctx, p.ID)
	if err != nil {
		return err
	}
	photos, err := s.parcelPhotos(c, p.ID, "/api/delivery/"+c.Param("token"))
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewDelivery(p, r, cards[r.DriverID], cards[p.SenderID], rated, photos))
}

func (s *Handlers) deliveryConfirm(c echo.Context) error {
	var req deliveryAnswer
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.Delivered == nil {
		return fieldErrors{"delivered": "required"}.err()
	}
	p, _, err := s.deliveryParcel(c)
	if err != nil {
		return err
	}
	if p, err = s.store.ConfirmDelivery(c.Request().Context(), p.ID, *req.Delivered); err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NewDeliveryState(p, false))
}

func (s *Handlers) deliveryFeedback(c echo.Context) error {
	var req feedbackRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	comment, err := checkRating(req.Rating, req.Comment)
	if err != nil {
		return err
	}
	p, _, err := s.deliveryParcel(c)
	if err != nil {
		return err
	}
	fb, err := s.store.AddFeedback(c.Request().Context(), p.ID, req.Rating, comment)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, views.NewFeedback(fb))
}

package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/market"
	"ridepost/store"
)

var (
	errOwnItem   = newAPIError(http.StatusConflict, "own_item", "You cannot send a request to your own parcel or ride.")
	errWrongSide = newAPIError(http.StatusForbidden, "forbidden", "Only the other side can answer this request.")
)

type requestBody struct {
	ParcelID int64  `json:"parcelId"`
	RideID   int64  `json:"rideId"`
	Cost     *int   `json:"cost"`
	Message  string `json:"message" maxLength:"500" description:"Optional: the first message of the pair's conversation."`
}

// maxRequestMessage is the longest message a request carries (docs/product.md §7).
const maxRequestMessage = 500

// checkCost takes the offered price, or the parcel's own when none is given.
func checkCost(c *int, parcel *store.Parcel) (int, error) {
	if c == nil {
		return parcel.Cost, nil
	}
	if *c < 0 || *c > maxCost {
		return 0, fieldErrors{"cost": "out_of_range"}.err()
	}
	return *c, nil
}

func (s *Handlers) rideRequestCreate(c echo.Context) error {
	var req requestBody
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	r, _, err := s.rideParam(c)
	if err != nil {
		return err
	}
	if req.ParcelID == 0 {
		return fieldErrors{"parcelId": "required"}.err()
	}
	me := currentUser(c)
	p, err := s.store.GetParcel(c.Request().Context(), req.ParcelID)
	if err != nil {
		return err
	}
	if p.SenderID != me.ID {
		return echo.ErrNotFound
	}
	return s.createRequest(c, p, r, store.FromSender, &req, r.DriverID)
}

func (s *Handlers) parcelRequestCreate(c echo.Context) error {
	var req requestBody
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	id, err := pathID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	me := currentUser(c)
	p, err := s.store.GetParcel(ctx, id)
	if err != nil {
		return err
	}
	if p.SenderID != me.ID && p.Status != store.ParcelNew {
		return echo.ErrNotFound
	}
	if req.RideID == 0 {
		return fieldErrors{"rideId": "required"}.err()
	}
	r, err := s.store.GetRide(ctx, req.RideID)
	if err != nil {
		return err
	}
	if r.DriverID != me.ID {
		return echo.ErrNotFound
	}
	return s.createRequest(c, p, r, store.FromDriver, &req, p.SenderID)
}

// createRequest checks the rules of docs/product.md §5; the other side is told by e-mail.
func (s *Handlers) createRequest(c echo.Context, p *store.Parcel, r *store.Ride, direction string, req *requestBody, to int64) error {
	if p.SenderID == r.DriverID {
		return errOwnItem
	}
	amount, err := checkCost(req.Cost, p)
	if err != nil {
		return err
	}
	message, code := cleanMessage(req.Message, maxRequestMessage)
	if code != "" && code != "required" {
		return fieldErrors{"message": code}.err()
	}
	ctx := c.Request().Context()
	q, err := s.store.CreateRequest(ctx, p.ID, r.ID, direction, amount, message, func(p *store.Parcel, r *store.Ride) bool {
		_, ok := market.Fits(r, p)
		return ok
	})
	if err != nil {
		return err
	}
	out, err := s.requestViews(c, []store.Request{*q})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, out[0])
}

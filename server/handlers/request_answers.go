package handlers

import (
	"net/http"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

// requestAction: anyone but the two sides gets 404, the wrong side 403.
func (s *Handlers) requestAction(c echo.Context, answering bool) (*store.Request, error) {
	id, err := pathID(c)
	if err != nil {
		return nil, err
	}
	q, err := s.store.GetRequest(c.Request().Context(), id)
	if err != nil {
		return nil, err
	}
	me := currentUser(c).ID
	if me != q.SenderID && me != q.DriverID {
		return nil, echo.ErrNotFound
	}
	sentByMe := (q.Direction == store.FromSender) == (me == q.SenderID)
	if sentByMe == answering {
		return nil, errWrongSide
	}
	return q, nil
}

func (s *Handlers) requestApprove(c echo.Context) error {
	q, err := s.requestAction(c, true)
	if err != nil {
		return err
	}
	if q, err = s.store.ApproveRequest(c.Request().Context(), q.ID); err != nil {
		return err
	}
	return s.answered(c, q)
}

func (s *Handlers) requestDecline(c echo.Context) error {
	q, err := s.requestAction(c, true)
	if err != nil {
		return err
	}
	if q, err = s.store.AnswerRequest(c.Request().Context(), q.ID, store.RequestDeclined); err != nil {
		return err
	}
	return s.answered(c, q)
}

func (s *Handlers) requestCancel(c echo.Context) error {
	q, err := s.requestAction(c, false)
	if err != nil {
		return err
	}
	if q, err = s.store.AnswerRequest(c.Request().Context(), q.ID, store.RequestCancelled); err != nil {
		return err
	}
	return s.answered(c, q)
}

func (s *Handlers) answered(c echo.Context, q *store.Request) error {
	out, err := s.requestViews(c, []store.Request{*q})
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, out[0])
}

func (s *Handlers) parcelRequests(c echo.Context) error {
	id, err := pathID(c)
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	p, err := s.store.GetParcel(ctx, id)
	if err != nil {
		return err
	}
	if p.SenderID != currentUser(c).ID {
		return echo.ErrNotFound
	}
	list, err := s.store.ListRequestsByParcel(ctx, id)
	if err != nil {
		return err
	}
	shown, err := s.requestViews(c, list)
	if err != nil {
		return err
	}
	out := views.ParcelRequests{FromDrivers: []views.Request{}, MyRequests: []views.Request{}}
	for _, v := range shown {
		if v.Direction == store.FromSender {
			out.MyRequests = append(out.MyRequests, v)
		} else {
			out.FromDrivers = append(out.FromDrivers, v)
		}
	}
	return c.JSON(http.StatusOK, out)
}

func (s *Handlers) rideRequests(c echo.Context) error {
	r, mine, err := s.rideParam(c)
	if err != nil {
		return err
	}
	if !mine {
		return echo.ErrNotFound
	}
	list, err := s.store.ListRequestsByRide(c.Request().Context(), r.ID)
	if err != nil {
		return err
	}
	shown, err := s.requestViews(c, list)
	if err != nil {
		return err
	}
	out := views.RideRequests{FromSenders: []views.Request{}, MyRequests: []views.Request{}}
	for _, v := range shown {
		if v.Direction == store.FromDriver {
			out.MyRequests = append(out.MyRequests, v)
		} else {
			out.FromSenders = append(out.FromSenders, v)
		}
	}
	return c.JSON(http.StatusOK, out)
}

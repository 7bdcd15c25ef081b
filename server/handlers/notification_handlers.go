package handlers

import (
	"context"
	"net/http"
	"strconv"

	gojson "github.com/goccy/go-json"
	"github.com/labstack/echo/v4"

	"ridepost/server/notify"
	"ridepost/server/views"
	"ridepost/store"
)

const notificationPage = 20

type notificationsReadRequest struct {
	IDs []int64 `json:"ids,omitempty" description:"These notifications of mine."`
	All bool    `json:"all,omitempty" description:"Every notification of mine."`
}

func (s *Handlers) actorCards(ctx context.Context, list []store.Notification) (map[int64]*views.PublicCard, error) {
	actors := make([]int64, 0, len(list))
	for _, n := range list {
		if n.ActorID.Valid {
			actors = append(actors, n.ActorID.Int64)
		}
	}
	return s.cards(ctx, actors...)
}

func (s *Handlers) notificationsJSON(ctx context.Context, list []store.Notification) ([]views.Notification, error) {
	cards, err := s.actorCards(ctx, list)
	if err != nil {
		return nil, err
	}
	routes, err := s.noticeRoutes(ctx, list)
	if err != nil {
		return nil, err
	}
	out := make([]views.Notification, len(list))
	for i, n := range list {
		out[i] = views.NewNotification(n, cards, routes[i])
	}
	return out, nil
}

// noticeRoutes names what each notification is about (notify.RouteOf), in
// its user's language; nil for one that names no parcel or ride.
func (s *Handlers) noticeRoutes(ctx context.Context, list []store.Notification) ([]*views.RouteNames, error) {
	var parcelIDs, rideIDs []int64
	for _, n := range list {
		if n.ParcelID.Valid {
			parcelIDs = append(parcelIDs, n.ParcelID.Int64)
		}
		if n.RideID.Valid {
			rideIDs = append(rideIDs, n.RideID.Int64)
		}
	}
	parcels, err := s.reads.parcels.load(ctx, parcelIDs, s.store.GetParcels)
	if err != nil {
		return nil, err
	}
	rides, err := s.reads.rides.load(ctx, rideIDs, s.store.GetRides)
	if err != nil {
		return nil, err
	}
	series, err := s.matchedSeries(ctx, list, rides)
	if err != nil {
		return nil, err
	}
	out := make([]*views.RouteNames, len(list))
	for i, n := range list {
		from, to := notify.RouteOf(n, parcels[n.ParcelID.Int64], rides[n.RideID.Int64])
		if from == 0 {
			continue
		}
		u, err := s.user(ctx, n.UserID)
		if err != nil {
			return nil, err
		}
		out[i] = views.CityNames(from, to, u.Language)
		if r := rides[n.RideID.Int64]; n.Kind == store.NoticeMatchFound && r != nil && series[r.SeriesID.Int64] != nil {
			out[i].Repeats = notify.SeriesPhrase(series[r.SeriesID.Int64], u.Language)
		}
	}
	return out, nil
}

// matchedSeries loads the series whose matches the list tells of.
func (s *Handlers) matchedSeries(ctx context.Context, list []store.Notification, rides map[int64]*store.Ride) (map[int64]*store.Series, error) {
	var ids []int64
	for _, n := range list {
		if r := rides[n.RideID.Int64]; n.Kind == store.NoticeMatchFound && r != nil && r.SeriesID.Valid {
			ids = append(ids, r.SeriesID.Int64)
		}
	}
	return s.store.GetSeries(ctx, ids)
}

func (s *Handlers) notificationList(c echo.Context) error {
	page, err := parseOwnPage(c) // the same cursor as my own lists: ids below it
	if err != nil {
		return err
	}
	ctx := c.Request().Context()
	me := currentUser(c).ID
	rows, err := s.store.ListNotifications(ctx, me, page.before, notificationPage+1)
	if err != nil {
		return err
	}
	var next *string
	if len(rows) > notificationPage {
		rows = rows[:notificationPage]
		cursor := strconv.FormatInt(rows[len(rows)-1].ID, 10)
		next = &cursor
	}
	items, err := s.notificationsJSON(ctx, rows)
	if err != nil {
		return err
	}
	unread, err := s.store.UnreadNotifications(ctx, me)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.NotificationsPage{Items: items, NextCursor: next, Unread: unread})
}

func (s *Handlers) notificationsRead(c echo.Context) error {
	var req notificationsReadRequest
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	switch {
	case req.All && len(req.IDs) > 0, !req.All && len(req.IDs) == 0:
		return fieldErrors{"ids": "required"}.err()
	case len(req.IDs) > 100:
		return fieldErrors{"ids": "too_many"}.err()
	}
	ids := req.IDs
	if req.All {
		ids = nil
	}
	unread, err := s.store.MarkNotificationsRead(c.Request().Context(), currentUser(c).ID, ids)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.Unread{Unread: unread})
}

// marshalJSON encodes v as the answers are.
func marshalJSON(v any) ([]byte, error) { return gojson.Marshal(v) }

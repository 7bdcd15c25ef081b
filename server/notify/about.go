package notify

import (
	"context"
	"strconv"

	"ridepost/server/places"
	"ridepost/store"
)

// about holds what a batch of notifications is about, each loaded once.
type about struct {
	parcels  map[int64]*store.Parcel
	rides    map[int64]*store.Ride
	requests map[int64]*store.Request
	users    map[int64]*store.User // addressees, actors and both sides of the requests
	series   map[int64]*store.Series
}

func load(ctx context.Context, st *store.Store, list []store.Notification) (*about, error) {
	var parcels, rides, requests, users []int64
	for _, n := range list {
		parcels = appendValid(parcels, n.ParcelID.Int64)
		rides = appendValid(rides, n.RideID.Int64)
		requests = appendValid(requests, n.RequestID.Int64)
		users = appendValid(appendValid(users, n.UserID), n.ActorID.Int64)
	}
	a := &about{}
	var err error
	if a.requests, err = st.GetRequests(ctx, requests); err != nil {
		return nil, err
	}
	for _, q := range a.requests {
		users = append(users, q.SenderID, q.DriverID)
	}
	if a.parcels, err = st.GetParcels(ctx, parcels); err != nil {
		return nil, err
	}
	if a.rides, err = st.GetRides(ctx, rides); err != nil {
		return nil, err
	}
	if a.users, err = st.GetUsers(ctx, users); err != nil {
		return nil, err
	}
	var series []int64
	for _, r := range a.rides {
		series = appendValid(series, r.SeriesID.Int64)
	}
	if a.series, err = st.GetSeries(ctx, series); err != nil {
		return nil, err
	}
	return a, nil
}

func appendValid(ids []int64, id int64) []int64 {
	if id == 0 {
		return ids
	}
	return append(ids, id)
}

// RouteOf is the places n is about: a match's new ride, else the parcel, else the ride.
func RouteOf(n store.Notification, p *store.Parcel, r *store.Ride) (from, to int64) {
	switch {
	case r != nil && (p == nil || n.Kind == store.NoticeMatchFound):
		return r.FromPlaceID, r.ToPlaceID
	case p != nil:
		return p.FromPlaceID, p.ToPlaceID
	}
	return 0, 0
}

func (a *about) route(n store.Notification, lang string) string {
	from, to := RouteOf(n, a.parcels[n.ParcelID.Int64], a.rides[n.RideID.Int64])
	if from == 0 {
		return ""
	}
	if s := a.seriesOf(n); s != nil {
		return places.Route(from, to, lang) + ", " + SeriesPhrase(s, lang)
	}
	return places.Route(from, to, lang)
}

func (a *about) toSender(n store.Notification) bool {
	p := a.parcels[n.ParcelID.Int64]
	return p != nil && p.SenderID == n.UserID
}

func (a *about) path(n store.Notification) string {
	id := func(p string, v int64) string { return p + strconv.FormatInt(v, 10) }
	parcel, ride := n.ParcelID.Int64, n.RideID.Int64
	switch {
	case n.Kind == store.NoticeMessageReceived && n.ConversationID.Valid:
		return id("/messages/", n.ConversationID.Int64)
	case n.Kind == store.NoticeRatingReceived:
		return id("/users/", n.UserID)
	case n.Kind == store.NoticeMatchFound && ride != 0:
		return id("/ride/", ride)
	case n.RequestID.Valid && ride != 0 && a.drives(n.UserID, ride):
		return id("/ride/", ride)
	case parcel != 0:
		return id("/parcel/", parcel)
	case ride != 0:
		return id("/ride/", ride)
	}
	return "/notifications"
}

func (a *about) drives(user, ride int64) bool {
	r := a.rides[ride]
	return r != nil && r.DriverID == user
}

func (a *about) other(n store.Notification) string {
	if q := a.requests[n.RequestID.Int64]; q != nil {
		side := q.SenderID
		if side == n.UserID {
			side = q.DriverID
		}
		return a.name(side)
	}
	return a.name(n.ActorID.Int64)
}

func (a *about) name(id int64) string {
	u := a.users[id]
	if u == nil || u.DeletedAt.Valid {
		return ""
	}
	return u.ShortName()
}

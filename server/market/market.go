// Package market keeps the match index of the open parcels and rides, and
// the saved routes, in step with the database.
package market

import (
	"context"
	"log/slog"
	"maps"
	"sync"
	"time"

	"ridepost/server/match"
	"ridepost/server/places"
	"ridepost/store"
)

// Market keeps the match index in step with the database, which stays the
// truth: loaded at start, then told of every committed change (store.Watch).
type Market struct {
	idx    *match.Index
	alerts *savedRoutes
	store  *store.Store
	logger *slog.Logger

	// mu orders loading and refreshing, each a read of the database and then
	// a put, so that a refresh never puts an older state over a newer one.
	mu                           sync.Mutex
	loaded                       bool
	pendingParcels, pendingRides []int64
	// requests are the pending requests; waitingRequests the changed ones told before they loaded.
	requests        *pendingRequests
	waitingRequests []int64
	ready           chan struct{}
	// suspended are the owners whose listings are kept out (docs/product.md §2).
	suspended map[int64]bool
}

// PlacePoints looks places up in the gazetteer (loaded on first use).
func PlacePoints(id int64) (match.Point, bool) {
	p, ok := places.Default().Get(id)
	if !ok {
		return match.Point{}, false
	}
	return match.PointOf(p), true
}

// New makes the market; Load fills it.
func New(st *store.Store, logger *slog.Logger) *Market {
	m := &Market{idx: match.New(PlacePoints), store: st, logger: logger, ready: make(chan struct{}), suspended: map[int64]bool{},
		requests: newPendingRequests()}
	m.alerts = newSavedRoutes(st, logger)
	return m
}

// Load fills the index, retrying until it succeeds or ctx ends.
func (m *Market) Load(ctx context.Context) {
	for wait := 100 * time.Millisecond; ; wait = min(2*wait, time.Minute) {
		err := m.loadOnce(ctx)
		if err == nil || ctx.Err() != nil { // stopped before it loaded: nothing went wrong
			return
		}
		m.logger.Error("match index: load", "err", err)
		select {
		case <-ctx.Done():
			return
		case <-time.After(wait):
		}
	}
}

func (m *Market) loadOnce(ctx context.Context) error {
	start := time.Now()
	m.idx.Prune(start.Unix(), match.Today())
	list, err := m.store.SuspendedUsers(ctx)
	if err != nil {
		return err
	}
	m.mu.Lock()
	for _, id := range list {
		m.suspended[id] = true
	}
	suspended := maps.Clone(m.suspended)
	m.mu.Unlock()
	err = m.store.EachOpenParcel(ctx, match.Today().String(), func(p *store.Parcel) {
		m.idx.PutParcel(ParcelOf(p), !suspended[p.SenderID])
	})
	if err != nil {
		return err
	}
	if err := m.store.EachOpenRide(ctx, start, func(r *store.Ride) { m.idx.PutRide(RideOf(r), !suspended[r.DriverID]) }); err != nil {
		return err
	}
	if err := m.alerts.load(ctx); err != nil {
		return err
	}
	requests, err := m.store.AllPendingRequests(ctx)
	if err != nil {
		return err
	}
	for _, q := range requests {
		m.requests.put(q)
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if err := m.refreshLocked(ctx, m.pendingParcels, m.pendingRides); err != nil {
		return err
	}
	if err := m.requests.refresh(ctx, m.store, m.waitingRequests); err != nil {
		return err
	}
	m.loaded, m.pendingParcels, m.pendingRides, m.waitingRequests = true, nil, nil, nil
	close(m.ready)
	parcels, rides := m.idx.Len()
	m.logger.Info("match index loaded", "parcels", parcels, "rides", rides, "took", time.Since(start).Round(time.Millisecond))
	return nil
}

// Changed hears a committed write (store.Watch).
func (m *Market) Changed(c store.Change) {
	m.alerts.changed(c.Alerts)
	if len(c.Users) > 0 {
		suspended, err := m.store.SuspendedAmong(context.Background(), c.Users)
		if err != nil {
			m.logger.Error("match index: suspended users", "err", err)
			return
		}
		m.mu.Lock()
		for _, id := range c.Users {
			if suspended[id] {
				m.suspended[id] = true
			} else {
				delete(m.suspended, id)
			}
		}
		m.mu.Unlock()
	}
	parcels, rides := c.Parcels, c.Rides
	if len(parcels)+len(rides)+len(c.Requests) == 0 {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.loaded {
		m.pendingParcels = append(m.pendingParcels, parcels...)
		m.pendingRides = append(m.pendingRides, rides...)
		m.waitingRequests = append(m.waitingRequests, c.Requests...)
		return
	}
	if err := m.refreshLocked(context.Background(), parcels, rides); err != nil {
		m.logger.Error("match index: refresh", "err", err, "parcels", parcels, "rides", rides)
	}
	if err := m.requests.refresh(context.Background(), m.store, c.Requests); err != nil {
		m.logger.Error("pending requests: refresh", "err", err, "requests", c.Requests)
	}
}

// PendingWithRide is, by parcel, the pending request between ride and each of parcels (store.PendingWithRide,
// from memory).
func (m *Market) PendingWithRide(ride int64, parcels []int64) map[int64]store.Request {
	return m.requests.withRide(ride, parcels)
}

// PendingWithParcel is, by ride, the pending request between parcel and each of rides.
func (m *Market) PendingWithParcel(parcel int64, rides []int64) map[int64]store.Request {
	return m.requests.withParcel(parcel, rides)
}

// PendingWithDriver is, by parcel, a pending request between each of parcels and a ride of driver.
func (m *Market) PendingWithDriver(driver int64, parcels []int64) map[int64]store.Request {
	return m.requests.withDriver(driver, parcels)
}

// PendingWithSender is, by ride, a pending request between each of rides and a parcel of sender.
func (m *Market) PendingWithSender(sender int64, rides []int64) map[int64]store.Request {
	return m.requests.withSender(sender, rides)
}

// ResyncSuspended reads again who is suspended, which another process may have changed.
func (m *Market) ResyncSuspended(ctx context.Context) error {
	list, err := m.store.SuspendedUsers(ctx)
	if err != nil {
		return err
	}
	now := make(map[int64]bool, len(list))
	var moved []int64
	m.mu.Lock()
	for _, id := range list {
		now[id] = true
		if !m.suspended[id] {
			moved = append(moved, id)
		}
	}
	for id := range m.suspended {
		if !now[id] {
			moved = append(moved, id)
		}
	}
	m.mu.Unlock()
	if len(moved) == 0 {
		return nil
	}
	parcels, rides, err := m.store.OpenListings(ctx, moved)
	if err != nil {
		return err
	}
	m.Changed(store.Change{Users: moved, Parcels: parcels, Rides: rides})
	return nil
}

// refreshLocked reads the given parcels and rides and puts their state.
func (m *Market) refreshLocked(ctx context.Context, parcelIDs, rideIDs []int64) error {
	parcels, err := m.store.GetParcels(ctx, parcelIDs)
	if err != nil {
		return err
	}
	for _, p := range parcels {
		m.idx.PutParcel(ParcelOf(p), p.Status == store.ParcelNew && !m.suspended[p.SenderID])
	}
	rides, err := m.store.GetRides(ctx, rideIDs)
	if err != nil {
		return err
	}
	now := time.Now()
	for _, r := range rides {
		m.idx.PutRide(RideOf(r), r.TakesRequests(now) && r.Used < r.Capacity && !m.suspended[r.DriverID])
	}
	return nil
}

// Loaded tells whether the index is loaded.
func (m *Market) Loaded() bool {
	select {
	case <-m.ready:
		return true
	default:
		return false
	}
}

// Wait returns once the index is loaded, or with ctx's error.
func (m *Market) Wait(ctx context.Context) error {
	select {
	case <-m.ready:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// ParcelOf is what matching needs of a parcel.
func ParcelOf(p *store.Parcel) match.Parcel {
	ship, _ := match.ParseDay(p.ShippingDate)
	var deliver match.Day
	if p.DeliveryDate.Valid {
		deliver, _ = match.ParseDay(p.DeliveryDate.String)
	}
	return match.Parcel{ID: p.ID, Owner: p.SenderID, Type: match.TypesOf(p.Type), From: p.FromPlaceID, To: p.ToPlaceID,
		Ship: ship, Deliver: deliver}
}

// RideOf is what matching needs of a ride; its day is Kyiv's.
func RideOf(r *store.Ride) match.Ride {
	t, _ := time.Parse(time.RFC3339, r.DepartureAt)
	return match.Ride{ID: r.ID, Owner: r.DriverID, From: r.FromPlaceID, To: r.ToPlaceID, Departure: t.Unix(),
		Day: match.DayOf(t.In(match.Kyiv)), Types: match.TypesOf(r.ParcelTypes), Series: r.SeriesID.Int64,
		Instant: r.Instant}
}

// Fits applies docs/product.md §5's Matching to one pair (route, dates, types): the detour in km.
func Fits(r *store.Ride, p *store.Parcel) (int, bool) {
	return match.Fit(PlacePoints, RideOf(r), ParcelOf(p))
}

// Index is the match index searches read (after Wait).
func (m *Market) Index() *match.Index { return m.idx }

// Prune drops the rides that have left and what is past its dates.
func (m *Market) Prune(now time.Time) {
	today := match.Today()
	m.idx.Prune(now.Unix(), today)
	m.alerts.set.Prune(today)
}

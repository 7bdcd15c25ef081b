package market

import (
	"context"
	"log/slog"
	"sync"

	"ridepost/server/match"
	"ridepost/store"
)

// maxToldParcels bounds how many senders of New parcels a published ride
// tells (the nearest by detour, then date): a ride has at most 20 places.
const maxToldParcels = 200

// savedRoutes keeps the saved routes in memory (match.Alerts) in step with the database.
type savedRoutes struct {
	set    *match.Alerts
	store  *store.Store
	logger *slog.Logger

	mu     sync.Mutex
	loaded bool
	held   map[int64]match.Alert // what set holds, to take out what was deleted
}

func newSavedRoutes(st *store.Store, logger *slog.Logger) *savedRoutes {
	return &savedRoutes{set: match.NewAlerts(PlacePoints), store: st, logger: logger, held: map[int64]match.Alert{}}
}

func matchAlert(a *store.Alert) match.Alert {
	out := match.Alert{ID: a.ID, Owner: a.UserID, ForParcels: a.Kind == store.AlertParcels, From: a.FromPlaceID, To: a.ToPlaceID}
	if a.DateFrom.Valid {
		out.DateFrom, _ = match.ParseDay(a.DateFrom.String)
	}
	if a.DateTo.Valid {
		out.DateTo, _ = match.ParseDay(a.DateTo.String)
	}
	return out
}

func (m *savedRoutes) load(ctx context.Context) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.set.Prune(match.Today())
	err := m.store.EachAlert(ctx, match.Today().String(), func(a *store.Alert) {
		al := matchAlert(a)
		m.set.Put(al, true)
		m.held[al.ID] = al
	})
	m.loaded = err == nil
	return err
}

// changed reads the given alerts again: those gone leave the set.
func (m *savedRoutes) changed(ids []int64) {
	if len(ids) == 0 {
		return
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if !m.loaded {
		return // the load reads them
	}
	rows, err := m.store.GetAlerts(context.Background(), ids)
	if err != nil {
		m.logger.Error("alerts: refresh", "err", err, "alerts", ids)
		return
	}
	for _, id := range ids {
		if old, ok := m.held[id]; ok {
			m.set.Put(old, false)
			delete(m.held, id)
		}
	}
	for i := range rows {
		al := matchAlert(&rows[i])
		m.set.Put(al, true)
		m.held[al.ID] = al
	}
}

// isLoaded: before, a publish finds nothing rather than part of it.
func (m *Market) isLoaded() bool {
	select {
	case <-m.ready:
		return true
	default:
		return false
	}
}

// RidePublished finds, inside the ride's transaction, the New parcels and alerts it fits.
func (m *Market) RidePublished(r *store.Ride) store.Matches {
	if !m.isLoaded() {
		return store.Matches{}
	}
	mr := RideOf(r)
	today := match.Today()
	hits, _ := m.idx.Parcels(match.ParcelQuery{From: mr.From, To: mr.To, Day: mr.Day, Types: mr.Types, Today: today,
		Exclude: []int64{r.DriverID}, Limit: maxToldParcels})
	return store.Matches{Parcels: match.HitIDs(hits), Alerts: m.alerts.set.ForRide(mr, today, []int64{r.DriverID})}
}

// ParcelPublished finds the alerts for parcels a new parcel fits.
func (m *Market) ParcelPublished(p *store.Parcel) store.Matches {
	if !m.isLoaded() {
		return store.Matches{}
	}
	return store.Matches{Alerts: m.alerts.set.ForParcel(ParcelOf(p), []int64{p.SenderID})}
}

package match

import (
	"sync"
)

// Alert is a saved route: a driver waiting for parcels (ForParcels) or a sender waiting for rides.
type Alert struct {
	ID, Owner        int64
	ForParcels       bool
	From, To         int64
	DateFrom, DateTo Day
}

const alertForever Day = 1 << 26 // the day counts key day<<4 in an int32

// Alerts holds an alert for rides as a parcel, found as a ride's search finds parcels,
// and one for parcels as a ride, so a new item finds its alerts without visiting the others.
type Alerts struct {
	rides   *Index // alerts for rides, as parcels
	parcels *Index // alerts for parcels, as rides leaving at no time in particular

	mu   sync.RWMutex
	days map[int64][2]Day // alerts for parcels: their days
}

// NewAlerts makes an empty set over the given places.
func NewAlerts(pts Places) *Alerts {
	return &Alerts{rides: New(pts), parcels: New(pts), days: map[int64][2]Day{}}
}

// Put records an alert: kept puts it in (or moves it), else it goes.
func (a *Alerts) Put(al Alert, kept bool) {
	if al.ForParcels {
		a.mu.Lock()
		if kept {
			a.days[al.ID] = [2]Day{al.DateFrom, al.DateTo}
		} else {
			delete(a.days, al.ID)
		}
		a.mu.Unlock()
		a.parcels.PutRide(Ride{ID: al.ID, Owner: al.Owner, From: al.From, To: al.To, Departure: 1 << 40}, kept)
		return
	}
	a.rides.PutParcel(alertParcel(al), kept)
}

func alertParcel(al Alert) Parcel {
	p := Parcel{ID: al.ID, Owner: al.Owner, From: al.From, To: al.To, Ship: max(al.DateFrom, 1), Deliver: al.DateTo}
	if p.Deliver == 0 {
		p.Deliver = alertForever
	}
	return p
}

// Prune drops the alerts for rides whose last day has passed.
func (a *Alerts) Prune(today Day) { a.rides.Prune(0, today) }

// ForRide lists the alerts (ids) a published ride fits, but those of the excluded owners.
func (a *Alerts) ForRide(r Ride, today Day, exclude []int64) []int64 {
	hits, _ := a.rides.Parcels(ParcelQuery{From: r.From, To: r.To, Day: r.Day, Today: today, Exclude: exclude, Limit: 1 << 30})
	return HitIDs(hits)
}

// ForParcel lists the alerts (ids) a published parcel fits by route and days.
func (a *Alerts) ForParcel(p Parcel, exclude []int64) []int64 {
	hits, _ := a.parcels.Rides(RideQuery{From: p.From, To: p.To, Exclude: exclude, Limit: 1 << 30})
	last := p.Deliver
	if last == 0 {
		last = p.Ship + ExpiryDays
	}
	a.mu.RLock()
	defer a.mu.RUnlock()
	out := make([]int64, 0, len(hits))
	for _, h := range hits {
		d := a.days[h.ID]
		if (d[0] == 0 || d[0] <= last) && (d[1] == 0 || d[1] >= p.Ship) {
			out = append(out, h.ID)
		}
	}
	return out
}

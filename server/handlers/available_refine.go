package handlers

import (
	"context"
	"math"
	"slices"
	"strconv"

	"github.com/labstack/echo/v4"

	"ridepost/server/match"
)

// An available list's filters beside the route and day (docs/product.md §6): ?size= (parcels: at most this size),
// ?vehicle= (rides: this vehicle type), ?minRating= (the owner's rating the list shows, at least this; an owner
// without ratings is left out) and ?maxDetour= (km). Like a sort other than detour, they are applied to the
// sortWindow nearest matches: total counts what is left of them.

// sizeRanks order the parcel sizes, smallest first (0: not a size).
var sizeRanks = map[string]uint8{"S": 1, "M": 2, "L": 3, "XL": 4}

// vehicleKinds number the vehicle types as the vehicles table names them (0: not a type).
var vehicleKinds = map[string]uint8{"car": 1, "motorcycle": 2, "scooter": 3, "bicycle": 4}

// maxDetourKm bounds ?maxDetour=: no match's detour comes near it.
const maxDetourKm = 10_000

// refinement is the filters of a list (the zero value: none).
type refinement struct {
	size, vehicle uint8 // ranks as above; 0: any
	minRating     int   // tenths of a star, as a card shows it; 0: any
	maxDetour     int   // km; -1: any
}

// on tells whether any filter is set.
func (r refinement) on() bool {
	return r.size != 0 || r.vehicle != 0 || r.minRating != 0 || r.maxDetour >= 0
}

// parseRefinement reads the filters, adding a field error for each value that is not one.
func parseRefinement(c echo.Context, errs fieldErrors) refinement {
	r := refinement{maxDetour: -1}
	if v := c.QueryParam("size"); v != "" {
		if r.size = sizeRanks[v]; r.size == 0 {
			errs.add("size", "invalid")
		}
	}
	if v := c.QueryParam("vehicle"); v != "" {
		if r.vehicle = vehicleKinds[v]; r.vehicle == 0 {
			errs.add("vehicle", "invalid")
		}
	}
	if v := c.QueryParam("minRating"); v != "" {
		n, err := strconv.ParseFloat(v, 64)
		if err != nil || !(n >= 1 && n <= 5) { // NaN fails too
			errs.add("minRating", "invalid")
		}
		r.minRating = int(math.Round(n * 10))
	}
	if v := c.QueryParam("maxDetour"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > maxDetourKm {
			errs.add("maxDetour", "invalid")
		}
		r.maxDetour = n
	}
	return r
}

// refined keeps the hits that pass f's filters, in their order; a hit whose listing is gone goes too. The owners'
// cards are read (kept in memory, one batch) only when a rating is asked for.
func (side *availableSide[L, M, Q, X]) refined(ctx context.Context, s *Handlers, r refinement,
	hits []match.Hit, full map[int64]*listed[X]) ([]match.Hit, error) {
	var ratings map[int64]int
	if r.minRating != 0 {
		cards, err := ownersCards(ctx, s, hits, full)
		if err != nil {
			return nil, err
		}
		ratings = make(map[int64]int, len(cards))
		for id, c := range cards {
			ratings[id] = int(math.Round(side.ownerRating(c) * 10))
		}
	}
	return slices.DeleteFunc(hits, func(h match.Hit) bool {
		l := full[h.ID]
		switch {
		case l == nil:
			return true
		case r.maxDetour >= 0 && h.DetourKm > r.maxDetour:
			return true
		case r.size != 0 && l.size > r.size: // a ride's listing has no size: the rides list takes any
			return true
		case r.vehicle != 0 && l.vehicle != 0 && l.vehicle != r.vehicle: // a parcel's has no vehicle
			return true
		}
		return r.minRating != 0 && ratings[l.owner] < r.minRating // unrated: 0
	}), nil
}

package views

import "ridepost/store"

// PriceSuggestion answers /api/prices/suggest (docs/product.md §5).
type PriceSuggestion struct {
	Suggested  int          `json:"suggested" description:"UAH: base(size) + perKm(size) × distance, rounded to 10."`
	DistanceKm int          `json:"distanceKm" description:"Great-circle kilometres between the two cities, rounded."`
	Typical    *TypicalCost `json:"typical" nullable:"true" description:"Null with fewer than 5 deliveries in 180 days."`
}

// TypicalCost is the middle half of what parcels of the size cost on the route lately.
type TypicalCost struct {
	Low   int `json:"low"`
	High  int `json:"high"`
	Count int `json:"count" description:"Deliveries of the size on the route in the last 180 days."`
}

// NewPriceSuggestion is the suggestion with the route's typical range, when it has one.
func NewPriceSuggestion(suggested int, km float64, typical *store.TypicalCost) PriceSuggestion {
	out := PriceSuggestion{Suggested: suggested, DistanceKm: int(km + 0.5)}
	if typical != nil {
		out.Typical = &TypicalCost{Low: typical.Low, High: typical.High, Count: typical.Count}
	}
	return out
}

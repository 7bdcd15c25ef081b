package views

import "ridepost/store"

// Health answers /healthz: ok, or unavailable when the database does not answer.
type Health struct {
	Status string `json:"status"`
}

// Housekeeping counts what the lifecycle rules changed (/dev/housekeeping).
type Housekeeping struct {
	ParcelsExpired  int `json:"parcelsExpired"`
	RidesExpired    int `json:"ridesExpired"`
	RequestsExpired int `json:"requestsExpired"`
	RidesCompleted  int `json:"ridesCompleted"`
}

// NewHousekeeping counts what a run of the rules changed.
func NewHousekeeping(done *store.Expired) Housekeeping {
	return Housekeeping{ParcelsExpired: len(done.Parcels), RidesExpired: len(done.Rides),
		RequestsExpired: len(done.Requests), RidesCompleted: done.Completed}
}

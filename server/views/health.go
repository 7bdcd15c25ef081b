package views

import "ridepost/store"

// Health answers /healthz: ok once the server is ready for traffic; unavailable, with the reason, while it is
// starting or when the database does not answer.
type Health struct {
	Status string `json:"status"`
	Reason string `json:"reason,omitempty"`
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

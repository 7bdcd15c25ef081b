package views

import (
	"strings"

	"ridepost/store"
)

// Ride is a ride as one user sees it.
type Ride struct {
	RideID             int64        `json:"rideId"`
	DriverID           int64        `json:"driverId"`
	VehicleID          int64        `json:"vehicleId"`
	Status             RideStatus   `json:"status"`
	DepartureAddress   Address      `json:"departureAddress"`
	DepartureDate      string       `json:"departureDate"`
	ArrivalAddress     Address      `json:"arrivalAddress"`
	ArrivalDate        *string      `json:"arrivalDate"`
	Capacity           int          `json:"capacity"`
	UsedCapacity       int          `json:"usedCapacity"`
	ParcelsTypes       []ParcelType `json:"parcelsTypes"`
	TotalCost          *int         `json:"totalCost,omitempty"`
	AcceptedParcelList []Accepted   `json:"acceptedParcelList"`
	HasRequests        bool         `json:"hasRequests"`
	PendingRequests    int          `json:"pendingRequests"`
	Vehicle            Vehicle      `json:"vehicle"`
	Driver             *PublicCard  `json:"driver,omitempty"`
	CreatedAt          string       `json:"createdAt"`
	SeriesID           *int64       `json:"seriesId" description:"The regular trip the ride belongs to; null for a single ride."`
	Series             *Series      `json:"series,omitempty" description:"The regular trip, for its driver."`
	Instant            bool         `json:"instant" description:"Instant booking: a sender's request that fits is approved as it is made."`
}

// ParcelTypesOf is the types of parcel r takes; none listed: any.
func ParcelTypesOf(r *store.Ride) []ParcelType {
	types := []ParcelType{}
	if r.ParcelTypes != "" {
		for t := range strings.SplitSeq(r.ParcelTypes, ",") {
			types = append(types, ParcelType(t))
		}
	}
	return types
}

// NewRide shows r to a: the plate and the total of the prices only to one who SeesSides (docs/product.md §2).
func NewRide(r *store.Ride, a Audience) Ride {
	types := ParcelTypesOf(r)
	out := Ride{
		RideID: r.ID, DriverID: r.DriverID, VehicleID: r.VehicleID, Status: RideStatus(r.Status),
		DepartureAddress: NewAddress(r.FromPlaceID, r.FromStreet), DepartureDate: r.DepartureAt,
		ArrivalAddress: NewAddress(r.ToPlaceID, r.ToStreet), ArrivalDate: nullString(r.ArrivalAt),
		Capacity: r.Capacity, UsedCapacity: r.Used, ParcelsTypes: types, HasRequests: r.HasRequests,
		AcceptedParcelList: []Accepted{}, Vehicle: NewVehicle(&r.Vehicle), CreatedAt: r.CreatedAt,
		SeriesID: nullInt(r.SeriesID), Instant: r.Instant,
	}
	if a.SeesSides() {
		total := r.TotalCost
		out.TotalCost = &total
	} else {
		out.Vehicle.IDNumber = ""
	}
	return out
}

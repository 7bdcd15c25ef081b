package views

import (
	"slices"

	"ridepost/store"
)

// Language is an interface language the app ships.
type Language string

// ParcelStatus is a parcel's state (docs/product.md §5).
type ParcelStatus string

// RideStatus is a ride's state (docs/product.md §5).
type RideStatus string

// RequestStatus is a delivery request's state (docs/product.md §5).
type RequestStatus string

// RequestDirection says who sent a request: the parcel's sender or a ride's driver.
type RequestDirection string

// ParcelType is what a parcel holds.
type ParcelType string

// ParcelSize is a parcel's size class.
type ParcelSize string

// VehicleType is a kind of vehicle a driver can add.
type VehicleType string

// CarModelType is the body of a car; "" for other vehicles.
type CarModelType string

var (
	languages         = []string{"en", "uk"}
	parcelStatuses    = []string{store.ParcelNew, store.ParcelAccepted, store.ParcelInTransit, store.ParcelDelivered, store.ParcelFailed, store.ParcelCancelled, store.ParcelExpired}
	rideStatuses      = []string{store.RidePlanned, store.RideInProgress, store.RideCompleted, store.RideCancelled, store.RideExpired}
	requestStatuses   = []string{store.RequestPending, store.RequestApproved, store.RequestDeclined, store.RequestCancelled, store.RequestExpired}
	requestDirections = []string{store.FromSender, store.FromDriver}
	parcelTypeNames   = []string{"documents", "clothing", "electronics", "furniture", "books", "toys", "food", "other"}
	parcelSizeNames   = []string{"S", "M", "L", "XL"}
	vehicleTypeNames  = []string{"car", "motorcycle", "scooter", "bicycle"}
	carModelNames     = []string{"van", "sedan", "minivan", "pickup", "roadster"}
)

// Enum lists the languages for the API's description.
func (Language) Enum() []any { return anys(languages) }

// Enum lists the statuses for the API's description.
func (ParcelStatus) Enum() []any { return anys(parcelStatuses) }

// Enum lists the statuses for the API's description.
func (RideStatus) Enum() []any { return anys(rideStatuses) }

// Enum lists the statuses for the API's description.
func (RequestStatus) Enum() []any { return anys(requestStatuses) }

// Enum lists the directions for the API's description.
func (RequestDirection) Enum() []any { return anys(requestDirections) }

// Enum lists the types for the API's description.
func (ParcelType) Enum() []any { return anys(parcelTypeNames) }

// Enum lists the sizes for the API's description.
func (ParcelSize) Enum() []any { return anys(parcelSizeNames) }

// Enum lists the types for the API's description.
func (VehicleType) Enum() []any { return anys(vehicleTypeNames) }

// Enum lists the bodies, and "" for other vehicles, for the API's description.
func (CarModelType) Enum() []any { return append(anys(carModelNames), "") }

// Valid tells whether l is a language the app ships.
func (l Language) Valid() bool { return slices.Contains(languages, string(l)) }

// Valid tells whether t is a parcel type.
func (t ParcelType) Valid() bool { return slices.Contains(parcelTypeNames, string(t)) }

// Valid tells whether s is a size class.
func (s ParcelSize) Valid() bool { return slices.Contains(parcelSizeNames, string(s)) }

// Valid tells whether t is a kind of vehicle.
func (t VehicleType) Valid() bool { return slices.Contains(vehicleTypeNames, string(t)) }

// Valid tells whether m names a car body ("" does not).
func (m CarModelType) Valid() bool { return slices.Contains(carModelNames, string(m)) }

func anys(values []string) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}

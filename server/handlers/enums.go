package handlers

import (
	"slices"

	"ridepost/store"
)

// The API's strings with fixed values. Each is a named type that lists its
// values for the OpenAPI description (jsonschema-go's Enum interface), so
// the frontend's generated types are their unions; the checks of input
// use the same lists.

// language is an interface language the app ships.
type language string

// parcelStatus is a parcel's state (PRODUCT.md §5).
type parcelStatus string

// rideStatus is a ride's state (PRODUCT.md §5).
type rideStatus string

// requestStatus is a delivery request's state (PRODUCT.md §5).
type requestStatus string

// requestDirection says who sent a request: the parcel's sender or a ride's driver.
type requestDirection string

// parcelType is what a parcel holds.
type parcelType string

// parcelSize is a parcel's size class.
type parcelSize string

// vehicleType is a kind of vehicle a driver can add.
type vehicleType string

// carModelType is the body of a car; "" for other vehicles.
type carModelType string

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

func (language) Enum() []any         { return anys(languages) }
func (parcelStatus) Enum() []any     { return anys(parcelStatuses) }
func (rideStatus) Enum() []any       { return anys(rideStatuses) }
func (requestStatus) Enum() []any    { return anys(requestStatuses) }
func (requestDirection) Enum() []any { return anys(requestDirections) }
func (parcelType) Enum() []any       { return anys(parcelTypeNames) }
func (parcelSize) Enum() []any       { return anys(parcelSizeNames) }
func (vehicleType) Enum() []any      { return anys(vehicleTypeNames) }
func (carModelType) Enum() []any     { return append(anys(carModelNames), "") }

func anys(values []string) []any {
	out := make([]any, len(values))
	for i, v := range values {
		out[i] = v
	}
	return out
}

// oneOf tells whether s is one of values.
func oneOf[T ~string](s T, values []string) bool { return slices.Contains(values, string(s)) }

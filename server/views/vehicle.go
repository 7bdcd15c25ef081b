package views

import "ridepost/store"

// Vehicle is a vehicle on the wire; VehicleId is capitalised so by contract.
type Vehicle struct {
	VehicleID   int64        `json:"VehicleId"`
	VehicleType VehicleType  `json:"vehicleType"`
	ModelType   CarModelType `json:"modelType"`
	ModelName   string       `json:"modelName"`
	IDNumber    string       `json:"idNumber"`
}

// NewVehicle shows a stored vehicle.
func NewVehicle(v *store.Vehicle) Vehicle {
	return Vehicle{VehicleID: v.ID, VehicleType: VehicleType(v.VehicleType), ModelType: CarModelType(v.ModelType), ModelName: v.ModelName, IDNumber: v.IDNumber}
}

// VehicleDeleted answers a deletion; VehicleId is capitalised so by contract.
type VehicleDeleted struct {
	VehicleID int64 `json:"VehicleId"`
}

package handlers

import (
	"net/http"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/labstack/echo/v4"

	"ridepost/server/views"
	"ridepost/store"
)

// checkVehicle validates a vehicle: model type for cars only; model name and
// plate required for cars and motorcycles only.
func checkVehicle(in views.Vehicle) (store.Vehicle, error) {
	f := fieldErrors{}
	v := store.Vehicle{VehicleType: string(in.VehicleType)}
	switch {
	case in.VehicleType == "":
		f.add("vehicleType", "required")
	case !in.VehicleType.Valid():
		f.add("vehicleType", "invalid")
	}
	if in.VehicleType == "car" {
		switch {
		case in.ModelType == "":
			f.add("modelType", "required")
		case !in.ModelType.Valid():
			f.add("modelType", "invalid")
		}
		v.ModelType = string(in.ModelType)
	}
	motor := in.VehicleType == "car" || in.VehicleType == "motorcycle"
	var code string
	v.ModelName, code = checkVehicleText(in.ModelName, 50, motor, false)
	f.add("modelName", code)
	v.IDNumber, code = checkVehicleText(in.IDNumber, 20, motor, true)
	f.add("idNumber", code)
	return v, f.err()
}

func checkVehicleText(raw string, max int, required, plate bool) (string, string) {
	s, code := cleanText(raw)
	switch {
	case code != "":
		return s, code
	case s == "" && required:
		return s, "required"
	case utf8.RuneCountInString(s) > max:
		return s, "too_long"
	}
	if plate {
		s = strings.ToUpper(s)
		for _, r := range s {
			if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != ' ' && r != '-' {
				return s, "invalid"
			}
		}
	}
	return s, ""
}

func (s *Handlers) vehicleList(c echo.Context) error {
	list, err := s.store.ListVehicles(c.Request().Context(), currentUser(c).ID)
	if err != nil {
		return err
	}
	out := make([]views.Vehicle, len(list))
	for i := range list {
		out[i] = views.NewVehicle(&list[i])
	}
	return c.JSON(http.StatusOK, out)
}

func (s *Handlers) vehicleCreate(c echo.Context) error {
	var req views.Vehicle
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	v, err := checkVehicle(req)
	if err != nil {
		return err
	}
	v.UserID = currentUser(c).ID
	created, err := s.store.CreateVehicle(c.Request().Context(), v)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusCreated, views.NewVehicle(created))
}

type vehicleRef struct {
	VehicleID int64 `json:"vehicleId"`
}

func (s *Handlers) vehicleDelete(c echo.Context) error {
	var req vehicleRef
	if err := bindJSON(c, &req); err != nil {
		return err
	}
	if req.VehicleID <= 0 {
		return fieldErrors{"vehicleId": "required"}.err()
	}
	err := s.store.DeleteVehicle(c.Request().Context(), currentUser(c).ID, req.VehicleID)
	if err != nil {
		return err
	}
	return c.JSON(http.StatusOK, views.VehicleDeleted(req))
}

// ForceRequestBody has the description keep this DELETE's JSON body.
func (vehicleRef) ForceRequestBody() {}

package server

import (
	"net/http"
	"strings"
	"testing"
	"time"
)

// driverWithCar is a verified user with one car; it returns the car's id.
func (a *testApp) driverWithCar(email string) (*client, any) {
	a.t.Helper()
	c := a.verifiedUser(email)
	expectStatus(a.t, c.do("POST", "/auth/signup/about-yourself", map[string]any{"name": "Petro", "surname": "Driver", "phone": "0501234567"}), http.StatusOK)
	v := c.do("POST", "/api/profile/vehicle", map[string]string{"vehicleType": "car", "modelType": "van", "modelName": "Ford Transit", "idNumber": "AA1234BB"})
	expectStatus(a.t, v, http.StatusCreated)
	return c, v.json["VehicleId"]
}

func validRide(vehicleID any) map[string]any {
	return map[string]any{
		"departureAddress": map[string]any{"placeId": kyivID, "street": "Metro Lisova"},
		"departureDate":    time.Now().Add(48 * time.Hour).UTC().Format(time.RFC3339),
		"arrivalAddress":   map[string]any{"placeId": lvivID},
		"capacity":         4,
		"parcelsTypes":     []string{"books", "documents"},
		"vehicleId":        vehicleID,
	}
}

func TestRideValidation(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c, car := app.driverWithCar("driver@example.com")
	_, otherCar := app.driverWithCar("other@example.com")
	ride := validRide(car)
	ride["vehicleId"] = 0
	tests := []struct {
		name  string
		body  map[string]any
		field string
		code  string
	}{
		{"no vehicle", ride, "vehicleId", "required"},
		{"someone else's vehicle", with(validRide(car), "vehicleId", otherCar), "vehicleId", "invalid"},
		{"no from", with(validRide(car), "departureAddress", map[string]any{}), "departureAddress.placeId", "required"},
		{"same city", with(validRide(car), "arrivalAddress", map[string]any{"placeId": kyivID}), "arrivalAddress.placeId", "same_city"},
		{"past departure", with(validRide(car), "departureDate", time.Now().Add(-time.Hour).Format(time.RFC3339)), "departureDate", "in_past"},
		{"far departure", with(validRide(car), "departureDate", time.Now().AddDate(1, 0, 2).Format(time.RFC3339)), "departureDate", "too_far"},
		{"bad departure", with(validRide(car), "departureDate", "soon"), "departureDate", "invalid"},
		{"arrival before departure", with(validRide(car), "arrivalDate", time.Now().Add(time.Hour).Format(time.RFC3339)), "arrivalDate", "before_departure"},
		{"no capacity", with(validRide(car), "capacity", nil), "capacity", "required"},
		{"zero capacity", with(validRide(car), "capacity", 0), "capacity", "out_of_range"},
		{"capacity 21", with(validRide(car), "capacity", 21), "capacity", "out_of_range"},
		{"bad parcel type", with(validRide(car), "parcelsTypes", []string{"gold"}), "parcelsTypes", "invalid"},
	}
	for _, tt := range tests {
		r := c.do("POST", "/api/rides", tt.body)
		expectStatus(t, r, http.StatusBadRequest)
		if got := r.field(tt.field); got != tt.code {
			t.Errorf("%s: field %s got %q, want %q (%s)", tt.name, tt.field, got, tt.code, r.body)
		}
	}
}

func TestRideCreateShowCancel(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c, car := app.driverWithCar("driver@example.com")
	body := validRide(car)
	body["departureDate"] = time.Now().Add(72 * time.Hour).In(kyiv).Format("2006-01-02T15:04")
	r := c.do("POST", "/api/rides", body)
	expectStatus(t, r, http.StatusCreated)
	id := jsonNumber(r.json["rideId"])
	if r.json["status"] != "Planned" || jsonNumber(r.json["capacity"]) != "4" || r.json["totalCost"].(float64) != 0 {
		t.Fatalf("ride: %s", r.body)
	}
	if v := r.json["vehicle"].(map[string]any); v["modelName"] != "Ford Transit" {
		t.Fatalf("vehicle: %v", v)
	}
	if dep := r.json["departureAddress"].(map[string]any); dep["cityUk"] != "Київ" || dep["street"] != "Metro Lisova" {
		t.Fatalf("departure: %v", dep)
	}
	list := decodeList(t, c.do("GET", "/api/rides", nil).body)
	if len(list) != 1 {
		t.Fatalf("my rides: %v", list)
	}
	accepted := c.do("GET", "/api/rides/"+id+"/accepted", nil)
	expectStatus(t, accepted, http.StatusOK)
	if accepted.body != "[]\n" {
		t.Fatalf("accepted: %q", accepted.body)
	}

	// The vehicle of a planned ride cannot be deleted.
	d := c.do("DELETE", "/api/profile/vehicle/delete", map[string]any{"vehicleId": r.json["vehicleId"]})
	expectStatus(t, d, http.StatusConflict)

	stranger := app.signUp("stranger@example.com")
	s := stranger.do("GET", "/api/rides/"+id, nil)
	expectStatus(t, s, http.StatusOK)
	if strings.Contains(s.body, "+380501234567") || strings.Contains(s.body, "driver@example.com") {
		t.Fatalf("stranger sees contacts: %s", s.body)
	}
	if drv := s.json["driver"].(map[string]any); drv["name"] != "Petro" || drv["surname"] != "D." {
		t.Fatalf("driver card: %v", drv)
	}
	expectStatus(t, stranger.do("GET", "/api/rides/"+id+"/accepted", nil), http.StatusNotFound)
	expectStatus(t, stranger.do("POST", "/api/rides/"+id+"/cancel", nil), http.StatusNotFound)

	cancel := c.do("POST", "/api/rides/"+id+"/cancel", nil)
	expectStatus(t, cancel, http.StatusOK)
	if cancel.json["status"] != "Cancelled" {
		t.Fatalf("cancel: %s", cancel.body)
	}
	expectStatus(t, c.do("POST", "/api/rides/"+id+"/cancel", nil), http.StatusConflict)
	expectStatus(t, stranger.do("GET", "/api/rides/"+id, nil), http.StatusNotFound)
	expectStatus(t, c.do("DELETE", "/api/profile/vehicle/delete", map[string]any{"vehicleId": r.json["vehicleId"]}), http.StatusOK)
}

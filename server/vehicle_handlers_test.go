package server

import (
	"net/http"
	"strings"
	"testing"
)

func TestVehicleValidation(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("garage@example.com")
	tests := []struct {
		name   string
		body   map[string]string
		fields map[string]string
	}{
		{"no type", map[string]string{}, map[string]string{"vehicleType": "required"}},
		{"unknown type", map[string]string{"vehicleType": "tank"}, map[string]string{"vehicleType": "invalid"}},
		{"car needs all", map[string]string{"vehicleType": "car"}, map[string]string{"modelType": "required", "modelName": "required", "idNumber": "required"}},
		{"car model type", map[string]string{"vehicleType": "car", "modelType": "bus", "modelName": "Skoda", "idNumber": "AA1234BB"}, map[string]string{"modelType": "invalid"}},
		{"motorcycle needs name and plate", map[string]string{"vehicleType": "motorcycle"}, map[string]string{"modelName": "required", "idNumber": "required"}},
		{"plate characters", map[string]string{"vehicleType": "motorcycle", "modelName": "Yamaha", "idNumber": "AA<script>"}, map[string]string{"idNumber": "invalid"}},
		{"long model name", map[string]string{"vehicleType": "bicycle", "modelName": strings.Repeat("x", 51)}, map[string]string{"modelName": "too_long"}},
		{"control character", map[string]string{"vehicleType": "bicycle", "modelName": "Trek\x07"}, map[string]string{"modelName": "invalid"}},
	}
	for _, tt := range tests {
		r := c.do("POST", "/api/profile/vehicle", tt.body)
		expectStatus(t, r, http.StatusBadRequest)
		for f, want := range tt.fields {
			if r.field(f) != want {
				t.Errorf("%s: field %s got %q, want %q (%s)", tt.name, f, r.field(f), want, r.body)
			}
		}
	}
}

func TestVehicleLifecycle(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("driver@example.com")
	r := c.do("GET", "/api/profile/vehicle", nil)
	expectStatus(t, r, http.StatusOK)
	if r.body != "[]\n" {
		t.Fatalf("empty garage: %q", r.body)
	}
	car := c.do("POST", "/api/profile/vehicle", map[string]string{"vehicleType": "car", "modelType": "sedan", "modelName": " Skoda Octavia ", "idNumber": "aa 1234 bb"})
	expectStatus(t, car, http.StatusCreated)
	if car.json["modelName"] != "Skoda Octavia" || car.json["idNumber"] != "AA 1234 BB" || car.json["VehicleId"] == nil {
		t.Fatalf("car: %s", car.body)
	}
	bike := c.do("POST", "/api/profile/vehicle", map[string]string{"vehicleType": "bicycle", "modelType": "sedan"})
	expectStatus(t, bike, http.StatusCreated)
	if bike.json["modelType"] != "" {
		t.Fatalf("a bicycle has no model type: %s", bike.body)
	}
	list := c.do("GET", "/api/profile/vehicle", nil)
	if n := len(decodeList(t, list.body)); n != 2 {
		t.Fatalf("garage: got %d vehicles, want 2", n)
	}

	carID := car.json["VehicleId"]
	stranger := app.signUp("thief@example.com")
	r = stranger.do("DELETE", "/api/profile/vehicle/delete", map[string]any{"vehicleId": carID})
	expectStatus(t, r, http.StatusNotFound)
	r = c.do("DELETE", "/api/profile/vehicle/delete", map[string]any{})
	expectStatus(t, r, http.StatusBadRequest)
	r = c.do("DELETE", "/api/profile/vehicle/delete", map[string]any{"vehicleId": carID})
	expectStatus(t, r, http.StatusOK)
	if r.json["VehicleId"] != carID {
		t.Fatalf("delete answer: %s", r.body)
	}
	expectStatus(t, c.do("DELETE", "/api/profile/vehicle/delete", map[string]any{"vehicleId": carID}), http.StatusNotFound)
	left := decodeList(t, c.do("GET", "/api/profile/vehicle", nil).body)
	if len(left) != 1 || left[0]["vehicleType"] != "bicycle" {
		t.Fatalf("garage after delete: %v", left)
	}
}

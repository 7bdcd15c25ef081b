package server

import (
	"net/http"
	"testing"
	"time"
)

func TestPersonalAnswersAreNotStored(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c := app.signUp("private@example.com")
	for _, path := range []string{"/api/profile", "/auth/session", "/api/parcels", "/api/nope"} {
		if r := c.do("GET", path, nil); r.header.Get("Cache-Control") != "no-store" {
			t.Errorf("%s: Cache-Control %q", path, r.header.Get("Cache-Control"))
		}
	}
	if r := app.client().do("GET", "/assets/app-abc1.js", nil); r.header.Get("Cache-Control") == "no-store" {
		t.Error("assets must stay cacheable")
	}
}

func TestUnknownAPIPathsAreJSON404s(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	anon := app.client()
	for _, path := range []string{"/api/nope", "/api/parcels/1/nope", "/api"} {
		r := anon.do("GET", path, nil)
		expectStatus(t, r, http.StatusNotFound)
		if r.errorCode() != "not_found" {
			t.Errorf("%s: %s", path, r.body)
		}
	}
}

func TestArrivalWithinAWeek(t *testing.T) {
	t.Parallel()
	app := newTestApp(t, nil)
	c, car := app.driverWithCar("week@example.com")
	dep := time.Now().Add(48 * time.Hour)
	for arrival, want := range map[time.Duration]string{7*24*time.Hour + time.Minute: "too_far", 7 * 24 * time.Hour: ""} {
		body := validRide(car)
		body["departureDate"] = dep.UTC().Format(time.RFC3339)
		body["arrivalDate"] = dep.Add(arrival).UTC().Format(time.RFC3339)
		r := c.do("POST", "/api/rides", body)
		if got := r.field("arrivalDate"); got != want {
			t.Errorf("arrival %v after departure: got %q (%d), want %q", arrival, got, r.status, want)
		}
	}
}

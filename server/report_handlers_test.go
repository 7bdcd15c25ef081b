package server

import (
	"net/http"
	"strconv"
	"strings"
	"testing"
)

func TestReportValidation(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	driverID, parcelID, rideID := toNumber(w.driver.userID(t)), toNumber(w.parcelID), toNumber(w.rideID)
	for _, tc := range []struct {
		body        map[string]any
		status      int
		code, field string
		fieldCode   string
	}{
		{map[string]any{"reason": "spam"}, 400, "invalid_input", "target", "required"},
		{map[string]any{"userId": nil, "reason": "spam"}, 400, "invalid_input", "target", "required"},
		{map[string]any{"userId": driverID, "parcelId": parcelID, "reason": "spam"}, 400, "invalid_input", "target", "ambiguous"},
		{map[string]any{"userId": 0, "reason": "spam"}, 400, "invalid_input", "userId", "invalid"},
		{map[string]any{"userId": driverID}, 400, "invalid_input", "reason", "required"},
		{map[string]any{"userId": driverID, "reason": "rude"}, 400, "invalid_input", "reason", "invalid"},
		{map[string]any{"userId": driverID, "reason": "spam", "details": strings.Repeat("x", 1001)}, 400, "invalid_input", "details", "too_long"},
		{map[string]any{"userId": driverID, "reason": "spam", "details": "nul\x00"}, 400, "invalid_input", "details", "invalid"},
		{map[string]any{"userId": 99999, "reason": "spam"}, 404, "not_found", "", ""},
		{map[string]any{"parcelId": 99999, "reason": "spam"}, 404, "not_found", "", ""},
		{map[string]any{"rideId": 99999, "reason": "spam"}, 404, "not_found", "", ""},
	} {
		r := w.sender.do("POST", "/api/reports", tc.body)
		expectStatus(t, r, tc.status)
		if r.errorCode() != tc.code || r.field(tc.field) != tc.fieldCode {
			t.Fatalf("%v: %s", tc.body, r.body)
		}
	}
	expectStatus(t, w.sender.do("POST", "/api/reports", "{"), http.StatusBadRequest)
	expectStatus(t, w.app.client().do("POST", "/api/reports", map[string]any{"rideId": rideID, "reason": "spam"}), http.StatusUnauthorized)
	for _, own := range []map[string]any{{"userId": driverID}, {"rideId": rideID}} {
		own["reason"] = "fraud"
		r := w.driver.do("POST", "/api/reports", own)
		expectStatus(t, r, http.StatusBadRequest)
		if r.errorCode() != "cannot_report_self" {
			t.Fatalf("report my own %v: %s", own, r.body)
		}
	}
	r := w.sender.do("POST", "/api/reports", map[string]any{"parcelId": parcelID, "reason": "other"})
	if r.errorCode() != "cannot_report_self" {
		t.Fatalf("report my own parcel: %s", r.body)
	}
}

func TestReportsCreatedAndLimited(t *testing.T) {
	t.Parallel()
	w := newRequestWorld(t)
	r := w.stranger.do("POST", "/api/reports", map[string]any{"rideId": toNumber(w.rideID), "reason": "prohibited", "details": "  Sells what may not be carried \n"})
	expectStatus(t, r, http.StatusCreated)
	if r.json["status"] != "open" || jsonNumber(r.json["rideId"]) != w.rideID || r.json["userId"] != nil || r.json["parcelId"] != nil ||
		r.json["details"] != "Sells what may not be carried" || jsonNumber(r.json["reporterId"]) != w.stranger.userID(t) || r.json["createdAt"] == "" {
		t.Fatalf("report: %s", r.body)
	}
	for range 9 {
		expectStatus(t, w.stranger.do("POST", "/api/reports", map[string]any{"parcelId": toNumber(w.parcelID), "reason": "spam"}), http.StatusCreated)
	}
	r = w.stranger.do("POST", "/api/reports", map[string]any{"userId": toNumber(w.sender.userID(t)), "reason": "abuse"})
	expectStatus(t, r, http.StatusTooManyRequests)
	if wait, err := strconv.Atoi(r.header.Get("Retry-After")); r.errorCode() != "rate_limited" || err != nil || wait < 23*3600 || wait > 24*3600 {
		t.Fatalf("the 11th report: %s (Retry-After %q)", r.body, r.header.Get("Retry-After"))
	}
	// The limit is the reporter's.
	expectStatus(t, w.sender.do("POST", "/api/reports", map[string]any{"rideId": toNumber(w.rideID), "reason": "spam"}), http.StatusCreated)
}

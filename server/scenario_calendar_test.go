package server

import (
	"fmt"
	"net/http"
	"testing"
	"time"
)

// docs/product.md §6: the handover (its sender and driver) and a driver's ride as iCalendar events, Kyiv time,
// downloadable by those who see them in the app, with nothing they may not see.
func TestCalendarScenarios(t *testing.T) {
	t.Parallel()
	w := newScenarioWorld(t)
	handover, ride := "/api/parcels/{parcel}/handover.ics", "/api/rides/{ride}/calendar.ics"
	at := time.Now().Add(47 * time.Hour).UTC().Truncate(time.Minute)
	local := at.In(kyiv).Format("20060102T150405")
	w.run(t, []scenario{
		{name: "anonymous: the handover", as: "anonymous", method: "GET", path: handover, status: http.StatusUnauthorized},
		{name: "anonymous: the ride", as: "anonymous", method: "GET", path: ride, status: http.StatusUnauthorized},
		{name: "a stranger's parcel", as: "stranger", method: "GET", path: handover, status: http.StatusNotFound},
		{name: "the driver, before approving", as: "driver", method: "GET", path: handover, status: http.StatusNotFound},
		{name: "the sender, before any handover", as: "sender", method: "GET", path: handover, status: http.StatusConflict,
			code: "invalid_state"},
		{name: "no such parcel", as: "sender", method: "GET", path: "/api/parcels/999999/handover.ics", status: http.StatusNotFound},
		{name: "the driver approves", as: "driver", method: "POST", path: "/api/requests/{request}/approve", status: http.StatusOK},
		{name: "the sender's handover: at the ride's departure from the parcel's street, a link back", as: "sender",
			method: "GET", path: handover, status: http.StatusOK,
			want: []string{"BEGIN:VCALENDAR\r\n", "BEGIN:VTIMEZONE", "TZID:Europe/Kyiv", "DTSTART;TZID=Europe/Kyiv:",
				"SUMMARY:Parcel handover: Zhytomyr → Rivne", "LOCATION:Zhytomyr", "URL:http://ridepost.test/parcel/{parcel}"},
			unwant: []string{recipientPhone, senderPhone, driverPhone, "ivan@example.com"}},
		{name: "the driver plans the pickup: the sender is told", as: "driver", method: "PUT", path: "/api/parcels/{parcel}/pickup-plan",
			body: map[string]any{"at": at.Format(time.RFC3339), "place": "Bus station gate 3"}, status: http.StatusOK,
			notifies: to{"sender": "pickup_planned"}},
		{name: "the driver's handover follows the plan", as: "driver", method: "GET", path: handover, status: http.StatusOK,
			want: []string{"DTSTART;TZID=Europe/Kyiv:" + local, "LOCATION:Bus station gate 3"}},
		{name: "the sender's too", as: "sender", method: "GET", path: handover, status: http.StatusOK,
			want: []string{"DTSTART;TZID=Europe/Kyiv:" + local}, notifies: to{"sender": "", "driver": ""}},
		{name: "a stranger still sees nothing", as: "stranger", method: "GET", path: handover, status: http.StatusNotFound},
		{name: "the ride is its driver's alone: not the sender's", as: "sender", method: "GET", path: ride, status: http.StatusNotFound},
		{name: "nor a stranger's", as: "stranger", method: "GET", path: ride, status: http.StatusNotFound},
		{name: "no such ride", as: "driver", method: "GET", path: "/api/rides/999999/calendar.ics", status: http.StatusNotFound},
		{name: "the driver's ride: from the meeting point, with its parcels", as: "driver", method: "GET", path: ride,
			status: http.StatusOK, want: []string{"SUMMARY:Ride Kyiv → Lviv", `LOCATION:Metro Lisova\, Kyiv`,
				"DTEND;TZID=Europe/Kyiv:", "1 of 4", fmt.Sprintf("/ride/%s", "{ride}"), "UID:ride-{ride}@ridepost"},
			unwant: []string{senderPhone, recipientPhone, "AA1234"}},
		{name: "the driver reads Ukrainian", as: "driver", method: "PUT", path: "/api/profile/language",
			body: map[string]any{"language": "uk"}, status: http.StatusOK},
		{name: "…and the ride's event is in it", as: "driver", method: "GET", path: ride, status: http.StatusOK,
			want: []string{"SUMMARY:Поїздка Київ → Львів"}},
	})
}

package calendar

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

func TestWriteIsKyivTimeWithItsZone(t *testing.T) {
	kyiv, err := time.LoadLocation(Zone)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Date(2030, 7, 12, 6, 30, 0, 0, time.UTC) // 09:30 in Kyiv, summer time
	var b bytes.Buffer
	err = Write(&b, Event{UID: "parcel-7@ridepost", Summary: "Parcel handover: Kyiv → Lviv", Location: "Metro Lisova, Kyiv",
		URL: "https://ridepost.example/parcel/7", Start: start, End: start.Add(30 * time.Minute), Stamp: start}, kyiv)
	if err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, want := range []string{"BEGIN:VCALENDAR\r\n", "VERSION:2.0", "BEGIN:VTIMEZONE", "TZID:Europe/Kyiv", "TZOFFSETTO:+0300",
		"DTSTART;TZID=Europe/Kyiv:20300712T093000", "DTEND;TZID=Europe/Kyiv:20300712T100000", "UID:parcel-7@ridepost",
		`LOCATION:Metro Lisova\, Kyiv`, "URL:https://ridepost.example/parcel/7", "SUMMARY:Parcel handover: Kyiv → Lviv",
		"END:VCALENDAR"} {
		if !strings.Contains(out, want) {
			t.Errorf("%q not in\n%s", want, out)
		}
	}
	for i, line := range strings.Split(strings.TrimSuffix(out, "\r\n"), "\r\n") {
		if len(line) > 75 {
			t.Errorf("line %d is %d octets, more than RFC 5545's 75: %q", i, len(line), line)
		}
	}
}

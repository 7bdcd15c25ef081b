// Package calendar writes an event as an iCalendar file (RFC 5545) in Kyiv's time, for a calendar app to add.
package calendar

import (
	"io"
	"time"

	ics "github.com/arran4/golang-ical"
)

// Zone is the time zone every event is written in (docs/product.md §6).
const Zone = "Europe/Kyiv"

// Event is one thing to put in a calendar.
type Event struct {
	UID         string // stable, so that adding it again updates the same event
	Summary     string
	Description string
	Location    string
	URL         string // the link back to the app
	Start, End  time.Time
	Stamp       time.Time // when this version of the event was made
}

const localLayout = "20060102T150405"

// Write writes ev as a calendar of one event, its times local to Kyiv with the zone's rules beside them.
func Write(w io.Writer, ev Event, kyiv *time.Location) error {
	cal := ics.NewCalendarFor("Ridepost")
	cal.SetMethod(ics.MethodPublish)
	cal.AddVTimezone(kyivZone())
	e := cal.AddEvent(ev.UID)
	e.SetDtStampTime(ev.Stamp)
	e.SetProperty(ics.ComponentPropertyDtStart, ev.Start.In(kyiv).Format(localLayout), ics.WithTZID(Zone))
	e.SetProperty(ics.ComponentPropertyDtEnd, ev.End.In(kyiv).Format(localLayout), ics.WithTZID(Zone))
	e.SetSummary(ev.Summary)
	if ev.Description != "" {
		e.SetDescription(ev.Description)
	}
	if ev.Location != "" {
		e.SetLocation(ev.Location)
	}
	if ev.URL != "" {
		e.SetURL(ev.URL)
	}
	return cal.SerializeTo(w, ics.WithNewLineWindows) // RFC 5545 lines end in CRLF
}

// kyivZone is Europe/Kyiv's VTIMEZONE: Eastern European Time, summer time from the last Sunday of March at 03:00
// to the last Sunday of October at 04:00 (the rules in force since 1997).
func kyivZone() *ics.VTimezone {
	tz := ics.NewTimezone(Zone)
	rule := func(c *ics.ComponentBase, start, from, to, name, month string) {
		c.AddProperty(ics.ComponentPropertyDtStart, start)
		c.AddProperty(ics.ComponentProperty(ics.PropertyTzoffsetfrom), from)
		c.AddProperty(ics.ComponentProperty(ics.PropertyTzoffsetto), to)
		c.AddProperty(ics.ComponentProperty(ics.PropertyTzname), name)
		c.AddProperty(ics.ComponentPropertyRrule, "FREQ=YEARLY;BYMONTH="+month+";BYDAY=-1SU")
	}
	daylight := &ics.Daylight{}
	rule(&daylight.ComponentBase, "19970330T030000", "+0200", "+0300", "EEST", "3")
	standard := &ics.Standard{}
	rule(&standard.ComponentBase, "19971026T040000", "+0300", "+0200", "EET", "10")
	tz.Components = append(tz.Components, daylight, standard)
	return tz
}

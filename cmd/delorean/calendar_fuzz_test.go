package main

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/spf13/cobra"
)

// FuzzCalendarFlags: no --start, --tz, --sunrise, --sunset, --hours,
// --duration, --lat or --lon makes the calendar's reading panic; every
// refusal names the flag it is about; and what is accepted is a calendar
// the exploration can use (a start within the day, a positive horizon of
// at most 2^32 s, sun times within the day, a real date), read the same
// way twice.
func FuzzCalendarFlags(f *testing.F) {
	for _, s := range [][6]string{
		{"09:00", "", "", "", "1", ""},
		{"2026-06-21T21:00", "Europe/Berlin", "", "", "", "90m"},
		{"2026-10-25T02:30+01:00", "Europe/Berlin", "06:00..07:30", "19:00", "0.5", ""},
		{"2026-03-29T01:59:59", "America/New_York", "", "", "48", ""},
		{"2026-02-30T10:00", "", "19:00", "06:00", "", "1h30m"},
		{"25:00", "Mars/Olympus", "6", "", "-1", "0s"},
	} {
		f.Add(s[0], s[1], s[2], s[3], s[4], s[5], 0.0, 0.0)
	}
	f.Add("2026-12-21T16:00", "Europe/Oslo", "", "", "24", "", 59.9, 10.7)
	f.Add("2026-06-21T00:00", "UTC", "", "", "", "1h", 89.9, 0.0)
	p, err := frontends.Load("../../programs/isy/evening.isy") // reads the time of day and the sun
	if err != nil {
		f.Fatal(err)
	}
	read := func(start, tz, rise, set, hours, duration string, lat, lon float64) ([]ta.Calendar, error) {
		var c calendarFlags
		cmd := &cobra.Command{Use: "explore"}
		c.register(cmd)
		for _, fl := range []struct{ name, val string }{{"start", start}, {"tz", tz}, {"sunrise", rise}, {"sunset", set}, {"hours", hours}, {"duration", duration}} {
			if fl.val != "" {
				if err := cmd.Flags().Set(fl.name, fl.val); err != nil {
					return nil, err
				}
			}
		}
		if lat != 0 || lon != 0 {
			cmd.Flags().Set("lat", strconv.FormatFloat(lat, 'g', -1, 64))
			cmd.Flags().Set("lon", strconv.FormatFloat(lon, 'g', -1, 64))
		}
		cal, err := c.calendar(p)
		if err != nil {
			return nil, err
		}
		return c.sunCalendars(p, explore.Config{}, cal, true)
	}
	f.Fuzz(func(t *testing.T, start, tz, rise, set, hours, duration string, lat, lon float64) {
		cals, err := read(start, tz, rise, set, hours, duration, lat, lon)
		if err != nil {
			if !strings.Contains(err.Error(), "--") && !strings.Contains(err.Error(), "sun") {
				t.Fatalf("a refusal that names no flag: %v", err)
			}
			return
		}
		again, err := read(start, tz, rise, set, hours, duration, lat, lon)
		if err != nil || !reflect.DeepEqual(cals, again) {
			t.Fatalf("read twice, two answers: %v", err)
		}
		for _, cal := range cals {
			switch {
			case cal.Start < 0 || cal.Start >= ta.SecondsPerDay:
				t.Fatalf("start %d outside the day", cal.Start)
			case cal.Horizon <= 0 || cal.Horizon > 1<<32:
				t.Fatalf("horizon %d", cal.Horizon)
			case cal.Sunrise < 0 || cal.Sunrise >= ta.SecondsPerDay || cal.Sunset < 0 || cal.Sunset >= ta.SecondsPerDay:
				t.Fatalf("sun times %d, %d outside the day", cal.Sunrise, cal.Sunset)
			case cal.DateKnown && (cal.Date.Month < 1 || cal.Date.Month > 12 || cal.Date.Day < 1 || cal.Date.Day > 31):
				t.Fatalf("date %+v", cal.Date)
			}
		}
	})
}

package sun_test

import (
	"reflect"
	"testing"
	"time"
	_ "time/tzdata" // the almanac tests need time zones wherever they run

	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// parseChecked parses and checks a program the test relies on.
func parseChecked(t *testing.T, file, src string) *ta.Program {
	t.Helper()
	p, err := syntax.Parse(file, []byte(src))
	if err != nil {
		t.Fatalf("parse %s: %v", file, err)
	}
	if err := ta.Check(p); err != nil {
		t.Fatalf("check %s: %v", file, err)
	}
	return p
}

// P9-2's shape: the porch light goes on at sunset + 30 min and another rule
// turns it off at 19:45; sunsets in 19:00..20:30 fall in three classes as
// sunset + 30m is before, at, or after 19:45 (cut at 19:15), and the
// horizon's end (02:00 from a 18:00 start) cuts nothing in the range.
func TestSunCalendars(t *testing.T) {
	p := parseChecked(t, "sun.ta", `var lit: bool
rule A at sunset + 30m { lit = true }
rule B at 19:45 { lit = false }
rule C at 02:00 { lit = false }
`)
	cals, err := sun.Calendars(p, ta.Calendar{Start: 18 * 3600, Horizon: 8 * 3600, Sunrise: 6 * 3600}, ta.SunRange{From: 6 * 3600, To: 6 * 3600}, ta.SunRange{From: 19 * 3600, To: 20*3600 + 1800})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, c := range cals {
		got = append(got, ta.FormatClockTime(c.Sunset))
	}
	// [19:00, 19:15) -> 19:00, 19:15 itself, (19:15, 20:30] -> 19:16.
	want := []string{"19:00", "19:15", "19:16"}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("sunset classes %v, want %v", got, want)
	}
	// A program that does not read sunset has one class.
	q := parseChecked(t, "sun.ta", "var lit: bool\nrule A at 19:45 { lit = false }\n")
	cals, _ = sun.Calendars(q, ta.Calendar{Start: 18 * 3600, Horizon: 3600}, ta.SunRange{From: 6 * 3600, To: 7 * 3600}, ta.SunRange{From: 19 * 3600, To: 20 * 3600})
	if len(cals) != 1 {
		t.Fatalf("%d classes for a program that ignores the sun", len(cals))
	}
}

// Sunrise and sunset from the solar position equations, against almanac
// times (timeanddate.com / NOAA's calculator, to the minute; the
// equations are good to about a minute at these latitudes).
func TestSunTimes(t *testing.T) {
	load := func(name string) *time.Location {
		loc, err := time.LoadLocation(name)
		if err != nil {
			t.Fatal(err)
		}
		return loc
	}
	tests := []struct {
		place     string
		lat, lon  float64
		date      string
		tz        string
		rise, set string
	}{
		{"London", 51.5074, -0.1278, "2024-06-20", "Europe/London", "04:43", "21:21"},
		{"London", 51.5074, -0.1278, "2024-12-21", "Europe/London", "08:04", "15:53"},
		{"New York", 40.7128, -74.0060, "2024-06-20", "America/New_York", "05:25", "20:31"},
		{"Sydney", -33.8688, 151.2093, "2024-06-21", "Australia/Sydney", "07:00", "16:54"},
	}
	for _, tc := range tests {
		d, _ := time.Parse("2006-01-02", tc.date)
		rise, set, err := sun.Times(tc.lat, tc.lon, d, load(tc.tz))
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			got  int64
			want string
		}{{rise, tc.rise}, {set, tc.set}} {
			w, _ := ta.ParseClockTime(c.want)
			if diff := c.got - w; diff < -120 || diff > 120 {
				t.Errorf("%s %s: %s, almanac %s", tc.place, tc.date, ta.FormatClockTime(c.got), c.want)
			}
		}
	}
	if _, _, err := sun.Times(78.2, 15.6, time.Date(2024, 6, 21, 0, 0, 0, 0, time.UTC), time.UTC); err == nil {
		t.Error("the midnight sun in Svalbard has a sunset")
	}
}

package interp

import (
	"reflect"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// A window on dates holds on the local dates it names, from one local
// midnight to the next: Home Assistant's now() is the local time
// (util/dt.py, now: datetime.now(time_zone)), and now().day, .month and
// .year are its date's. The expected intervals are counted by hand from
// the calendar: a run from 2026-01-31 23:00 sees the 31st of January for
// an hour and then the 1st of February; one from 2026-12-31 23:00 goes
// into 2027; one across the night the clocks go forward (Europe/Berlin,
// 2026-03-29 02:00 -> 03:00) has a 23-hour 29th.
func TestBindDates(t *testing.T) {
	const h = 3600
	jan31 := ta.CivilDate{Year: 2026, Month: 1, Day: 31}
	dated := func(start int64, d ta.CivilDate, horizon int64) ta.Calendar {
		return ta.Calendar{Start: start, Horizon: horizon, Date: d, DateKnown: true, Weekday: d.Weekday(), DayKnown: true}
	}
	cases := []struct {
		name string
		cond string
		cal  ta.Calendar
		want []Interval
	}{
		{"the 31st, then not", "time in 00:00..00:00 on day.31", dated(23*h, jan31, 3*h),
			[]Interval{{Lo: 0, Hi: h, HiOpen: true}}},
		{"the 1st after midnight", "time in 00:00..00:00 on day.1", dated(23*h, jan31, 3*h),
			[]Interval{{Lo: h, Hi: 3 * h}}},
		{"January, then February", "time in 00:00..00:00 on Jan", dated(23*h, jan31, 3*h),
			[]Interval{{Lo: 0, Hi: h, HiOpen: true}}},
		{"February", "time in 00:00..00:00 on Feb", dated(23*h, jan31, 3*h),
			[]Interval{{Lo: h, Hi: 3 * h}}},
		{"the 1st of February, a Sunday", "time in 00:00..00:00 on Sun, day.1, Feb", dated(23*h, jan31, 3*h),
			[]Interval{{Lo: h, Hi: 3 * h}}},
		{"the 1st of February, not a Monday", "time in 00:00..00:00 on Mon, day.1, Feb", dated(23*h, jan31, 3*h),
			nil},
		{"every third day", "time in 00:00..00:00 on day.3, day.6, day.9, day.12, day.15, day.18, day.21, day.24, day.27, day.30",
			dated(12*h, ta.CivilDate{Year: 2026, Month: 2, Day: 26}, 4*24*h),
			// Feb 26 noon: the 27th from 12 h, Mar 3 from 4 days and 12 h
			// (Feb has 28 days in 2026), past the horizon's end at 4 days.
			[]Interval{{Lo: 12 * h, Hi: 36 * h, HiOpen: true}}},
		{"the year", "time in 00:00..00:00 on year.2027", dated(23*h, ta.CivilDate{Year: 2026, Month: 12, Day: 31}, 2*h),
			[]Interval{{Lo: h, Hi: 2 * h}}},
		{"years", "time in 00:00..00:00 on year.2020_2026", dated(23*h, ta.CivilDate{Year: 2026, Month: 12, Day: 31}, 2*h),
			[]Interval{{Lo: 0, Hi: h, HiOpen: true}}},
		{"a window on a date", "time in 22:00..02:00 on day.1", dated(20*h, ta.CivilDate{Year: 2026, Month: 3, Day: 1}, 30*h),
			// The window opened on the 1st at 22:00 runs to the 2nd at
			// 02:00; the 2nd's own is not the 1st's.
			[]Interval{{Lo: 2 * h, Hi: 6 * h, HiOpen: true}}},
		{"a 23-hour day", "time in 00:00..00:00 on day.29", func() ta.Calendar {
			c := dated(0, ta.CivilDate{Year: 2026, Month: 3, Day: 29}, 26*h)
			c.Changes = []ta.ClockChange{{At: 2 * h, By: h}}
			return c
		}(), []Interval{{Lo: 0, Hi: 23 * h, HiOpen: true}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := parseChecked(t, "dates.ta", "var b: bool\nevent E\nrule R on E { if "+c.cond+" { b = true } }")
			b, err := Bind(p, c.cal)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(b.Tods[0], c.want) {
				t.Fatalf("%s: %+v, want %+v", c.cond, b.Tods[0], c.want)
			}
		})
	}
}

// A program that reads the date needs the start's; a date and a day of
// the week that disagree are refused.
func TestBindDatesNeedDate(t *testing.T) {
	p := parseChecked(t, "dates.ta", "var b: bool\nevent E\nrule R on E { if time in 00:00..00:00 on day.1 { b = true } }")
	if _, err := Bind(p, ta.Calendar{Horizon: 3600, DayKnown: true}); err == nil || !strings.Contains(err.Error(), "depends on the date") {
		t.Fatalf("no date: %v", err)
	}
	d := ta.CivilDate{Year: 2026, Month: 1, Day: 31} // a Saturday
	if _, err := Bind(p, ta.Calendar{Horizon: 3600, Date: d, DateKnown: true, Weekday: 0, DayKnown: true}); err == nil || !strings.Contains(err.Error(), "is a Saturday") {
		t.Fatalf("a Saturday read as a Monday: %v", err)
	}
	if !p.UsesDates() {
		t.Fatal("UsesDates is false for a window on day.1")
	}
}

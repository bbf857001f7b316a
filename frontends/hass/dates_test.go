package hass_test

import (
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// now()'s date is the local date (util/dt.py, now: datetime.now(
// DEFAULT_TIME_ZONE)); .day, .month and .year are Python's datetime
// fields, the day of the month from 1 and the month from 1 (January).
// Each case runs at 23:30 and at 00:30 the next day (switch.x where the
// template holds, switch.y where not), from a start whose date is given;
// the outcomes are the calendar's, by hand: 2026-01-31 is followed by
// 2026-02-01, 2026-02-28 by 2026-03-01 (2026 is no leap year), 2026-12-31
// by 2027-01-01, and on 2026-03-29 in Berlin the clocks go forward at
// 02:00, so the day is 23 hours long.
func TestTemplateDates(t *testing.T) {
	cal := func(d ta.CivilDate) ta.Calendar {
		return ta.Calendar{Start: 23 * hour, Horizon: 2 * hour, Sunrise: 6 * hour, Sunset: 18 * hour,
			Date: d, DateKnown: true, Weekday: d.Weekday(), DayKnown: true}
	}
	jan31 := ta.CivilDate{Year: 2026, Month: 1, Day: 31}
	feb28 := ta.CivilDate{Year: 2026, Month: 2, Day: 28}
	dec31 := ta.CivilDate{Year: 2026, Month: 12, Day: 31}
	feb26 := ta.CivilDate{Year: 2026, Month: 2, Day: 26}
	const before, after = "violated at 23:30:00", "violated at 00:30:00"
	times := []string{"23:30:00", "00:30:00"}
	for _, c := range []struct {
		name         string
		tpl          string
		cal          ta.Calendar
		wantX, wantY string
	}{
		{"the 31st, then the 1st", "{{ now().day == 31 }}", cal(jan31), before, after},
		{"the 1st after midnight", "{{ now().day == 1 }}", cal(jan31), after, before},
		{"January, then February", "{{ now().month == 1 }}", cal(jan31), before, after},
		{"February after midnight", "{{ now().month == 2 and now().day == 1 }}", cal(jan31), after, before},
		// Corpus 01: every third day.
		{"day % 3 on the 26th and the 27th", "{{ now().day % 3 == 0 }}", cal(feb26), after, before},
		// Corpus 12: spring to autumn, with the automation's variables.
		{"from March", "{{ now().month >= spring and now().month <= autumn }}", cal(feb28), after, before},
		{"the year", "{{ now().year == 2027 }}", cal(dec31), after, before},
		{"years before", "{{ now().year < 2027 and now().year >= 2020 }}", cal(dec31), before, after},
		// today_at's date is today's (extensions/datetime.py, today_at).
		{"today_at's day", "{{ today_at('10:00').day == 31 }}", cal(jan31), before, after},
		{"the day the clocks go forward", "{{ now().day == 29 }}", func() ta.Calendar {
			c := cal(ta.CivilDate{Year: 2026, Month: 3, Day: 29})
			// From 01:00; at 02:00 (an hour in) the clocks read 03:00,
			// so the 29th ends 22 hours in, 23:30 is 21.5 hours in and
			// the 30th's 00:30 22.5.
			c.Start, c.Horizon = hour, 24*hour
			c.Changes = []ta.ClockChange{{At: hour, By: hour}}
			return c
		}(), before, after},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := timed(times, c.tpl, "")
			src = src[:len("- alias: T\n")] + "  variables: {spring: 3, autumn: 9}\n" + src[len("- alias: T\n"):]
			got := exactly(t, src, offInv, c.cal)
			if got["x"] != c.wantX || got["y"] != c.wantY {
				t.Errorf("x %s, y %s; want x %s, y %s", got["x"], got["y"], c.wantX, c.wantY)
			}
		})
	}
}

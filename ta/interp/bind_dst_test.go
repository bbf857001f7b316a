package interp

import (
	"math/big"
	"reflect"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// The two days Europe/Berlin changes its clocks in 2026, from local
// midnight (ta's TestLocalClockAgainstGoTime checks these changes against
// Go's time package): spring forward at 02:00 CET, 2 h after midnight;
// fall back at 03:00 CEST, 3 h after midnight.
func berlinSpring(hzn int64) ta.Calendar {
	return ta.Calendar{Horizon: hzn, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800, UTCOffset: 3600,
		Changes: []ta.ClockChange{{At: 7200, By: 3600}}}
}

func berlinFall(hzn int64) ta.Calendar {
	return ta.Calendar{Horizon: hzn, Sunrise: 6*3600 + 1800, Sunset: 18*3600 + 1800, UTCOffset: 7200,
		Changes: []ta.ClockChange{{At: 10800, By: -3600}}}
}

// Schedules on the days the clocks change, by hand from the changes. A
// time of day the clocks go forward over never comes that day and one
// they go back over comes in each fold: Home Assistant's time trigger
// (components/homeassistant/triggers/time.py: async_track_time_change at
// the time's hour, minute and second) finds its next time with
// util/dt.py find_next_time_expression_time, which skips a time that does
// not exist ("don't run on 28 mar") and, in the repeated hour, returns the
// time in the second fold after the first (`check_result.replace(fold=1)`);
// tests/helpers/test_event.py test_periodic_task_leaving_dst has 02:30
// fire at 02:30+02:00 and again at 02:30+01:00, and
// test_periodic_task_entering_dst has it not fire on the spring day. A
// time_pattern ticks at every local time that matches, so every 5 minutes
// of real time across both changes (test_periodic_task_leaving_dst_2:
// minute 30 fires at 02:30+02:00, 02:30+01:00 and 03:30+01:00). A sun
// time is the sun's instant plus its offset in real seconds (helpers/sun.py
// get_location_astral_event_next: `getattr(location, event)(...) + offset`).
func TestBindSchedulesAcrossClockChanges(t *testing.T) {
	const h, m = 3600, 60
	every5 := func(from, to int64) []int64 {
		var out []int64
		for x := from; x <= to; x += 5 * m {
			out = append(out, x)
		}
		return out
	}
	tests := []struct {
		name    string
		trigger string
		cal     ta.Calendar
		want    []int64
	}{
		{"02:30 does not exist in spring", "at 02:30", berlinSpring(6 * h), nil},
		{"02:30 twice in the fall", "at 02:30", berlinFall(6 * h), []int64{2*h + 30*m, 3*h + 30*m}},
		{"05:00 CEST is 4 h after midnight CET", "at 05:00", berlinSpring(6 * h), []int64{4 * h}},
		{"05:00 CET is 6 h after midnight CEST", "at 05:00", berlinFall(6 * h), []int64{6 * h}},
		{"the spring day is 23 hours long", "at 00:00", berlinSpring(30 * h), []int64{0, 23 * h}},
		{"the fall day is 25 hours long", "at 00:00", berlinFall(30 * h), []int64{0, 25 * h}},
		{"every 5 minutes of real time in spring", "every 5m", berlinSpring(6 * h), every5(0, 6*h)},
		{"every 5 minutes of real time in the fall", "every 5m", berlinFall(6 * h), every5(0, 6*h)},
		{"every hour, both 02:00s in the fall", "every 1h", berlinFall(6 * h), []int64{0, h, 2 * h, 3 * h, 4 * h, 5 * h, 6 * h}},
		{"every hour, no 02:00 in spring", "every 1h", berlinSpring(6 * h), []int64{0, h, 2 * h, 3 * h, 4 * h, 5 * h, 6 * h}},
		// Sunrise 06:30 CEST is 5.5 h in; 5 real hours before it is 00:30
		// CET, not 01:30 (06:30 less 5 h on the local clock).
		{"sunrise - 5h in spring", "at sunrise - 5h", berlinSpring(6 * h), []int64{30 * m}},
		// Sunrise 06:30 CET is 7.5 h in; 5 real hours before it is the
		// first 02:30 (CEST).
		{"sunrise - 5h in the fall", "at sunrise - 5h", berlinFall(8 * h), []int64{2*h + 30*m}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			p := parseChecked(t, "sched.ta", "var b: bool\nrule R "+tc.trigger+" { b = true }")
			b, err := Bind(p, tc.cal)
			if err != nil {
				t.Fatal(err)
			}
			if got := b.Occur[0]; !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("occurrences %v, want %v", got, tc.want)
			}
		})
	}
}

// Time-of-day conditions on the days the clocks change, by hand: Home
// Assistant's time condition compares the local time of day
// (helpers/condition.py, time: `now_time = now.time()`, then
// `after <= now_time < before`), so it holds wherever the local clock is
// in the window: not at all in the skipped hour, in both folds of the
// repeated one.
func TestBindConditionsAcrossClockChanges(t *testing.T) {
	const h, m = 3600, 60
	tests := []struct {
		cond string
		cal  ta.Calendar
		want []Interval
	}{
		{"time in 02:15..02:45", berlinSpring(6 * h), nil},
		{"time in 02:15..02:45", berlinFall(6 * h), ivs(
			Interval{Lo: 2*h + 15*m, Hi: 2*h + 45*m, HiOpen: true},
			Interval{Lo: 3*h + 15*m, Hi: 3*h + 45*m, HiOpen: true})},
		// 01:00 CET to 04:00 CEST: 2 real hours.
		{"time in 01:00..04:00", berlinSpring(6 * h), ivs(Interval{Lo: h, Hi: 3 * h, HiOpen: true})},
		// 01:00 CEST to 04:00 CET: 4 real hours.
		{"time in 01:00..04:00", berlinFall(6 * h), ivs(Interval{Lo: h, Hi: 5 * h, HiOpen: true})},
		// From 03:00 CEST, the first local time after 02:30 in spring.
		{"time >= 02:30", berlinSpring(6 * h), ivs(Interval{Lo: 2 * h, Hi: 6 * h})},
		// The first 02:30 to the change, then the second 02:30 on.
		{"time >= 02:30", berlinFall(6 * h), ivs(
			Interval{Lo: 2*h + 30*m, Hi: 3 * h, HiOpen: true},
			Interval{Lo: 3*h + 30*m, Hi: 6 * h})},
		{"time < 02:30", berlinSpring(6 * h), ivs(Interval{Lo: 0, Hi: 2 * h, HiOpen: true})},
		{"time < 02:30", berlinFall(6 * h), ivs(
			Interval{Lo: 0, Hi: 2*h + 30*m, HiOpen: true},
			Interval{Lo: 3 * h, Hi: 3*h + 30*m, HiOpen: true})},
		// A window across midnight on the fall day: 22:00 the day
		// before (CEST) until 01:00 (CEST), the start 23:00.
		{"time in 22:00..01:00", ta.Calendar{Start: 23 * h, Horizon: 6 * h, Changes: []ta.ClockChange{{At: 4 * h, By: -h}}},
			ivs(Interval{Lo: 0, Hi: 2 * h, HiOpen: true})},
	}
	for _, tc := range tests {
		t.Run(tc.cond, func(t *testing.T) {
			src := "var b: bool\nevent E\nrule R on E { if " + tc.cond + " { b = true } }"
			p := parseChecked(t, "bind.ta", src)
			b, err := Bind(p, tc.cal)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(b.Tods[0], tc.want) {
				t.Fatalf("intervals %+v, want %+v", b.Tods[0], tc.want)
			}
		})
	}
}

// A window from an open sunset to a fixed time the clocks go back over:
// from 12:00 CEST the day before the fall change (the change 15 h in),
// "sunset..02:30" with sunset anywhere in 18:00..19:00 holds from the
// sunset until the first 02:30 (14.5 h in) and again from the change
// until the second 02:30 (15.5 h in), whatever the sunset.
func TestBindSunWindowAcrossClockChange(t *testing.T) {
	const h, m = 3600, 60
	cal := ta.Calendar{Start: 12 * h, Horizon: 20 * h, Sunrise: 6 * h, Sunset: 18*h + 30*m,
		Changes: []ta.ClockChange{{At: 15 * h, By: -h}},
		Ranges:  &ta.SunRanges{Rise: ta.SunSpan{From: 6 * h, To: 6 * h}, Set: ta.SunSpan{From: 18 * h, To: 19 * h}}}
	p := parseChecked(t, "sun.ta", "var b: bool\nevent E\nrule R on E { if time in sunset..02:30 { b = true } }")
	b, err := Bind(p, cal)
	if err != nil {
		t.Fatal(err)
	}
	for _, sunset := range []int64{18 * h, 18*h + 20*m, 19 * h} {
		for _, tc := range []struct {
			at   int64 // wall clock
			want bool
		}{
			{sunset - 12*h - 1, false},
			{sunset - 12*h, true},
			{14*h + 30*m - 1, true}, // 02:29:59 CEST
			{14*h + 30*m, false},    // 02:30 CEST
			{14*h + 45*m, false},    // 02:45 CEST
			{15 * h, true},          // 02:00 CET
			{15*h + 30*m - 1, true}, // 02:29:59 CET
			{15*h + 30*m, false},    // 02:30 CET
		} {
			v := NewValuation(p.NumClocks() + len(b.Sun))
			for i, c := range b.Sun {
				if c.Base == ta.Sunset {
					v.Set(b.SunBase+i, big.NewRat(c.Span.To-sunset, 1))
				} else {
					v.Set(b.SunBase+i, big.NewRat(0, 1))
				}
			}
			v.Delay(big.NewRat(tc.at, 1))
			if got := b.TodHolds(0, v); got != tc.want {
				t.Errorf("sunset %s, at %d s: %v, want %v (%+v)", ta.FormatClockTime(sunset), tc.at, got, tc.want, b.SunTods[0])
			}
		}
	}
}

// A sun range that a change of the local clock cuts is read with two
// offsets; the binding refuses it (sun.Pieces cuts the ranges there).
func TestBindSunRangeAcrossClockChange(t *testing.T) {
	cal := berlinSpring(8 * 3600)
	cal.Ranges = &ta.SunRanges{Rise: ta.SunSpan{From: 2 * 3600, To: 4 * 3600}, Set: ta.SunSpan{From: 18 * 3600, To: 18 * 3600}}
	p := parseChecked(t, "sun.ta", "var b: bool\nrule R at sunrise { b = true }")
	_, err := Bind(p, cal)
	if err == nil || !strings.Contains(err.Error(), "meets a change of the local clock") {
		t.Fatalf("bound a sunrise range across the change: %v", err)
	}
	cal.Ranges.Rise = ta.SunSpan{From: 3 * 3600, To: 4 * 3600, FromOpen: true}
	if _, err := Bind(p, cal); err != nil {
		t.Fatalf("a range after the change: %v", err)
	}
}

// The day of the week changes at local midnight: from Sunday 00:00 CET on
// the spring day, Monday's 00:30 comes 23.5 h later (the Sunday is 23
// hours long), and from Sunday 00:00 CEST on the fall day, 25.5 h later.
func TestBindWeekdaysAcrossClockChanges(t *testing.T) {
	const h = 3600
	p := parseChecked(t, "w.ta", "var b: bool\nrule R at 00:30 on Mon { b = true }")
	for _, tc := range []struct {
		cal  ta.Calendar
		want []int64
	}{
		{berlinSpring(30 * h), []int64{23*h + h/2}},
		{berlinFall(30 * h), []int64{25*h + h/2}},
	} {
		cal := tc.cal
		cal.Weekday, cal.DayKnown = 6, true // Sunday
		b, err := Bind(p, cal)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(b.Occur[0], tc.want) {
			t.Errorf("Monday 00:30: %v, want %v", b.Occur[0], tc.want)
		}
	}
}

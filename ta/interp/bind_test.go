package interp

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

func ivs(s ...Interval) []Interval { return s }

// Intervals of the wall clock (seconds since the start) where a
// time-of-day condition holds, worked out by hand from the calendar.
func TestBindIntervals(t *testing.T) {
	tests := []struct {
		cond          string
		start, hzn    int64
		sunset        int64
		want          []Interval
		wantConstants bool
	}{
		// 09:00 + 1h: the whole horizon is after 06:00 and before 18:00.
		{"time > 06:00", 9 * 3600, 3600, 0, ivs(Interval{Lo: 0, Hi: 3600}), false},
		{"time < 18:00", 9 * 3600, 3600, 0, ivs(Interval{Lo: 0, Hi: 3600}), false},
		// 17:30 + 1h: 18:00 is 1800 s in.
		{"time < 18:00", 17*3600 + 1800, 3600, 0, ivs(Interval{Lo: 0, Hi: 1800, HiOpen: true}), true},
		{"time >= 18:00", 17*3600 + 1800, 3600, 0, ivs(Interval{Lo: 1800, Hi: 3600}), true},
		{"time > 18:00", 17*3600 + 1800, 3600, 0, ivs(Interval{Lo: 1800, Hi: 3600, LoOpen: true}), true},
		{"time == 18:00", 17*3600 + 1800, 3600, 0, ivs(Interval{Lo: 1800, Hi: 1800}), true},
		{"time != 18:00", 17*3600 + 1800, 3600, 0, ivs(Interval{Lo: 0, Hi: 1800, HiOpen: true}, Interval{Lo: 1800, Hi: 3600, LoOpen: true}), true},
		// 23:00 + 2h: a window across midnight has no constant at midnight.
		{"time in 22:00..02:00", 23 * 3600, 7200, 0, ivs(Interval{Lo: 0, Hi: 7200}), false},
		// ... but a condition false after midnight does.
		{"time > 23:30", 23 * 3600, 7200, 0, ivs(Interval{Lo: 1800, Hi: 3600, LoOpen: true, HiOpen: true}), true},
		{"time in 23:30..00:30", 23 * 3600, 7200, 0, ivs(Interval{Lo: 1800, Hi: 5400, HiOpen: true}), true},
		// Sunset 18:30 + 30 min = 19:00, 1 h after an 18:00 start.
		{"time >= sunset + 30m", 18 * 3600, 7200, 18*3600 + 1800, ivs(Interval{Lo: 3600, Hi: 7200}), true},
		// Over two days the condition holds twice.
		{"time in 12:00..13:00", 0, 2 * ta.SecondsPerDay, 0, ivs(
			Interval{Lo: 12 * 3600, Hi: 13 * 3600, HiOpen: true},
			Interval{Lo: ta.SecondsPerDay + 12*3600, Hi: ta.SecondsPerDay + 13*3600, HiOpen: true}), true},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s from %s", tc.cond, ta.FormatClockTime(tc.start)), func(t *testing.T) {
			src := "var b: bool\nevent E\nrule R on E { if " + tc.cond + " { b = true } }"
			p := parseChecked(t, "bind.ta", src)
			b, err := Bind(p, ta.Calendar{Start: tc.start, Horizon: tc.hzn, Sunrise: 6 * 3600, Sunset: tc.sunset})
			if err != nil {
				t.Fatal(err)
			}
			if len(b.Tods) != 1 {
				t.Fatalf("%d time-of-day atoms, want 1", len(b.Tods))
			}
			if !reflect.DeepEqual(b.Tods[0], tc.want) {
				t.Fatalf("intervals %+v, want %+v", b.Tods[0], tc.want)
			}
		})
	}
}

func TestBindSchedules(t *testing.T) {
	tests := []struct {
		trigger    string
		start, hzn int64
		want       []int64
	}{
		{"at 00:30", 23 * 3600, 7200, []int64{5400}},
		{"at 09:00", 9 * 3600, 3600, []int64{0}},
		{"at 10:00", 9 * 3600, 3600, []int64{3600}},
		{"at 10:00", 9 * 3600, 3599, nil},
		{"every 15m", 23*3600 + 300, 1800, []int64{600, 1500}},
		{"every 1h", 22*3600 + 1800, 3 * 3600, []int64{1800, 5400, 9000}},
		{"at sunset - 1h", 17 * 3600, 3600, []int64{1800}}, // sunset 18:30
	}
	for _, tc := range tests {
		t.Run(tc.trigger, func(t *testing.T) {
			p := parseChecked(t, "sched.ta", "var b: bool\nrule R "+tc.trigger+" { b = true }")
			b, err := Bind(p, ta.Calendar{Start: tc.start, Horizon: tc.hzn, Sunset: 18*3600 + 1800})
			if err != nil {
				t.Fatal(err)
			}
			if got := b.Occur[0]; !reflect.DeepEqual(got, tc.want) {
				t.Fatalf("occurrences %v, want %v", got, tc.want)
			}
		})
	}
}

func TestBindNeedsHorizon(t *testing.T) {
	p := parseChecked(t, "h.ta", "var b: bool\nevent E\nrule R on E { if time > 06:00 { b = true } }")
	if _, err := Bind(p, ta.Calendar{Start: 0}); err == nil {
		t.Fatal("a program reading the time of day was bound without a horizon")
	}
	q := parseChecked(t, "h.ta", "var b: bool\nclock x\nevent E\nrule R on E { if x > 5s { b = true } }")
	if _, err := Bind(q, ta.Calendar{Start: 0}); err != nil {
		t.Fatalf("a program without time of day needs no horizon: %v", err)
	}
}

// After the last time-of-day boundary and schedule the program cannot tell
// the time; a closed interval ending at the horizon adds nothing there, but
// an open end or a schedule at the horizon does.
func TestLastChange(t *testing.T) {
	tests := []struct {
		body string
		want int64
	}{
		{"rule R on E { if time < 09:40 { b = true } }", 2400},
		{"rule R on E { if time > 09:40 { b = true } }", 2400},
		{"rule R on E { if time < 10:00 { b = true } }", 3600},
		{"rule R on E { if time <= 10:00 { b = true } }", 0},
		{"rule R on E { if time >= 10:00 { b = true } }", 3600},
		{"rule R every 15m { b = true }", 3600},
		{"rule R at 09:20 { b = true }", 1200},
		{"rule R on E { if time > 06:00 { b = true } }", 0},
	}
	for _, tc := range tests {
		p := parseChecked(t, "l.ta", "var b: bool\nevent E\n"+tc.body)
		b, err := Bind(p, ta.Calendar{Start: 9 * 3600, Horizon: 3600})
		if err != nil {
			t.Fatal(err)
		}
		if got := b.LastChange(); got != tc.want {
			t.Errorf("%s: last change %d, want %d", tc.body, got, tc.want)
		}
	}
}

// Windows and schedules on given days of the week, by hand: a window
// belongs to the day it starts on, even when it runs past midnight.
func TestBindWeekdays(t *testing.T) {
	const day = ta.SecondsPerDay
	mon := ta.Calendar{Weekday: 0, DayKnown: true}
	tests := []struct {
		cond  string
		start int64
		hzn   int64
		want  []Interval
	}{
		{"time in 22:00..02:00 on Mon", 21 * 3600, 2 * day, ivs(Interval{Lo: 3600, Hi: 5 * 3600, HiOpen: true})},
		{"time in 22:00..02:00 on Sun", 1800, 3 * 3600, ivs(Interval{Lo: 0, Hi: 5400, HiOpen: true})},
		{"time in 22:00..02:00 on Sun", 1800 + 2*3600, 3 * 3600, nil},
		{"time in 09:00..10:00 on Tue, Thu", 0, 4 * day, ivs(
			Interval{Lo: day + 9*3600, Hi: day + 10*3600, HiOpen: true},
			Interval{Lo: 3*day + 9*3600, Hi: 3*day + 10*3600, HiOpen: true})},
	}
	for _, tc := range tests {
		p := parseChecked(t, "w.ta", "var b: bool\nevent E\nrule R on E { if "+tc.cond+" { b = true } }")
		cal := mon
		cal.Start, cal.Horizon = tc.start, tc.hzn
		b, err := Bind(p, cal)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(b.Tods[0], tc.want) {
			t.Errorf("%s from %s: %+v, want %+v", tc.cond, ta.FormatClockTime(tc.start), b.Tods[0], tc.want)
		}
		if _, err := Bind(p, ta.Calendar{Start: tc.start, Horizon: tc.hzn}); err == nil {
			t.Errorf("%s: bound without knowing the day", tc.cond)
		}
	}
	p := parseChecked(t, "w.ta", "var b: bool\nrule R at 08:00 on Tue { b = true }")
	b, err := Bind(p, ta.Calendar{Horizon: 3 * day, Weekday: 0, DayKnown: true})
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(b.Occur[0], []int64{day + 8*3600}) {
		t.Fatalf("Tuesday 08:00 from Monday midnight: %v, want [%d]", b.Occur[0], day+8*3600)
	}
}

package zone

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta/sun"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
)

// The lamp (testdata/sun-lamp.isy) is on from 18:00 to 18:45 (a rule at
// 18:00 turns it on and waits 45 minutes); its invariant wants it on
// from 18:00:30 until sunset. By hand: violated exactly when sunset is
// after 18:45 (at 18:45 itself the window closes as the lamp goes off),
// or at 18:00:30 or before, when the window turns round and runs from
// 18:00:30 to the next day's sunset (so a day before's sunset there
// leaves the window open at the 17:00 start, the lamp off).
// The timer started at a fixed time races the sun, which classes of sun
// times cut only at the program's fixed times of day (sun.Calendars)
// miss: with 18:30..19:00 they explore 18:30 alone. Over zones the sunset
// is a clock whose start value is the unknown time, and the trace's
// sunset is one that breaks the invariant.
func TestSunRangeLamp(t *testing.T) {
	p := load(t, "testdata/sun-lamp.isy")
	const m = 60
	tests := []struct {
		from, to int64
		violated bool
	}{
		{18*hour + 30*m, 19 * hour, true},
		{18*hour + 30*m, 18*hour + 45*m, false},
		{18*hour + 45*m, 18*hour + 45*m + 30, true}, // the piece after 18:45
		{18*hour + 46*m, 20 * hour, true},
		{18*hour + m, 18*hour + 45*m, false},
		{17 * hour, 18 * hour, true},
		{17 * hour, 18*hour + 30, true},
		{18*hour + 31, 18*hour + 45*m, false},
		{18*hour + 30, 18*hour + 45*m, true}, // 18:00:30 alone turns the window round
	}
	bad := func(sunset int64) bool { return sunset > 18*hour+45*m || sunset <= 18*hour+30 }
	for _, tc := range tests {
		set := ta.SunRange{From: tc.from, To: tc.to}
		name := ta.FormatClockTime(tc.from) + ".." + ta.FormatClockTime(tc.to)
		base := ta.Calendar{Start: 17 * hour, Horizon: 3 * hour, Sunrise: 6 * hour}
		cals, err := sun.Pieces(p, base, ta.SunRange{From: 6 * hour, To: 6 * hour}, set)
		if err != nil {
			t.Fatal(err)
		}
		violated := false
		for _, cal := range cals {
			mod, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props(t, p, "testdata/sun-lamp.inv.yaml")})
			if err != nil {
				t.Fatal(err)
			}
			if len(mod.Bind.Sun) > 2 {
				t.Fatalf("%s: %d sun clocks, want at most the start day's sunset and the day before's", name, len(mod.Bind.Sun))
			}
			rep, _, err := ExploreReport(mod, explore.Options{})
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if !rep.Complete {
				t.Fatalf("%s: incomplete", name)
			}
			inv := rep.Invariants[0]
			if !inv.Violated {
				continue
			}
			violated = true
			// The trace's sunsets lie in the range and break the
			// invariant: the start day's, or the day before's when its
			// window turns round and runs into the start's day (at or
			// before 18:00:30). The trace file has them (sun_days from
			// the day before, or one sunset for every day).
			f := inv.Violation.TraceFile()
			before, today := f.Sunset, f.Sunset
			if len(f.SunDays) > 1 {
				before, today = f.SunDays[0][1], f.SunDays[1][1]
			}
			sb, err1 := ta.ParseClockTime(before)
			st, err2 := ta.ParseClockTime(today)
			if err1 != nil || err2 != nil {
				t.Fatalf("%s: trace file sunsets %q, %q", name, before, today)
			}
			in := func(x int64) bool { return x >= tc.from && x <= tc.to }
			if !(bad(st) || sb <= 18*hour+30) || !in(sb) || !in(st) {
				t.Errorf("%s: the trace's sunsets are %s the day before and %s", name, before, today)
			}
			if len(mod.Bind.Sun) > 0 && inv.Violation.Sun == "" {
				t.Errorf("%s: the violation does not say its sun times", name)
			}
		}
		if violated != tc.violated {
			t.Errorf("sunset %s: violated %v, want %v", name, violated, tc.violated)
		}
	}
}

// A program the zone engine refuses (an urgent condition entered through
// a strict bound) with a sunset range falls back to the region engine
// over every exact class of sunsets, and still finds what the open range
// would: the lamp's violation for sunsets after 18:45 (see
// TestSunRangeLamp), in the classes after 18:45 only.
func TestSunRangeFallbackToRegions(t *testing.T) {
	src := `program lamp
device lamp: {Off, On} = Off
timer wait
clock c = 0s
rule on6 at 18:00 {
    lamp = On
    reset c
    start wait 45m
}
rule off on wait {
    lamp = Off
}
urgent lamp == Off && c > 110m
`
	p, err := frontends.LoadSource("lamp.ta", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	ps, err := explore.ParseProperties("lamp.yaml", []byte("- name: on until sunset\n  condition: 'lamp == On'\n  window: {from: \"18:00:30\", to: sunset}\n"), p)
	if err != nil {
		t.Fatal(err)
	}
	base := ta.Calendar{Start: 17 * hour, Horizon: 3 * hour, Sunrise: 6 * hour}
	cals, err := sun.Pieces(p, base, ta.SunRange{From: 6 * hour, To: 6 * hour}, ta.SunRange{From: 18*hour + 40*60, To: 18*hour + 50*60})
	if err != nil || len(cals) != 1 {
		t.Fatalf("%d pieces, %v", len(cals), err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: cals[0], Props: ps})
	if err != nil {
		t.Fatal(err)
	}
	rep, err := ExploreReportOrRegions(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rep.EngineFallback, "urgent") {
		t.Fatalf("no fallback: %q", rep.EngineFallback)
	}
	if !rep.Invariants[0].Violated {
		t.Fatalf("not violated")
	}
	// Unit 30 s (18:00:30): classes at every 30 s of 18:40..18:50 and
	// between them, 41; violated after 18:45, 20 of them.
	bad := 0
	for _, r := range rep.Runs {
		if len(r.Violated) > 0 {
			bad++
			if r.Sunset <= "18:45" {
				t.Errorf("violated with sunset %s", r.Sunset)
			}
		}
	}
	if len(rep.Runs) != 41 || bad != 20 {
		t.Errorf("%d classes, %d violated; want 41 and 20", len(rep.Runs), bad)
	}
}

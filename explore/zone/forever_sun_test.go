package zone

import (
	"sort"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// latesunCase: testdata/latesun.ta, whose counter of late evenings (the
// light still off at 20:15) reaches 2 only when the sun sets after 20:15
// on two days running, as in a summer.
var latesunCase = foreverCase{path: "testdata/latesun.ta", inv: "testdata/latesun.inv.yaml"}

// sunRangeCals returns the calendars of sun.Pieces for the sun ranges over
// base, as the command line makes them (one, for latesun.ta: none of its
// times crosses midnight within the ranges).
func sunRangeCals(t *testing.T, p *ta.Program, base ta.Calendar, rise, set ta.SunRange) ta.Calendar {
	t.Helper()
	cals, err := sun.Pieces(p, base, rise, set)
	if err != nil {
		t.Fatal(err)
	}
	if len(cals) != 1 {
		t.Fatalf("%d calendars of the sun ranges, want 1", len(cals))
	}
	return cals[0]
}

// TestForeverSunRange: --forever with a sun range gives each day its own
// sunset within it. latesun.ta then reaches exactly the six states of
// Light (Off, On) and late (0, 1, 2) -- late counts up on late evenings
// and the light is on after each sunset -- and breaks "never two late
// evenings" first on day 2 at 20:15 (a late sunset on day 1 and day 2).
// The discrete states are the union of those bounded runs of a week
// reach at sample sunsets of the range, one per class the program tells
// apart (before 20:15, at it -- where the check and the sunset fall at
// once, in either order, so the evening may be late --, after it), and
// the same as a week over the
// range with a clock per day (no wrap); the violations are those of the
// week, at the same time. A fixed winter sunset (16:00) never has a late
// evening, forever or within the week.
func TestForeverSunRange(t *testing.T) {
	p := load(t, latesunCase.path)
	ps := props(t, p, latesunCase.inv)
	// An invariant whose window opens after midnight at a time that
	// depends on a sunset (00:30 to 05:00 within the range): the
	// days' sunsets read across the wrap.
	ps = append(ps, propsSrc(t, p, "- name: early after late\n  condition: late < 2\n  window: {from: \"sunset + 8h30m\", to: \"06:00\"}\n")...)
	rise := ta.SunRange{From: 4 * hour, To: 8 * hour}
	set := ta.SunRange{From: 16 * hour, To: 20*hour + 30*60}
	want := []string{"Light=Off late=0 ", "Light=On late=0 ", "Light=Off late=1 ", "Light=On late=1 ", "Light=Off late=2 ", "Light=On late=2 "}
	sort.Strings(want)
	for _, start := range []int64{0, 21 * hour} {
		base, err := explore.ForeverCalendar(p, ps, ta.Calendar{Start: start, Sunrise: rise.From, Sunset: set.From})
		if err != nil {
			t.Fatal(err)
		}
		fcal, err := explore.ForeverCalendar(p, ps, sunRangeCals(t, p, base, rise, set))
		if err != nil {
			t.Fatal(err)
		}
		fst, fres, ok := foreverRun(t, p, explore.Config{Cal: fcal, Props: ps})
		if !ok {
			t.Fatal("--forever incomplete")
		}
		// The values (the states between the rules of one instant,
		// with schedules fired, aside).
		seen := map[string]bool{}
		var got []string
		for _, s := range fst {
			v := strings.TrimSpace(s[:strings.Index(s+"fired", "fired")]) + " "
			if !seen[v] {
				seen[v] = true
				got = append(got, v)
			}
		}
		sort.Strings(got)
		if len(got) != len(want) || func() bool {
			for i := range got {
				if got[i] != want[i] {
					return true
				}
			}
			return false
		}() {
			t.Errorf("from %s: --forever reaches %q, want %q", ta.FormatClockTime(start), got, want)
		}
		fv := violationTimes(fres)
		wantLate := "day 2 20:15:00"
		if start == 21*hour {
			wantLate = "day 3 20:15:00" // day 1's check is before the start
		}
		if fv["never two late evenings"] != wantLate {
			t.Errorf("from %s: two late evenings at %q, want %q", ta.FormatClockTime(start), fv["never two late evenings"], wantLate)
		}
		// A week over the range, a clock for each day's sunset.
		week := ta.Calendar{Start: start, Horizon: 7 * 24 * hour, Sunrise: rise.From, Sunset: set.From}
		hst, hres, ok := foreverRun(t, p, explore.Config{Cal: sunRangeCals(t, p, week, rise, set), Props: ps})
		if !ok {
			t.Fatal("the week incomplete")
		}
		if onlyF, onlyH := differ(fst, hst); len(onlyF)+len(onlyH) > 0 {
			t.Errorf("from %s: only --forever %v, only the week %v", ta.FormatClockTime(start), onlyF, onlyH)
		}
		hv := violationTimes(hres)
		if len(hv) != len(fv) {
			t.Errorf("from %s: violated %v by --forever, %v within the week", ta.FormatClockTime(start), fv, hv)
		}
		for inv, at := range hv {
			if fv[inv] != at {
				t.Errorf("from %s: %q at %s within the week, at %q by --forever", ta.FormatClockTime(start), inv, at, fv[inv])
			}
		}
		// The union over fixed sunsets, one per class, a week each.
		union := map[string]string{}
		for _, s := range []int64{16 * hour, 20*hour + 15*60, 20*hour + 20*60} {
			cal := ta.Calendar{Start: start, Horizon: 7 * 24 * hour, Sunrise: rise.From, Sunset: s}
			st, res, ok := foreverRun(t, p, explore.Config{Cal: cal, Props: ps})
			if !ok {
				t.Fatal("a fixed sunset's week incomplete")
			}
			for k, v := range st {
				union[k] = v
			}
			if _, late := violationTimes(res)["never two late evenings"]; late != (s >= 20*hour+15*60) {
				t.Errorf("sunset %s: two late evenings %v", ta.FormatClockTime(s), late)
			}
		}
		if onlyF, onlyU := differ(fst, union); len(onlyF)+len(onlyU) > 0 {
			t.Errorf("from %s: only --forever %v, only the fixed sunsets %v", ta.FormatClockTime(start), onlyF, onlyU)
		}
		// A fixed winter sunset, forever: never late.
		wcal, err := explore.ForeverCalendar(p, ps, ta.Calendar{Start: start, Sunrise: 7 * hour, Sunset: 16 * hour})
		if err != nil {
			t.Fatal(err)
		}
		_, wres, ok := foreverRun(t, p, explore.Config{Cal: wcal, Props: ps})
		if !ok {
			t.Fatal("winter incomplete")
		}
		if _, late := violationTimes(wres)["never two late evenings"]; late {
			t.Errorf("from %s: a 16:00 sunset has two late evenings", ta.FormatClockTime(start))
		}
		t.Logf("from %s: %d zones forever, %d the week; violated %v", ta.FormatClockTime(start), fres.Zones, hres.Zones, fv)
	}
}

// TestForeverSunPiecesRefused: a time that crosses midnight within the
// range (sunset + 6h, with sunset 17:00..19:00) has a shape that differs
// from day to day, which --forever refuses, saying so.
func TestForeverSunPiecesRefused(t *testing.T) {
	p := loadSrc(t, "device L: {Off, On} = Off\nrule R at sunset + 6h { L = On }\n")
	base, err := explore.ForeverCalendar(p, nil, ta.Calendar{Sunrise: 6 * hour, Sunset: 17 * hour})
	if err != nil {
		t.Fatal(err)
	}
	cals, err := sun.Pieces(p, base, ta.SunRange{From: 6 * hour, To: 6 * hour}, ta.SunRange{From: 17 * hour, To: 19 * hour})
	if err != nil {
		t.Fatal(err)
	}
	refused := false
	for _, cal := range cals {
		if _, err := explore.ForeverCalendar(p, nil, cal); err != nil {
			refused = true
		}
	}
	if !refused {
		t.Errorf("%d calendars, none refused", len(cals))
	}
}

// eveningSrc: a warning at sunrise - 9h (21:00 to 23:00 with sunrise
// 06:00..08:00), read as every time of day from the day's own sunrise --
// that morning's --, whose timer ends 8h59m later, a minute before the
// same time next morning. With a fixed sunrise the next sunrise is a
// minute after the timer, so the alarm is off by then; with each day's
// sunrise its own, a late sunrise (08:00, the timer to 07:59) followed by
// an early one (06:00) finds the alarm on: first on day 2 at 06:00 from
// midnight, on day 3 from 23:30 (day 1's warning before the start).
const eveningSrc = `device Alarm: {Off, On} = Off
var late: bool
timer Snooze
rule Warn at sunrise - 9h { Alarm = On
    start Snooze 8h59m }
rule Quiet on Snooze { Alarm = Off }
rule Morning at sunrise { if Alarm == On { late = true } }
`

func TestForeverSunEachDay(t *testing.T) {
	p := loadSrc(t, eveningSrc)
	ps := propsSrc(t, p, "- name: off by sunrise\n  condition: \"!late\"\n")
	rise := ta.SunRange{From: 6 * hour, To: 8 * hour}
	set := ta.SunRange{From: 18 * hour, To: 18 * hour}
	for _, start := range []int64{0, 23*hour + 30*60} {
		name := "from " + ta.FormatClockTime(start)
		base, err := explore.ForeverCalendar(p, ps, ta.Calendar{Start: start, Sunrise: rise.From, Sunset: set.From})
		if err != nil {
			t.Fatal(err)
		}
		fcal, err := explore.ForeverCalendar(p, ps, sunRangeCals(t, p, base, rise, set))
		if err != nil {
			t.Fatal(err)
		}
		fst, fres, ok := foreverRun(t, p, explore.Config{Cal: fcal, Props: ps})
		if !ok {
			t.Fatal("--forever incomplete")
		}
		week := ta.Calendar{Start: start, Horizon: 7 * 24 * hour, Sunrise: rise.From, Sunset: set.From}
		hst, hres, ok := foreverRun(t, p, explore.Config{Cal: sunRangeCals(t, p, week, rise, set), Props: ps})
		if !ok {
			t.Fatal("the week incomplete")
		}
		if onlyF, onlyH := differ(fst, hst); len(onlyF)+len(onlyH) > 0 {
			t.Errorf("%s: only --forever %v, only the week %v", name, onlyF, onlyH)
		}
		want := "day 2 06:00:00"
		if start > 23*hour {
			want = "day 3 06:00:00" // day 1's warning is before the start
		}
		if got := violationTimes(fres)["off by sunrise"]; got != want {
			t.Errorf("%s: --forever: the alarm on at sunrise at %q, want %q", name, got, want)
		}
		if got := violationTimes(hres)["off by sunrise"]; got != want {
			t.Errorf("%s: the week: the alarm on at sunrise at %q, want %q", name, got, want)
		}
		fixed, err := explore.ForeverCalendar(p, ps, ta.Calendar{Start: start, Sunrise: 7 * hour, Sunset: set.From})
		if err != nil {
			t.Fatal(err)
		}
		_, xres, ok := foreverRun(t, p, explore.Config{Cal: fixed, Props: ps})
		if !ok {
			t.Fatal("the fixed sunrise incomplete")
		}
		if v := violationTimes(xres); len(v) > 0 {
			t.Errorf("%s: a fixed sunrise violates %v", name, v)
		}
		t.Logf("%s: %d zones forever, %d the week", name, fres.Zones, hres.Zones)
	}
}

// tickSrc reads the time only through a schedule every 30 seconds from
// midnight: --forever wraps at 30 s (explore.ForeverCalendar), not at a
// day of 2,880 ticks. After the press the third tick sets n to 3: by
// hand, from 00:00 (the press at once, before the tick at the start
// itself: ticks at 00:00, :30, 01:00) at 00:01:00, from 00:00:10 (the
// ticks at :30, 01:00, 01:30) at 00:01:30, from
// 23:59:50 at 00:01:00 on day 2 (ticks at 00:00:00, :30 and 01:00).
const tickSrc = `var n: 0..3
var going: bool
event Go.Pressed
rule Start on Go.Pressed { going = true }
rule Tick every 30s { if going && n < 3 { n = n + 1 } }
`

func TestForeverSubDayPeriod(t *testing.T) {
	p := loadSrc(t, tickSrc)
	ps := propsSrc(t, p, "- name: fewer than three ticks\n  condition: n < 3\n")
	for _, tc := range []struct {
		start int64
		want  string
	}{{0, "day 1 00:01:00"}, {10, "day 1 00:01:30"}, {24*hour - 10, "day 2 00:01:00"}} {
		name := "from " + ta.FormatClockTime(tc.start)
		fcal, err := explore.ForeverCalendar(p, ps, ta.Calendar{Start: tc.start})
		if err != nil {
			t.Fatal(err)
		}
		if fcal.Wrap != 30 {
			t.Errorf("%s: wraps every %d s, want 30", name, fcal.Wrap)
		}
		fst, fres, ok := foreverRun(t, p, explore.Config{Cal: fcal, Props: ps})
		if !ok {
			t.Fatal("--forever incomplete")
		}
		hst, hres, ok := foreverRun(t, p, explore.Config{Cal: ta.Calendar{Start: tc.start, Horizon: 2 * hour}, Props: ps})
		if !ok {
			t.Fatal("two hours incomplete")
		}
		if onlyF, onlyH := differ(fst, hst); len(onlyF)+len(onlyH) > 0 {
			t.Errorf("%s: only --forever %v, only two hours %v", name, onlyF, onlyH)
		}
		if got := violationTimes(fres)["fewer than three ticks"]; got != tc.want {
			t.Errorf("%s: --forever: n = 3 at %q, want %q", name, got, tc.want)
		}
		if got := violationTimes(hres)["fewer than three ticks"]; got != tc.want {
			t.Errorf("%s: two hours: n = 3 at %q, want %q", name, got, tc.want)
		}
	}
	// doorajar.elk: a chime after ten ticks of 30 s; the same states
	// as two hours from midnight.
	p = load(t, "../../programs/elk/doorajar.elk")
	ps = props(t, p, "../../programs/elk/doorajar.inv.yaml")
	fcal, err := explore.ForeverCalendar(p, ps, ta.Calendar{})
	if err != nil {
		t.Fatal(err)
	}
	fst, fres, ok := foreverRun(t, p, explore.Config{Cal: fcal, Props: ps})
	hst, hres, ok2 := foreverRun(t, p, explore.Config{Cal: ta.Calendar{Horizon: 2 * hour}, Props: ps})
	if !ok || !ok2 {
		t.Fatal("doorajar incomplete")
	}
	if onlyF, onlyH := differ(fst, hst); len(onlyF)+len(onlyH) > 0 {
		t.Errorf("doorajar: only --forever %v, only two hours %v", onlyF, onlyH)
	}
	if len(fres.Violations)+len(hres.Violations) > 0 {
		t.Errorf("doorajar: violated %v and %v", violationTimes(fres), violationTimes(hres))
	}
}

package explore

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/sun"
)

// The evening lamp: an ISY program turns the lamp on at 18:00 and off 45
// minutes later; the invariant wants it on from 18:00:30 until sunset.
const sunGridLamp = `Evening Lamp - [ID 0041][Parent 0001]

If
        Time is  6:00:00PM

Then
        Set 'Lamp' On
        Wait  45 minutes
        Set 'Lamp' Off

Else
   - No Actions - (To add one, press 'Action')
`

const sunGridLampInv = `
- name: the lamp is on from 6 PM until sunset
  condition: '"Lamp" == On'
  window: {from: "18:00:30", to: sunset}
`

// A sunset in 18:30..19:00, from 17:00 for 3 h. By hand: the lamp is on
// over [18:00, 18:45) and off from 18:45 (the wait is exactly 45 min, and
// nothing else moves the lamp), and the window is [18:00:30, sunset): the
// invariant breaks exactly when 18:45 is in the window, sunset > 18:45.
//
// The grid: the model's constants are 18:00:30 - 17:00 = 3630 s, 18:00 -
// 17:00 = 3600 s, the wait 2700 s, the horizon 10800 s, with the start
// 61200 s and the day 86400 s: u = 30 s. On [18:30, 19:00] that is 61 grid
// points and 60 pieces between them, 121 classes; the 31 points up to
// 18:45 and the 30 pieces below it hold (61), the 30 points after 18:45
// and the 30 pieces above it break the invariant (60).
//
// sun.Calendars cuts the range only where sunset meets a fixed time of
// day (18:00, 18:00:30, the start 17:00, the end 20:00), none of them in
// 18:30..19:00: one class, sunset 18:30, which holds -- the bug this grid
// fixes.
func TestSunGridLamp(t *testing.T) {
	p, err := frontends.LoadSource("lamp.isy", []byte(sunGridLamp))
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Cal: ta.Calendar{Start: 17 * hour, Horizon: 3 * hour, Sunrise: 6*hour + 1800}, Props: props(t, p, sunGridLampInv)}
	rise := ta.SunRange{From: 6*hour + 1800, To: 6*hour + 1800}
	set := ta.SunRange{From: 18*hour + 1800, To: 19 * hour}
	violated := func(cal ta.Calendar) bool {
		c := cfg
		c.Cal = cal
		return len(run(t, p, c).Violations) > 0
	}

	cals, err := SunGridCalendars(p, cfg, rise, set, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if len(cals) != 121 {
		t.Errorf("%d classes, want 121", len(cals))
	}
	boundary := int64(18*hour + 45*60)
	var broken int
	for _, cal := range cals {
		if cal.Days != nil || cal.Sunrise != rise.From {
			t.Errorf("calendar %+v: a one-day run moves only the sunset", cal)
		}
		want := cal.Sunset > boundary
		if got := violated(cal); got != want {
			t.Errorf("sunset %s: violated %v, want %v", ta.FormatClockTime(cal.Sunset), got, want)
		}
		if want {
			broken++
		}
	}
	if broken != 60 {
		t.Errorf("%d classes break the invariant, want 60", broken)
	}

	// The regression: the old classes all hold, missing the violation.
	old, err := sun.Calendars(p, cfg.Cal, rise, set)
	if err != nil {
		t.Fatal(err)
	}
	for _, cal := range old {
		if violated(cal) {
			t.Errorf("sun.Calendars' class sunset %s breaks the invariant: the old cut is no longer blind here", ta.FormatClockTime(cal.Sunset))
		}
	}
	if len(old) != 1 {
		t.Errorf("sun.Calendars: %d classes, want 1", len(old))
	}
}

// An invariant's bound is a constant of the model too: a deadline of
// 45m10s (2710 s) makes the lamp's grid u = gcd(30 s, 2710 s) = 10 s, and
// 18:30..19:00 then has 181 grid points and 180 pieces, 361 classes.
func TestSunGridInvariantBound(t *testing.T) {
	p, err := frontends.LoadSource("lamp.isy", []byte(sunGridLamp))
	if err != nil {
		t.Fatal(err)
	}
	inv := sunGridLampInv + `- {name: off in time, after: '"Lamp" == On', reaches: '"Lamp" == Off', within: 45m10s}` + "\n"
	cfg := Config{Cal: ta.Calendar{Start: 17 * hour, Horizon: 3 * hour}, Props: props(t, p, inv)}
	set := ta.SunRange{From: 18*hour + 1800, To: 19 * hour}
	cals, err := SunGridCalendars(p, cfg, ta.SunRange{From: 6 * hour, To: 6 * hour}, set, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if len(cals) != 361 {
		t.Errorf("%d classes, want 361", len(cals))
	}
	// Below the 361 classes, the limit says how many there are.
	if _, err := SunGridCalendars(p, cfg, ta.SunRange{From: 6 * hour, To: 6 * hour}, set, 360); !errors.Is(err, sun.ErrTooManyClasses) || !strings.Contains(err.Error(), "at least 361 cases") {
		t.Errorf("limit 360: %v", err)
	}
}

// Every second of the lamp's range (with DELOREAN_LONG; else of
// 18:44..18:46, around the boundary), explored, against the classes: every
// sunset of a class has its representative's verdict (a check of the
// grid's theory on this program, second by second). The numbers of
// states are not compared: a sunset off the 30 s grid makes the model's
// own unit finer, and its region graph larger, with the same runs.
func TestSunGridLampEverySecond(t *testing.T) {
	p, err := frontends.LoadSource("lamp.isy", []byte(sunGridLamp))
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Cal: ta.Calendar{Start: 17 * hour, Horizon: 3 * hour, Sunrise: 6 * hour}, Props: props(t, p, sunGridLampInv)}
	set := ta.SunRange{From: 18*hour + 1800, To: 19 * hour}
	cals, err := SunGridCalendars(p, cfg, ta.SunRange{From: 6 * hour, To: 6 * hour}, set, 1000)
	if err != nil {
		t.Fatal(err)
	}
	explore := func(sunset int64) bool {
		c := cfg
		c.Cal.Sunset = sunset
		return len(run(t, p, c).Violations) > 0
	}
	const u = 30
	class := func(s int64) int64 { // 2k: the grid point k*u; 2k+1: the piece after it
		if s%u == 0 {
			return 2 * (s / u)
		}
		return 2*(s/u) + 1
	}
	rep := map[int64]bool{}
	for _, cal := range cals {
		rep[class(cal.Sunset)] = explore(cal.Sunset)
	}
	from, to := int64(18*hour+44*60), int64(18*hour+46*60) // around the boundary
	if os.Getenv("DELOREAN_LONG") != "" {
		from, to = set.From, set.To
	}
	for s := from; s <= to; s++ {
		want, ok := rep[class(s)]
		if !ok {
			t.Fatalf("sunset %s: no class", ta.FormatClockTime(s))
		}
		if got := explore(s); got != want {
			t.Errorf("sunset %s: violated %v, its class's representative %v", ta.FormatClockTime(s), got, want)
		}
	}
}

// Two sun times racing: a timer started at sunrise turns the lamp on 12 h
// later, and the invariant wants it on from sunset; a rule at 06:10 makes
// the model's unit 10 min. Whether the lamp is late depends on the order
// of sunrise's and sunset's fractions (in units of 10 min), which
// SunCalendars does not see and the grid's classes do. Every pair of
// seconds of 06:29:58..06:30:02 and 18:29:58..18:30:02 is explored: each
// has the verdict of its class's representative, and both verdicts occur.
func TestSunGridRace(t *testing.T) {
	p := loadSrc(t, `device Lamp: {Off, On}
var early: bool
timer dusk
rule Rise at sunrise { start dusk 12h }
rule Dusk on dusk { Lamp = On }
rule Early at 06:10 { early = true }
`)
	cfg := Config{Cal: ta.Calendar{Start: 6 * hour, Horizon: 13 * hour}, Props: props(t, p, `
- name: on from sunset
  condition: Lamp == On
  window: {from: sunset, to: "23:00"}
`)}
	rise := ta.SunRange{From: 6*hour + 1798, To: 6*hour + 1802}
	set := ta.SunRange{From: 18*hour + 1798, To: 18*hour + 1802}
	cals, err := SunGridCalendars(p, cfg, rise, set, 1000)
	if err != nil {
		t.Fatal(err)
	}
	// 3 choices each: [x:29:58, x:30) (fractions 598..599 s of the
	// piece), x:30, (x:30, x:30:02] (fractions 1..2 s). Both on the grid:
	// 1; one on it: 2 + 2; both early or both late: <, =, > (3 + 3); one
	// early and one late: only the early one's fraction is greater (1 +
	// 1). 1 + 4 + 8 = 13.
	if len(cals) != 13 {
		t.Errorf("%d classes, want 13", len(cals))
	}
	explore := func(r, s int64) bool {
		c := cfg
		c.Cal.Sunrise, c.Cal.Sunset = r, s
		return len(run(t, p, c).Violations) > 0
	}
	const u = 600
	class := func(r, s int64) [4]int64 { // integer parts, and the order of the fractions (0 on the grid)
		fr, fs := r%u, s%u
		ord := int64(0)
		if fr != 0 && fs != 0 {
			ord = map[bool]int64{true: 1, false: 2}[fr < fs]
			if fr == fs {
				ord = 3
			}
		}
		return [4]int64{r / u, s / u, min(fr, 1)*2 + min(fs, 1), ord}
	}
	rep := map[[4]int64]bool{}
	for _, cal := range cals {
		rep[class(cal.Sunrise, cal.Sunset)] = explore(cal.Sunrise, cal.Sunset)
	}
	seen := map[bool]bool{}
	for r := rise.From; r <= rise.To; r++ {
		for s := set.From; s <= set.To; s++ {
			want, ok := rep[class(r, s)]
			if !ok {
				t.Fatalf("sunrise %s, sunset %s: no class", ta.FormatClockTime(r), ta.FormatClockTime(s))
			}
			got := explore(r, s)
			if got != want {
				t.Errorf("sunrise %s, sunset %s: violated %v, its class's representative %v", ta.FormatClockTime(r), ta.FormatClockTime(s), got, want)
			}
			seen[got] = true
		}
	}
	if !seen[true] || !seen[false] {
		t.Errorf("verdicts %v: the race is not a race", seen)
	}
	// SunCalendars' classes: sunrise does not meet a fixed time, nor
	// sunset; it explores one pair and sees one verdict.
	old, err := sun.Calendars(p, cfg.Cal, rise, set)
	if err != nil {
		t.Fatal(err)
	}
	if len(old) != 1 {
		t.Errorf("sun.Calendars: %d classes, want 1", len(old))
	}
}

// The lamp over two evenings (from 17:00 for 27 h, to 20:00 the next
// day): each day's sunset in 18:44..18:46 lies in the range on its own,
// and the run breaks the invariant when either is after 18:45 (by hand,
// as in TestSunGridLamp, evening by evening). The grid (u = 30 s) has 9
// choices per sunset, 5 points and 4 pieces; the classes are 5 x 5 with
// both on points, 2 x 5 x 4 with one, and 4 x 4 x 3 orders with none:
// 25 + 40 + 48 = 113, each with Days for the day before (its sunset
// before the start), the start's day and the next.
func TestSunGridLampTwoEvenings(t *testing.T) {
	p, err := frontends.LoadSource("lamp.isy", []byte(sunGridLamp))
	if err != nil {
		t.Fatal(err)
	}
	cfg := Config{Cal: ta.Calendar{Start: 17 * hour, Horizon: 27 * hour, Sunrise: 6 * hour}, Props: props(t, p, sunGridLampInv)}
	set := ta.SunRange{From: 18*hour + 44*60, To: 18*hour + 46*60}
	cals, err := SunGridCalendars(p, cfg, ta.SunRange{From: 6 * hour, To: 6 * hour}, set, 1000)
	if err != nil {
		t.Fatal(err)
	}
	if len(cals) != 113 {
		t.Errorf("%d classes, want 113", len(cals))
	}
	boundary := int64(18*hour + 45*60)
	for _, cal := range cals {
		if len(cal.Days) != 3 || cal.Days[0].Sunset != set.From || cal.Sunset != cal.Days[1].Sunset {
			t.Fatalf("calendar %+v: want Days for three days, the first at the range's start", cal)
		}
		c := cfg
		c.Cal = cal
		got := len(run(t, p, c).Violations) > 0
		if want := cal.Days[1].Sunset > boundary || cal.Days[2].Sunset > boundary; got != want {
			t.Errorf("sunsets %s and %s: violated %v, want %v", ta.FormatClockTime(cal.Days[1].Sunset), ta.FormatClockTime(cal.Days[2].Sunset), got, want)
		}
	}
}

// A window 23:00..sunset opened the day before the start (00:30, for
// 1 h) runs into the start's day only when that day's sunset is at or
// before 23:00 (the window's end not after its start): then it covers
// the run, else it closed the day before. So the day before's sunset
// decides the run, and the start day's, its window opening after the
// horizon, does not. The grid is 30 min (the start, 23:00, the horizon):
// for sunsets in 22:50..23:10, [22:50, 23:00) and 23:00 break "L stays
// Off" (an event turns it on inside the window), (23:00, 23:10] holds.
// Every minute of the range, as the day before's sunset, agrees.
func TestSunGridDayBefore(t *testing.T) {
	p := loadSrc(t, `device L: {Off, On}
event e
rule A on e { if time in 23:00..sunset { L = On } }
`)
	cfg := Config{Cal: ta.Calendar{Start: 1800, Horizon: hour}, Props: props(t, p, "- {name: off, condition: L == Off}\n")}
	set := ta.SunRange{From: 22*hour + 50*60, To: 23*hour + 10*60}
	cals, err := SunGridCalendars(p, cfg, ta.SunRange{From: 6 * hour, To: 6 * hour}, set, 100)
	if err != nil {
		t.Fatal(err)
	}
	violated := func(cal ta.Calendar) bool {
		c := cfg
		c.Cal = cal
		return len(run(t, p, c).Violations) > 0
	}
	var got []string
	for _, cal := range cals {
		if len(cal.Days) != 2 || cal.Days[1].Sunset != set.From {
			t.Fatalf("calendar %+v: want the day before's sunset to vary, the start day's at the range's start", cal)
		}
		got = append(got, fmt.Sprintf("%s %v", ta.FormatClockTime(cal.Days[0].Sunset), violated(cal)))
	}
	if want := []string{"22:50 true", "23:00 true", "23:10 false"}; !slices.Equal(got, want) {
		t.Errorf("classes %v, want %v", got, want)
	}
	for s := set.From; s <= set.To; s += 60 {
		cal := cfg.Cal
		cal.Sunset = set.From
		cal.Days = []ta.SunDay{{Sunrise: 6 * hour, Sunset: s}, {Sunrise: 6 * hour, Sunset: set.From}}
		if got, want := violated(cal), s <= 23*hour; got != want {
			t.Errorf("the day before's sunset %s: violated %v, want %v", ta.FormatClockTime(s), got, want)
		}
	}
}

package explore

import (
	"errors"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
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
// ta.SunCalendars cuts the range only where sunset meets a fixed time of
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
	old, err := ta.SunCalendars(p, cfg.Cal, rise, set)
	if err != nil {
		t.Fatal(err)
	}
	for _, cal := range old {
		if violated(cal) {
			t.Errorf("ta.SunCalendars' class sunset %s breaks the invariant: the old cut is no longer blind here", ta.FormatClockTime(cal.Sunset))
		}
	}
	if len(old) != 1 {
		t.Errorf("ta.SunCalendars: %d classes, want 1", len(old))
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
	if _, err := SunGridCalendars(p, cfg, ta.SunRange{From: 6 * hour, To: 6 * hour}, set, 360); !errors.Is(err, ta.ErrTooManySunClasses) || !strings.Contains(err.Error(), "at least 361 cases") {
		t.Errorf("limit 360: %v", err)
	}
}

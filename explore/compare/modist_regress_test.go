package compare

import (
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/baseline"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// modistValues explores prog in MoDist mode and returns its projected
// states and the result.
func modistValues(t *testing.T, prog *ta.Program, cfg explore.Config) (*baseline.Baseline, []string) {
	t.Helper()
	m, err := explore.NewModel(prog, cfg)
	if err != nil {
		t.Fatal(err)
	}
	b, err := baseline.ExploreBaseline(m, baseline.Modist, explore.Options{MaxStates: 100_000})
	if err != nil {
		t.Fatal(err)
	}
	if !b.Complete {
		t.Fatalf("modist exploration incomplete: %s", b.StopReason)
	}
	return b, b.Values
}

func hasValue(vals []string, parts ...string) bool {
	for _, v := range vals {
		ok := true
		for _, p := range parts {
			ok = ok && strings.Contains(v, p)
		}
		if ok {
			return true
		}
	}
	return false
}

const mod6 = `program mod6
device Porch: {Off, On} = Off
rule R at 19:00 { if time in 19:00..02:00 { Porch = On } }
`

// Issue 22, item 5: a schedule fires at its time on MoDist's clock, and
// the comparisons its rule makes are answered by that clock. At 19:00
// "time in 19:00..02:00" holds (by hand: 19:00 is the window's closed
// start), so the porch comes on from every start before 19:00 whose
// horizon reaches 19:00: 2 projected states, 1 transition, none missed.
// Before the fix the time-of-day comparison asked for a delay and the
// firing was dropped: 1 state, 0 transitions, "1 missed states (50%)".
func TestModistScheduleFiresAtItsTime(t *testing.T) {
	prog := loadSrc(t, mod6)
	for _, tc := range []struct {
		start, horizon int64
	}{
		{17*hour + 59*60, 2 * hour},
		{18*hour + 31*60, 2 * hour},
		{18*hour + 45*60, 2 * hour},
		{18*hour + 59*60 + 30, 2 * hour},
		{18 * hour, 4 * hour},
	} {
		cfg := explore.Config{Cal: ta.Calendar{Start: tc.start, Horizon: tc.horizon, Sunrise: 6 * hour, Sunset: 18 * hour}}
		b, vals := modistValues(t, prog, cfg)
		if !slices.Equal(vals, []string{"Porch=Off", "Porch=On"}) || b.Transitions != 1 {
			t.Errorf("from %s for %ds: states %q, %d transitions; want Porch=Off and Porch=On, 1 transition",
				ta.FormatClockTime(tc.start), tc.horizon, vals, b.Transitions)
		}
		rep, err := Compare(prog, cfg, explore.Options{}, 1, 1)
		if err != nil {
			t.Fatal(err)
		}
		if md := rep.Trials[0].Modes[2]; md.Missed != 0 {
			t.Errorf("from %s: compare reports %d missed states %q", ta.FormatClockTime(tc.start), md.Missed, md.Examples)
		}
	}
}

// The same on ISY: "From Sunset + 30 minutes To 2:00AM (next day)" is a
// schedule at sunset + 30 that runs Then while the window holds. From any
// start between sunset (18:00 here) and sunset + 30, MoDist must see the
// porch come on at 18:30.
func TestModistISYSunsetWindow(t *testing.T) {
	src := `Porch Evening - [ID 0012][Parent 0001]

If
        From    Sunset  + 30 minutes
        To       2:00:00AM (next day)
 
Then
        Set 'Front Porch' On
 
Else
        Set 'Front Porch' Off
 
`
	prog, err := frontends.LoadSource("porch.isy", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, start := range []int64{18 * hour, 18*hour + 10*60, 18*hour + 29*60} {
		cfg := explore.Config{Cal: ta.Calendar{Start: start, Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}}
		_, vals := modistValues(t, prog, cfg)
		if !hasValue(vals, `Front Porch=On`) {
			t.Errorf("from %s: MoDist never turns the porch on: %q", ta.FormatClockTime(start), vals)
		}
	}
}

// A timer due after the horizon does not fire in MoDist mode: its rule's
// lines are not covered and its effect is not a state. Before the fix the
// firing ran (and counted as coverage) and only its state was dropped.
func TestModistStopsAtHorizon(t *testing.T) {
	prog := loadSrc(t, `program late
device Alarm: {Off, On} = Off
event Start
timer Limit
rule S on Start { start Limit 2h }
rule L on Limit { Alarm = On }
`)
	b, vals := modistValues(t, prog, explore.Config{Cal: ta.Calendar{Horizon: hour}})
	if hasValue(vals, "Alarm=On") {
		t.Errorf("the 2-hour timer fired within a 1-hour horizon: %q", vals)
	}
	exec, total, _ := explore.CoverageLines(prog, b.Covered)
	if exec != 1 || total != 2 {
		t.Errorf("modist covers %d of %d lines, want 1 of 2 (the start, not the alarm)", exec, total)
	}
}

// Issue 22, item 10: MoDist's clock moves only to the next instant at
// which a timer falls due or a comparison with a clock or the time of
// day changes its answer; events happen at the clock's time.
//
// A one-shot motion starts a 10-minute timer whose rule asks whether it is
// past 19:00. From 18:30, "time >= 19:00" is an implicit timer due at
// 19:00: MoDist may let the clock reach it and then see the motion, so
// the light comes on at 19:10. Before the fix time moved only when the
// event itself compared a clock, and the motion could come only at 18:30:
// the light stayed off, a miss that was not MoDist's.
func TestModistTimeMovesToTheNextChange(t *testing.T) {
	prog := loadSrc(t, `program oneshot
device Light: {Off, On} = Off
var Seen: bool = false
event Motion when !Seen
timer Wait
rule M on Motion {
    Seen = true
    start Wait 10m
}
rule W on Wait { if time >= 19:00 { Light = On } }
`)
	_, vals := modistValues(t, prog, explore.Config{Cal: ta.Calendar{Start: 18*hour + 30*60, Horizon: hour}})
	if !hasValue(vals, "Light=On") {
		t.Errorf("MoDist never turns the light on: %q", vals)
	}
}

// programs/paper/latearrival.ta from 21:45: the garage opens at the
// clock's time, 21:45 (then the welcome ends at 22:00, before bedtime), or
// at the next instants, 22:00 and later, where the welcome no longer
// starts. Timed exploration also opens it in (21:50, 22:00), which keeps
// the hall lit at bedtime (22:05) and turns the night lights on. So by
// hand: MoDist reaches "welcomed, hall off, night lights off" and misses
// every state with the night lights on. Before the fix MoDist opened the
// garage only at 21:52:30 ("half way" to 22:00, an instant at which
// nothing is due), so it missed the first state and reached the others.
func TestModistLateArrival(t *testing.T) {
	prog := load(t, "../../programs/paper/latearrival.ta")
	cfg := explore.Config{Cal: ta.Calendar{Start: 21*hour + 45*60, Horizon: hour, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
	_, vals := modistValues(t, prog, cfg)
	if !hasValue(vals, "HallLight=Off", "NightLights=Off", "Welcomed=true") {
		t.Errorf("MoDist does not end the 21:45 welcome before bedtime: %q", vals)
	}
	if hasValue(vals, "NightLights=On") {
		t.Errorf("MoDist turns the night lights on: %q", vals)
	}
	rep, err := Compare(prog, cfg, explore.Options{}, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	md := rep.Trials[0].Modes[2]
	if md.Missed != 2 {
		t.Errorf("modist misses %d states %q, want the 2 with the night lights on", md.Missed, md.Examples)
	}
	for _, ex := range md.Examples {
		if !strings.Contains(ex, "NightLights=On") {
			t.Errorf("missed state %q has the night lights off", ex)
		}
	}
}

// The bundled example's invariant: timed exploration finds the hall lit
// at bedtime (an arrival between 21:50 and 22:00), MoDist from 21:30
// passes it, and every state MoDist reaches is one timed reaches too.
func TestModistLateArrivalInvariant(t *testing.T) {
	prog := load(t, "../../programs/paper/latearrival.ta")
	cfg := explore.Config{Cal: ta.Calendar{Start: 21*hour + 30*60, Horizon: 2 * hour, Sunrise: 6*hour + 30*60, Sunset: 18*hour + 30*60}}
	cfg.Props = props(t, prog, `- name: the hall is dark at bedtime
  condition: HallLight == Off
  window: {from: "22:05", to: "03:00"}
`)
	rep, err := Compare(prog, cfg, explore.Options{}, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	timed, md := rep.Trials[0].Modes[0], rep.Trials[0].Modes[2]
	if len(timed.Violated) != 1 {
		t.Errorf("timed violates %q, want the invariant", timed.Violated)
	}
	if len(md.Violated) != 0 {
		t.Errorf("modist violates %q, want none (it never opens the garage after 21:50)", md.Violated)
	}
	if md.Missed != 2 || md.Values != timed.Values-2 {
		t.Errorf("modist: %d projected, %d missed; timed %d projected", md.Values, md.Missed, timed.Values)
	}
}

// An invariant that starts to apply at the instant a schedule makes it
// true holds in MoDist mode as in timed mode: the state at 19:45 before
// the 19:45 schedule has run is not over yet (time may not pass in it),
// and only transient properties are checked there. Before the fix MoDist
// reported the light on at 19:45, a violation no real run has (P9's
// welcome lights from 18:00).
func TestModistChecksAfterTheInstant(t *testing.T) {
	prog := loadSrc(t, `program offat
device Light: {Off, On} = On
rule Off at 19:45 { Light = Off }
`)
	cfg := explore.Config{Cal: ta.Calendar{Start: 19 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}}
	cfg.Props = props(t, prog, `- name: off after 7:45 PM
  condition: Light == Off
  window: {from: "19:45", to: "18:15"}
`)
	m, err := explore.NewModel(prog, cfg)
	if err != nil {
		t.Fatal(err)
	}
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	b, err := baseline.ExploreBaseline(m, baseline.Modist, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if len(res.Violations) != 0 || len(b.Violated) != 0 {
		t.Errorf("timed violates %d, modist %q; want none", len(res.Violations), b.Violated)
	}
}

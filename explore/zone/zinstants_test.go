package zone

import (
	"fmt"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone/lubounds"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// instantsRun explores m with the clocks only schedules ask abstracted
// (lubounds.Instants) or not.
func instantsRun(t *testing.T, name string, m *explore.Model, opt Options, on bool) (subsumeVerdict, *Result) {
	t.Helper()
	old := instantClocks
	instantClocks = on
	defer func() { instantClocks = old }()
	return subsumeRun(t, name, m, opt, SubsumeALU)
}

// instantsAgree reports where the two runs differ: the discrete states,
// the violations and their earliest times, the runtime errors and the
// statements covered must be the same.
func instantsAgree(t *testing.T, name string, on, off subsumeVerdict, desc fmt.Stringer) {
	t.Helper()
	if !slices.Equal(on.states, off.states) {
		t.Errorf("%s: %d discrete states with the instants' clocks abstracted, %d without\n%s", name, len(on.states), len(off.states), desc)
	}
	if !slices.Equal(on.viols, off.viols) {
		t.Errorf("%s: violations with the instants' clocks abstracted %q, without %q\n%s", name, on.viols, off.viols, desc)
	}
	if !slices.Equal(on.errors, off.errors) {
		t.Errorf("%s: runtime errors with the instants' clocks abstracted %q, without %q\n%s", name, on.errors, off.errors, desc)
	}
	if on.cover != off.cover {
		t.Errorf("%s: statements covered differ with the instants' clocks abstracted and without\n%s", name, desc)
	}
}

// The clocks that only schedules ask, at their instants, abstracted to
// their reset times' classes (lubounds.Instants), on random programs of
// the shape of corpus 06's "Buenas noches": devices the environment
// switches, each switch resetting a `for:` clock, and schedules whose
// conditions ask the devices and the clocks; in some programs an event's
// rule, an invariant or a timer also reads a clock, which then must not
// be abstracted. Each program is explored over regions (the reference:
// the same discrete states, violated invariants and runtime errors, and
// every violation's trace replayed: zdiffRun) and over zones with and
// without the abstraction (the same discrete states, the same violations
// at the same times, the same runtime errors and statements covered). 30
// programs in `make test`, 600 with DELOREAN_LONG.
func TestInstantClocksRandom(t *testing.T) {
	n := 30
	if os.Getenv("DELOREAN_LONG") != "" {
		n = 600
	}
	rng := rand.New(rand.NewSource(4207))
	tally := &zdiffTally{refusals: map[string]int{}}
	programs, applied, fewer, viols := 0, 0, 0, 0
	for i := 0; programs < n && !t.Failed(); i++ {
		c := randomInstantsCase(rng)
		p, err := frontends.LoadSource("zinstants.ta", []byte(c.src))
		if err != nil {
			t.Fatalf("program %d: %v\n%s", i, err, c)
		}
		cal := c.base
		if err := zdiffRun(t, i, c, p, cal, tally); err != nil {
			if err == errTooLarge {
				continue
			}
			t.Fatalf("program %d: refused: %v\n%s", i, err, c)
		}
		programs++
		name := fmt.Sprintf("program %d", i)
		opt := Options{Workers: 1 + i%2}
		on, _ := instantsRun(t, name, c.model(t, i, p, cal), opt, true)
		off, _ := instantsRun(t, name, c.model(t, i, p, cal), opt, false)
		instantsAgree(t, name, on, off, c)
		if lubounds.InstantClocks(c.model(t, i, p, cal)) != nil {
			applied++
		}
		if on.zones < off.zones {
			fewer++
		}
		viols += len(on.viols)
	}
	t.Logf("%d programs (%d more left out, over %d region states): %d with clocks abstracted, %d with fewer zones; %d violations, %d runtime errors",
		programs, tally.large, zdiffMaxRegionStates(), applied, fewer, viols, tally.errors)
	if applied*2 < programs || fewer*5 < programs || viols == 0 {
		t.Errorf("%d of %d programs with clocks abstracted, %d with fewer zones, %d violations: the test checks little", applied, programs, fewer, viols)
	}
}

// randomInstantsCase writes a random program of devices the environment
// switches (each switch resetting its clock) and schedules asking them.
func randomInstantsCase(rng *rand.Rand) *zdiffCase {
	start := int64(21*hour + rng.Intn(60))
	c := &zdiffCase{base: ta.Calendar{Start: start, Horizon: int64(10 + rng.Intn(10)), Sunrise: 6 * hour, Sunset: 19 * hour}}
	c.sunset = ta.SunRange{From: c.base.Sunset, To: c.base.Sunset}
	var b strings.Builder
	fmt.Fprintln(&b, "program zinstants")
	fmt.Fprintln(&b, "device a: {Off, On}\ndevice b: {Off, On}\ndevice c: {Off, On}\ndevice done: {Off, On}\nvar n: 0..2")
	fmt.Fprintln(&b, "clock sa\nclock sb\nclock sc\ntimer later\nevent ta, tb, tc, press")
	devs := []string{"a", "b", "c"}
	ops := []string{"<", "<=", "==", ">=", ">"}
	// The schedules' conditions: Home Assistant's `for:` lists, a device
	// off (or on) for some seconds.
	clockTest := func() string {
		d := devs[rng.Intn(3)]
		return fmt.Sprintf("s%s %s %ds", d, ops[rng.Intn(len(ops))], 1+rng.Intn(8))
	}
	cond := func() string {
		var parts []string
		for k := 1 + rng.Intn(3); k > 0; k-- {
			d := devs[rng.Intn(3)]
			parts = append(parts, fmt.Sprintf("%s == %s", d, []string{"Off", "On"}[rng.Intn(2)]))
			parts = append(parts, clockTest())
		}
		if rng.Intn(4) == 0 {
			parts = append(parts, fmt.Sprintf("n == %d", rng.Intn(3)))
		}
		return strings.Join(parts, " && ")
	}
	action := func() string {
		switch rng.Intn(5) {
		case 0:
			return "done = On"
		case 1:
			return "done = Off"
		case 2:
			return fmt.Sprintf("%s = Off\n        reset s%s", devs[rng.Intn(3)], devs[rng.Intn(3)])
		case 3:
			return "n = n + 1" // a runtime error on the third time
		}
		return "emit \"passed\""
	}
	var rules []string
	for _, d := range devs {
		rules = append(rules, fmt.Sprintf("rule switch%s on t%s {\n    if %s == Off { %s = On } else { %s = Off }\n    reset s%s\n}", d, d, d, d, d, d))
	}
	rules = append(rules, "rule clear on press {\n    done = Off\n    n = 0\n}")
	for r := 0; r < 1+rng.Intn(3); r++ {
		every := fmt.Sprintf("every %ds", 2+rng.Intn(5))
		if rng.Intn(4) == 0 {
			every = fmt.Sprintf("at %s", clockOf(start+int64(2+rng.Intn(10))))
		}
		body := fmt.Sprintf("if %s {\n        %s\n    }", cond(), action())
		if rng.Intn(3) == 0 {
			body += fmt.Sprintf(" else {\n        %s\n    }", action())
		}
		rules = append(rules, fmt.Sprintf("rule night%d %s {\n    %s\n}", r, every, body))
	}
	// A clock read elsewhere too, in some programs: by an event's rule
	// (at any time), or through a timer's rule.
	switch rng.Intn(4) {
	case 0:
		rules = append(rules, fmt.Sprintf("rule motion on press {\n    if %s { done = On }\n}", clockTest()))
	case 1:
		rules = append(rules, fmt.Sprintf("rule arm on press {\n    cancel later\n    start later %ds\n}\nrule late on later {\n    if %s { done = On }\n}", 1+rng.Intn(4), clockTest()))
	}
	fmt.Fprintln(&b, strings.Join(rules, "\n"))
	c.src = b.String()
	var p strings.Builder
	for i := 0; i < 1+rng.Intn(2); i++ {
		fmt.Fprintf(&p, "- name: p%d\n", i)
		switch rng.Intn(4) {
		case 0:
			fmt.Fprintf(&p, "  condition: '!(done == On && %s == On)'\n", devs[rng.Intn(3)])
		case 1:
			// An invariant that reads a clock: that clock is not
			// abstracted.
			fmt.Fprintf(&p, "  condition: '!(done == On && %s)'\n", clockTest())
		case 2:
			fmt.Fprintf(&p, "  after: 'change done'\n  holds: 'done == On || %s == On'\n  for: %ds\n", devs[rng.Intn(3)], 1+rng.Intn(5))
		default:
			fmt.Fprintf(&p, "  after: 'change %s'\n  reaches: 'done == On'\n  within: %ds\n", devs[rng.Intn(3)], 2+rng.Intn(8))
		}
	}
	c.props = p.String()
	return c
}

// buenasNoches is corpus 06's "Buenas noches" cut down: every 5 minutes
// at night, if the TV has been off 15 minutes and three lights off 3 to 5
// minutes, good_night is turned on; the environment switches the TV, the
// lights and good_night at any time.
const buenasNoches = `- alias: Buenas noches
  trigger:
    platform: time_pattern
    minutes: /5
  condition:
  - condition: time
    after: '23:50:00'
    before: '05:00:00'
  - condition: state
    entity_id: media_player.tele
    state: 'off'
    for:
      minutes: 15
  - condition: state
    entity_id: light.dormitorio
    state: 'off'
    for:
      minutes: 3
  - condition: state
    entity_id: light.salon
    state: 'off'
    for:
      minutes: 5
  - condition: state
    entity_id: light.estudio
    state: 'off'
    for:
      minutes: 5
  action:
  - service: input_boolean.turn_on
    entity_id: input_boolean.good_night
`

// The cut-down "Buenas noches" through the Home Assistant front end, from
// 23:48 for 24 minutes (the night's first instants, and 00:00), the TV
// on at the start: its `for:` clocks are abstracted, with fewer zones,
// and the results are the plain zone search's (the same discrete states,
// violations at the same times, runtime errors and coverage), with one
// worker and two. good_night is first turned on at 00:05:00, worked out
// by hand: the TV goes off at 23:48 at the earliest, so it has been off
// for more than 15 minutes from just after 00:03, and the instants are
// 23:50, 23:55, 00:00, 00:05.
func TestInstantClocksBuenasNoches(t *testing.T) {
	p, err := frontends.LoadSource("buenas-noches.yaml", []byte(buenasNoches))
	if err != nil {
		t.Fatal(err)
	}
	c := &zdiffCase{src: buenasNoches, base: ta.Calendar{Start: 23*hour + 48*60, Horizon: 24 * 60, Sunrise: 6 * hour, Sunset: 19 * hour},
		props: "- name: good night never\n  condition: 'input_boolean.good_night == off'\n" +
			"- name: good night only with the lights off\n  condition: '!(input_boolean.good_night == on && light.salon == on)'\n",
		init: "devices:\n  media_player.tele: other\n"}
	c.sunset = ta.SunRange{From: c.base.Sunset, To: c.base.Sunset}
	in := lubounds.InstantClocks(c.model(t, 0, p, c.base))
	if in == nil || len(in.Clocks()) != 3 {
		t.Fatalf("clocks abstracted %v, want the TV's and the lights'", in)
	}
	// The violations' traces, concretised on the exact zones of their
	// paths, replay (ExploreReport fails with ErrTrace otherwise).
	if rep, _, err := ExploreReport(c.model(t, 0, p, c.base), explore.Options{NoSplit: true}); err != nil {
		t.Fatal(err)
	} else if n := len(rep.Invariants); n != 2 || !rep.Invariants[0].Violated || !rep.Invariants[1].Violated {
		t.Fatalf("report: %d invariants, want both violated", n)
	}
	for _, w := range []int{1, 2} {
		name := fmt.Sprintf("%d workers", w)
		on, res := instantsRun(t, name, c.model(t, 0, p, c.base), Options{Workers: w}, true)
		off, _ := instantsRun(t, name, c.model(t, 0, p, c.base), Options{Workers: w}, false)
		instantsAgree(t, name, on, off, c)
		if on.zones >= off.zones {
			t.Errorf("%s: %d zones abstracted, %d plain", name, on.zones, off.zones)
		}
		found := false
		for _, v := range res.Violations {
			if v.Prop.Name == "good night never" {
				found = true
				if at := v.at; at.Strict() || -at.Value() != 17*60 {
					t.Errorf("%s: good_night first on at %v from the start, want at 17 minutes (00:05:00)", name, at)
				}
			}
		}
		if !found {
			t.Errorf("%s: good_night never turned on", name)
		}
		t.Logf("%s: %d zones (plain %d), violations %q", name, on.zones, off.zones, on.viols)
	}
}

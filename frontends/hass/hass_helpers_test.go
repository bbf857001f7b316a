package hass_test

import (
	"math/big"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// helperHome loads automations (an automations.yaml in the mapping form,
// so that it can fix entities) with the helpers and timers conf declares
// in the configuration.yaml beside it.
func helperHome(t *testing.T, conf, autos string) *ta.Program {
	t.Helper()
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), conf)
	write(t, filepath.Join(dir, "automations.yaml"), autos)
	p, err := frontends.Load(filepath.Join(dir, "automations.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// checkInvariants explores p for an hour and compares whether each
// invariant of inv is violated with want.
func checkInvariants(t *testing.T, p *ta.Program, inv string, want []bool) {
	t.Helper()
	rep, err := exploreFor(t, p, inv)
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Errors) > 0 {
		t.Fatalf("runtime error: %+v", rep.Errors[0])
	}
	for i, w := range want {
		if got := rep.Invariants[i].Violated; got != w {
			t.Errorf("invariant %q violated %v, want %v", rep.Invariants[i].Name, got, w)
		}
	}
}

// firstOn is how long after the first stimulus from the light first comes
// on, in the trace of the invariant that it stays off; -1 when it never
// does.
func firstOn(t *testing.T, p *ta.Program, light, from string) *big.Rat {
	t.Helper()
	rep, err := exploreFor(t, p, "- name: never on\n  condition: "+light+" == off\n")
	if err != nil {
		t.Fatal(err)
	}
	v := rep.Invariants[0].Violation
	if v == nil {
		return big.NewRat(-1, 1)
	}
	var start *big.Rat
	for _, s := range v.Trace {
		if s.Stimulus == from && start == nil {
			start, _ = ta.ParseSeconds(s.Elapsed)
		}
	}
	if start == nil {
		t.Fatalf("the trace has no %s: %+v", from, v.Trace)
	}
	end, _ := ta.ParseSeconds(v.Elapsed)
	return end.Sub(end, start)
}

// The laundry timer of these tests: ten minutes, started by the washer
// when it is idle, its end turning the utility light on.
const laundryConf = "timer:\n  laundry:\n    duration: \"00:10:00\"\n"

func laundry(steps string) string {
	return `automations:
  - alias: Washer
    trigger: {platform: state, entity_id: binary_sensor.washer, to: "on"}
    condition: {condition: state, entity_id: timer.laundry, state: idle}
    action:
` + steps + `  - alias: Done
    trigger:
      platform: event
      event_type: timer.finished
      event_data: {entity_id: timer.laundry}
    action: {service: light.turn_on, entity_id: light.utility}
  - alias: Paused
    trigger: {platform: state, entity_id: timer.laundry, to: paused}
    action: {service: light.turn_on, entity_id: light.paused}
`
}

// What timer services do, from Home Assistant's Timer
// (homeassistant/components/timer/__init__.py) and its tests
// (tests/components/timer/test_init.py, test_methods_and_events and
// test_start_service): how long after the washer the timer finishes.
func TestTimerServices(t *testing.T) {
	start := "      - service: timer.start\n        target: {entity_id: timer.laundry}\n"
	startFor := func(d string) string {
		return "      - service: timer.start\n        target: {entity_id: timer.laundry}\n        data: {duration: \"" + d + "\"}\n"
	}
	svc := func(s string) string {
		return "      - service: timer." + s + "\n        target: {entity_id: timer.laundry}\n"
	}
	delay := func(d string) string { return "      - delay: \"" + d + "\"\n" }
	for _, c := range []struct {
		name  string
		steps string
		want  int64 // seconds after the washer; -1: never
	}{
		// async_pause keeps _remaining = end - now (7 minutes after 3);
		// async_start without a duration on a paused timer runs for
		// _remaining: the timer ends 2 + 7 minutes after the pause.
		{"pause and resume", start + delay("00:03:00") + svc("pause") + delay("00:02:00") + start, 12 * 60},
		// Paused in the instant it starts: all ten minutes are left.
		{"paused at once", start + svc("pause") + delay("00:01:00") + start, 11 * 60},
		// async_start with a duration: _remaining = duration, whatever
		// the state, paused included.
		{"paused then started for 5 minutes", start + delay("00:01:00") + svc("pause") + delay("00:01:00") + startFor("00:05:00"), 7 * 60},
		// async_start without a duration on an active timer runs for
		// _remaining, what it last started with (test_methods_and_events:
		// after a change to 5 s, start restarts with 5 s), not the
		// configured duration.
		{"restarted after a start for 2 minutes", startFor("00:02:00") + delay("00:01:00") + start, 3 * 60},
		// async_cancel puts back the configured duration
		// (_running_duration), and _remaining is gone: a start runs ten
		// minutes (test_start_service: duration 0:00:10 after cancel).
		{"cancelled then started", startFor("00:02:00") + delay("00:01:00") + svc("cancel") + start, 11 * 60},
		// async_finish from paused: idle with timer.finished
		// (test_methods_and_events: PAUSE then FINISH fires
		// EVENT_TIMER_FINISHED).
		{"finished while paused", start + delay("00:01:00") + svc("pause") + delay("00:01:00") + svc("finish"), 2 * 60},
		// A paused timer does not end: paused for good, never finished.
		{"paused for good", start + delay("00:01:00") + svc("pause"), -1},
		// async_finish on an idle timer does nothing (FINISH after FINISH:
		// no event).
		{"finished while idle", svc("finish"), -1},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := helperHome(t, laundryConf, laundry(c.steps))
			got := firstOn(t, p, "light.utility", "binary_sensor.washer -> on")
			if got.Cmp(big.NewRat(c.want, 1)) != 0 {
				t.Errorf("the timer finishes %s s after the washer, want %d", got.RatString(), c.want)
			}
		})
	}
}

// async_pause does nothing to a timer that is not running (`if
// self._listener is None: return`): an idle timer paused stays idle, and
// a state trigger on paused never fires.
func TestTimerPauseIdle(t *testing.T) {
	p := helperHome(t, laundryConf, laundry("      - service: timer.pause\n        target: {entity_id: timer.laundry}\n"))
	if got := firstOn(t, p, "light.paused", "binary_sensor.washer -> on"); got.Sign() >= 0 {
		t.Errorf("an idle timer paused %s s after the washer", got.RatString())
	}
	p = helperHome(t, laundryConf, laundry("      - service: timer.start\n        target: {entity_id: timer.laundry}\n      - service: timer.pause\n        target: {entity_id: timer.laundry}\n"))
	if got := firstOn(t, p, "light.paused", "binary_sensor.washer -> on"); got.Sign() != 0 {
		t.Errorf("an active timer paused %s s after the washer, want at once", got.RatString())
	}
}

// A pause that does not come a whole number of units after the start
// (30 s for a ten-minute timer) leaves a window: paused 3m10s after the
// start, Home Assistant has 6m50s left and ends 6m50s after the resume
// at 5m10s, at 12m. The model ends it within [11m40s, 12m10s] (what is
// left lies strictly between 6m30s and 7m), so it says, as Home
// Assistant does, that after the press that starts the timer the light
// is off for 11 minutes and on within 12m30s, but not within 11m; and it
// notes the pause.
func TestTimerPauseWindow(t *testing.T) {
	steps := "      - service: timer.start\n        target: {entity_id: timer.laundry}\n      - delay: \"00:03:10\"\n" +
		"      - service: timer.pause\n        target: {entity_id: timer.laundry}\n      - delay: \"00:02:00\"\n" +
		"      - service: timer.start\n        target: {entity_id: timer.laundry}\n"
	p := helperHome(t, laundryConf, laundry(steps))
	checkInvariants(t, p, `- name: off for 11 minutes
  after: binary_sensor.washer -> on
  while: timer.laundry == idle && light.utility == off
  holds: light.utility == off
  for: 11m
- name: on within 12m30s
  after: binary_sensor.washer -> on
  while: timer.laundry == idle
  reaches: light.utility == on
  within: 12m30s
- name: on within 11m
  after: binary_sensor.washer -> on
  while: timer.laundry == idle
  reaches: light.utility == on
  within: 11m
`, []bool{false, false, true})
	noted := false
	for _, n := range frontends.Notes(p) {
		noted = noted || strings.Contains(n.Msg, "timer.pause timer.laundry") && n.Pos.Line == 9
	}
	if !noted {
		t.Errorf("the pause is not noted: %v", frontends.Notes(p))
	}
}

// Counters (homeassistant/components/counter/__init__.py): increment and
// decrement add or take the step and compute_next_state keeps the value
// within minimum and maximum; reset goes back to the initial value, kept
// within them too; the initial value itself is not kept within them
// (Counter.__init__ takes config[CONF_INITIAL] as it is); set_value
// raises ValueError above the maximum, below the minimum or off the
// step, which ends the run (helpers/script.py, _handle_exception: only
// HomeAssistantError can be continued after). Each case presses a button
// once and watches the counter with numeric_state conditions; the
// counter's value is derived by hand from those functions.
func TestCounterServices(t *testing.T) {
	step := func(s string) string {
		return "      - service: counter." + s + "\n        target: {entity_id: counter.c}\n"
	}
	set := func(v string) string {
		return "      - service: counter.set_value\n        target: {entity_id: counter.c}\n        data: {value: " + v + "}\n"
	}
	// If the counter is above a and below b, light.l goes on.
	when := func(l, a, b string) string {
		return "      - if: {condition: numeric_state, entity_id: counter.c, above: " + a + ", below: " + b + "}\n" +
			"        then: {service: light.turn_on, entity_id: light." + l + "}\n"
	}
	for _, c := range []struct {
		name, conf, steps string
		on, off           []string // lights that come on, and that never do
	}{
		// 0 + 1 + 1 + 1, held at the maximum 2.
		{"increment to the maximum", "maximum: 2", step("increment") + step("increment") + step("increment") + when("two", "1.5", "2.5"),
			[]string{"two"}, nil},
		// Without a maximum: 3.
		{"increment", "", step("increment") + step("increment") + step("increment") + when("three", "2.5", "3.5"),
			[]string{"three"}, nil},
		// 1 - 1 - 1, held at the minimum 0.
		{"decrement to the minimum", "initial: 1\n    minimum: 0", step("decrement") + step("decrement") + when("zero", "-0.5", "0.5"),
			[]string{"zero"}, nil},
		// Step 5: 10 - 5 = 5.
		{"decrement by the step", "initial: 10\n    step: 5", step("decrement") + when("five", "4.5", "5.5"),
			[]string{"five"}, nil},
		// Initial 5 above the maximum 3: 5 until a step; an increment
		// makes it min(3, 6) = 3.
		{"initial above the maximum", "initial: 5\n    maximum: 3", when("five", "4.5", "5.5") + step("increment") + when("three", "2.5", "3.5"),
			[]string{"five", "three"}, nil},
		// Reset: compute_next_state(initial 5) = 3.
		{"reset", "initial: 5\n    maximum: 3", step("increment") + step("reset") + when("three", "2.5", "3.5"),
			[]string{"three"}, nil},
		// set_value within the bounds and on the step.
		{"set_value", "step: 2\n    maximum: 10", set("4") + when("four", "3.5", "4.5"),
			[]string{"four"}, nil},
		// Above the maximum: refused, and the run ends there.
		{"set_value above the maximum", "maximum: 5", set("10") + step("increment") + when("one", "0.5", "1.5"),
			nil, []string{"one"}},
		// Off the step (4 % 3): refused.
		{"set_value off the step", "step: 3", set("4") + when("zero", "-0.5", "0.5"),
			nil, []string{"zero"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			conf := "counter:\n  c:\n    " + c.conf + "\n"
			autos := `automations:
  - alias: Press
    trigger: {platform: state, entity_id: binary_sensor.button, to: "on"}
    mode: queued
    action:
` + c.steps + "environment:\n  fixed: [counter.c]\n"
			p := helperHome(t, conf, autos)
			var inv strings.Builder
			var want []bool
			for _, l := range c.on {
				inv.WriteString("- name: " + l + " stays off\n  condition: light." + l + " == off\n")
				want = append(want, true)
			}
			for _, l := range c.off {
				inv.WriteString("- name: " + l + " stays off\n  condition: light." + l + " == off\n")
				want = append(want, false)
			}
			checkInvariants(t, p, inv.String(), want)
			for _, n := range frontends.Notes(p) {
				if strings.Contains(n.Msg, "counter.") {
					t.Errorf("noted: %s", n.Msg)
				}
			}
		})
	}
}

// input_number (homeassistant/components/input_number/__init__.py):
// async_increment sets min(value + step, max) and async_decrement
// max(value - step, min); async_set_value raises vol.Invalid outside min
// and max, which ends the run even with continue_on_error
// (helpers/script.py, _handle_exception). input_select goes through
// SelectEntity (homeassistant/components/select/__init__.py):
// select_next and select_previous move by one option, around the list
// when cycle is true (the services' default) and held at its ends
// otherwise (_async_offset_index); select_first and select_last take
// the first and last option (_async_select_index).
func TestInputHelperServices(t *testing.T) {
	num := func(s string) string {
		return "      - service: input_number." + s + "\n        target: {entity_id: input_number.n}\n"
	}
	sel := func(s, data string) string {
		return "      - service: input_select." + s + "\n        target: {entity_id: input_select.s}\n" + data
	}
	numIs := func(l, a, b string) string {
		return "      - if: {condition: numeric_state, entity_id: input_number.n, above: " + a + ", below: " + b + "}\n" +
			"        then: {service: light.turn_on, entity_id: light." + l + "}\n"
	}
	selIs := func(l, o string) string {
		return "      - if: {condition: state, entity_id: input_select.s, state: " + o + "}\n" +
			"        then: {service: light.turn_on, entity_id: light." + l + "}\n"
	}
	const numConf = "input_number:\n  n:\n    min: 0\n    max: 10\n    step: 4\n    initial: 0\n"
	const selConf = "input_select:\n  s:\n    options: [a, b, c]\n    initial: c\n"
	for _, c := range []struct {
		name, conf, steps string
		on, off           []string
	}{
		// 0 + 4 = 4, + 4 = 8, then min(12, 10) = 10.
		{"increment", numConf, num("increment") + num("increment") + numIs("eight", "7.5", "8.5") + num("increment") + numIs("ten", "9.5", "10.5"),
			[]string{"eight", "ten"}, nil},
		// 0 - 4 held at 0.
		{"decrement", numConf, num("decrement") + numIs("zero", "-0.5", "0.5"), []string{"zero"}, nil},
		// 12 is above max 10: the run ends.
		{"set_value out of range", numConf, num("set_value") + "        data: {value: 12}\n" + numIs("zero", "-0.5", "0.5"), nil, []string{"zero"}},
		// c is the last option: next wraps to a.
		{"select_next", selConf, sel("select_next", "") + selIs("a", "a"), []string{"a"}, nil},
		// Without cycle it stays at c.
		{"select_next without cycle", selConf, sel("select_next", "        data: {cycle: false}\n") + selIs("c", "c") + selIs("a", "a"),
			[]string{"c"}, []string{"a"}},
		// Back from c to b, then first and last.
		{"select_previous", selConf, sel("select_previous", "") + selIs("b", "b"), []string{"b"}, nil},
		{"select_first", selConf, sel("select_first", "") + selIs("a", "a"), []string{"a"}, nil},
		{"select_last", selConf, sel("select_first", "") + sel("select_last", "") + selIs("c", "c"), []string{"c"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			autos := `automations:
  - alias: Press
    trigger: {platform: state, entity_id: binary_sensor.button, to: "on"}
    mode: queued
    action:
` + c.steps + "environment:\n  fixed: [input_number.n, input_select.s]\n"
			p := helperHome(t, c.conf, autos)
			var inv strings.Builder
			var want []bool
			for _, l := range c.on {
				inv.WriteString("- name: " + l + " stays off\n  condition: light." + l + " == off\n")
				want = append(want, true)
			}
			for _, l := range c.off {
				inv.WriteString("- name: " + l + " stays off\n  condition: light." + l + " == off\n")
				want = append(want, false)
			}
			checkInvariants(t, p, inv.String(), want)
			for _, n := range frontends.Notes(p) {
				t.Errorf("noted: %s", n.Msg)
			}
		})
	}
}

// A stepped counter's state is its number's text (Counter.state is an
// int; a state trigger and a state condition compare str(state)): a
// state trigger with to: "2" fires when two presses make it 2, a state
// condition with state: "2" holds then, and "2.0" is never its state.
// An input_number's state is str() of a float: "4.0", never "4".
func TestSteppedHelperStates(t *testing.T) {
	conf := "counter:\n  c: {}\ninput_number:\n  n: {min: 0, max: 10, step: 2, initial: 0}\n"
	autos := `automations:
  - alias: Press
    trigger: {platform: state, entity_id: binary_sensor.button, to: "on"}
    mode: queued
    action:
      - service: counter.increment
        target: {entity_id: counter.c}
      - service: input_number.increment
        target: {entity_id: input_number.n}
      - if: {condition: state, entity_id: counter.c, state: "2"}
        then: {service: light.turn_on, entity_id: light.cond}
      - if: {condition: state, entity_id: input_number.n, state: "4.0"}
        then: {service: light.turn_on, entity_id: light.float}
      - if: {condition: state, entity_id: input_number.n, state: "4"}
        then: {service: light.turn_on, entity_id: light.never}
  - alias: Two
    trigger: {platform: state, entity_id: counter.c, to: "2"}
    action: {service: light.turn_on, entity_id: light.trig}
  - alias: Two point zero
    trigger: {platform: state, entity_id: counter.c, to: "2.0"}
    action: {service: light.turn_on, entity_id: light.never2}
environment:
  fixed: [counter.c, input_number.n]
`
	p := helperHome(t, conf, autos)
	checkInvariants(t, p, `- name: cond
  condition: light.cond == off
- name: float
  condition: light.float == off
- name: trig
  condition: light.trig == off
- name: never
  condition: light.never == off
- name: never2
  condition: light.never2 == off
`, []bool{true, true, true, false, false})
	for _, n := range frontends.Notes(p) {
		t.Errorf("noted: %s", n.Msg)
	}
}

// A timer whose duration the model does not know ends when the
// environment chooses, but only while it runs: async_pause removes the
// listener that would end it (Timer.async_pause), so a paused timer
// never finishes, and once started again it may.
func TestTimerPauseUnknownDuration(t *testing.T) {
	pause := "      - service: timer.start\n        target: {entity_id: timer.laundry}\n      - service: timer.pause\n        target: {entity_id: timer.laundry}\n"
	for _, c := range []struct {
		steps    string
		finishes bool
	}{
		{pause, false},
		{pause + "      - delay: 5\n      - service: timer.start\n        target: {entity_id: timer.laundry}\n", true},
	} {
		p := helperHome(t, "", laundry(c.steps))
		if got := firstOn(t, p, "light.utility", "binary_sensor.washer -> on"); (got.Sign() >= 0) != c.finishes {
			t.Errorf("%q: finishes %s s after the washer, want finishing %v", c.steps, got.RatString(), c.finishes)
		}
	}
}

// A counter starts at its initial value even above its maximum
// (Counter.__init__ takes config[CONF_INITIAL] unclamped), also when no
// service steps it: a condition above 4 holds for initial 5 and maximum
// 3. (Reading the counter section first made this an IR error.)
func TestCounterInitialOutsideBounds(t *testing.T) {
	p := helperHome(t, "counter:\n  c:\n    initial: 5\n    maximum: 3\n", `automations:
  - alias: Press
    trigger: {platform: state, entity_id: binary_sensor.button, to: "on"}
    condition: {condition: numeric_state, entity_id: counter.c, above: 4}
    action: {service: light.turn_on, entity_id: light.high}
environment:
  fixed: [counter.c]
`)
	checkInvariants(t, p, "- name: high\n  condition: light.high == off\n", []bool{true})
}

// What Home Assistant's schemas refuse in the counter and input_number
// sections is an error at its position: counter's initial and step are
// cv.positive_int (a whole number of at least 0; vol.Coerce(int) makes
// 2.7 a 2), input_number's step vol.Range(min=1e-9), and
// _cv_input_number wants max above min and the initial value between
// them.
func TestHelperDeclarationErrors(t *testing.T) {
	for _, c := range []struct {
		conf, want string
	}{
		{"counter:\n  c:\n    initial: -1\n", "configuration.yaml:3:14: counter.c: initial must be a whole number of at least 0, found -1"},
		{"counter:\n  c:\n    step: many\n", "configuration.yaml:3:11: counter.c: step must be a whole number of at least 0"},
		{"counter:\n  c:\n    maximum: [1]\n", "configuration.yaml:3:14: counter.c: maximum must be a whole number"},
		{"input_number:\n  n: {min: 0, max: 10, step: 0}\n", "configuration.yaml:2:30: input_number.n: step must be a number above 0"},
		{"input_number:\n  n: {min: 5, max: 5}\n", "configuration.yaml:2:20: input_number.n: max 5 must be above min 5"},
		{"input_number:\n  n: {min: 0, max: 5, initial: 7}\n", "configuration.yaml:2:32: input_number.n: initial 7 is not between min 0 and max 5"},
	} {
		dir := t.TempDir()
		write(t, filepath.Join(dir, "configuration.yaml"), c.conf)
		_, err := frontends.Load(dir)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.conf, err, c.want)
		}
	}
	// 2.7 is read as 2, as vol.Coerce(int) reads it: no error.
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), "counter:\n  c:\n    initial: 2.7\n")
	if _, err := frontends.Load(dir); err != nil {
		t.Errorf("initial 2.7: %v", err)
	}
}

package hasim

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

// change is the environment setting an entity at a time, in half seconds.
type change struct {
	at            int64
	entity, value string
}

// simulate runs automations (a YAML list) from 00:00:00 on a Monday with
// every entity at its default, applies the changes and lets time run to
// until (half seconds).
func simulate(t *testing.T, src string, order Order, changes []change, until int64) *Sim {
	t.Helper()
	return simulateWith(t, src, Options{Order: order}, changes, until)
}

// simulateWith is simulate with options (their scale and start states
// set as simulate's).
func simulateWith(t *testing.T, src string, opt Options, changes []change, until int64) *Sim {
	t.Helper()
	f, err := config.Parse("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	// A declared input_select (the list form declares none).
	f.Inputs = map[string]*config.Input{"input_select.s": {Options: []string{"a", "b"}}}
	opt.Scale, opt.Init = 2, map[string]string{"sensor.t": "5.0"}
	s, err := New(f, opt)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range changes {
		s.AdvanceTo(c.at)
		s.Set(c.entity, c.value)
	}
	s.AdvanceTo(until)
	return s
}

// lightAt is the time of day light.x first went on ("never").
func lightAt(s *Sim) string {
	for _, l := range s.Log {
		if strings.HasSuffix(l, "light.x: off -> on") {
			return strings.SplitN(l, ": ", 2)[0]
		}
	}
	return "never"
}

const lightOn = `
  action:
    - service: light.turn_on
      entity_id: light.x
`

// Each case is a behaviour of Home Assistant's source, the expected time
// (when light.x goes on) worked out by hand from the cited code.
func TestHomeAssistantSemantics(t *testing.T) {
	for _, c := range []struct {
		name    string
		src     string
		changes []change
		want    string // the time of day light.x goes on, or never
	}{{
		// triggers/state.py, _check_same_state: with to:, the for: timer
		// holds while the state is the one it came to: a -> b, both in
		// to:, restarts it (from b at 1 s, on at 3 s).
		name:    "for: of a to: with two states restarts on a change between them",
		src:     "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.m\n      to: [a, b]\n      for: 2\n" + lightOn,
		changes: []change{{0, "sensor.m", "a"}, {2, "sensor.m", "b"}},
		want:    "00:00:03",
	}, {
		// _check_same_state: from: without to: keeps the timer until the
		// state goes back to the one it left (a -> b -> c: still on at 2 s).
		name:    "for: of from: without to: survives a change to a third state",
		src:     "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.m\n      from: a\n      for: 2\n" + lightOn,
		changes: []change{{0, "sensor.m", "a"}, {0, "sensor.m", "b"}, {2, "sensor.m", "c"}},
		want:    "00:00:02",
	}, {
		name:    "for: of from: without to: ends when back to the state left",
		src:     "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.m\n      from: a\n      for: 2\n" + lightOn,
		changes: []change{{0, "sensor.m", "a"}, {0, "sensor.m", "b"}, {2, "sensor.m", "a"}},
		want:    "never",
	}, {
		// not_from: is not CONF_FROM: the check is cur == new, so any
		// change ends the timer.
		name:    "for: of not_from: ends on any change",
		src:     "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.m\n      not_from: a\n      for: 2\n" + lightOn,
		changes: []change{{0, "sensor.m", "b"}, {0, "sensor.m", "c"}, {2, "sensor.m", "d"}},
		want:    "00:00:03",
	}, {
		// numeric_state.py: the entity is armed at attach when outside
		// the range (5); 10 is not above 10 (condition.async_numeric_state:
		// strictly); 12 fires.
		name:    "numeric_state fires on entering the range",
		src:     "- alias: A\n  trigger:\n    - platform: numeric_state\n      entity_id: sensor.t\n      above: 10\n" + lightOn,
		changes: []change{{2, "sensor.t", "10"}, {4, "sensor.t", "12"}},
		want:    "00:00:02",
	}, {
		// numeric_state.py: for: is cancelled by a change out of the
		// range (async_track_same_state with check_numeric_state), and a
		// change within it keeps it.
		name: "numeric_state for: holds within the range",
		src:  "- alias: A\n  trigger:\n    - platform: numeric_state\n      entity_id: sensor.t\n      above: 10\n      for: 2\n" + lightOn,
		changes: []change{{0, "sensor.t", "12"}, {2, "sensor.t", "9"}, {4, "sensor.t", "11"},
			{6, "sensor.t", "15"}},
		want: "00:00:04",
	}, {
		// condition.py, state(): `utcnow() - for_period > last_changed`,
		// strictly: changed at 1 s, for 2, checked at 3 s: false; at
		// 3.5 s: true.
		name: "a state condition's for: is strictly longer",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  condition:\n    - condition: state\n" +
			"      entity_id: sensor.m\n      state: a\n      for: 2\n" + lightOn,
		changes: []change{{2, "sensor.m", "a"}, {6, "sensor.go", "1"}, {7, "sensor.go", "2"}},
		want:    "00:00:03+1/2",
	}, {
		// condition.py, time(): after <= now < before: 00:00:02 is not
		// in [00:00:01, 00:00:02), 00:00:01 is.
		name: "a time condition's before is exclusive",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  condition:\n    - condition: time\n" +
			"      after: \"00:00:01\"\n      before: \"00:00:02\"\n" + lightOn,
		changes: []change{{4, "sensor.go", "1"}},
		want:    "never",
	}, {
		name: "a time condition's after is inclusive",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  condition:\n    - condition: time\n" +
			"      after: \"00:00:01\"\n      before: \"00:00:02\"\n" + lightOn,
		changes: []change{{2, "sensor.go", "1"}},
		want:    "00:00:01",
	}, {
		// time(): after == before is the branch over midnight with an
		// empty exclusion: always true; the weekday is now's (Monday).
		name: "a time window of no length holds all day, on now's weekday",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  condition:\n    - condition: time\n" +
			"      after: \"00:00:06\"\n      before: \"00:00:06\"\n      weekday: mon\n" + lightOn,
		changes: []change{{2, "sensor.go", "1"}},
		want:    "00:00:01",
	}, {
		// script.py, Script.async_run: mode single drops a trigger while
		// a run is active; the first run's light comes at 3 s.
		name: "single drops a trigger while running",
		src: "- alias: A\n  mode: single\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
			"    - delay: 3\n    - service: light.turn_on\n      entity_id: light.x\n",
		changes: []change{{0, "sensor.go", "1"}, {2, "sensor.go", "2"}},
		want:    "00:00:03",
	}, {
		// restart: the new run is added and the others stopped: the
		// light comes 3 s after the last trigger.
		name: "restart stops the run that waits",
		src: "- alias: A\n  mode: restart\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
			"    - delay: 3\n    - service: light.turn_on\n      entity_id: light.x\n",
		changes: []change{{0, "sensor.go", "1"}, {2, "sensor.go", "2"}},
		want:    "00:00:04",
	}, {
		// script.py, _ScriptRun.async_run catches _ConditionFail: a
		// condition step ends the choose option's sequence only, and the
		// step after the choose runs.
		name: "a failing condition step ends its sub-script only",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n    - choose:\n" +
			"        - conditions: []\n          sequence:\n            - condition: state\n              entity_id: sensor.m\n              state: z\n" +
			"            - service: switch.turn_on\n              entity_id: switch.y\n" +
			"    - service: light.turn_on\n      entity_id: light.x\n",
		changes: []change{{2, "sensor.go", "1"}},
		want:    "00:00:01",
	}, {
		// _StopScript is raised again by nested scripts: stop in an if
		// ends the run.
		name: "stop in an if ends the run",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n    - if: []\n      then:\n" +
			"        - stop: done\n    - service: light.turn_on\n      entity_id: light.x\n",
		changes: []change{{2, "sensor.go", "1"}},
		want:    "never",
	}, {
		// _async_repeat_step: until runs the sequence before testing
		// (the light is on after one pass although until holds at once).
		name: "until runs its sequence first",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n    - repeat:\n" +
			"        until:\n          - condition: state\n            entity_id: sensor.go\n            state: \"1\"\n" +
			"        sequence:\n          - delay: 1\n          - service: light.turn_on\n            entity_id: light.x\n",
		changes: []change{{2, "sensor.go", "1"}},
		want:    "00:00:02",
	}, {
		name: "while tests first",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n    - repeat:\n" +
			"        while:\n          - condition: state\n            entity_id: sensor.go\n            state: \"2\"\n" +
			"        sequence:\n          - service: light.turn_on\n            entity_id: light.x\n",
		changes: []change{{2, "sensor.go", "1"}},
		want:    "never",
	}, {
		// _async_handle_timeout: without continue_on_timeout the run is
		// aborted (_AbortScript); with the default it goes on.
		name: "a wait's timeout without continue_on_timeout ends the run",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
			"    - wait_for_trigger:\n        - platform: state\n          entity_id: sensor.m\n      timeout: 2\n      continue_on_timeout: false\n" +
			"    - service: light.turn_on\n      entity_id: light.x\n",
		changes: []change{{2, "sensor.go", "1"}},
		want:    "never",
	}, {
		name: "a wait's timeout goes on by default",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
			"    - wait_for_trigger:\n        - platform: state\n          entity_id: sensor.m\n      timeout: 2\n" +
			"    - service: light.turn_on\n      entity_id: light.x\n",
		changes: []change{{2, "sensor.go", "1"}},
		want:    "00:00:03",
	}, {
		// _async_wait_template_step: at once when the template holds,
		// else at the first change after which it does.
		name: "wait_template ends at the change that makes it true",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
			"    - wait_template: \"{{ is_state('sensor.m', 'a') }}\"\n    - service: light.turn_on\n      entity_id: light.x\n",
		changes: []change{{2, "sensor.go", "1"}, {3, "sensor.m", "b"}, {5, "sensor.m", "a"}},
		want:    "00:00:02+1/2",
	}, {
		// helpers/event.py, _TrackUTCTimeChange: the next time is looked
		// for from now cut to the second: a wait on 00:00:02 begun at
		// 2.5 s fires at once.
		name: "a time trigger attached within its second fires",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
			"    - wait_for_trigger:\n        - platform: time\n          at: \"00:00:02\"\n    - service: light.turn_on\n      entity_id: light.x\n",
		changes: []change{{5, "sensor.go", "1"}},
		want:    "00:00:02+1/2",
	}, {
		// automation/__init__.py: automation.trigger skips the
		// conditions by default, and the service call waits for the run.
		name: "automation.trigger skips the conditions and waits for the run",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
			"    - service: automation.trigger\n      entity_id: automation.b\n    - service: light.turn_on\n      entity_id: light.x\n" +
			"- alias: B\n  trigger:\n    - platform: state\n      entity_id: sensor.never\n  condition:\n    - condition: state\n" +
			"      entity_id: sensor.m\n      state: z\n  action:\n    - delay: 2\n",
		changes: []change{{2, "sensor.go", "1"}},
		want:    "00:00:03",
	}, {
		// _async_disable: the triggers are detached (a state change while
		// off starts nothing) and the pending for: timer is gone.
		name: "automation.turn_off detaches the triggers and their for: timers",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.m\n      to: a\n      for: 2\n" + lightOn +
			"- alias: B\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
			"    - service: automation.turn_off\n      entity_id: automation.a\n    - delay: 1\n" +
			"    - service: automation.turn_on\n      entity_id: automation.a\n",
		changes: []change{{0, "sensor.m", "a"}, {2, "sensor.go", "1"}},
		want:    "never",
	}, {
		// input_select.async_select_option raises on an option not among
		// the options: the run ends there.
		name: "an invalid option ends the run",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
			"    - service: input_select.select_option\n      entity_id: input_select.s\n      data:\n        option: z\n" +
			"    - service: light.turn_on\n      entity_id: light.x\n",
		changes: []change{{2, "sensor.go", "1"}},
		want:    "never",
	}} {
		t.Run(c.name, func(t *testing.T) {
			s := simulate(t, c.src, Sequential, c.changes, 28)
			if got := lightAt(s); got != c.want {
				t.Errorf("light.x on at %s, want %s\n%s", got, c.want, strings.Join(s.Log, "\n"))
			}
		})
	}
}

// Two automations fired by one change, the first turning on what the
// second's condition reads: the orders of one instant tell them apart.
func TestOrders(t *testing.T) {
	src := "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
		"    - service: switch.turn_on\n      entity_id: switch.y\n    - service: switch.turn_on\n      entity_id: switch.z\n" +
		"- alias: B\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  condition:\n    - condition: state\n" +
		"      entity_id: switch.y\n      state: \"on\"\n  action:\n    - service: light.turn_on\n      entity_id: light.x\n" +
		"- alias: C\n  trigger:\n    - platform: state\n      entity_id: switch.y\n  condition:\n    - condition: state\n" +
		"      entity_id: switch.z\n      state: \"on\"\n  action:\n    - service: light.turn_on\n      entity_id: light.w\n"
	for _, c := range []struct {
		order  Order
		x, w   string // light.x (B ran after A) and light.w (C saw z on)
		reason string
	}{
		{Sequential, "on", "on", "A runs to its end, then B checks (y on), then C (z on)"},
		{ConditionsFirst, "off", "on", "B checks before A runs; C is fired by A's change, after A"},
		{Eager, "on", "off", "C runs inside A's change of y, before A turns z on"},
	} {
		s := simulate(t, src, c.order, []change{{2, "sensor.go", "1"}}, 6)
		if s.State("light.x") != c.x || s.State("light.w") != c.w {
			t.Errorf("%s: light.x %s, light.w %s; want %s, %s (%s)\n%s", c.order, s.State("light.x"), s.State("light.w"),
				c.x, c.w, c.reason, strings.Join(s.Log, "\n"))
		}
	}
}

// The replay fires, for a step that fires by itself, the event due then
// that agrees with the trace, reports a step with nothing due, and the
// events that did something between steps.
func TestReplay(t *testing.T) {
	src := "- alias: A\n  mode: parallel\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n" +
		"    - delay: 1\n    - service: light.toggle\n      entity_id: light.x\n" +
		"- alias: B\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n      to: \"1\"\n  action:\n" +
		"    - delay: 1\n    - service: switch.turn_on\n      entity_id: switch.y\n"
	f, err := config.Parse("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	steps := []Step{
		{At: 0, Entity: "sensor.go", Value: "1"},
		{At: 1, Name: "B: delay 1s"}, // A's and B's delays both end: B's is the trace's
		{At: 1, Name: "A: delay 1s"},
		{At: 3, Name: "nothing is due"},
	}
	want := []map[string]string{nil, {"switch.y": "on", "light.x": "off"}, {"light.x": "on"}, nil}
	out, err := Replay(f, Options{}, steps, func(i int, st map[string]string) bool {
		for k, v := range want[i] {
			if st[k] != v {
				return false
			}
		}
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	if out.States[1]["switch.y"] != "on" || out.States[1]["light.x"] != "off" || out.States[2]["light.x"] != "on" {
		t.Errorf("the replay did not fire the delays in the trace's order:\n%s", out)
	}
	if len(out.Missing) != 1 || out.Missing[0] != 3 {
		t.Errorf("missing %v, want step 4", out.Missing)
	}

	// A delay due before a step that the trace does not have.
	out, err = Replay(f, Options{}, []Step{{At: 0, Entity: "sensor.go", Value: "2"}, {At: 5, Entity: "sensor.go", Value: "3"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(out.Extra) != 1 || out.Extra[0].Before != 1 || out.Extra[0].At != 1 {
		t.Errorf("extra %+v, want A's delay at 1 s before step 2", out.Extra)
	}
}

// What the simulator does not take is an error with its position.
func TestCheckRejects(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{"- alias: A\n  trigger:\n    - platform: sun\n      event: sunset\n" + lightOn, "a.yaml:3:7: a sun trigger is not supported by the simulator"},
		{"- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n    - service: media_player.play\n      entity_id: media_player.x\n",
			"a.yaml:6:7: the service media_player.play is not supported by the simulator"},
		{"- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n    - parallel:\n        - delay: 1\n",
			"a.yaml:6:7: the step parallel is not supported by the simulator"},
	} {
		f, err := config.Parse("a.yaml", []byte(c.src))
		if err != nil {
			t.Fatal(err)
		}
		if err := Check(f); err == nil || err.Error() != c.want {
			t.Errorf("Check: %v, want %q", err, c.want)
		}
	}
}

// Where runs suspend (Options.Yields), worked out by hand from Home
// Assistant's source: helpers/script.py, _ScriptRun.
// _async_call_service_step starts the call as a task and awaits it
// (_async_run_long_action), and a device's integration awaits its device
// before it writes the state it reports, so the run waits in the call and
// the next job of the instant (here B's trigger, started by the same
// change) goes first; a helper's handler writes its state without
// awaiting anything (input_boolean.InputBoolean.async_turn_on), and the
// run goes on at once. The state a device reports fires its listeners
// (core.py, StateMachine.async_set; helpers/event.py,
// async_track_state_change_event) before the call returns to the run:
// A, single, is still running when its own light's change triggers it
// (Script.async_run: "Already running"), which the lowering's order
// (the effect and the steps after it one rule, the triggers after it)
// does not have.
func TestYields(t *testing.T) {
	onGo := func(alias, cond, acts string) string {
		out := "- alias: " + alias + "\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n"
		if cond != "" {
			out += "  condition:\n    - condition: state\n      entity_id: " + cond + "\n      state: \"on\"\n"
		}
		return out + "  action:\n" + acts
	}
	svc := func(s, e string) string { return "    - service: " + s + "\n      entity_id: " + e + "\n" }
	for _, c := range []struct {
		name   string
		src    string
		order  Order
		yields bool
		entity string
		want   string
	}{{
		name:   "devices answer at once: B sees A's switch",
		src:    onGo("A", "", svc("light.turn_on", "light.x")+svc("switch.turn_on", "switch.y")) + onGo("B", "switch.y", svc("light.turn_on", "light.w")),
		entity: "light.w", want: "on",
	}, {
		name:   "A waits for its light: B checks before A's switch",
		src:    onGo("A", "", svc("light.turn_on", "light.x")+svc("switch.turn_on", "switch.y")) + onGo("B", "switch.y", svc("light.turn_on", "light.w")),
		yields: true, entity: "light.w", want: "off",
	}, {
		name:   "a helper's service does not suspend",
		src:    onGo("A", "", svc("input_boolean.turn_on", "input_boolean.h")+svc("light.turn_on", "light.x")) + onGo("B", "input_boolean.h", svc("light.turn_on", "light.w")),
		yields: true, entity: "light.w", want: "on",
	}, {
		name: "the device's listeners before the caller goes on",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n    - platform: state\n      entity_id: light.x\n      to: \"on\"\n      id: mine\n" +
			"  action:\n" + svc("light.turn_on", "light.x") +
			"    - if:\n        - condition: trigger\n          id: mine\n      then:\n" + indent(svc("switch.turn_on", "switch.y"), 4),
		yields: true, entity: "switch.y", want: "off",
	}, {
		name: "in the lowering's order the caller goes on first",
		src: "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n    - platform: state\n      entity_id: light.x\n      to: \"on\"\n      id: mine\n" +
			"  action:\n" + svc("light.turn_on", "light.x") +
			"    - if:\n        - condition: trigger\n          id: mine\n      then:\n" + indent(svc("switch.turn_on", "switch.y"), 4),
		order: Lowering, yields: true, entity: "switch.y", want: "on",
	}} {
		s := simulateWith(t, c.src, Options{Order: c.order, Yields: c.yields}, []change{{2, "sensor.go", "1"}}, 6)
		if got := s.State(c.entity); got != c.want {
			t.Errorf("%s: %s %s, want %s\n%s", c.name, c.entity, got, c.want, strings.Join(s.Log, "\n"))
		}
	}
}

func indent(s string, n int) string {
	pad := strings.Repeat(" ", n)
	lines := strings.SplitAfter(s, "\n")
	for i, l := range lines {
		if l != "" {
			lines[i] = pad + l
		}
	}
	return strings.Join(lines, "")
}

// Two runs waiting for their devices in one instant: either answers
// first (the event loop resumes what completes), and the replay finds the
// order under which the trace's states come: A's light on then B's off,
// or B's then A's.
func TestReplayFindsTheOrder(t *testing.T) {
	src := "- alias: A\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n    - service: light.turn_on\n      entity_id: light.x\n" +
		"- alias: B\n  trigger:\n    - platform: state\n      entity_id: sensor.go\n  action:\n    - service: light.turn_off\n      entity_id: light.x\n" +
		"    - service: switch.turn_on\n      entity_id: switch.y\n"
	f, err := config.Parse("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	steps := []Step{{At: 0, Entity: "light.x", Value: "on"}, {At: 1, Entity: "sensor.go", Value: "1"}}
	for _, want := range []string{"on", "off"} {
		out, err := Replay(f, Options{Yields: true}, steps, func(i int, st map[string]string) bool {
			return i == 0 || (st["light.x"] == want && st["switch.y"] == "on")
		})
		if err != nil {
			t.Fatal(err)
		}
		if got := out.States[1]["light.x"]; got != want || out.Exhausted {
			t.Errorf("light.x %s after the orders tried (exhausted %v), want %s\n%s%s", got, out.Exhausted, want, out, strings.Join(out.Log, "\n"))
		}
	}
	// Without Yields the calls take effect in the order of the runs.
	out, err := Replay(f, Options{}, steps, func(i int, st map[string]string) bool { return i == 0 || st["light.x"] == "on" })
	if err != nil {
		t.Fatal(err)
	}
	if got := out.States[1]["light.x"]; got != "off" {
		t.Errorf("without yields light.x %s, want off (B's call after A's)", got)
	}
}

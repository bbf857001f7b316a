package hass_test

import (
	"path/filepath"

	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/explore/zone"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// verdicts explores a configuration (text) with invariants from a start
// (cal) and returns each invariant's verdict ("violated" or "holds") and
// the time of its first violation.
func verdicts(t *testing.T, src, inv string, cal ta.Calendar) map[string]string {
	t.Helper()
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	props, err := explore.ParseProperties("a.inv.yaml", []byte(inv), p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: cal, Props: props})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := explore.ExploreReport(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Complete {
		t.Fatalf("incomplete: %s", rep.Stop)
	}
	for _, e := range rep.Errors {
		t.Errorf("runtime error: %s", e.Message)
	}
	return verdictsOf(rep)
}

// verdictsOf is each invariant's verdict in a report: "holds", or
// "violated at" the time of its first violation.
func verdictsOf(rep *explore.Report) map[string]string {
	out := map[string]string{}
	for _, iv := range rep.Invariants {
		if iv.Violated {
			out[iv.Name] = "violated at " + iv.Violation.At
		} else {
			out[iv.Name] = "holds"
		}
	}
	return out
}

// A time trigger's weekday: filter: Home Assistant's time trigger
// (homeassistant/components/homeassistant/triggers/time.py,
// async_attach_trigger's time_automation_listener) returns without firing
// when the day of the week is not one of `weekday`.
func TestTimeTriggerWeekday(t *testing.T) {
	const src = `- alias: Weekday alarm
  triggers:
    - trigger: time
      at: "07:00:00"
      weekday: [mon, tue]
  actions:
    - action: light.turn_on
      target: {entity_id: light.bedroom}
`
	const inv = "- name: bedroom dark\n  condition: light.bedroom == off\n"
	for _, c := range []struct {
		day  int // 0 = Monday
		want string
	}{{0, "violated at 07:00:00"}, {1, "violated at 07:00:00"}, {2, "holds"}, {5, "holds"}, {6, "holds"}} {
		got := verdicts(t, src, inv, ta.Calendar{Start: 6 * hour, Horizon: 2 * hour, Sunrise: 6 * hour, Sunset: 18 * hour, Weekday: c.day, DayKnown: true})
		if got["bedroom dark"] != c.want {
			t.Errorf("day %d: %s, want %s", c.day, got["bedroom dark"], c.want)
		}
	}
	// HA's schema takes the three-letter names only (vol.In(WEEKDAYS)).
	err := leftOutErr(frontends.LoadSource("a.yaml", []byte(strings.Replace(src, "[mon, tue]", "[monday]", 1))))
	if err == nil || !strings.Contains(err.Error(), `a.yaml:5:16: automation "Weekday alarm" left out`) || !strings.Contains(err.Error(), `weekday: "monday" is not a day`) {
		t.Errorf("weekday: [monday]: %v", err)
	}
}

// A state trigger's from: left empty (null, as the UI writes a field it
// leaves blank) matches every old state: triggers/state.py,
// async_attach_trigger: `if (from_state := config.get(CONF_FROM)) is not
// None: match_from_state = process_state_match(from_state)`, else (no
// not_from) MATCH_ALL. An empty list matches no state.
func TestStateTriggerFromNull(t *testing.T) {
	const src = `- alias: Door
  triggers:
    - trigger: state
      entity_id: binary_sensor.door
      from: FROM
      to: "on"
  actions:
    - action: light.turn_on
      target: {entity_id: light.hall}
`
	const inv = "- name: hall dark\n  condition: light.hall == off\n"
	cal := ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}
	for _, c := range []struct{ from, want string }{
		{"", "violated at 00:00:00"},
		{"null", "violated at 00:00:00"},
		{"[]", "holds"},
		{`"off"`, "violated at 00:00:00"},
		{`"on"`, "holds"},
	} {
		got := verdicts(t, strings.Replace(src, "FROM", c.from, 1), inv, cal)
		if got["hall dark"] != c.want {
			t.Errorf("from: %s: %s, want %s", c.from, got["hall dark"], c.want)
		}
	}
}

// numeric_state on an entity whose state is never a number (sun.sun's is
// above_horizon or below_horizon): helpers/condition.py,
// async_numeric_state raises ConditionErrorMessage ("cannot be processed
// as a number"). The automation's conditions (components/automation/
// __init__.py, _async_process_if's if_action: a ConditionError is logged
// and the result is False) and a condition step (helpers/script.py,
// _async_condition_step: `check = False`) fail; `not` of an error is an
// error (condition.py, async_not_from_config raises the errors), `or`
// holds when another part holds (async_or_from_config returns True on
// the first true part). A repeat's until ends on an error
// (script.py, _async_repeat_step: `in [True, None]`). The numeric_state
// trigger never fires (triggers/numeric_state.py tests the state with
// condition.async_numeric_state and logs the error).
func TestNumericStateNotANumber(t *testing.T) {
	const src = `- alias: Motion
  triggers:
    - trigger: state
      entity_id: binary_sensor.motion
      to: "on"
  conditions:
    - COND
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.siren}
`
	const num = "{condition: numeric_state, entity_id: sun.sun, below: 5}"
	const inv = "- name: quiet\n  condition: switch.siren == off\n"
	cal := ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}
	for _, c := range []struct{ cond, want string }{
		{num, "holds"},
		{"{condition: not, conditions: [" + num + "]}", "holds"},
		{"{condition: or, conditions: [" + num + ", {condition: state, entity_id: input_boolean.x, state: 'off'}]}", "violated at 00:00:00"},
		{"{condition: and, conditions: [" + num + ", {condition: state, entity_id: input_boolean.x, state: 'on'}]}", "holds"},
		// not(and(error, false)) = not(false) = true.
		{"{condition: not, conditions: [{condition: and, conditions: [" + num + ", {condition: state, entity_id: input_boolean.x, state: 'on'}]}]}", "violated at 00:00:00"},
		// A number compared as one: the sensor starts in its lowest class.
		{"{condition: numeric_state, entity_id: sensor.lux, below: 5}", "violated at 00:00:00"},
	} {
		got := verdicts(t, strings.Replace(src, "COND", c.cond, 1), inv, cal)
		if got["quiet"] != c.want {
			t.Errorf("%s: %s, want %s", c.cond, got["quiet"], c.want)
		}
	}

	// A repeat until an error ends after its first pass.
	const until = `- alias: Blink
  triggers:
    - trigger: state
      entity_id: binary_sensor.motion
      to: "on"
  actions:
    - repeat:
        sequence:
          - action: switch.toggle
            target: {entity_id: switch.siren}
        until:
          - UNTIL
`
	for _, c := range []struct{ until, want string }{
		{num, "violated at 00:00:00"},
		// not(error) is an error: it ends the loop too.
		{"{condition: not, conditions: [" + num + "]}", "violated at 00:00:00"},
	} {
		got := verdicts(t, strings.Replace(until, "UNTIL", c.until, 1), inv, cal)
		if got["quiet"] != c.want {
			t.Errorf("until %s: %s, want %s", c.until, got["quiet"], c.want)
		}
	}

	const trig = `- alias: Sun low
  triggers:
    - trigger: numeric_state
      entity_id: sun.sun
      below: 5
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.siren}
`
	if got := verdicts(t, trig, inv, ta.Calendar{Horizon: 24 * hour, Sunrise: 6 * hour, Sunset: 18 * hour}); got["quiet"] != "holds" {
		t.Errorf("numeric_state trigger on sun.sun: %s, want holds", got["quiet"])
	}
	p, err := frontends.LoadSource("a.yaml", []byte(trig))
	if err != nil {
		t.Fatal(err)
	}
	if n := frontends.Notes(p); len(n) != 1 || !strings.Contains(n[0].Msg, "mistake: numeric_state trigger on sun.sun, whose state is never a number") {
		t.Errorf("notes %v", n)
	}
}

// automation.trigger is a call that waits for the run it starts:
// helpers/script.py, _async_call_service_step, makes it a running_script
// call with blocking=True, and components/automation/__init__.py,
// AutomationEntity.async_trigger, awaits the action script's run. A
// trigger the target's mode drops returns at once (Script.async_run:
// "Already running").
func TestAutomationTriggerWaits(t *testing.T) {
	const src = `- alias: Caller
  triggers:
    - trigger: state
      entity_id: binary_sensor.door
      to: "on"
  actions:
    - action: automation.trigger
      target: {entity_id: automation.target}
    - action: switch.turn_on
      target: {entity_id: switch.after}
- alias: Target
  triggers:
    - TRIGGER
  actions:
    - delay: 300
    - action: switch.turn_on
      target: {entity_id: switch.target}
`
	// The caller's next step waits for the target's delay: switch.after
	// comes on with switch.target, 5 minutes after the door opens (the
	// door may open again meanwhile, so "after waits" fails later).
	const inv = `- name: after waits
  after: binary_sensor.door -> on
  holds: switch.after == off
  for: 4m
- name: in order
  condition: switch.after == on -> switch.target == on
`
	cal := ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}
	// A trigger that does not happen within the hour: only the call
	// runs the target.
	got := verdicts(t, strings.Replace(src, "TRIGGER", `{trigger: time, at: "23:00"}`, 1), inv, cal)
	if got["in order"] != "holds" {
		t.Errorf("the call does not wait for the run: %v", got)
	}
	// The target already running (binary_sensor.other started it) drops
	// the call in mode single, and the caller goes on at once.
	got = verdicts(t, strings.Replace(src, "TRIGGER", `{trigger: state, entity_id: binary_sensor.other, to: "on"}`, 1), inv, cal)
	if got["in order"] != "violated at 00:00:00" || got["after waits"] != "violated at 00:00:00" {
		t.Errorf("a dropped call does not return at once: %v", got)
	}
}

// An automation that turns itself off stops its own run there
// (components/automation/__init__.py, async_turn_off: stop_actions
// defaults to True, and _async_disable stops the action script's runs):
// the automation.trigger after it never happens. Before, the trigger
// restarted the automation without end in one instant.
func TestAutomationTurnOffStopsRuns(t *testing.T) {
	const src = `- alias: Self
  triggers:
    - trigger: state
      entity_id: binary_sensor.door
      to: "on"
  actions:
    - action: automation.turn_off
      target: {entity_id: automation.self}
      DATA
    - action: switch.turn_on
      target: {entity_id: switch.x}
    - action: automation.trigger
      target: {entity_id: automation.self}
`
	const inv = "- name: x off\n  condition: switch.x == off\n"
	cal := ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}
	if got := verdicts(t, strings.Replace(src, "DATA", "", 1), inv, cal); got["x off"] != "holds" {
		t.Errorf("turn_off: %s, want holds (the run stops at turn_off)", got["x off"])
	}
	// stop_actions: false: the run goes on; the automation, off, is
	// triggered by automation.trigger (which does not look at whether it
	// is on) while it runs, in mode single: dropped.
	if got := verdicts(t, strings.Replace(src, "DATA", "data: {stop_actions: false}", 1), inv, cal); got["x off"] != "violated at 00:00:00" {
		t.Errorf("stop_actions false: %s, want violated at 00:00:00", got["x off"])
	}
}

// mode: parallel keeps max runs at once (helpers/script.py,
// Script.async_run drops a trigger only when `self.runs ==
// self.max_runs`): with max 3, three delays run at once and a fourth
// trigger is dropped; it was two runs, and the third trigger dropped.
func TestModeParallelMax(t *testing.T) {
	for _, n := range []int{3, 4} {
		src := strings.Replace(modeProgram, "mode: MODE", "mode: parallel\n  max: "+strconv.Itoa(n), 1)
		res, rep := run(t, src, "")
		var stages []string
		for k := 1; k <= n; k++ {
			stages = append(stages, "A: stage (run "+strconv.Itoa(k)+")")
		}
		most := 0
		for _, s := range project(t, res, stages...) {
			most = max(most, strings.Count(s, "delay 10s"))
		}
		if most != n {
			t.Errorf("max %d: at most %d runs wait at once", n, most)
		}
		if !slices.Contains(rep.Coverage.Emitted, "A: max runs reached, trigger dropped") {
			t.Errorf("max %d: no trigger is ever dropped", n)
		}
	}
}

// Home Assistant validates each automation on its own: one that fails is
// logged ("... could not be validated and has been disabled", components/
// automation/config.py, _async_validate_config_item), becomes an
// UnavailableAutomationEntity (components/automation/__init__.py,
// _create_automation_entities), and the others load. So does the front
// end: the invalid one is left out with its reasons and positions.
func TestInvalidAutomationLeftOut(t *testing.T) {
	const src = `- alias: Good
  mode: single
  max: 5
  max_exceeded: silent
  triggers:
    - trigger: state
      entity_id: binary_sensor.door
      to: "on"
  actions:
    - action: light.turn_on
      target: {entity_id: light.hall}
- alias: Legacy
  triggers:
    - trigger: time
      minutes: /5
  actions:
    - action: light.turn_off
      target: {entity_id: light.hall}
- alias: Unquoted
  triggers:
    - trigger: state
      entity_id: binary_sensor.door
      to: off
  actions:
    - action: light.turn_off
      target: {entity_id: light.hall}
- alias: One run
  mode: queued
  max: 1
  triggers:
    - trigger: state
      entity_id: binary_sensor.door
      to: "off"
  actions:
    - action: light.turn_off
      target: {entity_id: light.hall}
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, it := range frontends.LeftOut(p) {
		got = append(got, it.Name+" "+it.Pos.String())
	}
	// make_script_schema: max is vol.Range(min=2), with any mode;
	// max_exceeded a log level or silent (vol.Upper). TRIGGER_STATE_SCHEMA:
	// from/to are str ("These are str on purpose. Want to catch YAML
	// conversions"), and YAML 1.1 reads an unquoted off as False.
	want := []string{"Legacy a.yaml:14:7", "Unquoted a.yaml:23:11", "One run a.yaml:29:8"}
	if !slices.Equal(got, want) {
		t.Errorf("left out %v, want %v", got, want)
	}
	// The rest is explored: only Good turns the light on, and nothing
	// left in turns it off.
	const inv = "- name: hall dark\n  condition: light.hall == off\n"
	got2 := verdicts(t, src, inv, ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour})
	if got2["hall dark"] != "violated at 00:00:00" {
		t.Errorf("hall dark: %s", got2["hall dark"])
	}
}

// YAML 1.1, as Home Assistant's loader (PyYAML's SafeLoader) reads it:
// unquoted on/off/yes/no are booleans and 5 a number, which the state
// trigger and the state condition refuse (vol.Any(str, [str], None));
// quoted, they are the states. A boolean option written off is false
// (cv.boolean): enabled: off disables a trigger.
func TestYAML11Scalars(t *testing.T) {
	for _, c := range []struct {
		yaml    string
		leftOut bool
	}{
		{`to: "off"`, false}, {`to: 'on'`, false}, {`to: off`, true}, {`to: yes`, true},
		{`to: On`, true}, {`to: 5`, true}, {`to: "5"`, false}, {`to: 1.5`, true},
		{`to: [on, "off"]`, true}, {`to: open`, false}, {`to: onn`, false},
		// With attribute:, TRIGGER_ATTRIBUTE_SCHEMA takes cv.match_all:
		// a number or a boolean is a value an attribute may have.
		{"attribute: current_position\n      to: 5", false}, {"attribute: current_position\n      to: on", false},
	} {
		src := "- alias: A\n  triggers:\n    - trigger: state\n      entity_id: cover.door\n      " + c.yaml + "\n  actions:\n    - action: light.turn_on\n      target: {entity_id: light.hall}\n"
		p, err := frontends.LoadSource("a.yaml", []byte(src))
		if err != nil {
			t.Fatalf("%s: %v", c.yaml, err)
		}
		if lo := frontends.LeftOut(p); (len(lo) > 0) != c.leftOut {
			t.Errorf("%s: left out %v, want %v", c.yaml, lo, c.leftOut)
		}
	}
	src := "- alias: A\n  triggers:\n    - trigger: state\n      entity_id: binary_sensor.door\n      to: \"on\"\n      enabled: off\n  actions:\n    - action: light.turn_on\n      target: {entity_id: light.hall}\n"
	const inv = "- name: hall dark\n  condition: light.hall == off\n"
	if got := verdicts(t, src, inv, ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}); got["hall dark"] != "holds" {
		t.Errorf("enabled: off: %s, want holds (the trigger is disabled)", got["hall dark"])
	}
}

// leftOutErr is the error of a load, or what the load left out (Home
// Assistant leaves out an automation that fails its validation and loads
// the rest) as one.
func leftOutErr(p *ta.Program, err error) error {
	if err != nil {
		return err
	}
	if lo := frontends.LeftOutErrors(p); len(lo) > 0 {
		return lo
	}
	return nil
}

// An old-style group's state follows its members (components/group/
// entity.py, Group._async_update_group_state: `self.mode = any`, `all`
// with `all: true`; a single on-state among the members, home for
// people, is the group's), and a service call on a group acts on its
// members (helpers/service.py expands group entities in a call's
// targets). An undeclared group changes as the environment chooses,
// with a note.
func TestGroupsFollowMembers(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), `group:
  downstairs:
    entities: [light.kitchen, light.hall]
  everyone: [person.ann, person.bob]
  both_doors:
    all: true
    entities: [binary_sensor.front, binary_sensor.back]
automation: !include automations.yaml
`)
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: Nobody home
  triggers:
    - trigger: state
      entity_id: group.everyone
      to: not_home
  actions:
    - action: light.turn_off
      target: {entity_id: group.downstairs}
    - action: switch.turn_off
      target: {entity_id: switch.heating}
- alias: Doors
  triggers:
    - trigger: state
      entity_id: group.both_doors
  actions:
    - action: switch.toggle
      target: {entity_id: switch.chime}
`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	// The group is home exactly when someone is (any), and both doors
	// "on" exactly when both are (all); the group never disagrees.
	for _, s := range project(t, res, "group.everyone", "person.ann", "person.bob", "group.both_doors", "binary_sensor.front", "binary_sensor.back") {
		anyHome := strings.Contains(s, "person.ann=home") || strings.Contains(s, "person.bob=home")
		if anyHome != strings.Contains(s, "group.everyone=home") {
			t.Errorf("group.everyone disagrees with its members: %s", s)
		}
		both := strings.Contains(s, "binary_sensor.front=on") && strings.Contains(s, "binary_sensor.back=on")
		if both != strings.Contains(s, "group.both_doors=on") {
			t.Errorf("group.both_doors disagrees with its members: %s", s)
		}
	}
	// light.turn_off of the group turns off each of its lights.
	ir := syntax.Print(p)
	for _, want := range []string{`light.kitchen = off`, `light.hall = off`} {
		if !strings.Contains(ir, want) {
			t.Errorf("the call on group.downstairs does not set %s", want)
		}
	}
	notes := frontends.Notes(p)
	for _, n := range notes {
		if strings.Contains(n.Msg, "group.") {
			t.Errorf("a declared group is noted: %v", n)
		}
	}

	// Undeclared: a note says it changes freely.
	p2, err := frontends.LoadSource("a.yaml", []byte("- alias: A\n  triggers:\n    - trigger: state\n      entity_id: group.family\n      to: home\n  actions:\n    - action: light.turn_on\n      target: {entity_id: light.porch}\n"))
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, n := range frontends.Notes(p2) {
		found = found || strings.Contains(n.Msg, "group.family is not declared in the files read")
	}
	if !found {
		t.Errorf("no note for the undeclared group: %v", frontends.Notes(p2))
	}
}

// A schedule helper is on inside its weekly blocks, from `from`
// (inclusive) to `to` (exclusive), 24:00 being the day's end
// (components/schedule/__init__.py, Schedule._update); blocks that touch
// are one stretch, also across midnight, so its state changes only at a
// stretch's ends.
func TestScheduleHelper(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), `schedule:
  heating:
    name: Heating
    monday:
      - {from: "00:00:00", to: "01:00:00"}
      - {from: "08:00:00", to: "10:00:00"}
      - {from: "10:00:00", to: "12:00:00"}
    sunday:
      - {from: "22:00:00", to: "24:00:00"}
automation: !include automations.yaml
`)
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: Follow
  triggers:
    - trigger: state
      entity_id: schedule.heating
  actions:
    - action: light.toggle
      target: {entity_id: light.hall}
- alias: Motion
  triggers:
    - trigger: state
      entity_id: binary_sensor.motion
      to: "on"
  conditions:
    - condition: state
      entity_id: schedule.heating
      state: "on"
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.fan}
- alias: Off edge
  triggers:
    - trigger: state
      entity_id: schedule.heating
      to: "off"
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.off_seen}
`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	const inv = `- name: light in the morning block
  condition: light.hall == on -> time in 08:00..12:00
- name: light off
  condition: light.hall == off
- name: fan off
  condition: switch.fan == off
- name: first off at noon
  condition: switch.off_seen == on -> time in 12:00..23:00
`
	props, err := explore.ParseProperties("a.inv.yaml", []byte(inv), p)
	if err != nil {
		t.Fatal(err)
	}
	// From Monday's midnight: the schedule is on (Sunday's block runs to
	// midnight, Monday's goes on) until 01:00, changing nothing at
	// midnight; on again from 08:00 to 12:00 with no change at 10:00.
	m, err := explore.NewModel(p, explore.Config{Props: props, Cal: ta.Calendar{Horizon: 20 * hour, Sunrise: 6 * hour, Sunset: 18 * hour, Weekday: 0, DayKnown: true}})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := explore.ExploreReport(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	got := verdictsOf(rep)
	want := map[string]string{
		// The toggles at 01:00 (off: the light goes on!) and 08:00 (on)
		// and 12:00 (off): toggled three times, on from 01:00 to 08:00
		// and from 12:00.
		"light in the morning block": "violated at 01:00:00",
		"light off":                  "violated at 01:00:00",
		"fan off":                    "violated at 00:00:00",
		// Off at 01:00, not at midnight where Sunday's block meets
		// Monday's.
		"first off at noon": "violated at 01:00:00",
	}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: %s, want %s", k, got[k], w)
		}
	}
	// From 02:00 the condition first holds at 08:00.
	m, err = explore.NewModel(p, explore.Config{Props: props, Cal: ta.Calendar{Start: 2 * hour, Horizon: 12 * hour, Sunrise: 6 * hour, Sunset: 18 * hour, Weekday: 0, DayKnown: true}})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err = explore.ExploreReport(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, iv := range rep.Invariants {
		if iv.Name == "fan off" && (!iv.Violated || iv.Violation.At != "08:00:00") {
			t.Errorf("from 02:00, fan off: %+v, want violated at 08:00:00", iv.Violation)
		}
		// No change at 10:00, where two blocks touch.
		if iv.Name == "first off at noon" && iv.Violated {
			t.Errorf("from 02:00, the schedule goes off before noon: %+v", iv.Violation)
		}
	}
}

// An event step fires its event on the bus (helpers/script.py,
// _async_event_step), and an event trigger on its type runs when the
// event's data fits its event_data (triggers/event.py: the trigger's
// event_data is a schema the data must fit, other keys allowed).
func TestEventStepFiresEventTriggers(t *testing.T) {
	const src = `- alias: Announce
  triggers:
    - trigger: state
      entity_id: binary_sensor.door
      to: "on"
  actions:
    - event: door_opened
      event_data: {door: front, by: key}
- alias: Hall light
  triggers:
    - trigger: event
      event_type: door_opened
      event_data: FILTER
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.hall}
`
	// The environment may fire door_opened too: only the step's own
	// firing tells the cases apart, in the instant the door opens.
	const inv = `- name: the hall lights with the door
  after: binary_sensor.door -> on
  reaches: switch.hall == on
  within: 1s
`
	cal := ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}
	for _, c := range []struct{ filter, want string }{
		{"{}", "holds"},
		{"{door: front}", "holds"},
		{"{door: back}", "violated"},
		{"{door: front, window: x}", "violated"},
	} {
		got := verdicts(t, strings.Replace(src, "FILTER", c.filter, 1), inv, cal)["the hall lights with the door"]
		if !strings.HasPrefix(got, c.want) {
			t.Errorf("event_data %s: %s, want %s", c.filter, got, c.want)
		}
	}
}

// A condition's schema takes no key it does not name
// (helpers/config_validation.py, SUN_CONDITION_SCHEMA and the others are
// vol.Schema without extra keys): `afer: sunset` makes the automation
// invalid in Home Assistant, where reading past it would leave "before
// sunrise" alone.
func TestConditionUnknownKey(t *testing.T) {
	const src = `- alias: Porch
  triggers:
    - trigger: state
      entity_id: binary_sensor.motion
      to: "on"
  conditions:
    - condition: sun
      afer: sunset
      before: sunrise
  actions:
    - action: light.turn_on
      target: {entity_id: light.porch}
`
	err := leftOutErr(frontends.LoadSource("a.yaml", []byte(src)))
	if err == nil || !strings.Contains(err.Error(), `a.yaml:8:7: automation "Porch" left out`) || !strings.Contains(err.Error(), `unknown key "afer" in a sun condition`) || !strings.Contains(err.Error(), `"after"`) {
		t.Errorf("afer: %v", err)
	}
	// The shorthand and the common keys are not unknown.
	ok := strings.Replace(src, "    - condition: sun\n      afer: sunset\n      before: sunrise\n", "    - alias: at night\n      enabled: true\n      condition: sun\n      after: sunset\n    - or:\n        - condition: time\n          after: \"22:00\"\n", 1)
	if err := leftOutErr(frontends.LoadSource("a.yaml", []byte(ok))); err != nil {
		t.Errorf("valid conditions: %v", err)
	}
}

// A trigger with a key its platform's schema does not take is invalid
// (TRIGGER_BASE_SCHEMA and triggers/state.py's TRIGGER_STATE_SCHEMA take
// no extra key): `too: "on"` would otherwise fire on every change.
func TestTriggerUnknownKey(t *testing.T) {
	const src = `- alias: Door
  triggers:
    - trigger: state
      alias: the door
      id: door
      entity_id: binary_sensor.door
      KEY: "on"
  actions:
    - action: light.turn_on
      target: {entity_id: light.hall}
`
	for _, c := range []struct{ key, want string }{
		{"too", `unknown key "too" in a state trigger`},
		{"state", `unknown key "state" in a state trigger`},
		{"to", ""},
		{"not_to", ""},
	} {
		err := leftOutErr(frontends.LoadSource("a.yaml", []byte(strings.Replace(src, "KEY", c.key, 1))))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.key, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), "a.yaml:7:7: ") || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v, want %q", c.key, err, c.want)
		}
	}
}

// A template binary sensor's state is its state template's result as a
// boolean, rendered again whenever an entity it reads changes
// (components/template/binary_sensor.py, TemplateBinarySensor: the
// state template's result through template.result_as_boolean), so an
// automation triggered by it follows the entities it reads; before, the
// sensor changed as the environment chose.
func TestTemplateBinarySensorFollowsItsTemplate(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), `template:
  - binary_sensor:
      - name: "Someone in kitchen"
        state: "{{ is_state('binary_sensor.kitchen_motion', 'on') or is_state('binary_sensor.kitchen_door', 'on') }}"
binary_sensor:
  - platform: template
    sensors:
      both_open:
        value_template: "{{ is_state('binary_sensor.kitchen_door', 'on') and is_state('binary_sensor.back_door', 'on') }}"
automation:
  - alias: Kitchen light
    triggers:
      - trigger: state
        entity_id: binary_sensor.someone_in_kitchen
    actions:
      - action: light.toggle
        target: {entity_id: light.kitchen}
  - alias: Draught
    triggers:
      - trigger: state
        entity_id: binary_sensor.both_open
        to: "on"
    actions:
      - action: switch.turn_on
        target: {entity_id: switch.draught_alarm}
`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	const inv = `- name: light follows presence
  condition: (light.kitchen == on -> (binary_sensor.kitchen_motion == on || binary_sensor.kitchen_door == on)) && ((binary_sensor.kitchen_motion == on || binary_sensor.kitchen_door == on) -> light.kitchen == on)
`
	props, err := explore.ParseProperties("a.inv.yaml", []byte(inv), p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Props: props, Cal: ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := explore.ExploreReport(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, iv := range rep.Invariants {
		if iv.Name == "light follows presence" && iv.Violated {
			t.Errorf("%s: violated at %s", iv.Name, iv.Violation.At)
		}
	}
	for _, n := range frontends.Notes(p) {
		if strings.Contains(n.Msg, "someone_in_kitchen") || strings.Contains(n.Msg, "both_open") {
			t.Errorf("a template binary sensor the model derives is noted: %v", n)
		}
	}
	// The alarm goes on exactly when both doors are open: the trigger
	// fires on the sensor's change to on, which only the doors make.
	if got := project(t, mustExplore(t, m), "switch.draught_alarm"); !slices.Contains(got, "switch.draught_alarm=on") {
		t.Errorf("the draught alarm never goes on: %v", got)
	}
}

func mustExplore(t *testing.T, m *explore.Model) *explore.Result {
	t.Helper()
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// A conflict is reported at the earliest time both of its orders can
// happen, on either engine: the second automation's time condition
// (after 23:00) is part of it, not the time the zone of the state it
// fired from starts at.
func TestConflictTimeOnBothEngines(t *testing.T) {
	const src = `- alias: Motion on
  triggers:
    - trigger: state
      entity_id: binary_sensor.motion
      to: "on"
  actions:
    - action: light.turn_on
      target: {entity_id: light.hall}
- alias: Night mode off
  triggers:
    - trigger: state
      entity_id: binary_sensor.motion
      to: "on"
  conditions:
    - condition: time
      after: "23:00"
  actions:
    - action: light.turn_off
      target: {entity_id: light.hall}
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Start: 22*hour + 59*60, Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}})
	if err != nil {
		t.Fatal(err)
	}
	zrep, _, err := zone.ExploreReport(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	rrep, _, err := explore.ExploreReport(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, rep := range []*explore.Report{zrep, rrep} {
		if len(rep.Conflicts) != 1 || rep.Conflicts[0].At != "23:00:00" || rep.Conflicts[0].Entity != "light.hall" {
			t.Errorf("%s: conflicts %+v, want light.hall first at 23:00:00", rep.Engine, rep.Conflicts)
		}
	}
}

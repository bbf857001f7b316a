package hass_test

// Regression tests for constructs found in real Home Assistant
// configurations (issue 26). Each program below is written for its test: a
// minimal automation with the construct that a real file used.

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
)

// A parallel automation whose steps never wait but can stop (a stop inside
// an if, followed by more steps) went through the inline lowering of runs
// without waits a second time, which declared a continuation stage the
// stage variable did not have: loading failed with an internal error
// ("after if (line 8) #2" is not a state) and no position. The run is
// triggered by binary_sensor.a turning on, so the if's condition on it
// always holds and the stop always ends the run: the light never comes on
// (Home Assistant's script docs: stop ends the run). With the condition on
// "off" the stop never happens and the light comes on.
func TestParallelStopWithoutWait(t *testing.T) {
	src := `- alias: P
  mode: parallel
  trigger:
    - platform: state
      entity_id: binary_sensor.a
      to: "on"
  action:
    - if:
        - condition: state
          entity_id: binary_sensor.a
          state: "STATE"
      then:
        - stop: done
    - service: light.turn_on
      entity_id: light.x
`
	inv := "- name: light stays off\n  condition: light.x == off\n"
	for _, c := range []struct {
		state    string
		violated bool
	}{{"on", false}, {"off", true}} {
		_, rep := run(t, strings.Replace(src, "STATE", c.state, 1), inv)
		if got := rep.Invariants[0].Violated; got != c.violated {
			t.Errorf("condition on %q: light on reachable = %v, want %v", c.state, got, c.violated)
		}
	}
}

// A file that is one automation as a mapping (a file of an
// !include_dir_list directory, which real configurations keep one
// automation to a file) was rejected key by key ("unknown key alias");
// Home Assistant reads a single automation where it expects a list. The
// automation runs: motion turns the light on.
func TestOneAutomationMapping(t *testing.T) {
	src := `alias: Hall
id: hall_motion
trigger:
  platform: state
  entity_id: binary_sensor.m
  to: "on"
action:
  - service: light.turn_on
    entity_id: light.hall
`
	res, _ := run(t, src, "")
	got := project(t, res, "light.hall")
	if !slices.Equal(got, []string{"light.hall=off", "light.hall=on"}) {
		t.Errorf("states %q, want the light off and on", got)
	}
}

// set_conversation_response (Home Assistant 2024.2's script action: the
// answer a voice assistant speaks) was an unknown action (exit 2). It is
// an output that changes nothing; the steps after it run.
func TestSetConversationResponse(t *testing.T) {
	src := `- alias: Voice
  trigger: {platform: conversation, command: "lights on"}
  action:
    - set_conversation_response: "Done, {{ now().hour }} o'clock"
    - service: light.turn_on
      entity_id: light.hall
`
	res, rep := run(t, src, "")
	if !slices.Contains(rep.Coverage.Emitted, "set_conversation_response") {
		t.Errorf("outputs %q: the response is never given", rep.Coverage.Emitted)
	}
	if got := project(t, res, "light.hall"); !slices.Contains(got, "light.hall=on") {
		t.Errorf("states %q: the step after the response never runs", got)
	}
}

// A duration field in the data of a service other than a timer's (here a
// script's field "4 Hours", and a notification's number of seconds) is
// data for that service, not a time the model measures; it was read as a
// timer duration and "4 Hours" rejected. A timer's duration is still read:
// the timer ends 30 s after it starts, so the light it turns off is on
// for exactly 30 s.
func TestDurationInServiceData(t *testing.T) {
	src := `- alias: LED
  trigger: {platform: state, entity_id: binary_sensor.cam, to: "on"}
  action:
    - service: script.led_notify
      data: {color: Red, duration: 4 Hours}
    - service: notify.phone
      data: {message: cam, data: {duration: "{{ 3 * 10 }}"}}
    - service: light.turn_on
      entity_id: light.hall
    - service: timer.start
      target: {entity_id: timer.hall}
      data: {duration: "00:00:30"}
- alias: Off
  trigger:
    platform: event
    event_type: timer.finished
    event_data: {entity_id: timer.hall}
  action: {service: light.turn_off, entity_id: light.hall}
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	inv := "- name: on 30 s\n  after: binary_sensor.cam -> on\n  holds: light.hall == on\n  for: 30s\n"
	rep, err := exploreFor(t, p, inv)
	if err != nil {
		t.Fatal(err)
	}
	if rep.Invariants[0].Violated {
		t.Error("the light is not on for the timer's 30 s")
	}
	inv = strings.Replace(inv, "30s", "31s", 1)
	if rep, err = exploreFor(t, p, inv); err != nil {
		t.Fatal(err)
	}
	if !rep.Invariants[0].Violated {
		t.Error("the light is on for 31 s: the timer's duration is not 30 s")
	}
}

// repeat with a templated count (Home Assistant renders it to a number the
// model does not know) was an error. Any count is explored: a light
// toggled count times ends on (odd counts) or off (even counts, 0
// included), and the step after the loop runs in both cases. The loop's
// body never waits, yet the exploration ends without a runtime error (run
// fails on one): the environment paces the passes.
func TestRepeatTemplatedCount(t *testing.T) {
	src := `- alias: Flash
  trigger: {platform: state, entity_id: binary_sensor.door, to: "on"}
  action:
    - repeat:
        count: "{{ flashes }}"
        sequence:
          - service: light.toggle
            entity_id: light.lamp
    - service: switch.turn_on
      entity_id: switch.done
`
	res, rep := run(t, src, "")
	got := project(t, res, "light.lamp", "switch.done")
	for _, want := range []string{"light.lamp=off switch.done=on", "light.lamp=on switch.done=on"} {
		if !slices.Contains(got, want) {
			t.Errorf("states %q: %s is never reached", got, want)
		}
	}
	if len(rep.Errors) > 0 {
		t.Errorf("runtime error %+v", rep.Errors[0])
	}
}

// repeat for_each over a templated list (a variable's items) was an error
// ("expected a literal list"). The sequence runs any number of times;
// its entity {{ repeat.item }} is not known, so nothing modelled changes
// in it, and the step after the loop runs.
func TestRepeatForEachTemplate(t *testing.T) {
	src := `- alias: Ping
  trigger: {platform: time_pattern, minutes: "/5"}
  action:
    - repeat:
        for_each: "{{ entities | dictsort }}"
        sequence:
          - service: homeassistant.update_entity
            target: {entity_id: "{{ repeat.item[0] }}"}
          - delay: 1
    - service: light.turn_on
      entity_id: light.hall
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := exploreFor(t, p, "- name: off\n  condition: light.hall == off\n")
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Invariants[0].Violated {
		t.Error("the step after the loop never runs")
	}
}

// A configuration whose other integrations include files the repository
// does not hold (a customize file, a themes directory, a service-account
// key: published configurations often lack them) was rejected at the first
// missing file, although those sections do not change the model. Only the
// sections the front end reads follow their includes now; in those, a
// missing !include_dir_* directory is empty (Home Assistant's loader walks
// it and finds nothing) and a missing !include file is still an error (Home
// Assistant fails on it too).
func TestConfigIncludesOnlyWhereRead(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), `homeassistant:
  customize: !include customize.yaml
  packages: !include_dir_named packages
frontend:
  themes: !include_dir_merge_named themes
google_assistant:
  service_account: !include ../service_account.json
automation: !include automations.yaml
automation extra: !include_dir_merge_list automations
`)
	write(t, filepath.Join(dir, "packages", "guest.yaml"), `notify: !include_dir_list notify
input_boolean:
  guest:
    initial: true
`)
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: Hall
  trigger: {platform: state, entity_id: binary_sensor.m, to: "on"}
  condition: {condition: state, entity_id: input_boolean.guest, state: "on"}
  action: {service: light.turn_on, entity_id: light.hall}
`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := exploreFor(t, p, "- name: off\n  condition: light.hall == off\n")
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Invariants[0].Violated {
		t.Error("the automation never turns the light on")
	}
	write(t, filepath.Join(dir, "configuration.yaml"), "automation: !include missing.yaml\n")
	if _, err := frontends.Load(dir); err == nil || !strings.Contains(err.Error(), "configuration.yaml:1:13") {
		t.Errorf("a missing automations file: %v, want an error at configuration.yaml:1:13", err)
	}
}

// A script written as an instance of a script blueprint (use_blueprint
// under script:, the blueprint under blueprints/script/) was "a script
// with no sequence" (exit 2). It is the blueprint's sequence with the
// inputs substituted: the automation's direct call turns the hall light
// on.
func TestScriptBlueprint(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "blueprints", "script", "me", "light_on.yaml"), `blueprint:
  name: Light on
  domain: script
  input:
    target_light:
      selector: {entity: {domain: light}}
mode: single
sequence:
  - action: light.turn_on
    target: {entity_id: !input target_light}
`)
	write(t, filepath.Join(dir, "scripts.yaml"), `hall_on:
  alias: Hall on
  use_blueprint:
    path: me/light_on.yaml
    input: {target_light: light.hall}
`)
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: Motion
  trigger: {platform: state, entity_id: binary_sensor.m, to: "on"}
  action: {service: script.hall_on}
`)
	p, err := frontends.Load(filepath.Join(dir, "automations.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := exploreFor(t, p, "- name: off\n  condition: light.hall == off\n")
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Invariants[0].Violated {
		t.Error("the script blueprint's light is never turned on")
	}
}

// A blueprint that reuses a step list through a YAML anchor (&on ... *on,
// as blueprints saved by tools do) had the !input inside the alias left
// unsubstituted: the default branch targeted the entity "light" and the
// light never came on. The choose option's condition (motion off) never
// holds in a run triggered by motion turning on, so only the default, the
// alias, runs: the light comes on.
func TestBlueprintAnchorInputs(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "blueprints", "automation", "me", "anchored.yaml"), `blueprint:
  name: Anchored
  domain: automation
  input:
    motion: {selector: {entity: {}}}
    light: {selector: {entity: {}}}
triggers:
  - trigger: state
    entity_id: !input motion
    to: "on"
actions:
  - choose:
      - conditions: [{condition: state, entity_id: !input motion, state: "off"}]
        sequence: &on
          - action: light.turn_on
            target: {entity_id: !input light}
    default: *on
`)
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: Hall
  use_blueprint:
    path: me/anchored.yaml
    input: {motion: binary_sensor.m, light: light.hall}
`)
	p, err := frontends.Load(filepath.Join(dir, "automations.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := exploreFor(t, p, "- name: off\n  condition: light.hall == off\n")
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Invariants[0].Violated {
		t.Error("the default branch (an alias of the option's steps) never turns the light on")
	}
}

// entity_id: [] (a blueprint's optional entity input left at its default
// []) was an error in triggers and conditions. Home Assistant takes the
// empty list: a state trigger on no entity never fires; a state condition
// on no entity holds with match: all and fails with match: any (it checks
// each entity, and there is none); a numeric_state condition on none
// holds.
func TestEmptyEntityLists(t *testing.T) {
	src := `- alias: A
  trigger:
    - {platform: state, entity_id: [], to: "on"}
    - {platform: state, entity_id: binary_sensor.m, to: "on"}
  condition:
    - {condition: state, entity_id: [], state: "on", match: MATCH}
    - {condition: numeric_state, entity_id: [], above: 3}
  action: {service: light.turn_on, entity_id: light.hall}
- alias: Never
  trigger: {platform: state, entity_id: [], to: "on"}
  action: {service: switch.turn_on, entity_id: switch.never}
`
	inv := "- name: hall off\n  condition: light.hall == off\n- name: never off\n  condition: switch.never == off\n"
	for _, c := range []struct {
		match string
		on    bool
	}{{"all", true}, {"any", false}} {
		_, rep := run(t, strings.Replace(src, "MATCH", c.match, 1), inv)
		if got := rep.Invariants[0].Violated; got != c.on {
			t.Errorf("match %s: the light comes on = %v, want %v", c.match, got, c.on)
		}
		if rep.Invariants[1].Violated {
			t.Errorf("match %s: a trigger on no entity fired", c.match)
		}
	}
}

// A trigger whose entity is a !secret (a person's tracker kept out of the
// published files) was rejected as "not an entity id". secrets.yaml is not
// read, so the trigger is an environment event at any moment (listed as
// over-approximated): the light can come on.
func TestSecretEntityTrigger(t *testing.T) {
	src := `- alias: Welcome
  trigger:
    - platform: state
      entity_id: [!secret person_1, person.two]
      to: home
  action: {service: light.turn_on, entity_id: light.hall}
`
	_, rep := run(t, src, "- name: off\n  condition: light.hall == off\n")
	if !rep.Invariants[0].Violated {
		t.Error("the trigger on a secret entity never fires")
	}
}

// A delay of milliseconds (light flashing loops in real files: 500 ms
// between on and off) was rounded to whole seconds without a word: 500 ms
// became exactly 1 s, and 250 ms no delay at all. The model's constants
// are whole seconds, so such a delay is now any time between the whole
// seconds around it (listed as over-approximated). In Home Assistant the
// light is on for half a second, so it is not on for a whole second after
// the trigger: the invariant below is violated, which a delay of exactly
// 1 s hid (mode restart: a new trigger starts the delay again, so only the
// delay's length can end the light's second early).
func TestSubSecondDelay(t *testing.T) {
	src := `- alias: Flash
  mode: restart
  trigger: {platform: state, entity_id: binary_sensor.door, to: "on"}
  action:
    - service: light.turn_on
      entity_id: light.lamp
    - delay: {milliseconds: 500}
    - service: light.turn_off
      entity_id: light.lamp
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	rep, err := exploreFor(t, p, "- name: on a second\n  after: binary_sensor.door -> on\n  holds: light.lamp == on\n  for: 1s\n")
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Invariants[0].Violated {
		t.Error("the light is on for a whole second after a 500 ms delay")
	}
}

// A helper's state set by a service the model does not follow exactly
// was an output without a word, although other automations trigger on the
// helper. input_number.increment and input_select.select_next are
// followed for helpers the configuration declares (hass_helpers_test.go);
// on these, which it does not, each call is listed as over-approximated
// with its position (the helper may take any value the step can reach);
// a service the model follows (input_select.select_option of a literal
// option) is not.
func TestHelperServicesNoted(t *testing.T) {
	src := `- alias: Count
  trigger: {platform: state, entity_id: binary_sensor.a, to: "on"}
  action:
    - service: input_number.increment
      target: {entity_id: input_number.count}
    - service: input_select.select_next
      target: {entity_id: input_select.mode}
    - service: input_select.select_option
      target: {entity_id: input_select.mode}
      data: {option: night}
- alias: Watch
  trigger:
    - {platform: numeric_state, entity_id: input_number.count, above: 3}
    - {platform: state, entity_id: input_select.mode, to: night}
  action: {service: light.turn_on, entity_id: light.x}
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, n := range frontends.Notes(p) {
		if strings.Contains(n.Msg, "not declared in the configuration read") {
			got = append(got, fmt.Sprintf("%d:%d %s", n.Pos.Line, n.Pos.Col, strings.Fields(n.Msg)[1]))
		}
	}
	want := []string{"4:7 input_number.increment", "6:7 input_select.select_next"}
	if !slices.Equal(got, want) {
		t.Errorf("notes %q, want %q", got, want)
	}
}

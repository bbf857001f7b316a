package hass_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// repeat for_each over a literal list runs the sequence once per item with
// {{ repeat.item }} substituted (Home Assistant's script docs: "for_each"
// repeats the sequence for each item, repeat.item being the current one):
// both lights of the list, and only they, come on.
func TestForEach(t *testing.T) {
	src := `- alias: Both
  trigger: {platform: state, entity_id: binary_sensor.m, to: "on"}
  action:
    - repeat:
        for_each: [kitchen, hall]
        sequence:
          - service: light.turn_on
            target: {entity_id: "light.{{ repeat.item }}"}
    - repeat:
        for_each:
          - {name: porch, level: 30}
        sequence:
          - service: switch.turn_on
            entity_id: "switch.{{ repeat.item.name }}"
`
	res, _ := run(t, src, "")
	got := project(t, res, "light.kitchen", "light.hall", "switch.porch")
	want := []string{"light.kitchen=off light.hall=off switch.porch=off", "light.kitchen=on light.hall=on switch.porch=on"}
	if !slices.Equal(got, want) {
		t.Errorf("states %q, want %q", got, want)
	}
}

// automation.trigger runs the target's actions without its conditions
// (Home Assistant's automation docs: skip_condition defaults to true), and
// with them when skip_condition is false. The porch automation's own
// trigger (noon) and its condition (after 23:00) never hold in the hour
// explored, so the light comes on only through automation.trigger.
func TestAutomationTrigger(t *testing.T) {
	src := `- alias: Porch
  trigger: {platform: time, at: "12:00"}
  condition: {condition: time, after: "23:00"}
  action: {service: light.turn_on, entity_id: light.porch}
- alias: Button
  trigger: {platform: state, entity_id: binary_sensor.button, to: "on"}
  action:
    - service: automation.trigger
      target: {entity_id: automation.porch}
      data: SKIP
`
	for _, c := range []struct {
		skip string
		want []string
	}{{"{}", []string{"light.porch=off", "light.porch=on"}}, {"{skip_condition: true}", []string{"light.porch=off", "light.porch=on"}}, {"{skip_condition: false}", []string{"light.porch=off"}}} {
		res, _ := run(t, strings.Replace(src, "SKIP", c.skip, 1), "")
		if got := project(t, res, "light.porch"); !slices.Equal(got, c.want) {
			t.Errorf("data %s: %q, want %q", c.skip, got, c.want)
		}
	}
}

// A direct script.NAME call waits for the script to finish before the
// caller's next step; script.turn_on starts it and goes on at once (Home
// Assistant's script docs, "Waiting for script to complete"). The caller
// switches "done" on after the call: with the direct call only once the
// script's light has gone off again, with script.turn_on while it is on.
func TestScriptCallWaits(t *testing.T) {
	src := `automations:
  - alias: Caller
    trigger: {platform: time, at: "00:10"}
    action:
      - CALL
      - service: switch.turn_on
        entity_id: switch.done
`
	scripts := `flash:
  sequence:
    - service: light.turn_on
      entity_id: light.a
    - delay: 60
    - service: light.turn_off
      entity_id: light.a
`
	for _, c := range []struct {
		call string
		want []string
	}{
		{"service: script.flash", []string{"light.a=off switch.done=off", "light.a=off switch.done=on", "light.a=on switch.done=off"}},
		{"{service: script.turn_on, target: {entity_id: script.flash}}", []string{"light.a=off switch.done=off", "light.a=off switch.done=on", "light.a=on switch.done=on"}},
	} {
		dir := t.TempDir()
		write(t, filepath.Join(dir, "automations.yaml"), strings.Replace(strings.TrimPrefix(strings.ReplaceAll(src, "\n  ", "\n"), "automations:\n"), "CALL", c.call, 1))
		write(t, filepath.Join(dir, "scripts.yaml"), scripts)
		p, err := frontends.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		res := exploreRes(t, p)
		if got := project(t, res, "light.a", "switch.done"); !slices.Equal(got, c.want) {
			t.Errorf("%s: %q, want %q", c.call, got, c.want)
		}
	}
}

// exploreRes explores a loaded program for an hour from midnight.
func exploreRes(t *testing.T, p *ta.Program) *explore.Result {
	t.Helper()
	m, err := explore.NewModel(p, explore.Config{Cal: ta.Calendar{Horizon: hour}})
	if err != nil {
		t.Fatal(err)
	}
	res, err := explore.Explore(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// parallel runs its branches at the same time (Home Assistant's script
// docs: "Parallelizing actions"): delays of 10 s and 20 s in two branches
// end at 10 s and 20 s, not 10 s and 30 s, and the step after the
// parallel runs once both have ended (at 20 s). Observers at 25 s see
// the second branch's light and the step after; an observer at 15 s sees
// neither.
func TestParallelInterleaves(t *testing.T) {
	src := `automations:
  - alias: Both
    trigger: {platform: time, at: "00:10:00"}
    action:
      - parallel:
          - sequence:
              - delay: 10
              - service: light.turn_on
                entity_id: light.a
          - sequence:
              - delay: 20
              - service: light.turn_on
                entity_id: light.b
      - service: switch.turn_on
        entity_id: switch.done
  - alias: At 25s
    trigger: {platform: time, at: "00:10:25"}
    condition:
      - {condition: state, entity_id: light.b, state: "on"}
      - {condition: state, entity_id: switch.done, state: "on"}
    action: {service: switch.turn_on, entity_id: switch.seen}
  - alias: At 15s
    trigger: {platform: time, at: "00:10:15"}
    condition:
      - {condition: state, entity_id: light.a, state: "on"}
    action:
      - if: {condition: state, entity_id: switch.done, state: "on"}
        then: {service: switch.turn_on, entity_id: switch.early}
        else: {service: switch.turn_on, entity_id: switch.a_first}
environment:
  fixed: [light.a, light.b, switch.done]
`
	res, _ := run(t, src, "")
	got := project(t, res, "switch.seen", "switch.early", "switch.a_first")
	want := []string{"switch.seen=off switch.early=off switch.a_first=off", "switch.seen=off switch.early=off switch.a_first=on", "switch.seen=on switch.early=off switch.a_first=on"}
	if !slices.Equal(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
}

// scene.turn_on of a scene the configuration declares sets the states of
// its entities (Home Assistant's scene docs: "entities: the states to
// set"); the scene: shorthand is the same call. The scene sets the TV
// light off and the amplifier on, the other automation the reverse, so
// exactly three combinations are reachable.
func TestSceneStates(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), `scene:
  - name: Movie
    entities:
      light.tv: "off"
      switch.amp: {state: "on", source: hdmi}
automation:
  - alias: Movie time
    trigger: {platform: state, entity_id: binary_sensor.x, to: "on"}
    action: {scene: scene.movie}
  - alias: TV time
    trigger: {platform: state, entity_id: binary_sensor.y, to: "on"}
    action:
      - {service: light.turn_on, entity_id: light.tv}
      - {service: switch.turn_off, entity_id: switch.amp}
`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	got := project(t, exploreRes(t, p), "light.tv", "switch.amp")
	want := []string{"light.tv=off switch.amp=off", "light.tv=off switch.amp=on", "light.tv=on switch.amp=off"}
	if !slices.Equal(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
}

// climate: set_hvac_mode and set_temperature (with hvac_mode) change the
// mode, set_temperature the set point, which a numeric_state trigger on
// the temperature attribute reads (Home Assistant's climate docs). The
// window closing sets heat at 18 degrees, below 19: the eco switch comes
// on (the window starts closed, so it opens first, which sets 21 and
// turns the heating off: closing it then crosses 19 downwards, which is
// when a numeric_state trigger fires).
func TestClimate(t *testing.T) {
	src := `automations:
  - alias: Window open
    trigger: {platform: state, entity_id: binary_sensor.window, to: "on"}
    action:
      - {service: climate.set_temperature, target: {entity_id: climate.x}, data: {temperature: 21}}
      - {service: climate.set_hvac_mode, target: {entity_id: climate.x}, data: {hvac_mode: "off"}}
  - alias: Window closed
    trigger: {platform: state, entity_id: binary_sensor.window, to: "off"}
    action: {service: climate.set_temperature, target: {entity_id: climate.x}, data: {temperature: 18, hvac_mode: heat}}
  - alias: Eco
    trigger: {platform: numeric_state, entity_id: climate.x, attribute: temperature, below: 19}
    action: {service: switch.turn_on, entity_id: switch.eco}
environment:
  fixed: [climate.x.temperature]
`
	res, _ := run(t, src, "")
	got := project(t, res, "climate.x", "switch.eco")
	want := []string{"climate.x=heat switch.eco=on", "climate.x=off switch.eco=off", "climate.x=off switch.eco=on"}
	if !slices.Equal(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
}

// A state trigger without to: fires on every change of the state (Home
// Assistant's state trigger docs), also between two states no automation
// names: a sensor whose readings are never named still fires it. Before,
// the sensor's one value "other" could never change and the trigger
// never fired.
func TestAnyChangeOfUnnamedStates(t *testing.T) {
	src := `- alias: Log
  trigger: {platform: state, entity_id: sensor.setpoint}
  action: {service: switch.turn_on, entity_id: switch.seen}
`
	res, _ := run(t, src, "")
	if got := project(t, res, "switch.seen"); !slices.Equal(got, []string{"switch.seen=off", "switch.seen=on"}) {
		t.Errorf("%q", got)
	}
}

// An automation with initial_state: false is modelled as Home Assistant
// starts it, off (the scenarios automation-initial-state-off*.yaml pin
// what it then does), so it counts as lowered like any other: exact
// when nothing of it is approximated, whether something turns it on or
// nothing does (then it never runs, as in Home Assistant), and
// over-approximated by its own notes (a half-second delay, which the
// model counts in whole seconds), never skipped.
func TestInitialStateOffCounted(t *testing.T) {
	const src = `- alias: Arm
  triggers: {trigger: time, at: "06:00:00"}
  actions:
    - action: automation.turn_on
      target: {entity_id: [automation.porch, automation.hall]}
- alias: Porch
  initial_state: false
  triggers: {trigger: time, at: "06:00:05"}
  actions:
    - action: light.turn_on
      target: {entity_id: light.porch}
- alias: Hall
  initial_state: "off"
  triggers: {trigger: time, at: "06:00:05"}
  actions:
    - delay: 0.5
    - action: light.turn_on
      target: {entity_id: light.hall}
- alias: Never
  initial_state: false
  triggers: {trigger: time, at: "06:00:05"}
  actions:
    - action: light.turn_on
      target: {entity_id: light.cellar}
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"Arm": "exact", "Porch": "exact", "Hall": "over-approximated", "Never": "exact"}
	for _, al := range frontends.Lowering(p) {
		if al.Status != want[al.Name] {
			t.Errorf("%s: %s %v, want %s", al.Name, al.Status, al.Reasons, want[al.Name])
		}
		if al.Status == "exact" && len(al.Reasons) > 0 {
			t.Errorf("%s: exact with reasons %v", al.Name, al.Reasons)
		}
	}
}

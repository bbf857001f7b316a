package hass_test

import (
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
	"github.com/delorean-mc/delorean/ta/syntax"
)

// timer.start without a duration runs the timer for the duration its
// declaration in configuration.yaml gives (Home Assistant's timer docs:
// duration, "initial duration"; timer.start's own duration overrides it
// for that run): the light comes on 90 s after the start, when the
// timer's IR timer ends; before, the environment ended it at any moment.
// A duration in the call still wins: 30 s.
func TestTimerConfiguredDuration(t *testing.T) {
	for _, c := range []struct {
		data string
		want int64
	}{{"", 90}, {"      data: {duration: 30}\n", 30}} {
		dir := t.TempDir()
		write(t, filepath.Join(dir, "configuration.yaml"), `timer:
  laundry:
    name: Laundry
    duration: "00:01:30"
automation:
  - alias: Start
    trigger: {platform: state, entity_id: binary_sensor.washer, to: "on"}
    action:
    - service: timer.start
      target: {entity_id: timer.laundry}
`+c.data+`  - alias: Done
    trigger:
      platform: event
      event_type: timer.finished
      event_data: {entity_id: timer.laundry}
    action: {service: light.turn_on, entity_id: light.utility}
`)
		p, err := frontends.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		rep, err := exploreFor(t, p, "- name: never on\n  condition: light.utility == off\n")
		if err != nil {
			t.Fatal(err)
		}
		v := rep.Invariants[0].Violation
		if v == nil {
			t.Fatal("the timer never finishes")
		}
		var started string
		for _, s := range v.Trace {
			if s.Stimulus == "binary_sensor.washer -> on" {
				started = s.Elapsed
			}
		}
		last := v.Trace[len(v.Trace)-1]
		if last.Stimulus != "timer.laundry (timer)" {
			t.Fatalf("duration %q: the light comes on at %q, want the timer's end", c.data, last.Stimulus)
		}
		a, _ := ta.ParseSeconds(started)
		b, _ := ta.ParseSeconds(last.Elapsed)
		if b.Sub(b, a).Cmp(ta.SecondsRat(c.want)) != 0 {
			t.Fatalf("the timer ends %s s after %s s, want %d s", last.Elapsed, started, c.want)
		}
	}
}

// A timer's duration in the configuration is a duration, never a
// template (Home Assistant validates it as a time period): exit 2 with
// its position.
func TestTimerConfiguredDurationBad(t *testing.T) {
	for _, d := range []string{`"{{ 5 }}"`, `"soon"`, `"-00:01:00"`} {
		dir := t.TempDir()
		write(t, filepath.Join(dir, "configuration.yaml"), "timer:\n  t:\n    duration: "+d+"\n")
		_, err := frontends.Load(dir)
		if err == nil || !strings.Contains(err.Error(), "configuration.yaml:3:15") {
			t.Errorf("duration %s: %v, want an error at 3:15", d, err)
		}
	}
}

// climate.turn_on restores a mode the integration keeps (Home
// Assistant's climate docs: "turn climate device on"; the mode is the
// device's): from off, any of the modes the automations use, heat or an
// unnamed one (other), the environment choosing; before, it changed
// nothing. A climate entity already on stays as it is: the button never
// turns heat into another mode.
func TestClimateTurnOn(t *testing.T) {
	src := `automations:
  - alias: Closed
    trigger: {platform: state, entity_id: binary_sensor.window, to: "off"}
    action: {service: climate.turn_on, target: {entity_id: climate.living}}
  - alias: Open
    trigger: {platform: state, entity_id: binary_sensor.window, to: "on"}
    action: {service: climate.turn_off, target: {entity_id: climate.living}}
  - alias: Button
    trigger: {platform: state, entity_id: binary_sensor.button}
    action: {service: climate.turn_on, target: {entity_id: climate.living}}
  - alias: Noon
    trigger: {platform: time, at: "12:00"}
    action: {service: climate.set_hvac_mode, target: {entity_id: climate.living}, data: {hvac_mode: heat}}
environment:
  fixed: [climate.living]
`
	res, _ := run(t, src, "")
	if got, want := project(t, res, "climate.living"), []string{"climate.living=heat", "climate.living=off", "climate.living=other"}; !slices.Equal(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
	// Each call (Closed's and Button's) changes the mode only from off.
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(syntax.Print(p), "if climate.living == off {"); n != 2 {
		t.Errorf("%d calls guarded by the entity being off, want 2:\n%s", n, syntax.Print(p))
	}
}

// A toggle is what a call does, not a state: a light toggled by one
// automation and switched by hand had a state "toggle" the environment
// could set it to.
func TestToggleIsNoState(t *testing.T) {
	src := `- alias: T
  trigger: {platform: state, entity_id: binary_sensor.m, to: "on"}
  action: {service: light.toggle, entity_id: light.k}
- alias: W
  trigger: {platform: state, entity_id: light.k, to: "on"}
  action: {service: notify.x}
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range p.Events {
		if strings.Contains(e.Name, "toggle") {
			t.Errorf("environment event %q", e.Name)
		}
	}
	res, _ := run(t, src, "")
	if got, want := project(t, res, "light.k"), []string{"light.k=off", "light.k=on"}; !slices.Equal(got, want) {
		t.Errorf("%q, want %q", got, want)
	}
}

// A climate entity's set point read by a template (state_attr,
// states.climate.x.attributes.temperature, is_state_attr) is the set
// point climate.set_temperature sets, as numeric_state with attribute:
// temperature reads it: the heating light comes on only once the set
// point is 21. Before, each template was either answer, and the light
// came on with the set point at its start (below 18).
func TestStateAttrSetPoint(t *testing.T) {
	for _, cond := range []string{
		`"{{ state_attr('climate.x', 'temperature') | float > 18 }}"`,
		`"{{ states.climate.x.attributes.temperature > 18 }}"`,
		`"{{ is_state_attr('climate.x', 'temperature', 21) }}"`,
	} {
		src := `automations:
  - alias: Warm
    trigger: {platform: state, entity_id: binary_sensor.window, to: "off"}
    action: {service: climate.set_temperature, target: {entity_id: climate.x}, data: {temperature: 21}}
  - alias: Show
    trigger: {platform: state, entity_id: binary_sensor.button, to: "on"}
    condition: ` + cond + `
    action: {service: light.turn_on, entity_id: light.heating}
  - alias: Eco
    trigger: {platform: numeric_state, entity_id: climate.x, attribute: temperature, below: 18}
    action: {service: notify.eco}
environment:
  fixed: [climate.x.temperature]
`
		p, err := frontends.LoadSource("a.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		for _, n := range frontends.Notes(p) {
			t.Errorf("%s: note %v", cond, n)
		}
		res, _ := run(t, src, "")
		got := project(t, res, "climate.x.temperature", "light.heating")
		// Classes of the set point's constants 18 and 21: 0 below 18,
		// 3 equal to 21.
		want := []string{"climate.x.temperature=0 light.heating=off", "climate.x.temperature=3 light.heating=off", "climate.x.temperature=3 light.heating=on"}
		if !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", cond, got, want)
		}
	}
}

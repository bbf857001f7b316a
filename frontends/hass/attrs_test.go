package hass_test

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// An attribute the environment drives (a thermostat's hvac_action, an
// event entity's event_type, a sensor's or a weather entity's
// attributes) is an entity of its own, which state conditions, state
// triggers and templates read alike:
//
//   - helpers/condition.py, state: with attribute, the value is
//     entity.attributes.get(attribute), compared with the state given;
//     with for:, `duration > entity.last_changed`: the entity's own last
//     change (its state's), not the attribute's.
//   - components/homeassistant/triggers/state.py: with attribute, old and
//     new values are the attribute's, and `if attribute is not None and
//     old_value == new_value: return` (no firing on other changes, even
//     without from: and to:).
//   - helpers/condition.py, async_numeric_state: with attribute, the
//     attribute's value, strictly below / above.
//   - helpers/template: is_state_attr and state_attr read the attribute.
//
// The verdicts follow from those rules by hand: the automation T turns
// switch.x on when its condition holds at binary_sensor.b's change to on.
func TestEnvAttributes(t *testing.T) {
	const watchAttr = `- alias: Watch
  triggers:
    - trigger: state
      entity_id: climate.t
      attribute: hvac_action
      to: heating
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.y}
`
	cond := func(c string) string {
		return `- alias: T
  triggers:
    - trigger: state
      entity_id: binary_sensor.b
      to: "on"
  conditions:
` + c + `
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.x}
` + watchAttr
	}
	const onX = "binary_sensor.b -> on"
	for _, c := range []struct {
		name string
		src  string
		inv  string
		want map[string]string
	}{{
		name: "state condition on hvac_action",
		src: cond(`    - condition: state
      entity_id: climate.t
      attribute: hvac_action
      state: heating`),
		inv: reaches("heating", onX, "climate.t.hvac_action == heating", "x") +
			reaches("idle", onX, "climate.t.hvac_action != heating", "x") +
			// The trigger on the same attribute: its change to heating
			// fires it.
			reaches("trigger", "climate.t.hvac_action -> heating", "", "y"),
		want: map[string]string{"heating": "holds", "idle": "violated", "trigger": "holds"},
	}, {
		name: "for: is the entity's last change",
		src: cond(`    - condition: state
      entity_id: climate.t
      attribute: hvac_action
      state: heating
      for: 60`) + `- alias: Mode
  triggers:
    - trigger: state
      entity_id: climate.t
  actions:
    - action: notify.mode
`,
		inv: reaches("old state", onX, `climate.t.hvac_action == heating && "climate.t since" > 60`, "x") +
			reaches("new state", onX, `climate.t.hvac_action == heating && "climate.t since" < 60`, "x"),
		want: map[string]string{"old state": "holds", "new state": "violated"},
	}, {
		name: "is_state_attr",
		src:  cond(`    - "{{ is_state_attr('climate.t', 'hvac_action', 'heating') }}"`),
		inv: reaches("heating", onX, "climate.t.hvac_action == heating", "x") +
			reaches("idle", onX, "climate.t.hvac_action != heating", "x"),
		want: map[string]string{"heating": "holds", "idle": "violated"},
	}, {
		// A thermostat's current_temperature is a number
		// (components/climate, ClimateEntity.state_attributes).
		name: "state_attr of a number",
		src: cond(`    - "{{ state_attr('climate.t', 'current_temperature') > 21 }}"`) + `- alias: Hot
  triggers:
    - trigger: numeric_state
      entity_id: climate.t
      attribute: current_temperature
      above: 30
  actions:
    - action: notify.hot
`,
		inv: reaches("warm", onX, "climate.t.current_temperature > 21", "x") +
			reaches("at 21", onX, "climate.t.current_temperature == 21", "x"),
		want: map[string]string{"warm": "holds", "at 21": "violated"},
	}, {
		// Corpus 01: an event entity's state trigger (its state is the
		// last event's time, which every event changes) and a condition
		// on the event's type.
		name: "event_type",
		src: `- alias: T
  triggers:
    - trigger: state
      entity_id: event.button
  conditions:
    - condition: state
      entity_id: event.button
      attribute: event_type
      state: KeyPressed2x
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.x}
- alias: Watch
  triggers:
    - trigger: state
      entity_id: event.button
      attribute: event_type
  actions:
    - action: notify.watch
`,
		inv: reaches("double", "event.button attributes change", "event.button.event_type == KeyPressed2x", "x") +
			reaches("single", "event.button attributes change", "event.button.event_type != KeyPressed2x", "x"),
		want: map[string]string{"double": "holds", "single": "violated"},
	}, {
		name: "numeric_state on a weather entity's temperature",
		src: cond(`    - condition: numeric_state
      entity_id: weather.home
      attribute: temperature
      below: 10`) + `- alias: Weather
  triggers:
    - trigger: numeric_state
      entity_id: weather.home
      attribute: temperature
      above: 25
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.z}
`,
		inv: reaches("cold", onX, "weather.home.temperature < 10", "x") +
			reaches("at 10", onX, "weather.home.temperature == 10", "x") +
			reaches("warm", "weather.home.temperature -> above 25", "", "z"),
		want: map[string]string{"cold": "holds", "at 10": "violated", "warm": "holds"},
	}} {
		t.Run(c.name, func(t *testing.T) {
			got := exactly(t, c.src, c.inv, hourCal)
			for name, want := range c.want {
				if !strings.HasPrefix(got[name], want) {
					t.Errorf("%s: %s, want %s", name, got[name], want)
				}
			}
		})
	}
}

// An attribute trigger without from: and to: fires on a change of the
// attribute only (triggers/state.py: old_value == new_value returns), so
// the attribute's entity has no "attributes change" event; an attribute
// no service and no integration rule says the environment drives (a
// cover's position, which set_cover_position sets) stays an environment
// event, noted.
func TestEnvAttributeEvents(t *testing.T) {
	src := `- alias: T
  triggers:
    - trigger: state
      entity_id: event.button
      attribute: event_type
    - trigger: state
      entity_id: cover.c
      attribute: current_position
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.x}
`
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, ev := range p.Events {
		if strings.HasPrefix(ev.Name, "event.button") && strings.Contains(ev.Name, "attributes change") {
			t.Errorf("event %q: an attribute trigger fires on its value's changes only", ev.Name)
		}
	}
	found := false
	for _, n := range frontends.Notes(p) {
		if n.Pos.Line == 8 && strings.Contains(n.Msg, `attribute "current_position" of cover.c`) {
			found = true
		}
		if n.Pos.Line < 7 {
			t.Errorf("a note on the event entity's attribute: %s", n.Msg)
		}
	}
	if !found {
		t.Errorf("no note on the cover's position: %v", frontends.Notes(p))
	}
}

// A template trigger over an entity nothing else reads fires when the
// template turns true (components/template/trigger.py): the entity is
// watched, rendered again at each of its changes (helpers/event.py,
// async_track_template_result), not a free input at each read, which
// would never change and never fire the trigger.
func TestTemplateTriggerOwnEntity(t *testing.T) {
	for _, tpl := range []string{
		"{{ is_state('sensor.q', 'idle') }}",
		"{{ is_state_attr('climate.t', 'hvac_action', 'idle') }}",
	} {
		src := `- alias: T
  triggers:
    - trigger: template
      value_template: ` + yamlQuote(tpl) + `
  actions:
    - action: switch.turn_on
      target: {entity_id: switch.x}
`
		got := exactly(t, src, "- name: x\n  condition: switch.x == off\n", ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour})
		if !strings.HasPrefix(got["x"], "violated") {
			t.Errorf("%s: switch.x %s, want violated (the entity may become idle)", tpl, got["x"])
		}
	}
}

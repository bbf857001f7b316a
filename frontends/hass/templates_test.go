package hass_test

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// The template forms the lowering reads exactly, each in a small
// automation whose outcome follows from Jinja's and Home Assistant's
// rules (cited per case). Most cases are a choice: the automation turns
// switch.x on where its template holds and switch.y on where it does not
// (the if step's else: helpers/script.py, _async_if_step runs else when
// _test_conditions is false, or None, a ConditionError), and the
// invariants say which one a trigger reaches at once, in the state given
// by while. The switches change only by the automation (nothing reads
// them), so a switch reached within a second of the trigger is the
// branch that trigger took.

// choice is an automation with the template as an if step's condition,
// triggered by TRIGGERS, and an automation that watches the entities
// the invariants read (an entity only templates read is an input, not a
// state the invariants can name).
func choice(triggers, tpl string, watch ...string) string {
	src := `- alias: T
  id: t
  triggers:
` + triggers + `
  actions:
    - if: ` + yamlQuote(tpl) + `
      then:
        - action: switch.turn_on
          target: {entity_id: switch.x}
      else:
        - action: switch.turn_on
          target: {entity_id: switch.y}
`
	for _, id := range watch {
		src += `- alias: Watch ` + id + `
  triggers:
    - trigger: state
      entity_id: ` + id + `
  actions:
    - action: notify.watch
`
	}
	return src
}

func yamlQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

// reaches is an invariant: after event, while cond held, switch sw is
// on within a second.
func reaches(name, event, while, sw string) string {
	s := "- name: " + name + "\n  after: " + event + "\n"
	if while != "" {
		s += "  while: " + yamlQuote(while) + "\n"
	}
	return s + "  reaches: switch." + sw + " == on\n  within: 1s\n"
}

const stateTrig = `    - trigger: state
      entity_id: binary_sensor.b
      to: "on"`

// exactly checks that every automation of src is modelled exactly and
// returns the invariants' verdicts.
func exactly(t *testing.T, src, inv string, cal ta.Calendar) map[string]string {
	t.Helper()
	p, err := frontends.LoadSource("a.yaml", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	for _, al := range frontends.Lowering(p) {
		if al.Status != "exact" {
			t.Errorf("%s is %s: %v", al.Name, al.Status, al.Reasons)
		}
	}
	return verdicts(t, src, inv, cal)
}

var hourCal = ta.Calendar{Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}

func TestTemplateForms(t *testing.T) {
	for _, c := range []struct {
		name string
		src  string
		inv  string
		want map[string]string
	}{{
		// helpers/condition.py, async_template: the rendered text (not
		// parsed), lower() == "true"; helpers/template/__init__.py,
		// Template.async_render strips it: " True " holds.
		name: "if/else with text",
		src:  choice(stateTrig, "{% if is_state('binary_sensor.a', 'on') %} True {% else %}false{% endif %}", "binary_sensor.a"),
		inv: reaches("on", "binary_sensor.b -> on", "binary_sensor.a == on", "x") +
			reaches("off", "binary_sensor.b -> on", "binary_sensor.a == off", "y") +
			reaches("not y when on", "binary_sensor.b -> on", "binary_sensor.a == on && switch.y == off", "y"),
		want: map[string]string{"on": "holds", "off": "holds", "not y when on": "violated"},
	}, {
		// elif: Jinja tries the branches in order.
		name: "elif",
		src:  choice(stateTrig, "{% if is_state('sensor.m', 'day') %}no{% elif is_state('sensor.m', 'night') %}TRUE{% endif %}", "sensor.m"),
		inv: reaches("night", "binary_sensor.b -> on", "sensor.m == night", "x") +
			reaches("day", "binary_sensor.b -> on", "sensor.m == day", "y") +
			reaches("other", "binary_sensor.b -> on", "sensor.m == other", "y"),
		want: map[string]string{"night": "holds", "day": "holds", "other": "holds"},
	}, {
		// Only "true" holds: a number, even 1, does not (async_template
		// compares the text).
		name: "one is not true",
		src:  choice(stateTrig, "{{ 1 }}"),
		inv:  reaches("never", "binary_sensor.b -> on", "switch.x == off", "y"),
		want: map[string]string{"never": "holds"},
	}, {
		// extensions/type_cast.py, forgiving_float: float() of "on"
		// fails, and without a default raise_no_default makes the
		// template fail: async_template raises ConditionErrorMessage.
		// `not` of an error is an error (condition.py,
		// async_not_from_config re-raises), and the if step takes its
		// else (script.py, _test_conditions returns None). Were the
		// error false, `not` would hold.
		name: "float without a default",
		src: strings.Replace(choice(stateTrig, "X", "binary_sensor.a"), `- if: 'X'`,
			"- if:\n        - condition: not\n          conditions: \"{{ states('binary_sensor.a') | float > 0 }}\"", 1),
		inv:  reaches("error is not false", "binary_sensor.b -> on", "", "y"),
		want: map[string]string{"error is not false": "holds"},
	}, {
		// With a default the conversion gives it: 1 > 0.
		name: "float with a default",
		src:  choice(stateTrig, "{{ states('binary_sensor.a') | float(1) > 0 }}", "binary_sensor.a"),
		inv:  reaches("default", "binary_sensor.b -> on", "", "x"),
		want: map[string]string{"default": "holds"},
	}, {
		// components/homeassistant/triggers/state.py: the trigger data's
		// entity_id is the entity that changed.
		name: "trigger.entity_id",
		src: choice(`    - trigger: state
      entity_id: [binary_sensor.a, binary_sensor.b]
      to: "on"`, "{{ trigger.entity_id == 'binary_sensor.a' }}"),
		inv: reaches("a", "binary_sensor.a -> on", "", "x") +
			reaches("b", "binary_sensor.b -> on", "switch.y == off", "y"),
		want: map[string]string{"a": "holds", "b": "holds"},
	}, {
		// from_state and to_state are the states before and after the
		// change (state.py, the trigger data).
		name: "trigger.from_state and to_state",
		src: choice(`    - trigger: state
      entity_id: sensor.mode
      to: [day, night, eve]`, "{{ trigger.from_state.state == 'day' and trigger.to_state.state == 'night' }}"),
		inv: reaches("day to night", "sensor.mode -> night", "sensor.mode == day", "x") +
			reaches("eve to night", "sensor.mode -> night", "sensor.mode == eve", "y") +
			reaches("day to eve", "sensor.mode -> eve", "sensor.mode == day", "y"),
		want: map[string]string{"day to night": "holds", "eve to night": "holds", "day to eve": "holds"},
	}, {
		// trigger.id is the trigger's id; trigger.platform its platform
		// (state.py: "platform": "state").
		name: "trigger.id and platform",
		src: choice(`    - trigger: state
      entity_id: binary_sensor.a
      to: "on"
      id: door
    - trigger: state
      entity_id: binary_sensor.b
      to: "on"`, "{{ trigger.id == 'door' and trigger.platform == 'state' }}"),
		inv: reaches("door", "binary_sensor.a -> on", "", "x") +
			reaches("other", "binary_sensor.b -> on", "switch.y == off", "y"),
		want: map[string]string{"door": "holds", "other": "holds"},
	}, {
		// An undefined name compares unequal to anything (Jinja's
		// Undefined.__eq__): `!= off` with off undefined holds.
		name: "an undefined name",
		src:  choice(stateTrig, "{{ trigger.to_state.state != off }}"),
		inv:  reaches("undefined", "binary_sensor.b -> on", "", "x"),
		want: map[string]string{"undefined": "holds"},
	}, {
		// components/automation/__init__.py, async_trigger: this is the
		// automation's state when it triggered, "on".
		name: "this",
		src:  choice(stateTrig, "{{ this.entity_id == 'automation.t' and this.state == 'on' and this.attributes.friendly_name == 'T' }}"),
		inv:  reaches("this", "binary_sensor.b -> on", "", "x"),
		want: map[string]string{"this": "holds"},
	}, {
		// template/__init__.py, iif: if_true when the value is true.
		name: "iif",
		src:  choice(stateTrig, "{{ iif(is_state('binary_sensor.a', 'on'), 'true', 'no') }}", "binary_sensor.a"),
		inv: reaches("on", "binary_sensor.b -> on", "binary_sensor.a == on", "x") +
			reaches("off", "binary_sensor.b -> on", "binary_sensor.a == off", "y"),
		want: map[string]string{"on": "holds", "off": "holds"},
	}, {
		// template/__init__.py, has_value: neither unavailable nor
		// unknown.
		name: "has_value",
		src:  choice(stateTrig, "{{ has_value('sensor.s') }}", "sensor.s"),
		inv: reaches("unavailable", "binary_sensor.b -> on", "sensor.s == unavailable", "y") +
			reaches("unknown", "binary_sensor.b -> on", "sensor.s == unknown", "y") +
			reaches("a value", "binary_sensor.b -> on", "sensor.s == other", "x"),
		want: map[string]string{"unavailable": "holds", "unknown": "holds", "a value": "holds"},
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

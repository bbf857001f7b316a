package hass_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/explore"
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
		// The same in mode parallel, whose runs without waits are
		// lowered in the trigger's own rule.
		name: "trigger.entity_id in mode parallel",
		src: strings.Replace(choice(`    - trigger: state
      entity_id: [binary_sensor.a, binary_sensor.b]
      to: "on"`, "{{ trigger.entity_id == 'binary_sensor.a' }}"), "  id: t\n", "  id: t\n  mode: parallel\n", 1),
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

// timed is an automation that runs at the given times with the template
// as an if step's condition: switch.x where it holds, switch.y where it
// does not; EXTRA are more automations.
func timed(times []string, tpl, extra string) string {
	src := `- alias: T
  triggers:
`
	for _, at := range times {
		src += "    - trigger: time\n      at: \"" + at + "\"\n"
	}
	return src + `  actions:
    - if: ` + yamlQuote(tpl) + `
      then:
        - action: switch.turn_on
          target: {entity_id: switch.x}
      else:
        - action: switch.turn_on
          target: {entity_id: switch.y}
` + extra
}

// offInv: each switch's invariant that it stays off, whose first
// violation is when the automation first takes that branch.
const offInv = "- name: x\n  condition: switch.x == off\n- name: y\n  condition: switch.y == off\n"

func TestTemplateTime(t *testing.T) {
	cal := func(day int) ta.Calendar {
		return ta.Calendar{Start: 7 * hour, Horizon: 2 * hour, Sunrise: 6 * hour, Sunset: 18 * hour, Weekday: day, DayKnown: true}
	}
	for _, c := range []struct {
		name  string
		src   string
		day   int
		wantX string // the first violation of "x stays off", or holds
		wantY string
	}{
		// now() is the local time (extensions/datetime.py, now):
		// .hour, .minute are its fields.
		{"hour and minute", timed([]string{"07:20:00", "07:40:00", "08:30:00"}, "{{ now().hour == 7 and now().minute >= 30 }}", ""), 0,
			"violated at 07:40:00", "violated at 07:20:00"},
		// today_at('08:00') is today at 08:00 (datetime.py, today_at):
		// now() is after it from 08:00 on.
		{"today_at", timed([]string{"07:30:00", "08:10:00"}, "{{ now() > today_at('08:00') }}", ""), 0,
			"violated at 08:10:00", "violated at 07:30:00"},
		// datetime.weekday(): Monday is 0; isoweekday(): Monday is 1.
		{"weekday on a Monday", timed([]string{"07:30:00"}, "{{ now().weekday() == 0 and now().isoweekday() == 1 }}", ""), 0,
			"violated at 07:30:00", "holds"},
		{"weekday on a Tuesday", timed([]string{"07:30:00"}, "{{ now().weekday() == 0 }}", ""), 1,
			"holds", "violated at 07:30:00"},
		// An entity's last_changed (template/__init__.py,
		// TemplateStateBase.last_changed): now() minus it is the time
		// since the light last changed, which a clock measures; the
		// light (fixed: only the automations change it) comes on at
		// 07:10.
		{"now() - last_changed", `automations:
` + indent(timed([]string{"07:13:00", "07:16:00"}, "{{ now() - states.light.a.last_changed > timedelta(minutes=5) }}", `- alias: On
  triggers: [{trigger: time, at: "07:10:00"}]
  actions: [{action: light.turn_on, target: {entity_id: light.a}}]
`)) + `environment:
  fixed: [light.a]
`, 0, "violated at 07:16:00", "violated at 07:13:00"},
		// The same as timestamps (datetime.py, as_timestamp): seconds.
		{"as_timestamp difference", `automations:
` + indent(timed([]string{"07:13:00", "07:16:00"}, "{{ as_timestamp(now()) - as_timestamp(states.light.a.last_changed) > 300 }}", `- alias: On
  triggers: [{trigger: time, at: "07:10:00"}]
  actions: [{action: light.turn_on, target: {entity_id: light.a}}]
`)) + `environment:
  fixed: [light.a]
`, 0, "violated at 07:16:00", "violated at 07:13:00"},
		// utcnow() is the instant now() is, in UTC
		// (helpers/template/extensions/datetime.py, utcnow;
		// util/dt.py, utcnow and now: datetime.now(UTC) and
		// datetime.now(DEFAULT_TIME_ZONE)): a difference with an
		// aware datetime, or a comparison with one, is the same as
		// now()'s, whatever the time zone.
		{"utcnow() - last_changed", `automations:
` + indent(timed([]string{"07:13:00", "07:16:00"}, "{{ utcnow() - states.light.a.last_changed > timedelta(minutes=5) }}", `- alias: On
  triggers: [{trigger: time, at: "07:10:00"}]
  actions: [{action: light.turn_on, target: {entity_id: light.a}}]
`)) + `environment:
  fixed: [light.a]
`, 0, "violated at 07:16:00", "violated at 07:13:00"},
		{"last_changed < utcnow() - timedelta", `automations:
` + indent(timed([]string{"07:13:00", "07:16:00"}, "{{ states.light.a.last_changed < utcnow() - timedelta(minutes=5) }}", `- alias: On
  triggers: [{trigger: time, at: "07:10:00"}]
  actions: [{action: light.turn_on, target: {entity_id: light.a}}]
`)) + `environment:
  fixed: [light.a]
`, 0, "violated at 07:16:00", "violated at 07:13:00"},
		{"utcnow() and today_at", timed([]string{"07:30:00", "08:10:00"}, "{{ utcnow() > today_at('08:00') and as_timestamp(utcnow()) > as_timestamp(today_at('07:59')) }}", ""), 0,
			"violated at 08:10:00", "violated at 07:30:00"},
		// An automation's last_triggered is set when its conditions
		// pass (components/automation/__init__.py, async_trigger):
		// automation A ran at 07:10.
		{"last_triggered", timed([]string{"07:13:00", "07:16:00"}, "{{ as_timestamp(now()) - as_timestamp(state_attr('automation.a', 'last_triggered')) > 240 }}", `- alias: A
  triggers: [{trigger: time, at: "07:10:00"}]
  actions: [{action: notify.a}]
`), 0, "violated at 07:16:00", "violated at 07:13:00"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := exactly(t, c.src, offInv, cal(c.day))
			if got["x"] != c.wantX || got["y"] != c.wantY {
				t.Errorf("x %s, y %s; want x %s, y %s", got["x"], got["y"], c.wantX, c.wantY)
			}
		})
	}
}

func indent(s string) string {
	return "  " + strings.ReplaceAll(strings.TrimSuffix(s, "\n"), "\n", "\n  ") + "\n"
}

// Variables are rendered where they are defined (helpers/script.py,
// _async_variables_step; components/automation/__init__.py renders the
// automation's variables before its conditions), each seeing the ones
// before it; a rendered result is parsed ("3" is 3:
// helpers/template/__init__.py, _parse_result).
func TestTemplateVariables(t *testing.T) {
	cal := ta.Calendar{Start: 7 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}
	const trig = `  triggers: [{trigger: time, at: "07:10:00"}]
`
	for _, c := range []struct {
		name         string
		src          string
		wantX, wantY string
		over         bool
	}{
		{"automation variables", `- alias: T
` + trig + `  variables:
    limit: "3"
    doubled: "{{ limit * 2 }}"
    word: "on"
  conditions: "{{ limit == 3 }}"
  actions:
    - if: "{{ doubled == 6 and word == 'on' }}"
      then: [{action: switch.turn_on, target: {entity_id: switch.x}}]
      else: [{action: switch.turn_on, target: {entity_id: switch.y}}]
`, "violated at 07:10:00", "holds", false},
		{"a variables step", `- alias: T
` + trig + `  actions:
    - variables:
        n: 2
    - delay: 5
    - if: "{{ n + 1 == 3 }}"
      then: [{action: switch.turn_on, target: {entity_id: switch.x}}]
      else: [{action: switch.turn_on, target: {entity_id: switch.y}}]
`, "violated at 07:10:05", "holds", false},
		// trigger_variables are rendered when the trigger is attached.
		{"trigger_variables", `- alias: T
` + trig + `  trigger_variables:
    who: kitchen
  actions:
    - if: "{{ who == 'kitchen' }}"
      then: [{action: switch.turn_on, target: {entity_id: switch.x}}]
      else: [{action: switch.turn_on, target: {entity_id: switch.y}}]
`, "violated at 07:10:00", "holds", false},
		// A variable rendered from a state, read after a step that
		// changes that state: Home Assistant reads the value it had
		// (switch.z off, so y); the model does not keep it, and says so.
		{"a stale variable", `- alias: T
` + trig + `  actions:
    - variables:
        was: "{{ is_state('switch.z', 'on') }}"
    - action: switch.turn_on
      target: {entity_id: switch.z}
    - if: "{{ was }}"
      then: [{action: switch.turn_on, target: {entity_id: switch.x}}]
      else: [{action: switch.turn_on, target: {entity_id: switch.y}}]
`, "", "violated at 07:10:00", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := frontends.LoadSource("a.yaml", []byte(c.src))
			if err != nil {
				t.Fatal(err)
			}
			status := frontends.Lowering(p)[0]
			if (status.Status == "over-approximated") != c.over {
				t.Fatalf("status %s %v", status.Status, status.Reasons)
			}
			got := verdicts(t, c.src, offInv, cal)
			if (c.wantX != "" && got["x"] != c.wantX) || got["y"] != c.wantY {
				t.Errorf("x %s, y %s; want x %s, y %s", got["x"], got["y"], c.wantX, c.wantY)
			}
		})
	}
}

// A delay rendered from a template (helpers/script.py,
// _get_pos_time_period_template): `range(2, 4) | random` minutes is 2
// or 3 minutes (random.choice of the list), never between. The switch is
// on for the second after the delay.
func TestTemplateRandomDelay(t *testing.T) {
	src := `- alias: R
  triggers: [{trigger: time, at: "07:00:00"}]
  actions:
    - delay:
        minutes: "{{ range(2, 4) | random }}"
    - action: switch.turn_on
      target: {entity_id: switch.x}
    - delay: 1
    - action: switch.turn_off
      target: {entity_id: switch.x}
    - action: switch.turn_on
      target: {entity_id: switch.y}
`
	cal := ta.Calendar{Start: 7 * hour, Horizon: hour, Sunrise: 6 * hour, Sunset: 18 * hour}
	inv := `- name: off before 2m
  condition: switch.x == off
- name: not between
  condition: switch.x == off
  window: {from: "07:02:02", to: "07:02:59"}
- name: done by 3m
  condition: switch.y == on
  window: {from: "07:03:02", to: "07:59:00"}
- name: done by 2m
  condition: switch.y == on
  window: {from: "07:02:02", to: "07:02:59"}
`
	got := exactly(t, src, inv, cal)
	want := map[string]string{"off before 2m": "violated at 07:02:00", "not between": "holds", "done by 3m": "holds", "done by 2m": "violated at 07:02:02"}
	for k, w := range want {
		if got[k] != w {
			t.Errorf("%s: %s, want %s", k, got[k], w)
		}
	}
}

// expand of a group the configuration declares is its members' states
// (template/__init__.py, expand: a group's entity_id attribute, its
// members, in its place).
func TestTemplateExpand(t *testing.T) {
	dir := t.TempDir()
	auto := choice(stateTrig, "{{ expand('group.downstairs') | selectattr('state', 'eq', 'on') | list | count > 0 }}", "light.a", "light.b")
	conf := "group:\n  downstairs:\n    entities: [light.a, light.b]\nautomation:\n" + indent(auto)
	path := filepath.Join(dir, "configuration.yaml")
	if err := os.WriteFile(path, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := frontends.Load(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, al := range frontends.Lowering(p) {
		if al.Status != "exact" {
			t.Errorf("%s is %s: %v", al.Name, al.Status, al.Reasons)
		}
	}
	inv := reaches("none on", "binary_sensor.b -> on", "light.a == off && light.b == off", "y") +
		reaches("a on", "binary_sensor.b -> on", "light.a == on", "x") +
		reaches("b on", "binary_sensor.b -> on", "light.b == on", "x")
	props, err := explore.ParseProperties("a.inv.yaml", []byte(inv), p)
	if err != nil {
		t.Fatal(err)
	}
	m, err := explore.NewModel(p, explore.Config{Cal: hourCal, Props: props})
	if err != nil {
		t.Fatal(err)
	}
	rep, _, err := explore.ExploreReport(m, explore.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, iv := range rep.Invariants {
		if iv.Violated {
			t.Errorf("%s violated", iv.Name)
		}
	}
}

// What the model does not have stays over-approximated, with a note
// that says why at the template's position.
func TestTemplateNotes(t *testing.T) {
	for _, c := range []struct{ tpl, why string }{
		{"{{ now().second == 6 }}", "the model's clock is read by the minute"},
		{"{{ now().year > 1990 }}", "a number compared with 1990, which is not one of its class bounds"},
		{"{{ utcnow().hour == 3 }}", "no time zone"},
		{"{{ state_attr('cover.c', 'current_position') > 50 }}", "attribute current_position of cover.c (not modelled)"},
		{"{{ states('sensor.s') | lower == 'x' }}", "the text of a value the model does not know"},
		{"{{ trigger.payload_json.level | int > 50 }}", "payload_json"}, // a number read from the payload (tpayload.go)
	} {
		src := `- alias: T
  triggers:
    - trigger: mqtt
      topic: x
  conditions: ` + yamlQuote(c.tpl) + `
  actions:
    - action: notify.x
`
		p, err := frontends.LoadSource("a.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, n := range frontends.Notes(p) {
			if n.Pos.Line == 5 && strings.Contains(n.Msg, "either answer") && strings.Contains(n.Msg, c.why) {
				found = true
			}
		}
		if !found {
			t.Errorf("%s: no note saying %q: %v", c.tpl, c.why, frontends.Notes(p))
		}
	}
}

// A template trigger fires when its result becomes true
// (components/template/trigger.py, async_attach_trigger: armed while the
// result is false, fired and disarmed when it turns true); with for:,
// once it has stayed true that long (a change of the result cancels the
// wait, async_call_later's delay_cancel).
func TestTemplateTrigger(t *testing.T) {
	src := func(extra string) string {
		return `- alias: T
  triggers:
    - trigger: template
      value_template: "{{ is_state('binary_sensor.a', 'on') and is_state('binary_sensor.b', 'on') }}"
` + extra + `  actions:
    - action: switch.turn_on
      target: {entity_id: switch.x}
` + "- alias: Watch\n  triggers: [{trigger: state, entity_id: [binary_sensor.a, binary_sensor.b]}]\n  actions: [{action: notify.w}]\n"
	}
	got := exactly(t, src(""), reaches("both on", "binary_sensor.b -> on", "binary_sensor.a == on", "x")+
		reaches("a off", "binary_sensor.b -> on", "binary_sensor.a == off && switch.x == off", "x"), hourCal)
	if got["both on"] != "holds" || !strings.HasPrefix(got["a off"], "violated") {
		t.Errorf("%v", got)
	}
	got = exactly(t, src("      for: 30\n"), `- name: not before 30 s
  after: binary_sensor.b -> on
  while: switch.x == off
  holds: switch.x == off
  for: 29s
- name: x off
  condition: switch.x == off
`, hourCal)
	if got["not before 30 s"] != "holds" || got["x off"] != "violated at 00:00:30" {
		t.Errorf("for: %v", got)
	}
}

// A wait_template waits until its template becomes true
// (helpers/script.py, _async_wait_template_step: async_track_template,
// helpers/event.py, calls back when the result turns true): the run
// goes on exactly when binary_sensor.a comes on, not at another moment.
func TestTemplateWait(t *testing.T) {
	const src = `- alias: T
  triggers:
    - trigger: state
      entity_id: binary_sensor.b
      to: "on"
  actions:
    - wait_template: "{{ is_state('binary_sensor.a', 'on') }}"
    - action: switch.turn_on
      target: {entity_id: switch.x}
- alias: Watch
  triggers: [{trigger: state, entity_id: binary_sensor.a}]
  actions: [{action: notify.w}]
`
	const inv = `- name: ends when a comes on
  after: binary_sensor.a -> on
  while: '"T: stage" == "wait_template (line 7)"'
  reaches: switch.x == on
  within: 1s
- name: not before
  after: 'change "T: stage"'
  while: '"T: stage" == "wait_template (line 7)"'
  reaches: binary_sensor.a == on
  within: 1s
`
	got := exactly(t, src, inv, hourCal)
	if got["ends when a comes on"] != "holds" || got["not before"] != "holds" {
		t.Errorf("%v", got)
	}
}

// utcnow()'s fields are the UTC time's (its hour, date, text), which
// differ from the local time by an offset the model does not have: they
// stay over-approximated, with the reason, where the same template on
// now() is exact.
func TestUTCNowFields(t *testing.T) {
	for _, tpl := range []string{"{{ utcnow().hour == 21 }}", "{{ utcnow().weekday() == 0 }}", "{{ (utcnow() - timedelta(hours=1)).day == 3 }}", "{{ utcnow().strftime('%H') == '21' }}"} {
		for _, fn := range []string{"utcnow", "now"} {
			src := timed([]string{"07:30:00"}, strings.ReplaceAll(tpl, "utcnow", fn), "")
			p, err := frontends.LoadSource("a.yaml", []byte(src))
			if err != nil {
				t.Fatal(err)
			}
			al := frontends.Lowering(p)[0]
			why := fmt.Sprint(al.Reasons)
			switch {
			case fn == "utcnow" && (al.Status != "over-approximated" || !strings.Contains(why, "no time zone")):
				t.Errorf("%s: %s %s, want over-approximated for the time zone", tpl, al.Status, why)
			case fn == "now" && strings.Contains(why, "time zone"):
				t.Errorf("%s with now(): %s", tpl, why)
			}
		}
	}
}

// Two states no automation names compared (states('a') != states('b')):
// exact when one of them is an environmental factor, read afresh at
// each rendering, whose named states the other names too (either
// answer, one per rendering: template-two-unnamed-states.yaml); noted
// as either answer when both keep their texts between renderings
// (whether they agree is history the model does not keep) or when the
// factor names a text the other may hold unnamed.
func TestTwoUnnamedStates(t *testing.T) {
	const cmp = `{{ states('sensor.a') != states('sensor.b') }}`
	for _, c := range []struct {
		name, triggers, extra string
		exact                 bool
	}{
		{"both factors", "[{trigger: mqtt, topic: x}]", "", true},
		{"one watched", "[{trigger: state, entity_id: sensor.a}]", "", true},
		{"both watched", "[{trigger: state, entity_id: [sensor.a, sensor.b]}]", "", false},
		{"the factor names a text the other does not", "[{trigger: state, entity_id: sensor.a}]", `
    - condition: template
      value_template: "{{ is_state('sensor.b', 'x') }}"`, false},
		{"the other names the factor's texts", "[{trigger: state, entity_id: sensor.a}]", `
    - condition: template
      value_template: "{{ is_state('sensor.b', 'x') or is_state('sensor.a', 'x') }}"`, true},
	} {
		src := `- alias: T
  triggers: ` + c.triggers + `
  conditions:
    - condition: template
      value_template: ` + yamlQuote(cmp) + c.extra + `
  actions:
    - action: notify.x
`
		p, err := frontends.LoadSource("a.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		noted := false
		for _, n := range frontends.Notes(p) {
			noted = noted || strings.Contains(n.Msg, "two unnamed states")
		}
		if noted == c.exact {
			t.Errorf("%s: noted %v, want exact %v: %v", c.name, noted, c.exact, frontends.Notes(p))
		}
	}
}

// A state trigger's from_state.last_changed is read exactly where the
// model can keep it (template-from-state-last-changed.yaml pins what it
// then is): in the trigger's conditions, for a trigger without for:, of
// an entity only the environment changes (no other change of it comes
// between the change and the conditions). Elsewhere it stays noted: in
// an action (after steps the entity may change again), after a for:
// (the conditions run later), of an entity an action sets.
func TestFromStateLastChanged(t *testing.T) {
	const tpl = `"{{ trigger.from_state.last_changed < now() - timedelta(seconds=30) }}"`
	for _, c := range []struct {
		name, trigger, cond, act string
		exact                    bool
	}{
		{"condition", "{trigger: state, entity_id: sensor.h, from: hot}", "[{condition: template, value_template: " + tpl + "}]", "", true},
		{"condition, any change", "{trigger: state, entity_id: sensor.h}", "[{condition: template, value_template: " + tpl + "}]", "", true},
		{"action", "{trigger: state, entity_id: sensor.h, from: hot}", "[]", `
    - if: [{condition: template, value_template: ` + tpl + `}]
      then: [{action: notify.x}]`, false},
		{"after for", "{trigger: state, entity_id: sensor.h, from: hot, for: 5}", "[{condition: template, value_template: " + tpl + "}]", "", false},
		{"written", "{trigger: state, entity_id: input_select.h, from: hot}", "[{condition: template, value_template: \"{{ trigger.from_state.last_changed < now() - timedelta(seconds=30) }}\"}]", `
    - action: input_select.select_option
      target: {entity_id: input_select.h}
      data: {option: cold}`, false},
	} {
		src := `- alias: T
  triggers: ` + c.trigger + `
  conditions: ` + c.cond + `
  actions:
    - action: notify.y` + c.act + `
`
		p, err := frontends.LoadSource("a.yaml", []byte(src))
		if err != nil {
			t.Fatal(err)
		}
		noted := false
		for _, n := range frontends.Notes(p) {
			noted = noted || strings.Contains(n.Msg, "the last change of a trigger's state")
		}
		if noted == c.exact {
			t.Errorf("%s: noted %v, want exact %v: %v", c.name, noted, c.exact, frontends.Notes(p))
		}
	}
}

package hass_test

import (
	"testing"

	"github.com/delorean-mc/delorean/ta"
)

// Two automations' last triggers compared (corpus 12: "{{
// as_timestamp(states.automation.a.attributes.last_triggered, 0) >
// as_timestamp(states.automation.b.attributes.last_triggered, 0) }}"):
// as_timestamp gives each trigger's POSIX time (helpers/template.py,
// forgiving_as_timestamp; last_triggered is utcnow() when the conditions
// pass, components/automation/__init__.py, async_trigger), so a's is
// later when a triggered after b, also within one instant (the second
// one's utcnow() is later). Automations not triggered since the start
// are equal (the start state: as_timestamp(None, 0) is 0 for both). By
// hand: after a alone, a's is later (x); after a then b, b's (y); at the
// start neither (> fails, >= holds); when one change triggers both, b
// runs second (its listener was attached after a's) and is later (y).
func TestLastTriggeredCompared(t *testing.T) {
	minuteCal := ta.Calendar{Horizon: 60, Sunrise: 6 * hour, Sunset: 18 * hour}
	trig := func(alias, id, ent string) string {
		return `- alias: ` + alias + `
  id: ` + id + `
  triggers:
    - trigger: state
      entity_id: ` + ent + `
      to: "on"
  actions:
    - action: notify.` + id + `
`
	}
	for _, c := range []struct {
		op, bTrig string
		inv       string
	}{
		{">", "binary_sensor.b",
			reaches("a later", "binary_sensor.c -> on", `"A: last triggered" - "B: last triggered" < 0`, "x") +
				reaches("b later", "binary_sensor.c -> on", `"B: last triggered" - "A: last triggered" < 0`, "y") +
				// A clock past the horizon (a minute) was not reset in
				// the run.
				reaches("neither", "binary_sensor.c -> on", `"A: last triggered" > 60 && "B: last triggered" > 60`, "y")},
		{">=", "binary_sensor.b",
			reaches("a later", "binary_sensor.c -> on", `"A: last triggered" - "B: last triggered" < 0`, "x") +
				reaches("b later", "binary_sensor.c -> on", `"B: last triggered" - "A: last triggered" < 0`, "y") +
				reaches("neither", "binary_sensor.c -> on", `"A: last triggered" > 60 && "B: last triggered" > 60`, "x")},
		{">", "binary_sensor.a",
			reaches("one change", "binary_sensor.c -> on", `"A: last triggered" < 60`, "y")},
		{">=", "binary_sensor.a",
			reaches("one change", "binary_sensor.c -> on", `"A: last triggered" < 60`, "y")},
	} {
		src := trig("A", "a", "binary_sensor.a") + trig("B", "b", c.bTrig) + `- alias: C
  triggers:
    - trigger: state
      entity_id: binary_sensor.c
      to: "on"
  actions:
    - if: "{{ as_timestamp(states.automation.a.attributes.last_triggered, 0) ` + c.op + ` as_timestamp(states.automation.b.attributes.last_triggered, 0) }}"
      then:
        - action: switch.turn_on
          target: {entity_id: switch.x}
      else:
        - action: switch.turn_on
          target: {entity_id: switch.y}
`
		for name, v := range exactly(t, src, c.inv, minuteCal) {
			if v != "holds" {
				t.Errorf("%s, b on %s: %s: %s, want holds", c.op, c.bTrig, name, v)
			}
		}
	}
}

// Two entities' last changes compared (helpers/template, a state's
// last_changed): the difference of the clocks since them. By hand: after
// a changes alone, a's is later (x); after b changes after it, b's (y).
func TestLastChangedCompared(t *testing.T) {
	src := `- alias: C
  triggers:
    - trigger: state
      entity_id: binary_sensor.c
      to: "on"
  actions:
    - if: "{{ states.binary_sensor.a.last_changed > states.binary_sensor.b.last_changed }}"
      then:
        - action: switch.turn_on
          target: {entity_id: switch.x}
      else:
        - action: switch.turn_on
          target: {entity_id: switch.y}
- alias: Watch
  triggers:
    - trigger: state
      entity_id: [binary_sensor.a, binary_sensor.b]
  actions:
    - action: notify.watch
`
	inv := reaches("a later", "binary_sensor.c -> on", `"binary_sensor.a since" - "binary_sensor.b since" < 0`, "x") +
		reaches("b later", "binary_sensor.c -> on", `"binary_sensor.b since" - "binary_sensor.a since" < 0`, "y")
	for name, v := range exactly(t, src, inv, ta.Calendar{Horizon: 60, Sunrise: 6 * hour, Sunset: 18 * hour}) {
		if v != "holds" {
			t.Errorf("%s: %s, want holds", name, v)
		}
	}
}

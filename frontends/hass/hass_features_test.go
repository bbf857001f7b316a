package hass_test

import (
	"slices"
	"testing"
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

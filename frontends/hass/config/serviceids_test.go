package config

import (
	"slices"
	"testing"
)

// A service call's entity ids are checked as Home Assistant checks them
// when it loads the automation (helpers/config_validation.py,
// SERVICE_SCHEMA): top-level entity_id is comp_entity_ids, whose
// entity_id validator lowercases before valid_entity_id (core.py); target
// is TARGET_SERVICE_FIELDS (comp_entity_ids_or_uuids, a dynamic template,
// or vol.All(list, template_complex), which takes any list); data is
// template_complex, checked only by the service when it runs. A failing id
// makes the automation invalid (components/automation/config.py,
// _async_validate_config_item), so Home Assistant does not load it.
func TestServiceEntityIDs(t *testing.T) {
	for _, tc := range []struct {
		name, call string
		invalid    bool
		entities   []string
	}{
		{"top-level, not an id", "entity_id: light.<>", true, nil},
		{"top-level, upper case is lowercased", "entity_id: Light.Hall", false, []string{"light.hall"}},
		{"top-level, comma-separated", "entity_id: light.a, Light.B", false, []string{"light.a", "light.b"}},
		{"top-level, double underscore", "entity_id: light.a__b", true, nil},
		{"top-level, all", "entity_id: ALL", false, nil},
		{"target, not an id", "target: {entity_id: 'light.<>'}", true, nil},
		{"target, a list takes anything when loading", "target: {entity_id: ['light.<>']}", false, []string{"light.<>"}},
		{"target, a registry id", "target: {entity_id: 0123456789abcdef0123456789abcdef}", false, nil},
		{"target, none", "target: {entity_id: none}", false, nil},
		{"data is checked when the service runs", "data: {entity_id: 'light.<>'}", false, []string{"light.<>"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "- alias: A\n  trigger: {platform: state, entity_id: binary_sensor.door, to: 'on'}\n  action:\n    - service: light.turn_on\n      " + tc.call + "\n"
			f, err := Parse("automations.yaml", []byte(src))
			if err != nil {
				t.Fatalf("%v\n%s", err, src)
			}
			if got := len(f.Invalid) > 0; got != tc.invalid {
				t.Fatalf("invalid: %v, want %v (%+v)", got, tc.invalid, f.Invalid)
			}
			if tc.invalid {
				return
			}
			if got := f.Automations[0].Actions[0].Entities; !slices.Equal(got, tc.entities) {
				t.Fatalf("entities %q, want %q", got, tc.entities)
			}
		})
	}
}

// A state or numeric_state condition's entity ids are
// config_validation.py's entity_ids_or_uuids (STATE_CONDITION_BASE_SCHEMA,
// NUMERIC_STATE_CONDITION_SCHEMA): lowercased, then a valid entity id or
// an entity registry id; another makes the automation invalid.
func TestConditionEntityIDs(t *testing.T) {
	for _, tc := range []struct {
		cond    string
		invalid bool
		want    []string
	}{
		{"{condition: state, entity_id: 'sensor.<x>', state: 'on'}", true, nil},
		{"{condition: state, entity_id: Binary_Sensor.Door, state: 'on'}", false, []string{"binary_sensor.door"}},
		{"{condition: numeric_state, entity_id: [sensor.t, 'sensor t'], above: 3}", true, nil},
		{"{condition: numeric_state, entity_id: sensor.T, above: 3}", false, []string{"sensor.t"}},
	} {
		src := "- alias: A\n  trigger: {platform: state, entity_id: binary_sensor.door, to: 'on'}\n  condition: [" + tc.cond + "]\n  action: [{service: light.turn_on, entity_id: light.a}]\n"
		f, err := Parse("automations.yaml", []byte(src))
		if err != nil {
			t.Fatalf("%v\n%s", err, src)
		}
		if got := len(f.Invalid) > 0; got != tc.invalid {
			t.Fatalf("%s: invalid %v, want %v", tc.cond, got, tc.invalid)
		}
		if !tc.invalid {
			c := f.Automations[0].Conditions[0]
			for c.Kind == CAnd && len(c.Subs) == 1 {
				c = c.Subs[0]
			}
			if !slices.Equal(c.Entities, tc.want) {
				t.Fatalf("%s: entities %q, want %q", tc.cond, c.Entities, tc.want)
			}
		}
	}
}

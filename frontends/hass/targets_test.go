package hass_test

import (
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// A call whose area, device or label target the configuration does not
// resolve (no registries) loses nothing when the service changes nothing
// the model follows on any entity of its domain: the same call on an
// entity id is only its emission (no variable of the program is
// assigned), so the target's entities do not matter and the automation
// stays exact. Where the service sets a state the model follows (a
// light, a set point, homeassistant.turn_on, a helper), the entities it
// misses are an over-approximation, noted.
func TestUnresolvedTargetOfAnOutput(t *testing.T) {
	auto := func(svc, target, data string) string {
		return "- alias: A\n  triggers:\n    - trigger: state\n      entity_id: binary_sensor.b\n      to: \"on\"\n  actions:\n    - action: " + svc +
			"\n      target:\n        " + target + "\n" + data
	}
	for _, tc := range []struct {
		svc, data, entity string
		output            bool
	}{
		{"media_player.volume_set", "      data: {volume_level: 0.5}\n", "media_player.tv", true},
		{"notify.notify", "      data: {message: hi}\n", "notify.phone", true},
		{"climate.set_preset_mode", "      data: {preset_mode: away}\n", "climate.hall", true},
		{"light.turn_on", "", "light.hall", false},
		{"climate.set_temperature", "      data: {temperature: 20}\n", "climate.hall", false},
		{"homeassistant.turn_on", "", "light.hall", false},
		{"input_number.set_value", "      data: {value: 3}\n", "input_number.level", false},
	} {
		t.Run(tc.svc, func(t *testing.T) {
			// The call on an entity id: an output when no variable of
			// the program is assigned by its rule's statements.
			p, err := frontends.LoadSource("a.yaml", []byte(auto(tc.svc, "entity_id: "+tc.entity, tc.data)))
			if err != nil {
				t.Fatal(err)
			}
			assigns := false
			for _, r := range p.Rules {
				if strings.HasPrefix(r.Name, "A") {
					ta.Inspect(r.Body, func(s any) bool {
						if as, ok := s.(*ta.Assign); ok && !strings.HasPrefix(as.Var, "A:") {
							assigns = true
						}
						return true
					})
				}
			}
			if assigns == tc.output {
				t.Fatalf("on %s the call assigns a variable: %v, want %v", tc.entity, assigns, !tc.output)
			}
			p, err = frontends.LoadSource("a.yaml", []byte(auto(tc.svc, "area_id: living_room", tc.data)))
			if err != nil {
				t.Fatal(err)
			}
			al := frontends.Lowering(p)[0]
			if (al.Status == "exact") != tc.output {
				t.Errorf("area target: %s %v, want exact %v", al.Status, al.Reasons, tc.output)
			}
		})
	}
}

package config_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends/hass/config"
)

// The registries of a home: two floors, three areas, three devices and
// the entities of helpers/target.py's cases (an entity's own area over
// its device's; hidden, config and disabled entities; a label on an
// entity, a device and an area; a child device).
var registries = map[string]string{
	"core.floor_registry": `{"data": {"floors": [{"floor_id": "ground"}, {"floor_id": "up"}]}}`,
	"core.label_registry": `{"data": {"labels": [{"label_id": "evening"}, {"label_id": "night"}]}}`,
	"core.area_registry": `{"data": {"areas": [
		{"id": "kitchen", "floor_id": "ground", "labels": ["evening"]},
		{"id": "hall", "floor_id": "up", "labels": []},
		{"id": "attic", "floor_id": null, "labels": []}]}}`,
	"core.device_registry": `{"data": {"devices": [
		{"id": "d1", "area_id": "kitchen", "labels": []},
		{"id": "d2", "area_id": "hall", "labels": ["night"]},
		{"id": "d3", "area_id": null, "labels": []},
		{"id": "d4", "area_id": null, "labels": [], "parent_device_id": "d3"}]}}`,
	"core.entity_registry": `{"data": {"entities": [
		{"entity_id": "light.k1", "id": "e1", "device_id": "d1", "area_id": null},
		{"entity_id": "light.k2", "id": "e2", "device_id": "d1", "area_id": "hall"},
		{"entity_id": "light.k_hidden", "id": "e3", "device_id": "d1", "hidden_by": "user"},
		{"entity_id": "switch.k_config", "id": "e4", "device_id": "d1", "entity_category": "config"},
		{"entity_id": "light.k_disabled", "id": "e5", "device_id": "d1", "disabled_by": "user"},
		{"entity_id": "switch.k3", "id": "e6", "device_id": "d1"},
		{"entity_id": "light.h1", "id": "e7", "device_id": "d2"},
		{"entity_id": "light.lab", "id": "e8", "device_id": "d3", "labels": ["evening"]},
		{"entity_id": "light.child", "id": "e9", "device_id": "d4"}]}}`,
}

// A service call's area, device, floor and label targets are the
// entities the registries give them, as helpers/target.py's
// async_extract_referenced_entity_ids finds them (each want worked out
// by hand from it), of the service's domain (helpers/service.py,
// entity_service_call) or every domain for homeassistant.turn_off
// (components/homeassistant/__init__.py, async_handle_turn_service).
// Without .storage they stay over-approximated; empty lists, as the UI
// writes them, name nothing, with or without it.
func TestTargetsThroughRegistries(t *testing.T) {
	for _, tc := range []struct {
		name, target string
		want         []string // the call's entities, nil: over-approximated
		noStorage    []string
		mistake      string
	}{
		{"an area: its entities and its devices' without an area of their own",
			"area_id: kitchen", []string{"light.k1"}, nil, ""},
		{"a floor: its areas", "floor_id: up", []string{"light.h1", "light.k2"}, nil, ""},
		{"a label: its entities and its areas'", "label_id: evening", []string{"light.k1", "light.lab"}, nil, ""},
		{"a label on a device", "label_id: [night]", []string{"light.h1"}, nil, ""},
		{"a device, every domain for homeassistant.turn_off", "device_id: d1", []string{"light.k1", "light.k2", "switch.k3"}, nil, ""},
		{"a device and its child device", "device_id: [d3]", []string{"light.child", "light.lab"}, nil, ""},
		{"empty lists name nothing", "entity_id: light.x\n        device_id: []\n        area_id: []", []string{"light.x"}, []string{"light.x"}, ""},
		{"an area the registry does not have", "area_id: garage", []string{}, nil, "area garage"},
		{"a template", "area_id: \"{{ 'kitchen' }}\"", nil, nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svc := "light.turn_off"
			if strings.HasPrefix(tc.target, "device_id") {
				svc = "homeassistant.turn_off"
			}
			src := "- alias: Off\n  triggers:\n    - trigger: state\n      entity_id: binary_sensor.b\n  actions:\n    - action: " + svc +
				"\n      target:\n        " + tc.target + "\n"
			for _, storage := range []bool{true, false} {
				dir := t.TempDir()
				path := filepath.Join(dir, "automations.yaml")
				if err := os.WriteFile(path, []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
				if storage {
					if err := os.Mkdir(filepath.Join(dir, ".storage"), 0o755); err != nil {
						t.Fatal(err)
					}
					for name, text := range registries {
						if err := os.WriteFile(filepath.Join(dir, ".storage", name), []byte(text), 0o644); err != nil {
							t.Fatal(err)
						}
					}
				}
				f, err := config.ParseIncludes(path, []byte(src))
				if err != nil {
					t.Fatal(err)
				}
				want := tc.want
				if !storage {
					want = tc.noStorage
				}
				act := f.Automations[0].Actions[0]
				got := act.Entities
				// Unresolved targets are left to the lowering to note
				// (where the service changes what the model follows).
				over := act.TargetsAt.IsValid()
				var mistakes []string
				for _, n := range f.Notes {
					switch n.Kind {
					case config.Over:
						over = true
					case config.Mistake:
						if !strings.Contains(n.What, " targets ") {
							continue // the lint's: binary_sensor.b is in no registry
						}
						mistakes = append(mistakes, n.What)
					}
				}
				if over != (want == nil) {
					t.Errorf("storage %v: over-approximated %v, want %v (%v)", storage, over, want == nil, f.Notes)
				}
				if want != nil && !slices.Equal(got, want) && !(len(got) == 0 && len(want) == 0) {
					t.Errorf("storage %v: the call acts on %q, want %q", storage, got, want)
				}
				if storage && tc.mistake != "" && (len(mistakes) != 1 || !strings.Contains(mistakes[0], tc.mistake)) {
					t.Errorf("mistakes %q, want one naming %s", mistakes, tc.mistake)
				}
			}
		})
	}
}

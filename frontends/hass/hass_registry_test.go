package hass_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
)

// Device triggers, conditions and actions of recent versions name their
// entity by its entity registry id; the registry in .storage says which
// entity that is (Home Assistant's device automations: a binary sensor's
// "motion" trigger is its change to on, "no_motion" to off; a light's
// "is_off" condition its state off; its "turn_on" action light.turn_on).
// With the registry the motion light works on the entities; without it
// the device constructs stay opaque and the light never changes.
func TestDeviceRegistry(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: Motion on
  trigger: {platform: device, device_id: dev1, domain: binary_sensor, entity_id: 0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a, type: motion}
  condition: {condition: device, device_id: dev2, domain: light, entity_id: 1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b, type: is_off}
  action: {device_id: dev2, domain: light, entity_id: 1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b, type: turn_on}
- alias: Motion off
  trigger: {platform: device, device_id: dev1, domain: binary_sensor, entity_id: 0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a, type: no_motion, for: {minutes: 1}}
  action: {device_id: dev2, domain: light, entity_id: 1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b, type: turn_off}
`)
	write(t, filepath.Join(dir, ".storage", "core.device_registry"), `{"version": 1, "key": "core.device_registry",
 "data": {"devices": [{"id": "dev1", "name": "Hall sensor"}, {"id": "dev2", "name": "Hall light"}]}}`)
	write(t, filepath.Join(dir, ".storage", "core.entity_registry"), `{"version": 1, "key": "core.entity_registry",
 "data": {"entities": [
   {"entity_id": "binary_sensor.hall_motion", "id": "0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a", "device_id": "dev1", "platform": "hue"},
   {"entity_id": "sensor.hall_temperature", "id": "2c2c2c2c2c2c2c2c2c2c2c2c2c2c2c2c", "device_id": "dev1", "platform": "hue"},
   {"entity_id": "light.hall", "id": "1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b1b", "device_id": "dev2", "platform": "hue"}]}}`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var rules []string
	for _, r := range p.Rules {
		rules = append(rules, r.Name)
	}
	for _, want := range []string{"Motion on <- binary_sensor.hall_motion -> on (device motion)", "Motion off <- binary_sensor.hall_motion -> off (device no_motion) for 1m"} {
		if !slices.Contains(rules, want) {
			t.Errorf("no rule %q in %q", want, rules)
		}
	}
	if n := frontends.Notes(p); len(n) != 0 {
		t.Errorf("notes %v", n)
	}
	if got := project(t, exploreRes(t, p), "light.hall"); !slices.Equal(got, []string{"light.hall=off", "light.hall=on"}) {
		t.Errorf("light.hall %q", got)
	}

	if err := os.RemoveAll(filepath.Join(dir, ".storage")); err != nil {
		t.Fatal(err)
	}
	p, err = frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	notes := frontends.Notes(p).Error()
	if !strings.Contains(notes, "device trigger") || !strings.Contains(notes, "device action") {
		t.Errorf("without the registries: notes %s", notes)
	}
	for _, v := range p.Vars {
		if v.Name == "light.hall" {
			t.Errorf("without the registries light.hall is modelled")
		}
	}
}

// A state trigger's entity_id may be an entity registry id: Home
// Assistant's triggers/state.py (async_validate_trigger_config) reads
// the ids as cv.entity_ids_or_uuids and resolves each through the entity
// registry (entity_registry.py, async_validate_entity_id: the entry's
// entity_id, or vol.Invalid "Unknown entity registry entry"). So with
// the registry the trigger watches the entity it names; an id the
// registry does not have, or any registry id when .storage is not there
// to read, leaves the automation out with the reason, and the rest of
// the file is explored.
func TestStateTriggerRegistryID(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: Hall light
  trigger: {platform: state, entity_id: 0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a, to: "on"}
  action: {service: light.turn_on, entity_id: light.hall}
- alias: Porch light
  trigger: {platform: state, entity_id: [Binary_Sensor.Porch, 3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d], to: "on"}
  action: {service: light.turn_on, entity_id: light.porch}
- alias: Garage light
  trigger: {platform: state, entity_id: binary_sensor.garage, to: "on"}
  action: {service: light.turn_on, entity_id: light.garage}
`)
	write(t, filepath.Join(dir, ".storage", "core.entity_registry"), `{"version": 1, "key": "core.entity_registry",
 "data": {"entities": [{"entity_id": "binary_sensor.hall_motion", "id": "0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a", "platform": "hue"}]}}`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var rules []string
	for _, r := range p.Rules {
		rules = append(rules, r.Name)
	}
	if !slices.Contains(rules, "Hall light <- binary_sensor.hall_motion -> on") {
		t.Errorf("the registry id is not binary_sensor.hall_motion: rules %q", rules)
	}
	left := frontends.LeftOut(p)
	if len(left) != 1 || left[0].Name != "Porch light" || !strings.Contains(left[0].Reason, "Unknown entity registry entry 3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d3d") {
		t.Errorf("left out %+v, want Porch light for its unknown registry entry", left)
	}

	if err := os.RemoveAll(filepath.Join(dir, ".storage")); err != nil {
		t.Fatal(err)
	}
	if p, err = frontends.Load(dir); err != nil {
		t.Fatal(err)
	}
	left = frontends.LeftOut(p)
	if len(left) != 2 || !strings.Contains(left[0].Reason, "core.entity_registry is not read") {
		t.Errorf("without the registry: left out %+v, want Hall light and Porch light", left)
	}
}

// A numeric_state trigger's entity ids are validated and resolved as a
// state trigger's (triggers/numeric_state.py: TRIGGER_SCHEMA takes
// cv.entity_ids_or_uuids, and async_validate_trigger_config resolves a
// registry id with er.async_validate_entity_ids): Sensor.Hall_Temp is
// sensor.hall_temp, the entity the other automation sets, a registry id
// is its entity, and an id with <> leaves its automation out.
func TestNumericStateTriggerEntityIDs(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: Fan on when warm
  trigger: {platform: numeric_state, entity_id: Sensor.Hall_Temp, above: 25}
  action: {service: fan.turn_on, entity_id: fan.hall}
- alias: Heater off when warm
  trigger: {platform: numeric_state, entity_id: 0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a, above: 22}
  action: {service: switch.turn_off, entity_id: switch.heater}
- alias: Broken
  trigger: {platform: numeric_state, entity_id: "sensor.<b>", above: 1}
  action: {service: light.turn_on, entity_id: light.porch}
`)
	write(t, filepath.Join(dir, ".storage", "core.entity_registry"), `{"version": 1, "key": "core.entity_registry",
 "data": {"entities": [{"entity_id": "sensor.hall_temp", "id": "0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a", "platform": "zha"}]}}`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var vars []string
	for _, v := range p.Vars {
		vars = append(vars, v.Name)
	}
	for _, bad := range []string{"Sensor.Hall_Temp", "0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a0a"} {
		for _, v := range vars {
			if strings.Contains(v, bad) {
				t.Errorf("the trigger's id %s is a variable of its own (%s), not sensor.hall_temp", bad, v)
			}
		}
	}
	left := frontends.LeftOut(p)
	if len(left) != 1 || left[0].Name != "Broken" || !strings.Contains(left[0].Reason, `"sensor.<b>" is not an entity id`) {
		t.Errorf("left out %+v, want Broken for its entity id", left)
	}
}

// An area target with the registries acts on the area's entities: the
// light in the kitchen (its device's area; only the automations change
// it) comes on when the button is pressed, exactly (helpers/target.py,
// async_extract_referenced_entity_ids). Without .storage the call's
// entities are not known: over-approximated.
func TestAreaTargetThroughRegistries(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: Kitchen on
  triggers: [{trigger: state, entity_id: binary_sensor.button, to: "on"}]
  actions:
    - action: light.turn_on
      target: {area_id: kitchen}
- alias: Watch
  triggers: [{trigger: state, entity_id: light.kitchen}]
  conditions: [{condition: state, entity_id: light.hall, state: "on"}]
  actions: [{action: notify.me}]
`)
	write(t, filepath.Join(dir, ".storage", "core.area_registry"), `{"data": {"areas": [{"id": "kitchen"}, {"id": "hall"}]}}`)
	write(t, filepath.Join(dir, ".storage", "core.device_registry"), `{"data": {"devices": [{"id": "d1", "area_id": "kitchen"}, {"id": "d2", "area_id": "hall"}]}}`)
	write(t, filepath.Join(dir, ".storage", "core.entity_registry"), `{"data": {"entities": [
   {"entity_id": "light.kitchen", "id": "e1", "device_id": "d1"},
   {"entity_id": "light.hall", "id": "e2", "device_id": "d2"},
   {"entity_id": "binary_sensor.button", "id": "e3", "device_id": null}]}}`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, al := range frontends.Lowering(p) {
		if al.Status != "exact" {
			t.Errorf("%s is %s: %v", al.Name, al.Status, al.Reasons)
		}
	}
	res := exploreRes(t, p)
	if got := project(t, res, "light.kitchen"); !slices.Equal(got, []string{"light.kitchen=off", "light.kitchen=on"}) {
		t.Errorf("light.kitchen %q", got)
	}
	if err := os.RemoveAll(filepath.Join(dir, ".storage")); err != nil {
		t.Fatal(err)
	}
	if p, err = frontends.Load(dir); err != nil {
		t.Fatal(err)
	}
	if al := frontends.Lowering(p)[0]; al.Status != "over-approximated" {
		t.Errorf("without the registries: %s", al.Status)
	}
}

package hass_test

import (
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
)

const motionBlueprint = `blueprint:
  name: Motion-activated light
  domain: automation
  input:
    motion_entity:
      name: Motion sensor
      selector: {entity: {domain: binary_sensor}}
    light_target:
      selector: {target: {entity: {domain: light}}}
    timing:
      name: Timing
      input:
        no_motion_wait:
          default: 120
          selector: {number: {min: 0, max: 3600}}
mode: restart
max_exceeded: silent
triggers:
  - trigger: state
    entity_id: !input motion_entity
    from: "off"
    to: "on"
actions:
  - action: light.turn_on
    target: !input light_target
  - wait_for_trigger:
      trigger: state
      entity_id: !input motion_entity
      from: "on"
      to: "off"
  - delay: !input no_motion_wait
  - action: light.turn_off
    target: !input light_target
`

// use_blueprint with the blueprint file under blueprints/automation/:
// the blueprint's automation with the instance's inputs and the defaults
// of the others substituted for !input (Home Assistant's blueprint docs;
// inputs in a section count as the blueprint's inputs). The instance
// without its blueprint file is skipped, named with its position.
func TestBlueprint(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "blueprints", "automation", "homeassistant", "motion_light.yaml"), motionBlueprint)
	auto := `- alias: Hall motion
  use_blueprint:
    path: homeassistant/motion_light.yaml
    input:
      motion_entity: binary_sensor.hall
      light_target: {entity_id: light.hall}
- alias: Elsewhere
  use_blueprint: {path: someone/missing.yaml, input: {}}
`
	write(t, filepath.Join(dir, "automations.yaml"), auto)
	file := filepath.Join(dir, "automations.yaml")
	f, err := config.ParseIncludes(file, []byte(auto))
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Automations) != 2 || f.Automations[0].Mode != config.Restart || f.Automations[0].Skipped != "" || f.Automations[1].Skipped == "" {
		t.Fatalf("automations %+v", f.Automations)
	}
	var skipped []string
	for _, n := range f.Notes {
		if n.Kind == config.Skipped {
			skipped = append(skipped, n.String())
		}
	}
	if len(skipped) != 1 || !strings.HasPrefix(skipped[0], file+":8:18: skipped: automation \"Elsewhere\"") {
		t.Errorf("skipped notes %q", skipped)
	}
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var timers []string
	for _, tm := range p.Timers {
		timers = append(timers, tm.Name)
	}
	// The default wait of 120 s, at the blueprint's line of the delay.
	if !slices.Contains(timers, "Hall motion: delay 2m (line 31)") {
		t.Errorf("timers %q", timers)
	}
	// The light follows the motion: on at motion, off two minutes after
	// it ends, so both states are reachable.
	if got := project(t, exploreRes(t, p), "light.hall"); !slices.Equal(got, []string{"light.hall=off", "light.hall=on"}) {
		t.Errorf("light.hall %q", got)
	}

	// An input with neither a value nor a default is an error at the
	// instance.
	write(t, filepath.Join(dir, "automations.yaml"), "- alias: Bad\n  use_blueprint:\n    path: homeassistant/motion_light.yaml\n    input: {motion_entity: binary_sensor.x}\n")
	if err := os.Remove(filepath.Join(dir, "configuration.yaml")); err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	err = leftOutErr(frontends.Load(dir))
	if err == nil || !strings.Contains(err.Error(), file+":3:5") || !strings.Contains(err.Error(), `"light_target" has no value`) {
		t.Errorf("error %v, want light_target at automations.yaml:3:5", err)
	}
}

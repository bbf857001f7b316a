package hass_test

import (
	"github.com/delorean-mc/delorean/frontends/hass/config"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
	"github.com/delorean-mc/delorean/ta"
)

// A configuration with packages (homeassistant: packages:
// !include_dir_named), helpers merged from a directory
// (!include_dir_merge_named), scripts one per file (!include_dir_named),
// automations from a directory of lists (!include_dir_merge_list). Home
// Assistant's docs (Splitting up the configuration; Packages) define what
// each tag yields; the expectations are the automations, scripts and
// helpers of the files written here. An error in a package names the
// package file and its line.
func TestConfigPackagesAndNamedIncludes(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), `homeassistant:
  packages: !include_dir_named packages
input_boolean: !include_dir_merge_named helpers
script: !include_dir_named scripts
automation: !include_dir_merge_list autos
`)
	write(t, filepath.Join(dir, "packages", "modes.yaml"), `input_select:
  mode:
    options: [Home, Away, Night]
    initial: Away
input_number:
  level:
    min: 20
    max: 50
automation:
  - alias: Night lights
    trigger: {platform: state, entity_id: input_select.mode, to: Night}
    action: {service: light.turn_off, entity_id: light.all}
  - alias: Level
    trigger: {platform: numeric_state, entity_id: input_number.level, above: 20, below: 40}
    action: {service: script.flash}
`)
	write(t, filepath.Join(dir, "helpers", "a.yaml"), "guest:\n  initial: true\n")
	write(t, filepath.Join(dir, "helpers", "b.yaml"), "vacation:\n  name: Vacation\n")
	write(t, filepath.Join(dir, "scripts", "flash.yaml"), "sequence:\n  - service: light.turn_on\n    entity_id: light.all\n")
	write(t, filepath.Join(dir, "autos", "x.yaml"), `- alias: Guest
  trigger: {platform: state, entity_id: input_boolean.guest, to: "off"}
  action: {service: input_boolean.turn_on, entity_id: input_boolean.vacation}
`)
	// Only triggers watch the select and the boolean: they keep their
	// state only when asked to (pulse entities).
	pulse, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range pulse.Vars {
		if v.Name == "input_select.mode" || v.Name == "input_boolean.guest" {
			t.Errorf("%s keeps its state, though only triggers watch it", v.Name)
		}
	}
	p, err := frontends.LoadWith(dir, frontends.Options{Keep: map[string]bool{"input_select.mode": true, "input_boolean.guest": true}})
	if err != nil {
		t.Fatal(err)
	}
	var rules []string
	for _, r := range p.Rules {
		rules = append(rules, r.Name)
	}
	for _, want := range []string{"Night lights <- input_select.mode -> Night", "Level <- input_number.level above 20 below 40",
		"script.flash <- called", "Guest <- input_boolean.guest -> off"} {
		if !slices.Contains(rules, want) {
			t.Errorf("no rule %q in %q", want, rules)
		}
	}
	vars := map[string]*ta.Var{}
	for _, v := range p.Vars {
		vars[v.Name] = v
	}
	// The select's options are its domain, in order, and it starts at its
	// initial option; the boolean at its initial state.
	if v := vars["input_select.mode"]; v == nil || !slices.Equal(v.Type.Values, []string{"Home", "Away", "Night"}) || v.Init == nil || v.Init.(*ta.Ident).Name != "Away" {
		t.Errorf("input_select.mode: %+v", v)
	}
	if v := vars["input_boolean.guest"]; v == nil || v.Init == nil || v.Init.(*ta.Ident).Name != "on" {
		t.Errorf("input_boolean.guest: %+v", v)
	}
	// The number's constants 20 and 40 make the classes below 20, 20,
	// 20..40, 40, above 40 (0..4); min 20 leaves out the first.
	if v := vars["input_number.level"]; v == nil || v.Type.Lo != 1 || v.Type.Hi != 4 {
		t.Errorf("input_number.level: %+v", v)
	}

	write(t, filepath.Join(dir, "packages", "zbad.yaml"), "automation:\n  - alias: Bad\n    trigger: {platform: nope}\n    action: []\n")
	err = leftOutErr(frontends.Load(dir))
	if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "packages", "zbad.yaml")+":3:25") {
		t.Fatalf("error %v, want one at packages/zbad.yaml:3:25 (the platform)", err)
	}
}

// automations.yaml read alone still takes the declarations of the
// configuration beside it (helpers, scenes), not its automations twice.
func TestAutomationsBesideConfiguration(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), "automation: !include automations.yaml\ninput_select:\n  mode: {options: [a, b]}\n")
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: M
  trigger: {platform: state, entity_id: input_select.mode, to: b}
  action: {service: notify.x}
`)
	src, err := os.ReadFile(filepath.Join(dir, "automations.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	f, err := config.ParseIncludes(filepath.Join(dir, "automations.yaml"), src)
	if err != nil {
		t.Fatal(err)
	}
	if len(f.Automations) != 1 || f.Inputs["input_select.mode"] == nil {
		t.Fatalf("%d automations, inputs %v", len(f.Automations), f.Inputs)
	}
}

// A time trigger at an input_datetime fires at the helper's time: its
// initial time, and a time an automation sets with set_datetime (Home
// Assistant's time trigger docs: "at: input_datetime.x" fires at the
// helper's time). Rules at 06:30 and 07:15 guarded by the helper's
// value, and an environment event for a time set by the user.
func TestTimeAtInputDatetime(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), `input_datetime:
  wake: {has_time: true, initial: "06:30"}
automation:
  - alias: Wake
    trigger: {platform: time, at: input_datetime.wake}
    action: {service: light.turn_on, entity_id: light.bedroom}
  - alias: Late
    trigger: {platform: state, entity_id: binary_sensor.weekend, to: "on"}
    action:
      - service: input_datetime.set_datetime
        target: {entity_id: input_datetime.wake}
        data: {time: "07:15"}
`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var at []int64
	events := 0
	for _, r := range p.Rules {
		if strings.HasPrefix(r.Name, "Wake <- at input_datetime.wake") {
			if r.Trigger.Kind == ta.OnTime {
				at = append(at, r.Trigger.At.Offset)
			} else {
				events++
			}
		}
	}
	slices.Sort(at)
	if !slices.Equal(at, []int64{6*3600 + 1800, 7*3600 + 900}) || events != 1 {
		t.Fatalf("schedules %v and %d events, want 06:30 and 07:15 and one event", at, events)
	}
	for _, v := range p.Vars {
		if v.Name == "input_datetime.wake" && (v.Init == nil || v.Init.(*ta.Ident).Name != "06:30:00") {
			t.Errorf("input_datetime.wake starts at %v, want 06:30:00", v.Init)
		}
	}
}

// An automation section from !include_dir_named is a mapping of
// automations by file name (each file one automation or a list), and a
// list item that is an !include of a list contributes the list's
// automations.
func TestNamedAutomationSections(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "configuration.yaml"), "automation named: !include_dir_named named\nautomation listed:\n  - !include more.yaml\n")
	one := "alias: %s\ntrigger: {platform: state, entity_id: binary_sensor.a, to: \"on\"}\naction: {service: notify.x}\n"
	write(t, filepath.Join(dir, "named", "a.yaml"), strings.Replace(one, "%s", "A", 1))
	write(t, filepath.Join(dir, "named", "b.yaml"), "- "+strings.ReplaceAll(strings.Replace(one, "%s", "B", 1), "\n", "\n  "))
	write(t, filepath.Join(dir, "more.yaml"), "- "+strings.ReplaceAll(strings.Replace(one, "%s", "C", 1), "\n", "\n  "))
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range p.Rules {
		if n, ok := strings.CutSuffix(r.Name, " <- binary_sensor.a -> on"); ok {
			names = append(names, n)
		}
	}
	slices.Sort(names)
	if !slices.Equal(names, []string{"A", "B", "C"}) {
		t.Errorf("automations %q, want A, B, C", names)
	}
}

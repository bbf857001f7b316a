package hass_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/delorean-mc/delorean/frontends"
)

func write(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A configuration directory: configuration.yaml's automation sections,
// inline and through !include, !include_dir_merge_list and
// !include_dir_list; other sections are not read. Errors in an included
// file name that file.
func TestConfigDirectory(t *testing.T) {
	dir := t.TempDir()
	auto := func(alias string) string {
		return "alias: " + alias + "\ntrigger: {platform: state, entity_id: binary_sensor.a, to: \"on\"}\naction: {service: notify.x}\n"
	}
	write(t, filepath.Join(dir, "configuration.yaml"), `homeassistant:
  name: Home
http: {}
automation: !include automations.yaml
automation merged: !include_dir_merge_list merged
automation single: !include_dir_list single
automation inline:
  - `+strings.ReplaceAll(auto("Inline"), "\n", "\n    ")+`
`)
	write(t, filepath.Join(dir, "automations.yaml"), "- "+strings.ReplaceAll(auto("Listed"), "\n", "\n  "))
	write(t, filepath.Join(dir, "merged", "a.yaml"), "- "+strings.ReplaceAll(auto("Merged A"), "\n", "\n  "))
	write(t, filepath.Join(dir, "merged", "sub", "b.yaml"), "- "+strings.ReplaceAll(auto("Merged B"), "\n", "\n  "))
	write(t, filepath.Join(dir, "single", "c.yaml"), auto("Single C"))
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range p.Rules {
		if strings.HasSuffix(r.Name, " <- binary_sensor.a -> on") {
			names = append(names, strings.TrimSuffix(r.Name, " <- binary_sensor.a -> on"))
		}
	}
	slices.Sort(names)
	want := []string{"Inline", "Listed", "Merged A", "Merged B", "Single C"}
	if !slices.Equal(names, want) {
		t.Fatalf("automations %q, want %q", names, want)
	}

	write(t, filepath.Join(dir, "single", "d.yaml"), "alias: Broken\ntrigger: {platform: nope}\naction: []\n")
	err = leftOutErr(frontends.Load(dir))
	if err == nil || !strings.Contains(err.Error(), filepath.Join(dir, "single", "d.yaml")+":2:") {
		t.Fatalf("error %v, want one at single/d.yaml:2", err)
	}

	// Without configuration.yaml the directory's automations.yaml is read.
	if err := os.Remove(filepath.Join(dir, "configuration.yaml")); err != nil {
		t.Fatal(err)
	}
	if p, err = frontends.Load(dir); err != nil || !strings.HasSuffix(p.File, "automations.yaml") {
		t.Fatalf("%v, %v", p, err)
	}
}

// scripts.yaml beside automations.yaml: a script.NAME call starts the
// script's run, which follows the script's own mode (single: a second
// call during its delay is dropped).
func TestScripts(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "automations.yaml"), `- alias: Motion
  trigger: {platform: state, entity_id: binary_sensor.m, to: "on"}
  action:
    - service: script.hall_light
`)
	write(t, filepath.Join(dir, "scripts.yaml"), `hall_light:
  alias: Hall light for a while
  mode: single
  sequence:
    - service: light.turn_on
      entity_id: light.hall
    - delay: 60
    - service: light.turn_off
      entity_id: light.hall
`)
	p, err := frontends.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, r := range p.Rules {
		names = append(names, r.Name)
	}
	for _, want := range []string{"Hall light for a while <- called", "Hall light for a while", "Motion <- binary_sensor.m -> on"} {
		if !slices.Contains(names, want) {
			t.Fatalf("no rule %q in %q", want, names)
		}
	}
	inv := "- name: on for a minute after motion\n  after: binary_sensor.m -> on\n  holds: light.hall == \"on\"\n  for: 1m\n"
	res, err := exploreFor(t, p, inv)
	if err != nil {
		t.Fatal(err)
	}
	if !res.Invariants[0].Violated {
		t.Fatal("a second motion during the script's delay is not dropped")
	}
}

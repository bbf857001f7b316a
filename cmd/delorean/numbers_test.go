package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The bath fan of frontends/hass/numbers_test.go: on above 70, off below
// 60 (Home Assistant's numeric_state bounds are strict).
const fanYAML = `- alias: Fan on
  trigger:
    - platform: numeric_state
      entity_id: sensor.bath_humidity
      above: 70
  action:
    - service: fan.turn_on
      entity_id: fan.bath
- alias: Fan off
  trigger:
    - platform: numeric_state
      entity_id: sensor.bath_humidity
      below: 60
  action:
    - service: fan.turn_off
      entity_id: fan.bath
`

// Invariants compare the humidity as a number, with thresholds the
// automations do not have (3, 69.5); traces show its classes as ranges,
// and the trace files replay, with the invariants or without them.
func TestNumbersOnTheCommandLine(t *testing.T) {
	dir := t.TempDir()
	prog, inv, init := filepath.Join(dir, "fan.yaml"), filepath.Join(dir, "inv.yaml"), filepath.Join(dir, "init.yaml")
	write := func(path, text string) {
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write(prog, fanYAML)
	// At 3 or below the fan is off; just under 70 it is off too, although
	// the number is above 69.5 (it rose there from below).
	write(inv, `- name: off when dry
  condition: sensor.bath_humidity <= 3 -> fan.bath == off
- name: on when humid
  condition: sensor.bath_humidity > 69.5 -> fan.bath == on
`)
	traces := filepath.Join(dir, "traces")
	out, code := runCLI(t, "explore", prog, "--invariants", inv, "--trace-dir", traces)
	if code != exitViolation {
		t.Fatalf("exit %d, want 1:\n%s", code, out)
	}
	for _, want := range []string{
		"ok        off when dry",
		"VIOLATED  on when humid",
		"sensor.bath_humidity > 69.5 -> fan.bath == \"on\"",
		"sensor.bath_humidity -> 69.5..70",
		"sensor.bath_humidity: below 3 -> 69.5..70",
		"(sensor.bath_humidity = 69.5..70, fan.bath = off)",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	file := filepath.Join(traces, "02-on-when-humid.trace.yaml")
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(text), "sensor.bath_humidity: below 3") {
		t.Errorf("the trace file does not record the class in words:\n%s", text)
	}
	for _, args := range [][]string{
		{"replay", prog, file, "--invariants", inv},
		{"replay", prog, file}, // its constants come from the trace's classes
	} {
		rout, rcode := runCLI(t, args...)
		if !strings.Contains(rout, "the trace replays") || !strings.Contains(rout, "sensor.bath_humidity=69.5..70 fan.bath=off") {
			t.Errorf("%v: exit %d:\n%s", args, rcode, rout)
		}
	}
	rout, _ := runCLI(t, "replay", prog, file, "--json")
	var doc struct {
		Replays bool `json:"replays"`
		Steps   []struct {
			State []string `json:"state"`
		} `json:"steps"`
	}
	if err := json.Unmarshal([]byte(rout), &doc); err != nil || !doc.Replays || len(doc.Steps) != 1 || len(doc.Steps[0].State) == 0 || doc.Steps[0].State[0] != "sensor.bath_humidity=69.5..70" {
		t.Errorf("replay --json: %v\n%s", err, rout)
	}

	// A start state gives the number itself; the trace file of a run
	// from it replays from it.
	write(init, "devices:\n  sensor.bath_humidity: 69.75\n")
	out, code = runCLI(t, "explore", prog, "--invariants", inv, "--init", init, "--trace-dir", traces, "--json")
	if code != exitViolation {
		t.Fatalf("from 69.75: exit %d, want 1:\n%s", code, out)
	}
	if !strings.Contains(out, `"sensor.bath_humidity = 69.5..70"`) {
		t.Errorf("from 69.75 the start state should violate on when humid:\n%s", out)
	}
	rout, rcode := runCLI(t, "replay", prog, file)
	if rcode != exitOK || !strings.Contains(rout, "the trace replays") {
		t.Errorf("replay of the run from 69.75: exit %d:\n%s", rcode, rout)
	}

	write(inv, "- name: n\n  condition: fan.bath > 70\n")
	out, code = runCLI(t, "check", prog, "--invariants", inv)
	if code != exitBadInput || !strings.Contains(out, "inv.yaml:2:14: fan.bath is not a number") {
		t.Errorf("comparing fan.bath with a number: exit %d:\n%s", code, out)
	}
}

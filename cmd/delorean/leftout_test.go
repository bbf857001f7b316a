package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A Home Assistant configuration with an automation Home Assistant would
// not load (components/automation/config.py leaves it out, unavailable,
// and loads the others): check reports it at its position and exits 2;
// explore explores the rest, says so at the top of the report and in its
// JSON, and exits on the verdict; --strict makes it bad input.
func TestLeftOutAutomations(t *testing.T) {
	dir := t.TempDir()
	conf := filepath.Join(dir, "automations.yaml")
	const src = `- alias: Good
  mode: single
  max: 3
  triggers:
    - trigger: state
      entity_id: binary_sensor.door
      to: "on"
  actions:
    - action: light.turn_on
      target: {entity_id: light.hall}
- alias: Unquoted
  triggers:
    - trigger: state
      entity_id: binary_sensor.door
      to: off
  actions:
    - action: light.turn_off
      target: {entity_id: light.hall}
`
	inv := filepath.Join(dir, "inv.yaml")
	if err := os.WriteFile(conf, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(inv, []byte("- name: hall dark\n  condition: light.hall == off\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, code, _ := runMain("check", conf)
	if code != exitBadInput || !strings.Contains(out, conf+`:15:11: automation "Unquoted" left out (Home Assistant would not load it): to: unquoted off is a boolean in YAML 1.1`) {
		t.Errorf("check: exit %d\n%s", code, out)
	}
	out, code, _ = runMain("check", conf, "--json")
	var cr checkReport
	if err := json.Unmarshal([]byte(out[:strings.LastIndex(out, "}")+1]), &cr); err != nil {
		t.Fatalf("check --json: %v\n%s", err, out)
	}
	if code != exitBadInput || cr.OK || len(cr.Diagnostics) != 1 || cr.Diagnostics[0].Line != 15 || cr.Lowering == nil || cr.Lowering.Exact != 1 || len(cr.Lowering.Automations) != 1 {
		t.Errorf("check --json: exit %d, %+v", code, cr)
	}

	out, code, _ = runMain("explore", conf, "--invariants", inv, "--hours", "1")
	if code != exitViolation || !strings.Contains(out, "LEFT OUT: 1 automations or scripts that Home Assistant would not load") || !strings.Contains(out, "VIOLATED  hall dark") {
		t.Errorf("explore: exit %d\n%s", code, out)
	}
	out, _, _ = runMain("explore", conf, "--invariants", inv, "--hours", "1", "--json")
	var rep struct {
		LeftOut []struct {
			Kind, Name, File, Reason string
			Line, Column             int
		} `json:"left_out"`
	}
	if err := json.Unmarshal([]byte(out[strings.Index(out, "{"):]), &rep); err != nil {
		t.Fatalf("explore --json: %v\n%s", err, out)
	}
	if len(rep.LeftOut) != 1 || rep.LeftOut[0].Name != "Unquoted" || rep.LeftOut[0].Line != 15 || rep.LeftOut[0].Column != 11 || rep.LeftOut[0].Kind != "automation" {
		t.Errorf("explore --json left_out: %+v", rep.LeftOut)
	}
	html := filepath.Join(dir, "r.html")
	if _, code, _ = runMain("explore", conf, "--invariants", inv, "--hours", "1", "--report", html); code != exitViolation {
		t.Errorf("explore --report: exit %d", code)
	}
	page, err := os.ReadFile(html)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(page), `id="left-out"`) || !strings.Contains(string(page), "automation Unquoted") || !strings.Contains(string(page), "automations.yaml:15:11") {
		t.Errorf("the HTML report does not list what was left out")
	}
	if _, code, _ = runMain("explore", conf, "--invariants", inv, "--hours", "1", "--strict"); code != exitBadInput {
		t.Errorf("explore --strict: exit %d, want 2", code)
	}
}

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Issue 26 item 7 writes invariants as `light.porch == on`: `on` is a
// trigger's keyword in the IR, but as a value it names the state, the
// same as the quoted "on". Both forms give the same report.
func TestOnAsAState(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	bare := write("bare.inv.yaml", "- name: stays on\n  after: binary_sensor.hall_motion -> on\n  holds: light.hall == on\n  for: 2m\n")
	quoted := write("quoted.inv.yaml", "- name: stays on\n  after: binary_sensor.hall_motion -> on\n  holds: light.hall == \"on\"\n  for: 2m\n")
	args := []string{"explore", "../../programs/hass/motion-single.yaml", "--start", "18:00", "--hours", "1", "--invariants"}
	a, ca := runCLI(t, append(args, bare)...)
	b, cb := runCLI(t, append(args, quoted)...)
	if ca != exitViolation || cb != ca {
		t.Fatalf("exit %d (bare) and %d (quoted):\n%s\n%s", ca, cb, a, b)
	}
	// The last line has the run's time and memory.
	verdicts := func(out, path string) string {
		out = strings.ReplaceAll(out, path, "X")
		return out[:strings.LastIndex(strings.TrimRight(out, "\n"), "\n")]
	}
	if !strings.Contains(a, "VIOLATED  stays on") || verdicts(a, bare) != verdicts(b, quoted) {
		t.Fatalf("the two forms report differently:\n%s\n%s", a, b)
	}
}

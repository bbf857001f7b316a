package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// An `after:` condition that reads the time of day or a clock can be made
// true by time passing alone, which explore's observers do not see: at
// 22:30 the obligation of `after: time >= 22:30` starts in every run, so
// a light pressed on at 22:00 breaks `holds: light == Off` then; both
// engines reported it never exercised ("vacuous"). Refused at the
// trigger's position until the observers see time-made edges; the
// window form of the same invariant is checked (violated by the press).
func TestAfterReadingTimeRefused(t *testing.T) {
	dir := t.TempDir()
	prog := filepath.Join(dir, "p.ta")
	write := func(name, text string) string {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return f
	}
	write("p.ta", "program p\ndevice light: {Off, On} = Off\nclock since\nevent press\nrule press on press { light = On\n    reset since }\n")
	for _, c := range []struct{ name, after string }{
		{"time of day", "time >= 22:30"},
		{"a clock", "since > 5m"},
		{"mixed", "light == On && time >= 22:30"},
	} {
		inv := write("inv.yaml", "- name: off after\n  after: "+c.after+"\n  holds: light == Off\n  for: 10m\n")
		for _, engine := range []string{"zones", "regions"} {
			out, code, panicked := runMain("explore", prog, "--invariants", inv, "--start", "22:00", "--hours", "2", "--engine", engine)
			if panicked != "" || code != exitBadInput || !strings.Contains(out, "inv.yaml:2:10: after: ") || !strings.Contains(out, "time passing can make it true") {
				t.Errorf("%s over %s: exit %d, want %d with the trigger's position:\n%s%s", c.name, engine, code, exitBadInput, out, panicked)
			}
		}
		// check loads the same file (liveness --forever takes it), and
		// says at the same position that explore will not.
		out, code, panicked := runMain("check", prog, "--invariants", inv)
		if panicked != "" || code != exitOK || !strings.Contains(out, "inv.yaml:2:10: warning: explore and reach refuse this: after: ") {
			t.Errorf("%s: check exits %d, want %d with a warning at the trigger:\n%s%s", c.name, code, exitOK, out, panicked)
		}
	}
	inv := write("window.yaml", "- name: off from 22:30\n  condition: light == Off\n  window: {from: \"22:30\", to: \"22:40\"}\n")
	if out, code, _ := runMain("explore", prog, "--invariants", inv, "--start", "22:00", "--hours", "2"); code != exitViolation || !strings.Contains(out, "VIOLATED  off from 22:30") {
		t.Errorf("the window form: exit %d, want %d (violated):\n%s", code, exitViolation, out)
	}
	inv = write("vars.yaml", "- name: off after on\n  after: light == On\n  holds: light == Off\n  for: 10m\n")
	if out, code, _ := runMain("explore", prog, "--invariants", inv, "--start", "22:00", "--hours", "2"); code != exitViolation {
		t.Errorf("a trigger over variables: exit %d, want %d:\n%s", code, exitViolation, out)
	}
}
